import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { editorialNewsMessages } from '../../../src/domain/editorialNews';
import { peopleMessages } from '../../../src/domain/editorialPeople';
import type { PeopleList, PersonDetail } from '../../../src/domain/editorialPeopleSchemas';
import PeopleDeskPage from '../../../src/features/editorial/pages/PeopleDeskPage';
import PersonPage from '../../../src/features/editorial/pages/PersonPage';
import type { StoredUser } from '../../../src/lib/storage';
import { server } from '../msw/server';
import { renderWithProviders } from '../utils';
import { pressOfficer } from './editorialFixtures';

const administrator: StoredUser = { ...pressOfficer, id: 1, name: 'Alice Administradora', role: 1 };

const person = (changes: Partial<PersonDetail> = {}): PersonDetail => ({
  id: 7,
  version: 3,
  name: 'Joana Jornalista',
  email: 'jornalista@imprensa.test',
  cpf: '529.982.247-25',
  rg: '12.345.678-9',
  cnh: '04512378906',
  phone: '(11) 9 8765-4321',
  midiaName: 'Jornal da Cidade',
  city: 'São Paulo / SP',
  role: 10,
  tier: 2,
  state: 'active',
  isAllowed: true,
  deniedReason: null,
  suspendedAt: null,
  erasedAt: null,
  createdAt: '2026-01-10T12:00:00.000Z',
  isSelf: false,
  loans: [
    {
      id: 12,
      number: 'CMD-000012',
      statusText: 'Aguardando Aprovação (Backoffice)',
      startDate: '2026-12-06',
      endDate: '2026-12-08',
      car: 'Aurora T-Cross ou Aurora Nivus',
      as: 'requester',
    },
  ],
  events: [{ id: 3, title: 'Lançamento do Volt', startAt: '2026-12-10T13:00:00.000Z', status: 2 }],
  follows: [{ title: 'Aurora T-Cross', followedAt: '2026-11-01T12:00:00.000Z' }],
  changes: [],
  ...changes,
});

function render(path: string, user: StoredUser = administrator) {
  const userData = { token: 'x'.repeat(43), user };
  localStorage.setItem('user-data', JSON.stringify(userData));
  return renderWithProviders(
    <Routes>
      <Route path="/redacao/pessoas" element={<PeopleDeskPage />} />
      <Route path="/redacao/pessoas/:userId" element={<PersonPage />} />
    </Routes>,
    { route: path, preloadedState: { auth: { userData, hasEvents: false } } },
  );
}

describe('the people desk', () => {
  it('searches by the words typed and lists each person with role and state', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/redacao/people', ({ request }) => {
        asked.push(new URL(request.url).search);
        const list: PeopleList = {
          items: [
            {
              id: 7,
              name: 'Joana Jornalista',
              email: 'jornalista@imprensa.test',
              cpf: '529.982.247-25',
              role: 10,
              state: 'active',
            },
            {
              id: 9,
              name: 'Bernardo Bloqueado',
              email: 'bloqueado@imprensa.test',
              cpf: '',
              role: 10,
              state: 'blocked',
            },
          ],
          total: 2,
          page: 1,
          pageCount: 1,
        };
        return HttpResponse.json(list);
      }),
    );
    const { user } = render('/redacao/pessoas');
    const table = await screen.findByRole('table', { name: 'Pessoas cadastradas' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Joana Jornalista' })).toHaveAttribute(
      'href',
      '/redacao/pessoas/7',
    );
    expect(rows[1]).toHaveTextContent('Imprensa');
    expect(rows[2]).toHaveTextContent('Bloqueado');
    expect(screen.getByText('2 pessoas')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Buscar por nome, e-mail ou CPF'), '529.982');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await expect.poll(() => asked.at(-1)).toBe('?page=1&q=529.982');
  });

  it('refuses anyone but the administrator without asking the server', async () => {
    let asked = false;
    server.use(
      http.get('*/api/redacao/people', () => {
        asked = true;
        return HttpResponse.json({ items: [], total: 0, page: 1, pageCount: 1 });
      }),
    );
    render('/redacao/pessoas', { ...administrator, role: 5 });
    expect(await screen.findByText('Você não tem permissão para acessar esta área.')).toBeInTheDocument();
    expect(asked).toBe(false);
  });
});

describe("a person's page", () => {
  it('shows the profile, the loans, the invitations and what they follow', async () => {
    server.use(http.get('*/api/redacao/people/7', () => HttpResponse.json(person())));
    render('/redacao/pessoas/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Joana Jornalista' })).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('CMD-000012').closest('li')).toHaveTextContent('06/12/2026 a 08/12/2026');
    expect(screen.getByText(/Lançamento do Volt/).closest('li')).toHaveTextContent('Aceito');
    expect(screen.getByRole('combobox', { name: 'Papel' })).toHaveValue('10');
    expect(screen.getByRole('combobox', { name: 'Tier' })).toHaveValue('2');
  });

  it('checks the reason as the server does, then blocks and shows the person as answered', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/redacao/people/7', () => HttpResponse.json(person())),
      http.post('*/api/redacao/people/7/block', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          person({
            version: 4,
            state: 'blocked',
            isAllowed: false,
            deniedReason: 'Devolveu com avarias.',
            changes: [
              {
                at: '2026-11-27T12:00:00.000Z',
                who: 'Alice Administradora',
                action: 'block',
                actionText: 'Bloqueou: Devolveu com avarias.',
                fields: [],
              },
            ],
          }),
        );
      }),
    );
    const { user } = render('/redacao/pessoas/7');
    await user.click(await screen.findByRole('button', { name: 'Bloquear' }));
    expect(screen.getByText(peopleMessages.reasonShort)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(screen.getByLabelText('Motivo do bloqueio'), 'Devolveu com avarias.');
    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Pessoa bloqueada. O motivo foi enviado por e-mail.',
    );
    expect(bodies).toEqual([{ version: 3, reason: 'Devolveu com avarias.' }]);
    expect(screen.getByText('Bloqueou: Devolveu com avarias.')).toBeInTheDocument();
    // Blocked: the form now lifts the block.
    expect(screen.getByLabelText('Justificativa do desbloqueio')).toBeInTheDocument();
  });

  it('keeps what was typed on a stale read and offers the reload', async () => {
    let reads = 0;
    server.use(
      http.get('*/api/redacao/people/7', () => {
        reads += 1;
        return HttpResponse.json(person({ version: reads === 1 ? 3 : 5 }));
      }),
      http.post('*/api/redacao/people/7/block', () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: editorialNewsMessages.conflict },
          { status: 409 },
        ),
      ),
    );
    const { user } = render('/redacao/pessoas/7');
    await user.type(await screen.findByLabelText('Motivo do bloqueio'), 'Motivo escrito com cuidado.');
    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText(editorialNewsMessages.conflict)).toBeInTheDocument();
    expect(screen.getByLabelText('Motivo do bloqueio')).toHaveValue('Motivo escrito com cuidado.');
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    await expect.poll(() => reads).toBe(2);
    // The message goes once the fresh read has arrived, a moment after the server was asked.
    await waitFor(() => expect(screen.queryByText(editorialNewsMessages.conflict)).not.toBeInTheDocument());
  });

  it("offers neither suspension nor erasure on the administrator's own account, and not their role", async () => {
    server.use(
      http.get('*/api/redacao/people/1', () => HttpResponse.json(person({ id: 1, role: 1, isSelf: true }))),
    );
    render('/redacao/pessoas/1');
    expect(await screen.findByRole('combobox', { name: 'Papel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Suspender acesso' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apagar dados pessoais' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar dados (JSON)' })).toBeInTheDocument();
  });

  it("shows the server's refusal of an erasure in its words, beside the button, and takes the focus there", async () => {
    server.use(
      http.get('*/api/redacao/people/7', () => HttpResponse.json(person())),
      http.post('*/api/redacao/people/7/erase', () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: peopleMessages.eraseOpenLoans(['CMD-000012']) },
          { status: 409 },
        ),
      ),
    );
    const { user } = render('/redacao/pessoas/7');
    const erase = await screen.findByRole('button', { name: 'Apagar dados pessoais' });
    expect(erase).toBeDisabled();
    await user.type(
      screen.getByLabelText('Digite o e-mail da pessoa para confirmar'),
      'jornalista@imprensa.test',
    );
    await user.click(erase);
    const alert = await within(erase.closest('form')!).findByRole('alert');
    expect(alert).toHaveTextContent(peopleMessages.eraseOpenLoans(['CMD-000012']));
    // Said once, where the administrator is looking, not at the top of the page as well.
    expect(screen.getAllByRole('alert')).toEqual([alert]);
    await waitFor(() => expect(alert).toHaveFocus());
    // What was typed stays, to try again once the loan is settled.
    expect(screen.getByLabelText('Digite o e-mail da pessoa para confirmar')).toHaveValue(
      'jornalista@imprensa.test',
    );
  });

  it('shows the person as erased at once: the heading drops the old name', async () => {
    server.use(
      http.get('*/api/redacao/people/7', () => HttpResponse.json(person())),
      http.post('*/api/redacao/people/7/erase', () =>
        HttpResponse.json(
          person({
            version: 4,
            name: 'Pessoa removida',
            email: 'pessoa-removida-7@removida.invalid',
            cpf: '',
            rg: '',
            cnh: '',
            phone: '',
            state: 'erased',
            erasedAt: '2026-11-21T14:00:00.000Z',
          }),
        ),
      ),
    );
    const { user } = render('/redacao/pessoas/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Joana Jornalista' })).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Digite o e-mail da pessoa para confirmar'),
      'jornalista@imprensa.test',
    );
    await user.click(screen.getByRole('button', { name: 'Apagar dados pessoais' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pessoa removida' })).toBeInTheDocument();
    expect(screen.getByText('Dados apagados em 21/11/2026 11:00.')).toBeInTheDocument();
    expect(screen.queryByText('Joana Jornalista')).not.toBeInTheDocument();
    expect(document.title).not.toContain('Joana');
  });
});
