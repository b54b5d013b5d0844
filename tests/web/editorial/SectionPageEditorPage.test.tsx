import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../msw/server';
import { withoutLayout } from './withoutLayout';
import { renderSectionPages, sectionPage, servePhotos } from './sectionPagesFixtures';

withoutLayout();

const conflict = 'Este conteúdo foi alterado por outra pessoa. Recarregue para ver a versão atual.';
const servePage = (page = sectionPage(2)) =>
  server.use(http.get('*/api/redacao/pages/company/2', () => HttpResponse.json(page)));

describe('the section page editor', () => {
  it('opens a page with its fields, photos, blocks, state, public address and history', async () => {
    servePage();
    renderSectionPages('/redacao/paginas/company/2');
    expect(await screen.findByRole('textbox', { name: 'Título' })).toHaveValue('Fábricas');
    expect(screen.getByRole('heading', { name: 'Editar página' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trail).getByRole('link', { name: 'Páginas' })).toHaveAttribute(
      'href',
      '/redacao/paginas?secao=company',
    );
    expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveTextContent('Quatro fábricas no Brasil.');
    expect(screen.getByRole('textbox', { name: 'Texto lateral' })).toHaveTextContent('Desde 1959.');
    expect(screen.getByRole('spinbutton', { name: 'Ordem no menu' })).toHaveValue(2);
    expect(screen.getByText('Onde fica: Empresa · Primeiro nível do menu')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Foto principal' })).getByRole('img', {
        name: 'Foto principal escolhida',
      }),
    ).toHaveAttribute('src', '/media/12-thumb.jpg');
    expect(
      within(screen.getByRole('group', { name: 'Foto lateral' })).getByText('Nenhuma foto escolhida.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Bloco 1: texto' })).toHaveTextContent('Primeiro bloco.');
    expect(screen.getByRole('img', { name: 'Bloco 2: foto escolhida' })).toHaveAttribute(
      'src',
      '/media/13-thumb.jpg',
    );
    expect(screen.getByText('Publicada')).toBeInTheDocument();
    const view = screen.getByRole('link', { name: 'Ver página' });
    expect(view).toHaveAttribute('href', '/company/2');
    expect(view).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Despublicar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
  });

  it("tells the page's publications between its saved versions in one 'Histórico'", async () => {
    servePage(
      sectionPage(2, {
        changes: [
          {
            at: '2026-11-21T14:00:00.000Z',
            who: 'Carla Chefe',
            action: 'publish',
            actionText: 'Publicou',
            fields: [],
          },
          {
            at: '2026-11-21T13:30:00.000Z',
            who: 'Renata Redação',
            action: 'update',
            actionText: 'Salvou',
            fields: ['Título'],
          },
        ],
      }),
    );
    server.use(
      http.get('*/api/redacao/revisions/company/2', () =>
        HttpResponse.json({
          revisions: [
            { number: 2, who: 'Renata Redação', at: '2026-11-21T13:30:00.000Z', restoredFrom: null },
            { number: 1, who: 'Renata Redação', at: '2026-11-20T12:00:00.000Z', restoredFrom: null },
          ],
        }),
      ),
      http.get('*/api/redacao/revisions/company/2/:number', ({ params }) =>
        HttpResponse.json({
          number: Number(params.number),
          who: 'Renata Redação',
          at: '2026-11-21T13:30:00.000Z',
          restoredFrom: null,
          snapshot: { title: Number(params.number) === 2 ? 'Fábricas' : 'Fábrica' },
        }),
      ),
    );
    const { user } = renderSectionPages('/redacao/paginas/company/2');
    const history = await screen.findByRole('region', { name: 'Histórico' });
    expect(screen.queryByRole('region', { name: 'Histórico de alterações' })).not.toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Ver versões salvas' }));
    const lines = await within(history).findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Publicou Carla Chefe 21/11/2026 11:00',
      expect.stringMatching(/^Versão 2 \(atual\) Renata Redação 21\/11\/2026 10:30/),
      expect.stringMatching(/^Versão 1 Renata Redação 20\/11\/2026 09:00.*Restaurar esta versão$/),
    ]);
  });

  it('sends every field and the blocks in their new order with the version it started from', async () => {
    servePage();
    servePhotos();
    const saves: unknown[] = [];
    server.use(
      http.put('*/api/redacao/pages/company/2', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return HttpResponse.json(sectionPage(2, { title: body.title as string, version: 4 }));
      }),
    );
    const { user } = renderSectionPages('/redacao/paginas/company/2');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Nossas fábricas');
    const position = screen.getByRole('spinbutton', { name: 'Ordem no menu' });
    await user.clear(position);
    await user.type(position, '5');
    const side = screen.getByRole('group', { name: 'Foto lateral' });
    await user.click(within(side).getByRole('button', { name: 'Escolher foto' }));
    await user.click(await within(side).findByRole('button', { name: 'Escolher Linha de montagem' }));

    // A new text block, written, moved to the top; the photo block removed.
    await user.click(screen.getByRole('button', { name: 'Adicionar bloco de texto' }));
    await user.click(screen.getByRole('textbox', { name: 'Bloco 3: texto' }));
    await user.keyboard('Bloco novo');
    await user.click(screen.getByRole('button', { name: 'Subir o bloco 3' }));
    await user.click(screen.getByRole('button', { name: 'Subir o bloco 2' }));
    expect(screen.getByRole('textbox', { name: 'Bloco 1: texto' })).toHaveTextContent('Bloco novo');
    await user.click(screen.getByRole('button', { name: 'Remover o bloco 3' }));
    expect(screen.queryByRole('img', { name: /Bloco \d: foto escolhida/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Página salva.'));
    expect(saves).toEqual([
      {
        version: 3,
        title: 'Nossas fábricas',
        subtitle: 'Onde o Aurora nasce.',
        description: '<p>Quatro fábricas no Brasil.</p>',
        mediaId: 12,
        sideMediaId: 14,
        sideDescription: '<p>Desde 1959.</p>',
        bottomTitle: '',
        bottomMediaId: null,
        position: 5,
        blocks: [
          { type: 1, text: '<p>Bloco novo</p>', textMed: '', textLow: '' },
          { type: 1, text: '<p>Primeiro bloco.</p>', textMed: '', textLow: '' },
        ],
      },
    ]);
  });

  it('marks a field the rules refuse, with its message, and sends nothing', async () => {
    servePage();
    let sent = false;
    server.use(
      http.put('*/api/redacao/pages/company/2', () => {
        sent = true;
        return HttpResponse.json(sectionPage(2));
      }),
    );
    const { user } = renderSectionPages('/redacao/paginas/company/2');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Informe o título da página.');
    expect(title).toHaveFocus();

    await user.type(title, 'Fábricas');
    expect(title).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Adicionar bloco de foto' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const block = screen.getByRole('group', { name: 'Bloco 3: foto' });
    expect(block).toHaveAccessibleDescription('Escolha a foto do bloco 3 ou remova-o.');
    expect(sent).toBe(false);
  });

  it("shows the server's refusal of a field beside that field, and keeps the form", async () => {
    servePage();
    server.use(
      http.put('*/api/redacao/pages/company/2', () =>
        HttpResponse.json(
          { statusCode: 400, message: 'O conteúdo não pode conter scripts (campo Texto lateral).' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderSectionPages('/redacao/paginas/company/2');
    const subtitle = await screen.findByRole('textbox', { name: 'Subtítulo' });
    await user.type(subtitle, ' Mais.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const side = screen.getByRole('textbox', { name: 'Texto lateral' });
    await waitFor(() => expect(side).toHaveAttribute('aria-invalid', 'true'));
    expect(side).toHaveAccessibleDescription('O conteúdo não pode conter scripts (campo Texto lateral).');
    expect(subtitle).toHaveValue('Onde o Aurora nasce. Mais.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('on 409 shows both versions and what differs, keeps what was typed, and takes theirs only when asked', async () => {
    let reads = 0;
    server.use(
      http.get('*/api/redacao/pages/company/2', () => {
        reads += 1;
        return HttpResponse.json(
          reads === 1
            ? sectionPage(2)
            : sectionPage(2, {
                title: 'Título da outra pessoa',
                version: 7,
                changes: [
                  {
                    at: '2026-11-21T17:32:00.000Z',
                    who: 'Carla Chefe',
                    action: 'update',
                    actionText: 'Salvou',
                    fields: ['Título'],
                  },
                ],
              }),
        );
      }),
      http.put('*/api/redacao/pages/company/2', () =>
        HttpResponse.json({ statusCode: 409, message: conflict }, { status: 409 }),
      ),
    );
    const { user } = renderSectionPages('/redacao/paginas/company/2');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Meu título novo');
    await user.click(screen.getByRole('textbox', { name: 'Bloco 1: texto' }));
    await user.keyboard(' Mais texto.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const view = await screen.findByRole('alert');
    expect(view).toHaveTextContent('Outra pessoa salvou este conteúdo enquanto você editava');
    await waitFor(() => expect(view).toHaveTextContent('Carla Chefe salvou às 14:32.'));
    const fields = within(view)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(fields).toEqual(['Título', 'Blocos']);
    expect(view).toHaveTextContent('Versão salva: Título da outra pessoa');
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Meu título novo');
    // jsdom places the cursor at the start of the text clicked.
    expect(screen.getByRole('textbox', { name: 'Bloco 1: texto' })).toHaveTextContent(
      'Mais texto.Primeiro bloco.',
    );

    await user.click(within(view).getByRole('button', { name: 'Ficar com a versão salva' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Título da outra pessoa'),
    );
    expect(screen.getByRole('textbox', { name: 'Bloco 1: texto' })).toHaveTextContent(/^Primeiro bloco\.$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('publishes a draft from its saved version, and keeps the section’s root published', async () => {
    const moves: unknown[] = [];
    server.use(
      http.get('*/api/redacao/pages/company/4', () =>
        HttpResponse.json(
          sectionPage(4, { state: 'draft', stateText: 'Rascunho', url: '/company/4?token=abc', version: 1 }),
        ),
      ),
      http.post('*/api/redacao/pages/company/4/publish', async ({ request }) => {
        moves.push(await request.json());
        return HttpResponse.json(sectionPage(4, { version: 2 }));
      }),
    );
    const { user, unmount } = renderSectionPages('/redacao/paginas/company/4');
    expect(await screen.findByRole('link', { name: 'Ver página' })).toHaveAttribute(
      'href',
      '/company/4?token=abc',
    );
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    const question = await screen.findByRole('dialog', { name: 'Publicar agora?' });
    expect(question).toHaveTextContent('Publicar agora: a página aparece no site e no menu da seção.');
    await user.click(within(question).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Página publicada.'));
    expect(moves).toEqual([{ version: 1 }]);
    expect(screen.getByRole('button', { name: 'Despublicar' })).toBeInTheDocument();
    unmount();

    server.use(
      http.get('*/api/redacao/pages/company/1', () =>
        HttpResponse.json(sectionPage(1, { level: 0, title: 'Empresa', url: '/company' })),
      ),
    );
    renderSectionPages('/redacao/paginas/company/1');
    expect(await screen.findByText('A página inicial da seção fica sempre publicada.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Despublicar' })).not.toBeInTheDocument();
  });

  it('says a page that does not exist was not found', async () => {
    server.use(
      http.get('*/api/redacao/pages/company/99', () =>
        HttpResponse.json({ statusCode: 404, message: 'Página não encontrada.' }, { status: 404 }),
      ),
    );
    renderSectionPages('/redacao/paginas/company/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Página não encontrada.');
    renderSectionPages('/redacao/paginas/carros/1');
    expect(screen.getAllByText('Página não encontrada.')).toHaveLength(2);
  });
});
