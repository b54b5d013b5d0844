import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { heldAnswer } from '../msw/heldAnswer';
import { server } from '../msw/server';
import { newUser, renderRegistryPage, sessionToken } from './renderRegistryPage';

let alert: MockInstance<(message?: string) => void>;
let posted: { body: unknown; authorization: string | null }[] = [];

/** `POST users` as the API answers it: the saved user, with the role and the e-mail it already had. */
const savingUsers = http.post('*/api/users', async ({ request }) => {
  const body = (await request.json()) as Record<string, unknown>;
  posted.push({ body, authorization: request.headers.get('authorization') });
  return HttpResponse.json({ ...body, id: newUser.id, email: newUser.email, role: 10 });
});

beforeEach(() => {
  posted = [];
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  localStorage.setItem('deviceID', 'device-1234-abcd');
  server.use(savingUsers);
});
afterEach(() => vi.restoreAllMocks());

/** Fills every field with a valid profile. */
async function fillProfile(user: UserEvent) {
  await user.type(screen.getByLabelText('Nome'), ' Ana Souza');
  await user.selectOptions(screen.getByLabelText('Tipo da mídia'), 'Site');
  await user.type(screen.getByLabelText('Nome da mídia'), 'Portal Motor');
  await user.type(screen.getByLabelText('RG'), '12.345.678-9');
  await user.type(screen.getByLabelText('CPF'), '52998224725');
  await user.type(screen.getByLabelText('Endereço'), 'Rua das Flores, 100');
  await user.selectOptions(screen.getByLabelText('País'), 'Brasil');
  await user.selectOptions(screen.getByLabelText('Estado'), 'MG');
  await user.selectOptions(screen.getByLabelText('Cidade'), 'Belo Horizonte');
  await user.type(screen.getByLabelText('Telefone 1'), '31987654321');
  await user.click(screen.getByRole('checkbox', { name: /newsletter/ }));
}

const expectedBody = {
  id: 1,
  name: 'Nova Pessoa Ana Souza',
  email: 'novo@imprensa.test',
  rg: '12.345.678-9',
  cpf: '529.982.247-25',
  address: 'Rua das Flores, 100',
  country: 'Brasil',
  state: 'MG',
  city: 'Belo Horizonte',
  phone1: '(31) 9 8765-4321',
  phone2: '',
  phone3: '',
  midiaName: 'Portal Motor',
  midiaType: 'Site',
  deviceId: 'device-1234-abcd',
  isNewsletterAccepted: true,
};

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Enviar cadastro' }));
const storedUser = () =>
  (JSON.parse(localStorage.getItem('user-data') ?? 'null') as { user: Record<string, unknown> } | null)?.user;

// Filling the whole form takes a few seconds of typing in jsdom, more under CI's load.
describe('/registry submit', () => {
  it('alerts the first broken rule, marks and focuses its field, and sends nothing', async () => {
    const { user } = renderRegistryPage();
    const name = screen.getByLabelText('Nome');
    await user.clear(name);
    await submit(user);

    // Name and media type are both missing: the name comes first in the spec's order.
    expect(alert).toHaveBeenCalledWith('Nome obrigatório!');
    expect(name).toHaveClass('is-invalid');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Nome obrigatório!');
    expect(name).toHaveFocus();
    expect(screen.getByText('Verifique os campos preenchidos!')).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo da mídia')).not.toHaveAttribute('aria-invalid');

    // Fixing it moves on to the next rule and its field.
    await user.type(name, 'Ana');
    expect(name).not.toHaveAttribute('aria-invalid');
    await submit(user);
    expect(alert).toHaveBeenLastCalledWith('Tipo da mídia é obrigatório!');
    expect(screen.getByLabelText('Tipo da mídia')).toHaveFocus();
    expect(screen.getByLabelText('Tipo da mídia')).toHaveClass('is-invalid');
    expect(posted).toEqual([]);
  });

  it('refuses a CPF with wrong check digits', async () => {
    const { user } = renderRegistryPage();
    await fillProfile(user);
    const cpf = screen.getByLabelText('CPF');
    await user.clear(cpf);
    await user.type(cpf, '52998224724');
    await submit(user);
    expect(alert).toHaveBeenCalledWith('CPF inválido!');
    expect(cpf).toHaveFocus();
    expect(cpf).toHaveAccessibleDescription('CPF inválido!');
    expect(posted).toEqual([]);
  });

  it('lets an internal user (role below 10) save without RG and CPF', async () => {
    const { user } = renderRegistryPage({ ...newUser, role: 5 });
    expect(screen.getByLabelText('RG')).toHaveAccessibleDescription('Opcional');
    expect(screen.getByLabelText('CPF')).toHaveAccessibleDescription('Opcional');
    await fillProfile(user);
    await user.clear(screen.getByLabelText('RG'));
    await user.clear(screen.getByLabelText('CPF'));
    await submit(user);
    expect(await screen.findByText('Cadastro enviado com sucesso')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(posted[0]?.body).toMatchObject({ rg: '', cpf: '' });
  });

  it('posts the profile, says so, keeps the role in user-data and goes where the user was heading', async () => {
    localStorage.setItem('has-redirect', '/media-gallery');
    const { user } = renderRegistryPage();
    await fillProfile(user);
    await submit(user);

    expect(await screen.findByText('Cadastro enviado com sucesso')).toBeInTheDocument();
    expect(posted).toEqual([{ body: expectedBody, authorization: sessionToken }]);
    expect(alert).not.toHaveBeenCalled();
    expect(storedUser()).toMatchObject({
      id: 1,
      role: 10,
      loggedIn: true,
      cpf: '529.982.247-25',
      state: 'MG',
      city: 'Belo Horizonte',
    });
    expect(await screen.findByRole('heading', { name: 'Galeria' }, { timeout: 3000 })).toBeInTheDocument();
    expect(localStorage.getItem('has-redirect')).toBeNull();
  });

  it('keeps the stored role whatever the answer says', async () => {
    server.use(
      http.post('*/api/users', async ({ request }) =>
        HttpResponse.json({ ...((await request.json()) as object), role: 1 }),
      ),
    );
    const { user } = renderRegistryPage();
    await fillProfile(user);
    await submit(user);
    expect(
      await screen.findByRole('heading', { name: 'Página inicial' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(storedUser()).toMatchObject({ role: 10, loggedIn: true });
  });

  it('sends the user home on a falsy answer', async () => {
    server.use(http.post('*/api/users', () => HttpResponse.json(false)));
    const { user } = renderRegistryPage();
    await fillProfile(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
    expect(storedUser()).toEqual(newUser); // nothing merged
  });

  it('alerts the API refusal, asks to check the fields, and keeps what was typed', async () => {
    server.use(
      http.post('*/api/users', () =>
        HttpResponse.json({ message: 'Cidade é obrigatório!' }, { status: 400 }),
      ),
    );
    const { user } = renderRegistryPage();
    await fillProfile(user);
    await submit(user);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Cidade é obrigatório!'));
    expect(screen.getByText('Verifique os campos preenchidos!')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('Nova Pessoa Ana Souza');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Cidade')).toHaveValue('Belo Horizonte');
    expect(screen.getByLabelText('Telefone 1')).toHaveValue('(31) 9 8765-4321');
    expect(await screen.findByRole('button', { name: 'Enviar cadastro' })).toBeEnabled();
  });

  it("alerts 'Error' when no answer comes, keeping what was typed", async () => {
    server.use(http.post('*/api/users', () => HttpResponse.error()));
    const { user } = renderRegistryPage();
    await fillProfile(user);
    await submit(user);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error'));
    expect(screen.getByLabelText('Nome da mídia')).toHaveValue('Portal Motor');
    expect(screen.getByLabelText('Estado')).toHaveValue('MG');
    expect(screen.getByRole('heading', { level: 1, name: 'Cadastro' })).toBeInTheDocument();
  });

  it('disables the button while sending, so one click sends one profile', async () => {
    const answer = heldAnswer();
    server.use(
      http.post('*/api/users', async ({ request }) => {
        posted.push({ body: await request.json(), authorization: null });
        await answer.held;
        return HttpResponse.json({ id: 1 });
      }),
    );
    const { user } = renderRegistryPage();
    await fillProfile(user);
    await submit(user);
    const button = screen.getByRole('button', { name: 'Enviando…' });
    expect(button).toBeDisabled();
    await user.click(button);
    answer.release();
    await screen.findByText('Cadastro enviado com sucesso');
    expect(posted).toHaveLength(1);
  });
});
