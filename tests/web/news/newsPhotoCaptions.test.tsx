/**
 * A release's photos on its public page carry what the press office wrote for them: under each photo its title, its
 * caption and its credit (said as a credit to a screen reader), and the same under the photo in the lightbox.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import NewsDetailPage from '../../../src/features/news/pages/NewsDetailPage';
import { newsDetailGallery, newsDetailResponse } from '../../fixtures/news';
import { server } from '../msw/server';
import { renderWithProviders } from '../utils';

beforeAll(async () => {
  await import('../../../src/components/media/MediaLightbox');
}, 30000);

const [first, second, third] = newsDetailGallery as [
  (typeof newsDetailGallery)[number],
  (typeof newsDetailGallery)[number],
  (typeof newsDetailGallery)[number],
];
const captioned = [
  { ...first, caption: 'O T-Cross na linha de montagem de São José dos Pinhais', credit: 'Ana Lima' },
  // A caption without credit, and a photo with neither: nothing empty is drawn for them.
  { ...second, caption: 'Painel com a nova central multimídia', credit: '' },
  third,
];

function renderDetail() {
  server.use(
    http.get('*/api/news/json/news/500', () =>
      HttpResponse.json({ ...newsDetailResponse, gallery: captioned }),
    ),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/news/:newsId" element={<NewsDetailPage />} />
    </Routes>,
    { route: '/news/500' },
  );
}

describe("the caption and credit of a release's photos", () => {
  it('are under each photo, in its figure, the credit said as one', async () => {
    renderDetail();
    const set = await screen.findByRole('region', { name: 'Fotos e vídeos' });
    const captions = within(set)
      .getAllByRole('figure')
      .map((figure) => figure.querySelector('figcaption'));
    // Title, caption and credit, in the photo's own figcaption; the credit said as one.
    expect(captions[0]).toHaveTextContent(
      'Foto 1 do lançamento do T‑Cross O T-Cross na linha de montagem de São José dos Pinhais Crédito: Ana Lima',
    );
    expect(within(captions[0]!).getByText('Crédito:')).toHaveClass('visually-hidden');
    expect(captions[1]).toHaveTextContent(
      /^Foto 2 do lançamento do T‑Cross Painel com a nova central multimídia$/,
    );
    expect(captions[2]).toHaveTextContent(/^Foto 3 do lançamento do T‑Cross$/);
    // The picture itself is still named by its title.
    expect(within(set).getByRole('img', { name: 'Foto 1 do lançamento do T-Cross' })).toBeInTheDocument();
  });

  it('are under the photo in the lightbox', async () => {
    const { user } = renderDetail();
    const set = await screen.findByRole('region', { name: 'Fotos e vídeos' });
    await user.click(within(set).getByRole('button', { name: 'Ampliar: Foto 1 do lançamento do T‑Cross' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visualizador de fotos' });
    const shown = () =>
      [...dialog.querySelectorAll('.yarl__slide_description')].filter(
        (element) => element.closest('[aria-hidden="true"], [inert]') === null,
      );
    await waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]).toHaveTextContent(
      'O T-Cross na linha de montagem de São José dos Pinhais Crédito: Ana Lima',
    );
  });
});
