import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import NewsDetailPage from '../../../src/features/news/pages/NewsDetailPage';
import { renderWithProviders } from '../utils';

const title = 'Aurora T\u2011Cross 2027 chega às concessionárias';

describe('a news item as one favorite', () => {
  it("'Favoritar release' puts its PDF and its own photos in the favorites as one Press Release", async () => {
    const { user, store } = renderWithProviders(
      <Routes>
        <Route path="/news/:newsId" element={<NewsDetailPage />} />
      </Routes>,
      { route: '/news/500' },
    );
    const button = await screen.findByRole('button', { name: `Favoritar release: ${title}` });
    await user.click(button);
    expect(await screen.findByText('Adicionado aos favoritos')).toBeInTheDocument();
    const [favorite] = store.getState().favorites.items;
    expect(favorite).toMatchObject({
      type: 'Press Release',
      contentLink: '/news/500',
      imageLink: expect.stringMatching(/\/news\/500\/PDF$/),
    });
    expect(favorite!.contentToDownload[0]).toBe(favorite!.imageLink);
    expect(favorite!.contentToDownload.slice(1)).not.toHaveLength(0);
    for (const file of favorite!.contentToDownload.slice(1)) expect(file).toMatch(/^\/media\//);
    expect(favorite!.mediaAmount).toBe(favorite!.contentToDownload.length);

    await user.click(button);
    expect(await screen.findByText('Ja adicionado')).toBeInTheDocument();
    expect(store.getState().favorites.items).toHaveLength(1);
  });
});
