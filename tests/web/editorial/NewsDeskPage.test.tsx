import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../msw/server';
import { journalist, renderEditorial } from './editorialFixtures';

const summary = (id: number, changes: object) => ({
  id,
  title: `Notícia ${id}`,
  newsDate: '2026-11-20',
  state: 'draft',
  stateText: 'Rascunho',
  publishAt: null,
  updatedAt: '2026-11-21T13:30:00.000Z',
  version: 3,
  url: `/news/${id}?preview=t${id}`,
  ...changes,
});

describe('/redacao', () => {
  it('lists the news with their state, a schedule in Brasília time, the day of the last change', async () => {
    server.use(
      http.get('*/api/redacao/news', () =>
        HttpResponse.json({
          list: [
            summary(1, {}),
            // 12:00 UTC is 09:00 in Brasília.
            summary(2, { state: 'scheduled', stateText: 'Agendada', publishAt: '2026-12-01T12:00:00.000Z' }),
            summary(3, { state: 'published', stateText: 'Publicada', updatedAt: '2026-11-22T02:00:00.000Z' }),
          ],
          total: 3,
          page: 1,
          limit: 20,
        }),
      ),
    );
    renderEditorial('/redacao');
    const table = await screen.findByRole('table', { name: 'Notícias da Redação' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Notícia 1' })).toHaveAttribute(
      'href',
      '/redacao/noticias/1',
    );
    expect(rows[0]).toHaveTextContent('Rascunho');
    expect(rows[0]).toHaveTextContent('21/11/2026');
    expect(rows[1]).toHaveTextContent('Agendada para 01/12/2026 09:00');
    expect(rows[2]).toHaveTextContent('Publicada');
    // 02:00 UTC on the 22nd is still the 21st in Brasília.
    expect(rows[2]).toHaveTextContent('21/11/2026');
    expect(screen.getByRole('link', { name: 'Nova notícia' })).toHaveAttribute(
      'href',
      '/redacao/noticias/nova',
    );
  });

  it('asks the server for the words searched and the state chosen, from the first page', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/redacao/news', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ list: [], total: 0, page: 1, limit: 20 });
      }),
    );
    const { user } = renderEditorial('/redacao?pagina=2');
    expect(await screen.findByText('Nenhuma notícia encontrada.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar pelo título' }), 'Volt');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Agendada');
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[0]).toBe('?page=2&limit=20');
    expect(asked[1]).toBe('?page=1&limit=20&q=Volt');
    expect(asked[2]).toBe('?page=1&limit=20&q=Volt&state=scheduled');
  });

  it('offers pages when the news fill more than one', async () => {
    server.use(
      http.get('*/api/redacao/news', () =>
        HttpResponse.json({ list: [summary(1, {})], total: 45, page: 1, limit: 20 }),
      ),
    );
    renderEditorial('/redacao');
    const pager = await screen.findByRole('navigation', { name: 'Páginas de notícias' });
    expect(within(pager).getByText('Página 1 de 3')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Próxima página' })).toHaveAttribute(
      'href',
      '/redacao?pagina=2',
    );
  });

  it('refuses a role without `publish`, asking the server nothing', async () => {
    let asked = false;
    server.use(
      http.get('*/api/redacao/news', () => {
        asked = true;
        return HttpResponse.json({ list: [], total: 0, page: 1, limit: 20 });
      }),
    );
    renderEditorial('/redacao', journalist);
    expect(await screen.findByText('Você não tem permissão para acessar a Redação.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nova notícia' })).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
