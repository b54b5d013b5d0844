import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../../../src/app/SiteLayout';
import HomePage from '../../../src/features/home/pages/HomePage';
import { server } from '../msw/server';
import { renderWithProviders } from '../utils';
import { stubMediaPlayback } from '../home/mediaStubs';

/** Every request that reaches the mocked network, counted by path. */
function countRequests() {
  const counts: Record<string, number> = {};
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    counts[path] = (counts[path] ?? 0) + 1;
  });
  return counts;
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('reading data', () => {
  it('asks for each resource once, though StrictMode mounts the layout and the home page twice', async () => {
    stubMediaPlayback();
    const counts = countRequests();
    renderWithProviders(
      <StrictMode>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route path="home" element={<HomePage />} />
          </Route>
        </Routes>
      </StrictMode>,
      { route: '/home' },
    );

    // Everything has arrived: the menu in the footer, the home payload, the feeds and the contacts.
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByRole('link', { name: 'Aurora Vento' });
    const contacts = await screen.findByRole('region', { name: 'Contatos' });
    await within(contacts).findByRole('heading', { name: 'Mariana Souza' });
    const social = await screen.findByRole('region', { name: 'Social' });
    await within(social).findByRole('link', { name: /Vídeo 1 do canal Aurora/ });
    await within(social).findAllByRole('link', { name: /Tweet 1:/ });
    await screen.findByRole('region', { name: 'Notícias' });

    expect(counts).toEqual({
      '/api/menu/json/': 1,
      '/api/home/json/': 1,
      '/api/rssfeed/twitter': 1,
      '/api/rssfeed/youtube': 1,
      '/api/contacts/json/': 1,
    });
  });
});
