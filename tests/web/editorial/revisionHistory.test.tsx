/**
 * 'Histórico' and the editing presence banner on the news editor page (msw): the saved versions listed newest
 * first, two compared with words inserted and removed marked, 'Restaurar esta versão' asked once and the editor
 * opened anew on the restored item; another editor on the item named with 'Assumir a edição', and the one taken
 * over told by whom.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type {
  EditingLock,
  Revision,
  RevisionList,
  RevisionSummary,
} from '../../../src/domain/editorialRevisionSchemas';
import type { NewsDraftBody } from '../../../src/domain/editorialSchemas';
import { server } from '../msw/server';
import { editorialNews, renderEditorial, serveEditorChoices } from './editorialFixtures';
import { withoutLayout } from './withoutLayout';

withoutLayout();

const body = (fields: Partial<NewsDraftBody>): NewsDraftBody => ({
  title: 'Aurora Volt chega ao Brasil',
  subtitle: 'O elétrico compacto estreia em dezembro.',
  description: '<p>A Aurora anuncia o Volt em São Paulo.</p>',
  newsDate: '2026-11-20',
  mediaId: null,
  albumId: null,
  associations: [],
  ...fields,
});
const summaries: RevisionSummary[] = [
  { number: 2, who: 'Paulo Administrador', at: '2026-11-21T13:30:00.000Z', restoredFrom: null },
  { number: 1, who: 'Renata Redação', at: '2026-11-20T12:00:00.000Z', restoredFrom: null },
];
const snapshots: Record<number, NewsDraftBody> = {
  1: body({}),
  2: body({
    title: 'Aurora Volt chega às lojas',
    description: '<p>A Aurora anuncia o Volt em Curitiba.</p>',
  }),
};

function serveRevisions(list: RevisionSummary[] = summaries) {
  server.use(
    http.get('*/api/redacao/revisions/news/9', () => HttpResponse.json<RevisionList>({ revisions: list })),
    http.get('*/api/redacao/revisions/news/9/:number', ({ params }) => {
      const number = Number(params.number);
      const summary = summaries.find((revision) => revision.number === number)!;
      return HttpResponse.json<Revision>({ ...summary, snapshot: { ...snapshots[number] } });
    }),
  );
}

describe("the news editor's history", () => {
  it('lists the saved versions and shows what changed between two, word by word', async () => {
    serveEditorChoices();
    serveRevisions();
    server.use(http.get('*/api/redacao/news/9', () => HttpResponse.json(editorialNews(9))));
    const { user } = renderEditorial('/redacao/noticias/9');
    await user.click(await screen.findByRole('button', { name: 'Ver versões salvas' }));

    const history = screen.getByRole('region', { name: 'Histórico' });
    const lines = await within(history).findAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Versão 2 (atual) Paulo Administrador 21/11/2026 10:30');
    expect(lines[1]).toHaveTextContent('Versão 1 Renata Redação 20/11/2026 09:00');

    const comparison = await within(history).findByText('O que mudou da versão 1 para a versão 2');
    const fields = comparison.parentElement!;
    const title = within(fields).getByText('Título').nextElementSibling!;
    expect(title).toHaveTextContent('Aurora Volt chega');
    expect(title.querySelector('del')).toHaveTextContent('removido: ao Brasil');
    expect(title.querySelector('ins')).toHaveTextContent('inserido: às lojas');
    // The text is compared as its words, not its tags.
    const text = within(fields).getByText('Texto').nextElementSibling!;
    expect(text).toHaveTextContent('A Aurora anuncia o Volt em');
    expect(text.querySelector('del')).toHaveTextContent('São Paulo');
    expect(text.querySelector('ins')).toHaveTextContent('Curitiba');
    expect(text).not.toHaveTextContent('<p>');
    expect(within(fields).queryByText('Subtítulo')).not.toBeInTheDocument();

    await user.selectOptions(within(history).getByLabelText('Versão anterior'), '2');
    expect(within(history).getByText('Escolha duas versões diferentes para comparar.')).toBeInTheDocument();
  });

  it('asks once before restoring, restores from the version the server has, and opens the editor anew', async () => {
    serveEditorChoices();
    serveRevisions();
    let reads = 0;
    const restores: { number: string; version: number }[] = [];
    server.use(
      http.get('*/api/redacao/news/9', () => {
        reads += 1;
        // The item as saved at first, then as the restore left it.
        return HttpResponse.json(
          restores.length
            ? editorialNews(9, { title: 'Aurora Volt chega ao Brasil', version: 6 })
            : editorialNews(9, { title: 'Aurora Volt chega às lojas', version: 5 }),
        );
      }),
      http.post('*/api/redacao/revisions/news/9/:number/restore', async ({ params, request }) => {
        restores.push({ number: String(params.number), ...((await request.json()) as { version: number }) });
        return HttpResponse.json({ number: 3 });
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    expect(await screen.findByLabelText('Título')).toHaveValue('Aurora Volt chega às lojas');
    await user.click(screen.getByRole('button', { name: 'Ver versões salvas' }));
    const history = screen.getByRole('region', { name: 'Histórico' });
    const restore = await within(history).findByRole('button', { name: 'Restaurar esta versão' });
    // Only an earlier version can be restored: the newest is what the item already is.
    expect(within(history).getAllByRole('button', { name: 'Restaurar esta versão' })).toHaveLength(1);
    await waitFor(() => expect(restore).toBeEnabled());
    await user.click(restore);

    const dialog = await screen.findByRole('dialog', { name: 'Restaurar versão' });
    expect(dialog).toHaveTextContent(
      'Restaurar a versão 1 como nova versão? O editor passa a mostrar o conteúdo restaurado: o que ainda não foi salvo nele se perde.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    expect(restores).toEqual([]);

    await user.click(restore);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(restores).toEqual([{ number: '1', version: 5 }]));
    expect(await within(history).findByText(/Versão 1 restaurada/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Título')).toHaveValue('Aurora Volt chega ao Brasil'));
    expect(reads).toBeGreaterThanOrEqual(3);
  });

  it("shows a stale version's refusal in the dialog and changes nothing", async () => {
    serveEditorChoices();
    serveRevisions();
    server.use(
      http.get('*/api/redacao/news/9', () => HttpResponse.json(editorialNews(9))),
      http.post('*/api/redacao/revisions/news/9/:number/restore', () =>
        HttpResponse.json(
          { message: 'Este conteúdo foi alterado por outra pessoa. Recarregue para ver a versão atual.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    await user.click(await screen.findByRole('button', { name: 'Ver versões salvas' }));
    const restore = await screen.findByRole('button', { name: 'Restaurar esta versão' });
    await waitFor(() => expect(restore).toBeEnabled());
    await user.click(restore);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Este conteúdo foi alterado por outra pessoa.',
    );
    expect(screen.getByLabelText('Título')).toHaveValue('Aurora Volt chega ao Brasil');
  });
});

describe('the editing presence banner', () => {
  it('names who else is editing, and takes the editing over when asked', async () => {
    serveEditorChoices();
    let takenOver = false;
    server.use(
      http.get('*/api/redacao/news/9', () => HttpResponse.json(editorialNews(9))),
      http.post('*/api/redacao/locks/news/9', () =>
        HttpResponse.json<EditingLock>({
          state: 'held',
          holder: 'Paulo Administrador',
          since: '2026-11-21T17:02:00.000Z',
        }),
      ),
      http.post('*/api/redacao/locks/news/9/takeover', () => {
        takenOver = true;
        return HttpResponse.json<EditingLock>({
          state: 'mine',
          holder: 'Renata Redação',
          since: '2026-11-21T17:10:00.000Z',
        });
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Paulo Administrador está editando desde 14:02.');
    await user.click(within(banner).getByRole('button', { name: 'Assumir a edição' }));
    await waitFor(() => expect(screen.queryByText(/está editando/)).not.toBeInTheDocument());
    expect(takenOver).toBe(true);
  });

  it('tells the one taken over by whom and when, their unsaved text left in place', async () => {
    serveEditorChoices();
    server.use(
      http.get('*/api/redacao/news/9', () => HttpResponse.json(editorialNews(9))),
      http.post('*/api/redacao/locks/news/9', () =>
        HttpResponse.json<EditingLock>({
          state: 'takenOver',
          holder: 'Paulo Administrador',
          since: '2026-11-21T17:10:00.000Z',
        }),
      ),
    );
    renderEditorial('/redacao/noticias/9');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Paulo Administrador assumiu a edição às 14:10. Suas alterações não salvas continuam na tela.',
    );
    expect(screen.getByLabelText('Título')).toHaveValue('Aurora Volt chega ao Brasil');
  });
});
