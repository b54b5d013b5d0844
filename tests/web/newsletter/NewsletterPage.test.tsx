import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import NewsletterPage from '../../../src/features/newsletter/pages/NewsletterPage';
import { server } from '../msw/server';
import { lastAnnouncement, renderWithProviders } from '../utils';

let alert: MockInstance<(message?: string) => void>;
let posted: unknown[] = [];

beforeEach(() => {
  posted = [];
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  server.use(
    http.post('*/api/newsletter/add', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ ok: true });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderNewsletterPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/newsletter" element={<NewsletterPage />} />
      <Route path="/" element={<h1>Página inicial</h1>} />
      <Route path="/termos-legais/termoNews" element={<h1>Termos da newsletter</h1>} />
    </Routes>,
    { route: '/newsletter' },
  );
}

/** The page with its form shown (after the 200 ms delay). */
async function openForm() {
  const result = renderNewsletterPage();
  await screen.findByLabelText('Nome');
  return result;
}

const valid = {
  name: 'Ana',
  lastname: 'Souza',
  email: 'ana@imprensa.test',
  confirmation: 'ana@imprensa.test',
};

async function fill(user: UserEvent, values: Partial<typeof valid> = {}, acceptTerms = true) {
  const form = { ...valid, ...values };
  const fields: [string, string][] = [
    ['Nome', form.name],
    ['Sobrenome', form.lastname],
    ['E-mail', form.email],
    ['Confirme o e-mail', form.confirmation],
  ];
  for (const [label, value] of fields) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  if (acceptTerms) await user.click(screen.getByRole('checkbox'));
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Cadastrar' }));

describe('/newsletter', () => {
  it('shows the form only after 200 ms', async () => {
    vi.useFakeTimers();
    renderNewsletterPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Newsletter \|/);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.queryByLabelText('Nome')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByLabelText('Nome')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'termos de uso da newsletter' })).toHaveAttribute(
      'href',
      '/termos-legais/termoNews',
    );
  });

  it('alerts each check in order, marking and focusing its field, and sends nothing', async () => {
    const { user } = await openForm();
    const long = (length: number) => 'a'.repeat(length);
    const longEmail = `${long(90)}@imprensa.test`;
    const cases: [Partial<typeof valid>, boolean, string, string][] = [
      [{ name: long(81) }, true, 'Nome', 'Excedeu o limite máximo de caracteres do campo Nome!'],
      [{ name: 'An' }, true, 'Nome', 'Nome obrigatório!'],
      [
        { lastname: long(81) },
        true,
        'Sobrenome',
        'Excedeu o limite máximo de caracteres do campo Sobrenome!',
      ],
      [{ lastname: '' }, true, 'Sobrenome', 'Sobrenome obrigatório!'],
      [
        { email: longEmail, confirmation: longEmail },
        true,
        'E-mail',
        'Excedeu o limite máximo de caracteres do campo E-mail!',
      ],
      [{ email: '' }, true, 'E-mail', 'Email obrigatório!'],
      [{ email: 'ana@imprensa' }, true, 'E-mail', 'Por favor, inserir um Email válido!'],
      [
        { confirmation: longEmail },
        true,
        'Confirme o e-mail',
        'Excedeu o limite máximo de caracteres do campo de confirmação do e-mail!',
      ],
      [{ confirmation: '' }, true, 'Confirme o e-mail', 'Obrigatório confirmar email!'],
      [{ confirmation: 'outra@imprensa.test' }, true, 'Confirme o e-mail', 'Os emails são diferentes!'],
      [{}, false, 'Li e aceito os termos de uso da newsletter', 'Você precisa aceitar os termos'],
    ];
    for (const [values, acceptTerms, label, message] of cases) {
      await fill(user, values, acceptTerms);
      await submit(user);
      expect(alert).toHaveBeenLastCalledWith(message);
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveClass('is-invalid');
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveFocus();
      if (acceptTerms) await user.click(screen.getByRole('checkbox')); // untick for the next round
    }
    expect(alert).toHaveBeenCalledTimes(11);
    expect(posted).toEqual([]);
  });

  it('subscribes, says so, and goes home 2 s later', async () => {
    const { user } = await openForm();
    await fill(user, { name: ' Ana ', email: 'ana@imprensa.test ' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await submit(user);

    expect(await screen.findByText('Cadastro enviado com sucesso')).toBeInTheDocument();
    expect(posted).toEqual([
      { name: 'Ana', lastname: 'Souza', email: 'ana@imprensa.test', isNewsletterAccepted: true },
    ]);
    expect(alert).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.queryByRole('heading', { name: 'Página inicial' })).not.toBeInTheDocument();
    // Said through the page's live region before the page goes.
    expect(lastAnnouncement()).toBe('Cadastro enviado com sucesso.');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
  });

  it('alerts the API refusal and keeps what was typed', async () => {
    server.use(
      http.post('*/api/newsletter/add', () =>
        HttpResponse.json({ message: 'Muitas tentativas. Tente novamente mais tarde.' }, { status: 429 }),
      ),
    );
    const { user } = await openForm();
    await fill(user);
    await submit(user);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Muitas tentativas. Tente novamente mais tarde.'));
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@imprensa.test');
  });

  it('alerts the message of a 400 answer', async () => {
    server.use(
      http.post('*/api/newsletter/add', () =>
        HttpResponse.json({ message: 'Por favor, inserir um Email válido!' }, { status: 400 }),
      ),
    );
    const { user } = await openForm();
    await fill(user);
    await submit(user);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Por favor, inserir um Email válido!'));
    expect(screen.queryByText('Cadastro enviado com sucesso')).not.toBeInTheDocument();
  });

  it("alerts 'Error' on a network failure and stays", async () => {
    server.use(http.post('*/api/newsletter/add', () => HttpResponse.error()));
    const { user } = await openForm();
    await fill(user);
    await submit(user);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error'));
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana');
    expect(await screen.findByRole('button', { name: 'Cadastrar' })).toBeEnabled();
  });
});
