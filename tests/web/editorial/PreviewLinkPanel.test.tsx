import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { EditorialNews } from '../../../src/domain/editorialSchemas';
import { PreviewLinkPanel } from '../../../src/features/editorial/editor/PreviewLinkPanel';
import { server } from '../msw/server';
import { renderWithProviders } from '../utils';
import { editorialNews, renderEditorial, serveEditorChoices } from './editorialFixtures';
import { withoutLayout } from './withoutLayout';

withoutLayout();

const serveNews = (news: EditorialNews) =>
  server.use(http.get('*/api/redacao/news/9', () => HttpResponse.json(news)));

const panel = () => screen.getByRole('group', { name: 'Link de pré-visualização' });
const address = () => within(panel()).getByRole('textbox', { name: 'Endereço do link de pré-visualização' });

afterEach(() => {
  vi.restoreAllMocks();
  delete (document as Partial<Document>).execCommand;
});

describe("the news editor's preview link", () => {
  it('shows the whole link with when it expires, and copies it', async () => {
    serveEditorChoices();
    serveNews(editorialNews(9));
    const { user } = renderEditorial('/redacao/noticias/9');
    await waitFor(() => expect(address()).toHaveValue(`${window.location.origin}/news/9?preview=abc`));
    expect(address()).toHaveAttribute('readonly');
    expect(address()).toHaveAccessibleDescription('Expira em 27/11/2026 09:00 (horário de Brasília).');
    await user.click(within(panel()).getByRole('button', { name: 'Copiar link' }));
    expect(await within(panel()).findByText('Link copiado.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/news/9?preview=abc`);
  });

  it("falls back to the browser's copy command, and asks to copy by hand when that fails too", async () => {
    serveEditorChoices();
    serveNews(editorialNews(9));
    const { user } = renderEditorial('/redacao/noticias/9');
    await waitFor(() => expect(address()).toBeInTheDocument());
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('negado', 'NotAllowedError'),
    );
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    await user.click(within(panel()).getByRole('button', { name: 'Copiar link' }));
    expect(await within(panel()).findByText('Link copiado.')).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
    // The link was selected for the command to copy.
    expect(address()).toHaveFocus();

    execCommand.mockReturnValue(false);
    await user.click(within(panel()).getByRole('button', { name: 'Copiar link' }));
    expect(
      await within(panel()).findByText(
        'Não foi possível copiar. O link está selecionado: copie com Ctrl+C (⌘+C no Mac).',
      ),
    ).toBeInTheDocument();
  });

  it('revokes the link once asked, keeps what is typed, and makes a new one', async () => {
    serveEditorChoices();
    serveNews(editorialNews(9));
    const calls: string[] = [];
    const saves: Record<string, unknown>[] = [];
    const revokedChange = {
      at: '2026-11-22T13:00:00.000Z',
      who: 'Renata Redação',
      action: 'previewLinkRevoked',
      actionText: 'Revogou o link de pré-visualização',
      fields: [],
    };
    server.use(
      http.delete('*/api/redacao/news/9/preview-link', () => {
        calls.push('revoke');
        return HttpResponse.json(
          editorialNews(9, {
            url: '/news/9',
            previewLink: null,
            changes: [revokedChange, ...editorialNews(9).changes],
          }),
        );
      }),
      http.post('*/api/redacao/news/9/preview-link', () => {
        calls.push('make');
        return HttpResponse.json(
          editorialNews(9, {
            url: '/news/9?token=novo',
            previewLink: { url: '/news/9?token=novo', expiresAt: '2026-11-29T13:00:00.000Z', expired: false },
          }),
        );
      }),
      http.put('*/api/redacao/news/9', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return HttpResponse.json(editorialNews(9, { title: body.title as string, version: 5 }));
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Volt: título em revisão');

    // Asked once; 'Não' leaves the link as it is.
    await user.click(within(panel()).getByRole('button', { name: 'Revogar link' }));
    const question = await screen.findByRole('dialog', { name: 'Revogar link de pré-visualização' });
    expect(question).toHaveTextContent(
      'Revogar o link de pré-visualização? Quem o recebeu deixa de ver o rascunho na hora. Você pode gerar um novo link depois.',
    );
    await user.click(within(question).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await user.click(within(panel()).getByRole('button', { name: 'Revogar link' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revogar link de pré-visualização' })).getByRole(
        'button',
        { name: 'Sim' },
      ),
    );
    expect(
      await within(panel()).findByText('Link revogado. Ninguém mais abre o rascunho por ele.'),
    ).toBeInTheDocument();
    expect(calls).toEqual(['revoke']);
    expect(panel()).toHaveTextContent('Nenhum link ativo: links enviados antes não abrem o rascunho.');
    expect(within(panel()).queryByRole('button', { name: 'Copiar link' })).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('textbox')).not.toBeInTheDocument();
    // No page to open without a link.
    expect(screen.queryByRole('link', { name: 'Pré-visualizar' })).not.toBeInTheDocument();
    // What was typed stays.
    expect(title).toHaveValue('Volt: título em revisão');

    await user.click(within(panel()).getByRole('button', { name: 'Gerar novo link' }));
    await waitFor(() => expect(address()).toHaveValue(`${window.location.origin}/news/9?token=novo`));
    expect(panel()).toHaveTextContent('Novo link gerado. O link anterior não abre mais o rascunho.');
    expect(address()).toHaveAccessibleDescription('Expira em 29/11/2026 10:00 (horário de Brasília).');
    expect(screen.getByRole('link', { name: 'Pré-visualizar' })).toHaveAttribute(
      'href',
      '/news/9?token=novo',
    );
    expect(calls).toEqual(['revoke', 'make']);

    // A draft saves itself 3 s after the typing stops, which a slow machine reaches within the steps above: either
    // way the first save carries what was typed, on the version the editor started from.
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(saves.length).toBeGreaterThan(0));
    expect(saves[0]).toMatchObject({ title: 'Volt: título em revisão', version: 4 });
  });

  it('says when the link expired, and offers only a new one', async () => {
    serveEditorChoices();
    serveNews(
      editorialNews(9, {
        url: '/news/9',
        previewLink: { url: '/news/9?token=velho', expiresAt: '2026-11-20T12:00:00.000Z', expired: true },
      }),
    );
    renderEditorial('/redacao/noticias/9');
    expect(
      await screen.findByText('O link expirou em 20/11/2026 09:00 e não abre mais o rascunho.'),
    ).toBeInTheDocument();
    expect(within(panel()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Copiar link' })).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Revogar link' })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Gerar novo link' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pré-visualizar' })).not.toBeInTheDocument();
  });

  it('says why a new link could not be made', async () => {
    serveEditorChoices();
    serveNews(editorialNews(9, { previewLink: null, url: '/news/9' }));
    server.use(
      http.post('*/api/redacao/news/9/preview-link', () =>
        HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: 'Notícia não encontrada.' },
          { status: 404 },
        ),
      ),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    await user.click(await screen.findByRole('button', { name: 'Gerar novo link' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Notícia não encontrada.');
  });

  it('is not offered for a published item', async () => {
    serveEditorChoices();
    serveNews(
      editorialNews(9, { state: 'published', stateText: 'Publicada', previewLink: null, url: '/news/9' }),
    );
    renderEditorial('/redacao/noticias/9');
    expect(await screen.findByRole('link', { name: 'Pré-visualizar' })).toHaveAttribute('href', '/news/9');
    expect(screen.queryByRole('group', { name: 'Link de pré-visualização' })).not.toBeInTheDocument();
  });

  it('shows the link its own call answered, on its own in any editor', async () => {
    server.use(
      http.post('*/api/redacao/news/9/preview-link', () =>
        HttpResponse.json(
          editorialNews(9, {
            previewLink: {
              url: '/news/9?token=outro',
              expiresAt: '2026-11-29T13:00:00.000Z',
              expired: false,
            },
          }),
        ),
      ),
    );
    const { user } = renderWithProviders(<PreviewLinkPanel news={editorialNews(9, { previewLink: null })} />);
    await user.click(screen.getByRole('button', { name: 'Gerar novo link' }));
    await waitFor(() => expect(address()).toHaveValue(`${window.location.origin}/news/9?token=outro`));
  });
});
