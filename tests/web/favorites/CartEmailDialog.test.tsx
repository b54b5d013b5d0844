import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emailMaxLength } from '../../../src/domain/email';
import { server } from '../msw/server';
import { favorite } from './favoriteBuilders';
import { renderFavoritesPage } from './renderFavoritesPage';

let calls: { path: string; body: unknown }[] = [];
const recordCalls = async ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/cartfiles'))
    calls.push({ path: url.pathname.slice(5), body: await request.clone().json() });
};

beforeEach(() => {
  calls = [];
  server.events.on('request:start', recordCalls);
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const items = [
  favorite(1),
  favorite(2, { name: 'Álbum', contentToDownload: ['/media/a.jpg', '/media/b.mp4'], mediaAmount: 2 }),
];
const cart = [
  { title: 'Foto 1', files: ['/media/images/photo-1.jpg'] },
  { title: 'Álbum', files: ['/media/a.jpg', '/media/b.mp4'] },
];
const stored = () => JSON.parse(localStorage.getItem('favorites') ?? 'null') as unknown;

async function openDialog() {
  const result = renderFavoritesPage(items);
  await result.user.click(screen.getByRole('button', { name: 'Baixar todos' }));
  const dialog = screen.getByRole('dialog', { name: 'Receber por e-mail' });
  return { ...result, dialog, field: within(dialog).getByLabelText('E-mail') };
}

describe('cart download by e-mail', () => {
  it('sends nothing and stays put while the address is malformed, keeping what was typed', async () => {
    const { user, dialog, field } = await openDialog();
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('autocomplete', 'email');
    expect(field).toHaveAttribute('maxlength', String(emailMaxLength));
    expect(field).toHaveFocus();

    for (const typed of ['joao', 'joao@', 'joao@imprensa', 'jo ao@imprensa.com']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
      expect(field).toHaveValue(typed);
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await user.keyboard('{Enter}');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeInTheDocument();

    // Requests leave in order: once a good address's has arrived, a stray one from the attempts before would have too.
    await user.clear(field);
    await user.type(field, 'joao@imprensa.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await within(dialog).findByText('3 arquivos, 3,5 MB no total.');
    expect(calls).toEqual([{ path: 'cartfiles/size', body: { email: 'joao@imprensa.com', cart } }]);
  });

  it('says what the zip will hold as the server counts it for the zip and the e-mail', async () => {
    // A press release's PDF, printed for the zip, is a file its favorite's links don't show.
    server.use(http.post('*/api/cartfiles/size', () => HttpResponse.json({ size: 2_086_666, files: 6 })));
    const { user, dialog, field } = await openDialog();
    expect(within(dialog).queryByText(/\d arquivos?/)).not.toBeInTheDocument();
    await user.type(field, 'joao@imprensa.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialog).findByText('6 arquivos, 2,0 MB no total.')).toBeInTheDocument();
  });

  it('shows the size first, then asks for the link, empties the favorites and says the link is coming', async () => {
    const { user, dialog, field } = await openDialog();
    await user.type(field, ' joao@imprensa.com.br ');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    expect(await within(dialog).findByText('3 arquivos, 3,5 MB no total.')).toBeInTheDocument();
    expect(within(dialog).getByText('joao@imprensa.com.br')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'cartfiles/size', body: { email: 'joao@imprensa.com.br', cart } }]);
    expect(stored()).toEqual(null); // nothing changed yet: the preloaded list was never rewritten

    await user.click(within(dialog).getByRole('button', { name: 'Enviar link' }));
    expect(
      await screen.findByText(
        'Pronto! O link para baixar seus arquivos chegará por e-mail em alguns minutos.',
      ),
    ).toBeInTheDocument();
    expect(calls[1]).toEqual({ path: 'cartfiles', body: { email: 'joao@imprensa.com.br', cart } });
    expect(stored()).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Foto 1' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/^Pronto!/)).toHaveFocus();
  });

  it("alerts 'Error' when the request gets no answer, and keeps the favorites and the address", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    server.use(http.post('*/api/cartfiles', () => HttpResponse.error()));
    const { user, dialog, field } = await openDialog();
    await user.type(field, 'joao@imprensa.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Enviar link' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error'));
    expect(within(dialog).getByRole('button', { name: 'Enviar link' })).toBeEnabled();
    expect(screen.getAllByRole('link', { name: /^(Foto 1|Álbum)$/ })).toHaveLength(2);
    expect(stored()).toEqual(null);

    await user.click(within(dialog).getByRole('button', { name: 'Alterar e-mail' }));
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('joao@imprensa.com');
  });

  it("alerts 'Error' when the size gets no answer", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    server.use(http.post('*/api/cartfiles/size', () => HttpResponse.error()));
    const { user, dialog, field } = await openDialog();
    await user.type(field, 'joao@imprensa.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error'));
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('joao@imprensa.com');
  });

  it("shows the server's reason for a refusal and keeps the favorites", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    server.use(
      http.post('*/api/cartfiles', () =>
        HttpResponse.json({ message: 'Um dos arquivos não é deste site.' }, { status: 400 }),
      ),
    );
    const { user, dialog, field } = await openDialog();
    await user.type(field, 'joao@imprensa.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Enviar link' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Um dos arquivos não é deste site.');
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getAllByRole('link', { name: /^(Foto 1|Álbum)$/ })).toHaveLength(2);
  });

  it('keeps the address when the dialog is closed and opened again', async () => {
    const { user, dialog, field } = await openDialog();
    await user.type(field, 'joao@imp');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Baixar todos' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Baixar todos' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('joao@imp');
  });

  it("offers a signed-in journalist's own address, which she may change", async () => {
    const user = { id: 7, name: 'Joana', email: 'jornalista@imprensa.test', role: 10, loggedIn: true };
    const { user: typist } = renderFavoritesPage(items, { user });
    await typist.click(screen.getByRole('button', { name: 'Baixar todos' }));
    const field = within(screen.getByRole('dialog', { name: 'Receber por e-mail' })).getByLabelText('E-mail');
    expect(field).toHaveValue('jornalista@imprensa.test');
    await typist.clear(field);
    await typist.type(field, 'pauta@jornal.test');
    expect(field).toHaveValue('pauta@jornal.test');
  });
});
