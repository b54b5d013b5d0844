/**
 * 'Excluir', 'Restaurar' and 'Cancelar agendamento' as a press officer meets them: each asks once, saying what will
 * happen, and sends the version the editor holds; after 'Excluir' the desk says where the item went and offers
 * 'Desfazer'; the desk's 'Lixeira' lists what is in the trash, each with its 'Restaurar'.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { EditorialNewsSummary } from '../../../src/domain/editorialSchemas';
import { server } from '../msw/server';
import { editorialNews, renderEditorial, serveEditorChoices } from './editorialFixtures';
import { withoutLayout } from './withoutLayout';

withoutLayout();

const published = editorialNews(9, {
  version: 6,
  state: 'published',
  stateText: 'Publicada',
  url: '/news/9',
});
const scheduled = editorialNews(9, {
  version: 5,
  state: 'scheduled',
  stateText: 'Agendada',
  // 12:00 UTC is 09:00 in Brasília.
  publishAt: '2099-12-01T12:00:00.000Z',
  publishAtLocal: '2099-12-01T09:00',
});
const deleted = editorialNews(9, { version: 7, state: 'deleted', stateText: 'Na lixeira', url: '/news/9' });

const summary = (id: number, changes: Partial<EditorialNewsSummary> = {}): EditorialNewsSummary => ({
  id,
  title: `Notícia ${id}`,
  newsDate: '2026-11-20',
  state: 'deleted',
  stateText: 'Na lixeira',
  publishAt: null,
  updatedAt: '2026-11-21T13:30:00.000Z',
  version: id + 10,
  url: `/news/${id}`,
  ...changes,
});

/** The item 9 as `item`; each move answers `next` and is kept with its body in `moves`. */
function serveItem(item = published, next = deleted) {
  serveEditorChoices();
  const moves: { move: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/redacao/news/9', () => HttpResponse.json(item)),
    http.post('*/api/redacao/news/9/:move', async ({ params, request }) => {
      moves.push({ move: String(params.move), body: await request.json() });
      return HttpResponse.json(next);
    }),
  );
  return moves;
}

const actionButtons = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.closest('.editorial-actions__row'))
    .map((button) => button.textContent);

describe('Excluir', () => {
  it('asks once, saying where the item goes, then sends it to the trash and leaves for the desk with Desfazer', async () => {
    const moves = serveItem();
    const asked: string[] = [];
    server.use(
      http.get('*/api/redacao/news', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ list: [], total: 0, page: 1, limit: 20 });
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    await screen.findByRole('textbox', { name: 'Título' });
    expect(actionButtons()).toEqual(['Salvar', 'Despublicar', 'Excluir']);

    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const question = await screen.findByRole('dialog', { name: 'Excluir a notícia?' });
    expect(question).toHaveTextContent(
      'Excluir a notícia: ela sai do site, das listas, da busca e do RSS e vai para a lixeira, de onde pode ser restaurada.',
    );
    await user.click(within(question).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(moves).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Excluir a notícia?' })).getByRole('button', {
        name: 'Sim',
      }),
    );
    // The desk: the item named, and the way back.
    const trashed = await screen.findByText('“Aurora Volt chega ao Brasil” foi para a lixeira.');
    // The confirmation had the focus: the notice takes it.
    await waitFor(() => expect(trashed.closest('.editorial-desk__outcome')).toHaveFocus());
    expect(moves).toEqual([{ move: 'trash', body: { version: 6 } }]);
    expect(screen.queryByRole('textbox', { name: 'Título' })).not.toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['?page=1&limit=20']));

    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(
      await screen.findByText('“Aurora Volt chega ao Brasil” foi restaurada como rascunho.'),
    ).toBeInTheDocument();
    // Restored at the version the deletion left it.
    expect(moves).toEqual([
      { move: 'trash', body: { version: 6 } },
      { move: 'untrash', body: { version: 7 } },
    ]);
    expect(screen.getByRole('link', { name: 'Abrir a notícia' })).toHaveAttribute(
      'href',
      '/redacao/noticias/9',
    );
    // The list is asked again: the item is back among the drafts.
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('opens an item in the trash with Restaurar as its only action, and restores it as a draft', async () => {
    const moves = serveItem(deleted, editorialNews(9, { version: 8 }));
    const { user } = renderEditorial('/redacao/noticias/9');
    await screen.findByRole('textbox', { name: 'Título' });
    expect(screen.getByText('Na lixeira')).toBeInTheDocument();
    expect(actionButtons()).toEqual(['Restaurar']);
    expect(screen.queryByRole('link', { name: 'Pré-visualizar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agendar publicação' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    const question = await screen.findByRole('dialog', { name: 'Restaurar a notícia?' });
    expect(question).toHaveTextContent(
      'ela sai da lixeira como rascunho, fora do site até ser publicada de novo',
    );
    await user.click(within(question).getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Notícia restaurada como rascunho.'),
    );
    expect(moves).toEqual([{ move: 'untrash', body: { version: 7 } }]);
    expect(actionButtons()).toEqual(['Salvar rascunho', 'Publicar', 'Excluir']);
    // Still the editor: restoring from it does not leave it.
    expect(screen.getByRole('textbox', { name: 'Título' })).toBeInTheDocument();
  });
});

describe('Cancelar agendamento', () => {
  it('is what a scheduled item offers instead of Despublicar, saying the moment it will not go out', async () => {
    const moves = serveItem(scheduled, editorialNews(9, { version: 6 }));
    const { user } = renderEditorial('/redacao/noticias/9');
    await screen.findByRole('textbox', { name: 'Título' });
    expect(actionButtons()).toEqual(['Salvar', 'Publicar', 'Cancelar agendamento', 'Excluir']);

    await user.click(screen.getByRole('button', { name: 'Cancelar agendamento' }));
    const question = await screen.findByRole('dialog', { name: 'Cancelar agendamento?' });
    expect(question).toHaveTextContent(
      'Cancelar agendamento: a notícia volta a ser rascunho e não será publicada em 01/12/2099 09:00 (horário de Brasília).',
    );
    await user.click(within(question).getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Agendamento cancelado: a notícia voltou a ser rascunho.',
      ),
    );
    // Only the version: the moment is the server's.
    expect(moves).toEqual([{ move: 'unschedule', body: { version: 5 } }]);
    expect(screen.queryByRole('button', { name: 'Cancelar agendamento' })).not.toBeInTheDocument();
    expect(screen.getByText('Rascunho')).toBeInTheDocument();
  });
});

describe("the desk's Lixeira", () => {
  it('lists what is in the trash, each restored with its version, and says so', async () => {
    const asked: string[] = [];
    const restored: unknown[] = [];
    let inTrash = [summary(4), summary(5)];
    server.use(
      http.get('*/api/redacao/news', ({ request }) => {
        const search = new URL(request.url).search;
        asked.push(search);
        const list = search.includes('state=deleted') ? inTrash : [];
        return HttpResponse.json({ list, total: list.length, page: 1, limit: 20 });
      }),
      http.post('*/api/redacao/news/5/untrash', async ({ request }) => {
        restored.push(await request.json());
        inTrash = [summary(4)];
        return HttpResponse.json(editorialNews(5, { title: 'Notícia 5', version: 16 }));
      }),
    );
    const { user } = renderEditorial('/redacao');
    expect(await screen.findByText('Nenhuma notícia encontrada.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Lixeira');
    const table = await screen.findByRole('table', { name: 'Notícias da Redação' });
    expect(asked.at(-1)).toBe('?page=1&limit=20&state=deleted');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[1]).toHaveTextContent('Na lixeira');

    await user.click(within(rows[1]!).getByRole('button', { name: 'Restaurar Notícia 5' }));
    expect(await screen.findByText('“Notícia 5” foi restaurada como rascunho.')).toBeInTheDocument();
    expect(restored).toEqual([{ version: 15 }]);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Abrir a notícia' })).toHaveAttribute(
      'href',
      '/redacao/noticias/5',
    );
  });

  it('says why a restoration was refused, in the server’s words', async () => {
    server.use(
      http.get('*/api/redacao/news', () =>
        HttpResponse.json({ list: [summary(4)], total: 1, page: 1, limit: 20 }),
      ),
      http.post('*/api/redacao/news/4/untrash', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'Este conteúdo foi alterado por outra pessoa. Recarregue para ver a versão atual.',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderEditorial('/redacao?situacao=deleted');
    await user.click(await screen.findByRole('button', { name: 'Restaurar Notícia 4' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este conteúdo foi alterado por outra pessoa. Recarregue para ver a versão atual.',
    );
  });

  it('says when the trash is empty', async () => {
    server.use(
      http.get('*/api/redacao/news', () => HttpResponse.json({ list: [], total: 0, page: 1, limit: 20 })),
    );
    renderEditorial('/redacao?situacao=deleted');
    expect(await screen.findByText('A lixeira está vazia.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Situação' })).toHaveDisplayValue('Lixeira');
  });
});
