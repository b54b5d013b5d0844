import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../msw/server';
import { currentAddress } from '../utils';
import { journalist } from './editorialFixtures';
import { companyTree, renderSectionPages, sectionPage } from './sectionPagesFixtures';
import { withoutLayout } from './withoutLayout';

withoutLayout();

const serveTrees = (asked: string[] = []) =>
  server.use(
    http.get('*/api/redacao/pages', ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind')!;
      asked.push(kind);
      return HttpResponse.json(
        kind === 'company'
          ? companyTree
          : {
              kind,
              pages: [{ ...companyTree.pages[0]!, title: 'Tecnologia', url: '/technology' }],
            },
      );
    }),
  );

describe('the section pages desk', () => {
  it('shows the chosen section as a tree, each page with its state and a link to its editor', async () => {
    serveTrees();
    renderSectionPages('/redacao/paginas?secao=company');
    const tree = await screen.findByRole('list', { name: 'Páginas de Empresa' });
    const sections = screen.getByRole('navigation', { name: 'Seções' });
    expect(within(sections).getByRole('link', { name: 'Empresa' })).toHaveAttribute('aria-current', 'page');
    expect(within(sections).getByRole('link', { name: 'Mobilidade Elétrica' })).toHaveAttribute(
      'href',
      '/redacao/paginas?secao=emobility',
    );

    const root = within(tree).getAllByRole('listitem')[0]!;
    expect(within(root).getByRole('link', { name: 'Editar Empresa' })).toHaveAttribute(
      'href',
      '/redacao/paginas/company/1',
    );
    expect(root).toHaveTextContent(/^EmpresaPágina inicial da seçãoPublicada/);
    const factories = within(tree).getByRole('link', { name: 'Editar Fábricas' }).closest('li')!;
    // Taubaté sits under Fábricas, Fábricas under the root.
    expect(within(factories).getByRole('link', { name: 'Editar Taubaté' })).toHaveAttribute(
      'href',
      '/redacao/paginas/company/3',
    );
    expect(root).toContainElement(factories);
    const history = within(tree).getByRole('link', { name: 'Editar História' }).closest('li')!;
    expect(within(history).getByText('Rascunho')).toBeInTheDocument();
  });

  it('reads another section when it is chosen', async () => {
    const asked: string[] = [];
    serveTrees(asked);
    const { user } = renderSectionPages('/redacao/paginas', { showAddress: true });
    await screen.findByRole('list', { name: 'Páginas de Empresa' });
    await user.click(screen.getByRole('link', { name: 'Tecnologia' }));
    expect(await screen.findByRole('list', { name: 'Páginas de Tecnologia' })).toBeInTheDocument();
    expect(currentAddress()).toBe('/redacao/paginas?secao=technology');
    expect(asked).toEqual(['company', 'technology']);
  });

  it('creates a page under a level-1 page and opens its editor', async () => {
    serveTrees();
    const created: unknown[] = [];
    server.use(
      http.post('*/api/redacao/pages/company', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(
          sectionPage(7, {
            title: 'Anchieta',
            parentId: 2,
            parentTitle: 'Fábricas',
            level: 2,
            state: 'draft',
            stateText: 'Rascunho',
            blocks: [],
            version: 1,
          }),
          { status: 201 },
        );
      }),
      http.get('*/api/redacao/pages/company/7', () =>
        HttpResponse.json(
          sectionPage(7, {
            title: 'Anchieta',
            parentId: 2,
            parentTitle: 'Fábricas',
            level: 2,
            state: 'draft',
            stateText: 'Rascunho',
            version: 1,
          }),
        ),
      ),
    );
    const { user } = renderSectionPages('/redacao/paginas?secao=company', { showAddress: true });
    const title = await screen.findByRole('textbox', { name: 'Título da nova página' });
    const where = screen.getByRole('combobox', { name: 'Onde fica' });
    // The root and the level-2 pages take no new page: only the level-1 ones are offered.
    expect(
      within(where)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No primeiro nível do menu da seção', 'Dentro de “História”', 'Dentro de “Fábricas”']);

    await user.click(screen.getByRole('button', { name: 'Criar página' }));
    expect(title).toHaveAccessibleDescription('Informe o título da página.');
    expect(title).toHaveFocus();
    expect(created).toEqual([]);

    await user.type(title, 'Anchieta');
    await user.selectOptions(where, 'Dentro de “Fábricas”');
    await user.click(screen.getByRole('button', { name: 'Criar página' }));
    await waitFor(() => expect(currentAddress()).toBe('/redacao/paginas/company/7'));
    expect(created).toEqual([{ title: 'Anchieta', parentId: 2 }]);
    expect(await screen.findByRole('textbox', { name: 'Título' })).toHaveValue('Anchieta');
    expect(screen.getByText('Onde fica: Empresa · Dentro de “Fábricas”')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Página criada. Preencha e publique quando estiver pronta.',
    );
  });

  it('refuses a journalist without asking the server', async () => {
    let asked = false;
    server.use(
      http.get('*/api/redacao/pages', () => {
        asked = true;
        return HttpResponse.json(companyTree);
      }),
    );
    renderSectionPages('/redacao/paginas', { user: journalist });
    expect(await screen.findByText('Você não tem permissão para acessar a Redação.')).toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
