import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import type { EditorialNewsSummary } from '../../../src/domain/editorialSchemas';
import AgendaPage from '../../../src/features/editorial/pages/AgendaPage';
import { server } from '../msw/server';
import { renderWithProviders } from '../utils';
import { pressOfficer } from './editorialFixtures';

const scheduled = (id: number, title: string, publishAt: string): EditorialNewsSummary => ({
  id,
  title,
  newsDate: publishAt.slice(0, 10),
  state: 'scheduled',
  stateText: 'Agendada',
  publishAt,
  updatedAt: '2026-12-01T12:00:00.000Z',
  version: 2,
  url: `/news/${id}?token=t${id}`,
});

function renderAgenda() {
  const userData = { token: 'x'.repeat(43), user: pressOfficer };
  localStorage.setItem('user-data', JSON.stringify(userData));
  return renderWithProviders(
    <Routes>
      <Route path="/redacao/agenda" element={<AgendaPage />} />
    </Routes>,
    { route: '/redacao/agenda', preloadedState: { auth: { userData, hasEvents: false } } },
  );
}

describe('the editorial agenda', () => {
  it("lists what is scheduled by Brasília's day and time, each to its editor and its preview", async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/redacao/news', ({ request }) => {
        asked.push(new URL(request.url).search);
        // 02:30 UTC on the 8th is still the 7th in Brasília.
        return HttpResponse.json({
          list: [
            scheduled(7, 'Volt: pré-venda', '2026-12-07T13:00:00.000Z'),
            scheduled(8, 'Volt: preços', '2026-12-08T02:30:00.000Z'),
            scheduled(9, 'Vento Quimera', '2026-12-08T12:00:00.000Z'),
          ],
          total: 3,
          page: 1,
          limit: 100,
        });
      }),
    );
    renderAgenda();
    const monday = await screen.findByRole('region', { name: 'segunda-feira, 07/12/2026' });
    expect(
      within(monday)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['10:00Volt: pré-vendaPré-visualizar', '23:30Volt: preçosPré-visualizar']);
    const tuesday = screen.getByRole('region', { name: 'terça-feira, 08/12/2026' });
    expect(within(tuesday).getByRole('link', { name: 'Vento Quimera' })).toHaveAttribute(
      'href',
      '/redacao/noticias/9',
    );
    expect(within(tuesday).getByRole('link', { name: 'Pré-visualizar: Vento Quimera' })).toHaveAttribute(
      'href',
      '/news/9?token=t9',
    );
    expect(asked).toEqual(['?state=scheduled&limit=100']);
  });

  it('says when nothing is scheduled', async () => {
    server.use(
      http.get('*/api/redacao/news', () => HttpResponse.json({ list: [], total: 0, page: 1, limit: 100 })),
    );
    renderAgenda();
    expect(await screen.findByText('Nenhuma notícia agendada.')).toBeInTheDocument();
  });
});
