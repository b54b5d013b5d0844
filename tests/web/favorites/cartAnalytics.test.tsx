import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startAnalytics } from '../../../src/lib/analytics';
import { server } from '../msw/server';
import { favorite } from './favoriteBuilders';
import { renderFavoritesPage } from './renderFavoritesPage';

// GA itself is Google's script: react-ga4 stands in, so the test sees what would be sent. A file of its own: the
// analytics module starts once per file, and the first test needs a visitor who has not consented yet.
const ga = vi.hoisted(() => ({ initialize: vi.fn(), event: vi.fn(), send: vi.fn() }));
vi.mock('react-ga4', () => ({ default: ga }));

afterEach(() => vi.restoreAllMocks());

const items = [
  favorite(1),
  favorite(2, { name: 'Álbum', contentToDownload: ['/media/a.jpg', '/media/b.mp4'], mediaAmount: 2 }),
  // Nothing to download: left out of the request, so not counted either.
  favorite(3, { contentToDownload: [], mediaAmount: 0 }),
];
const sentText = 'Pronto! O link para baixar seus arquivos chegará por e-mail em alguns minutos.';

/** 'Baixar todos', an address, 'Continuar', 'Enviar link': the whole request of /carrinho. */
async function requestCart() {
  const { user, unmount } = renderFavoritesPage(items);
  await user.click(screen.getByRole('button', { name: 'Baixar todos' }));
  const dialog = screen.getByRole('dialog', { name: 'Receber por e-mail' });
  await user.type(within(dialog).getByLabelText('E-mail'), 'joao@imprensa.com.br');
  await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Enviar link' }));
  return { dialog, unmount };
}

describe('the cart request in analytics', () => {
  it('counts a stored request with its favorites and files, never the address, only after cookie consent', async () => {
    const first = await requestCart();
    expect(await screen.findByText(sentText)).toBeInTheDocument();
    // The request went out; without consent analytics holds nothing that could count it later.
    expect(ga.event).not.toHaveBeenCalled();
    first.unmount();

    await startAnalytics('G-TESTE12345'); // what accepting the cookie notice does
    await requestCart();
    expect(await screen.findByText(sentText)).toBeInTheDocument();
    await waitFor(() =>
      expect(ga.event).toHaveBeenCalledWith('cart_download_request', { item_count: 2, file_count: 3 }),
    );
    expect(ga.event).toHaveBeenCalledTimes(1);
  });

  it('counts nothing when the request is refused', async () => {
    await startAnalytics('G-TESTE12345');
    ga.event.mockClear();
    server.use(
      http.post('*/api/cartfiles', () =>
        HttpResponse.json({ message: 'Um dos arquivos não é deste site.' }, { status: 400 }),
      ),
    );
    const { dialog } = await requestCart();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Um dos arquivos não é deste site.');
    // The refusal's own answer has been drawn: an event for it would have been sent by now.
    expect(ga.event).not.toHaveBeenCalled();
  });
});
