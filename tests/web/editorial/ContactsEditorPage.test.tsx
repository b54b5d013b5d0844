import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { contactListMessages } from '../../../src/domain/editorialLists';
import type {
  ContactsSaveBody,
  EditorialContacts,
  ListPublication,
} from '../../../src/domain/editorialListSchemas';
import { editorialNewsMessages } from '../../../src/domain/editorialNews';
import ContactsEditorPage from '../../../src/features/editorial/pages/ContactsEditorPage';
import type { StoredUser } from '../../../src/lib/storage';
import { server } from '../msw/server';
import { renderWithProviders } from '../utils';
import { journalist, pressOfficer } from './editorialFixtures';

const published: ListPublication = {
  state: 'published',
  draftSavedAt: null,
  draftSavedBy: null,
  publishedAt: '2026-11-21T13:30:00.000Z',
  publishedBy: 'Renata Redação',
  previewUrl: null,
  siteUrl: '/contacts',
};

const draft: ListPublication = {
  ...published,
  state: 'draft',
  draftSavedAt: '2026-11-22T17:05:00.000Z',
  draftSavedBy: 'Paulo Press',
  previewUrl: '/contacts?token=rascunho-contatos',
};

const contactsList = (changes: Partial<EditorialContacts> = {}): EditorialContacts => ({
  version: 3,
  publication: published,
  groups: [
    {
      id: 1,
      title: 'Assessoria de Imprensa',
      contacts: [
        {
          id: 11,
          name: 'Ana Souza',
          role: 'Gerente de Comunicação',
          email: 'ana.souza@aurora-veiculos.com.br',
          phone: '+55 11 2873-4410',
          languages: 'Português, Inglês',
          imageMediaId: 50,
          imageThumbnail: '/media/images/50-low.jpg',
        },
      ],
    },
    {
      id: 2,
      title: 'Frota de Imprensa',
      contacts: [
        {
          id: 21,
          name: 'Bruno Lima',
          role: 'Coordenador de Frota',
          email: 'bruno.lima@aurora-veiculos.com.br',
          phone: null,
          languages: null,
          imageMediaId: null,
          imageThumbnail: null,
        },
      ],
    },
  ],
  changes: [
    {
      at: '2026-11-21T13:30:00.000Z',
      who: 'Renata Redação',
      action: 'update',
      actionText: 'Salvou',
      fields: ['Ordem dos grupos'],
    },
  ],
  ...changes,
});

function renderContacts(user: StoredUser = pressOfficer) {
  const userData = { token: 'x'.repeat(43), user };
  localStorage.setItem('user-data', JSON.stringify(userData));
  return renderWithProviders(
    <Routes>
      <Route path="/redacao/contatos" element={<ContactsEditorPage />} />
    </Routes>,
    { route: '/redacao/contatos', preloadedState: { auth: { userData, hasEvents: false } } },
  );
}

const groupTitles = () =>
  screen
    .getAllByRole('textbox', { name: 'Título do grupo' })
    .map((input) => (input as HTMLInputElement).value);

describe('the contacts editor', () => {
  it('shows the groups and people with the history and the public page, and saves them reordered with a new person as a draft', async () => {
    const bodies: ContactsSaveBody[] = [];
    server.use(
      http.get('*/api/redacao/contacts', () => HttpResponse.json(contactsList())),
      http.put('*/api/redacao/contacts', async ({ request }) => {
        bodies.push((await request.json()) as ContactsSaveBody);
        return HttpResponse.json(contactsList({ version: 4, publication: draft }));
      }),
      http.get('*/api/redacao/photos', () =>
        HttpResponse.json({
          list: [{ id: 60, title: 'Retrato do Davi', thumbnail: '/media/60.jpg' }],
          total: 1,
        }),
      ),
    );
    const { user } = renderContacts();
    const ana = await screen.findByRole('group', { name: 'Grupo 1, pessoa 1' });
    expect(within(ana).getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana Souza');
    expect(within(ana).getByRole('img', { name: 'Foto de Ana Souza' })).toHaveAttribute(
      'src',
      '/media/images/50-low.jpg',
    );
    expect(screen.getByRole('link', { name: 'Ver no site' })).toHaveAttribute('href', '/contacts');
    expect(screen.getByRole('region', { name: 'Histórico' })).toBeInTheDocument();
    expect(screen.getByText('Publicado')).toBeInTheDocument();
    expect(
      screen.getByText('Publicado pela última vez em 21/11/2026 10:30 por Renata Redação.'),
    ).toBeInTheDocument();
    // Nothing to preview, publish or discard while the public list is the one edited.
    expect(screen.queryByRole('link', { name: 'Visualizar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Descer o grupo 1' }));
    expect(groupTitles()).toEqual(['Frota de Imprensa', 'Assessoria de Imprensa']);
    await user.click(screen.getByRole('button', { name: 'Adicionar pessoa ao grupo 1' }));
    const davi = screen.getByRole('group', { name: 'Grupo 1, pessoa 2' });
    await user.type(within(davi).getByRole('textbox', { name: 'Nome' }), 'Davi Prado');
    await user.type(within(davi).getByRole('textbox', { name: 'Cargo' }), 'Analista');
    await user.type(within(davi).getByRole('textbox', { name: 'E-mail' }), 'davi@aurora-veiculos.com.br');
    await user.click(within(davi).getByRole('button', { name: 'Escolher foto' }));
    await user.click(await within(davi).findByRole('button', { name: 'Escolher Retrato do Davi' }));
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));

    expect(
      await screen.findByText('Rascunho salvo. A página de contatos continua mostrando a versão publicada.', {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rascunho com alterações não publicadas')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Rascunho salvo em 22/11/2026 14:05 por Paulo Press. Publicado pela última vez em 21/11/2026 10:30 por Renata Redação.',
      ),
    ).toBeInTheDocument();
    const preview = screen.getByRole('link', { name: 'Visualizar' });
    expect(preview).toHaveAttribute('href', '/contacts?token=rascunho-contatos');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.version).toBe(3);
    expect(bodies[0]!.groups.map((group) => [group.id, group.title])).toEqual([
      [2, 'Frota de Imprensa'],
      [1, 'Assessoria de Imprensa'],
    ]);
    expect(bodies[0]!.groups[0]!.contacts).toEqual([
      expect.objectContaining({ id: 21, phone: null, languages: null }),
      {
        id: null,
        name: 'Davi Prado',
        role: 'Analista',
        email: 'davi@aurora-veiculos.com.br',
        phone: null,
        languages: null,
        imageMediaId: 60,
      },
    ]);
  });

  it('shows a rule’s message beside the field and sends nothing; a server refusal beside its field too', async () => {
    let puts = 0;
    server.use(
      http.get('*/api/redacao/contacts', () => HttpResponse.json(contactsList())),
      http.put('*/api/redacao/contacts', () => {
        puts += 1;
        return HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: contactListMessages.photoUnknown(0, 0) },
          { status: 400 },
        );
      }),
    );
    const { user } = renderContacts();
    const ana = await screen.findByRole('group', { name: 'Grupo 1, pessoa 1' });
    const email = within(ana).getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'ana@');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(email).toHaveAccessibleDescription(contactListMessages.emailInvalid(0, 0));
    expect(email).toHaveFocus();
    expect(puts).toBe(0);

    await user.type(email, 'aurora.com.br');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await within(ana).findByText(contactListMessages.photoUnknown(0, 0))).toBeInTheDocument();
    expect(puts).toBe(1);
  });

  it('refuses a group without a title, and removes a group', async () => {
    server.use(http.get('*/api/redacao/contacts', () => HttpResponse.json(contactsList())));
    const { user } = renderContacts();
    const title = (await screen.findAllByRole('textbox', { name: 'Título do grupo' }))[1]!;
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(title).toHaveAccessibleDescription(contactListMessages.groupTitleRequired(1));
    await user.click(screen.getByRole('button', { name: 'Remover o grupo 2' }));
    expect(groupTitles()).toEqual(['Assessoria de Imprensa']);
  });

  it('keeps what was typed when another editor saved first, shows both, and takes theirs only when asked', async () => {
    let reads = 0;
    server.use(
      http.get('*/api/redacao/contacts', () => {
        reads += 1;
        return HttpResponse.json(
          reads === 1
            ? contactsList()
            : contactsList({ version: 4, groups: [{ ...contactsList().groups[0]!, title: 'Imprensa' }] }),
        );
      }),
      http.put('*/api/redacao/contacts', () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: editorialNewsMessages.conflict },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderContacts();
    const name = within(await screen.findByRole('group', { name: 'Grupo 2, pessoa 1' })).getByRole(
      'textbox',
      {
        name: 'Nome',
      },
    );
    await user.clear(name);
    await user.type(name, 'Bruno de Lima');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    const view = await screen.findByRole('alert');
    expect(view).toHaveTextContent('Outra pessoa salvou este conteúdo enquanto você editava');
    await waitFor(() => expect(within(view).getByRole('term')).toHaveTextContent('Contatos'));
    expect(view).toHaveTextContent('Versão salva: Imprensa: Ana Souza');
    expect(name).toHaveValue('Bruno de Lima');
    await user.click(within(view).getByRole('button', { name: 'Ficar com a versão salva' }));
    expect(await screen.findByDisplayValue('Imprensa')).toBeInTheDocument();
    expect(groupTitles()).toEqual(['Imprensa']);
  });

  it('publishes the draft after asking once what the contacts page will show', async () => {
    const moves: { url: string; body: unknown }[] = [];
    server.use(
      http.get('*/api/redacao/contacts', () => HttpResponse.json(contactsList({ publication: draft }))),
      http.post('*/api/redacao/contacts/:move', async ({ request }) => {
        moves.push({ url: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json(
          contactsList({
            version: 4,
            publication: {
              ...published,
              publishedAt: '2026-11-22T17:10:00.000Z',
              publishedBy: 'Paulo Press',
            },
          }),
        );
      }),
    );
    const { user } = renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Publicar' }));
    const dialog = screen.getByRole('dialog', { name: 'Publicar?' });
    expect(dialog).toHaveAccessibleDescription(
      'Publicar os contatos: a página de contatos passa a mostrar estes 2 grupos, com 2 pessoas.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));

    expect(
      await screen.findByText('Contatos publicados: a página de contatos já mostra esta versão.', {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
    expect(moves).toEqual([{ url: '/api/redacao/contacts/publish', body: { version: 3 } }]);
    expect(screen.getByText('Publicado')).toBeInTheDocument();
    expect(
      screen.getByText('Publicado pela última vez em 22/11/2026 14:10 por Paulo Press.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Visualizar' })).not.toBeInTheDocument();
  });

  it('saves unsaved changes to the draft before publishing it', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    server.use(
      http.get('*/api/redacao/contacts', () => HttpResponse.json(contactsList({ publication: draft }))),
      http.put('*/api/redacao/contacts', async ({ request }) => {
        const body = (await request.json()) as ContactsSaveBody;
        calls.push({ method: 'PUT', url: new URL(request.url).pathname, body });
        return HttpResponse.json(contactsList({ version: 4, publication: draft }));
      }),
      http.post('*/api/redacao/contacts/:move', async ({ request }) => {
        calls.push({ method: 'POST', url: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json(contactsList({ version: 5, publication: published }));
      }),
    );
    const { user } = renderContacts();
    const title = (await screen.findAllByRole('textbox', { name: 'Título do grupo' }))[0]!;
    await user.type(title, ' e Eventos');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Publicar?' })).getByRole('button', { name: 'Sim' }),
    );
    expect(
      await screen.findByText('Contatos publicados: a página de contatos já mostra esta versão.', {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'PUT /api/redacao/contacts',
      'POST /api/redacao/contacts/publish',
    ]);
    expect((calls[0]!.body as ContactsSaveBody).groups[0]!.title).toBe('Assessoria de Imprensa e Eventos');
    expect(calls[1]!.body).toEqual({ version: 4 });
  });

  it('shows a journalist the refusal and calls nothing', async () => {
    let reads = 0;
    server.use(
      http.get('*/api/redacao/contacts', () => {
        reads += 1;
        return HttpResponse.json(contactsList());
      }),
    );
    renderContacts(journalist);
    expect(await screen.findByText('Você não tem permissão para acessar a Redação.')).toBeInTheDocument();
    expect(reads).toBe(0);
  });
});
