import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { favoritesPopoverMs } from '../../../src/domain/favorites';
import { FavoritesMenu } from '../../../src/features/favorites/components/FavoritesMenu';
import { addToFavorites } from '../../../src/state/favorites/favoritesSlice';
import { announced, renderWithProviders } from '../utils';
import { favorite, favorites, favoritesState } from './favoriteBuilders';

afterEach(() => {
  vi.useRealTimers();
});

const icon = () => screen.getByRole('button', { name: /^Favoritos,/ });
const preview = () => screen.queryByRole('region', { name: 'Prévia dos favoritos' });

function renderMenu(count: number) {
  return renderWithProviders(
    <>
      <FavoritesMenu />
      <button type="button">Fora</button>
    </>,
    { preloadedState: favoritesState(favorites(count)) },
  );
}

describe('header favorites icon', () => {
  it('names the count and shows it as a badge', () => {
    renderMenu(3);
    expect(icon()).toHaveAccessibleName('Favoritos, 3 itens');
    expect(icon()).toHaveTextContent('3');
    expect(icon()).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when the list is empty, in the name and in the preview', async () => {
    const { user } = renderMenu(0);
    expect(icon()).toHaveAccessibleName('Favoritos, nenhum item');
    await user.click(icon());
    expect(within(preview()!).getByText('Nenhum item na lista de favoritos')).toBeInTheDocument();
    expect(within(preview()!).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('previews the first 5 with a more-indicator and the way to the cart page', async () => {
    const { user } = renderMenu(8);
    await user.click(icon());
    expect(icon()).toHaveAttribute('aria-expanded', 'true');
    const panel = preview()!;
    const rows = within(panel).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getByText('Foto 1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Imagem')).toBeInTheDocument();
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', favorite(1).imageLink);
    expect(within(panel).getByText('+ 3 itens')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Ver favoritos' })).toHaveAttribute('href', '/carrinho');
  });

  it('removes an item from the preview, and focus goes to the next one', async () => {
    const { user } = renderMenu(6);
    await user.click(icon());
    await user.click(screen.getByRole('button', { name: 'Remover Foto 2 dos favoritos' }));

    expect(screen.queryByText('Foto 2')).not.toBeInTheDocument();
    expect(icon()).toHaveAccessibleName('Favoritos, 5 itens');
    expect(within(preview()!).getAllByRole('listitem')).toHaveLength(5);
    expect(within(preview()!).queryByText(/^\+/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover Foto 3 dos favoritos' })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem('favorites')!)).toHaveLength(5);
  });

  it('says the removal and how many are left', async () => {
    const { user } = renderMenu(3);
    await user.click(icon());
    await user.click(screen.getByRole('button', { name: 'Remover Foto 2 dos favoritos' }));
    await announced('Foto 2 removido dos favoritos. Favoritos, 2 itens.');
    await user.click(screen.getByRole('button', { name: 'Remover Foto 1 dos favoritos' }));
    await user.click(screen.getByRole('button', { name: 'Remover Foto 3 dos favoritos' }));
    await announced('Foto 3 removido dos favoritos. Favoritos, nenhum item.');
  });

  it('closes when the focus moves out of it, the focus going on where it went', async () => {
    const { user } = renderMenu(1);
    await user.click(icon());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remover Foto 1 dos favoritos' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Ver favoritos' })).toHaveFocus();
    expect(preview()).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fora' })).toHaveFocus();
    expect(preview()).not.toBeInTheDocument();
    expect(icon()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape, giving the focus back to the icon, and on a click elsewhere', async () => {
    const { user } = renderMenu(2);
    await user.click(icon());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remover Foto 1 dos favoritos' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(preview()).not.toBeInTheDocument();
    expect(icon()).toHaveFocus();

    await user.click(icon());
    expect(preview()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fora' }));
    expect(preview()).not.toBeInTheDocument();
  });

  it("closes on Escape when opened by a 'Favoritar' elsewhere, the focus staying there", async () => {
    const { store, user } = renderMenu(1);
    const elsewhere = screen.getByRole('button', { name: 'Fora' });
    elsewhere.focus();
    act(() => {
      store.dispatch(addToFavorites(favorite(9)));
    });
    expect(preview()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(preview()).not.toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
  });

  it(`opens by itself when an item is added anywhere, and closes after ${favoritesPopoverMs} ms`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store } = renderMenu(1);
    expect(preview()).not.toBeInTheDocument();

    act(() => {
      store.dispatch(addToFavorites(favorite(9)));
    });
    expect(icon()).toHaveAccessibleName('Favoritos, 2 itens');
    expect(within(preview()!).getAllByRole('listitem')[0]).toHaveTextContent('Foto 9');
    expect(icon()).not.toHaveFocus(); // opening by itself takes no focus from where the visitor is

    act(() => vi.advanceTimersByTime(favoritesPopoverMs - 100));
    expect(preview()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(preview()).not.toBeInTheDocument();
  });

  it('stays open while pointed at, and closes 3 s after the pointer leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store } = renderMenu(0);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    act(() => {
      store.dispatch(addToFavorites(favorite(1)));
    });
    await user.hover(preview()!);
    act(() => vi.advanceTimersByTime(favoritesPopoverMs * 2));
    expect(preview()).toBeInTheDocument();

    await user.unhover(preview()!);
    act(() => vi.advanceTimersByTime(favoritesPopoverMs));
    expect(preview()).not.toBeInTheDocument();
  });
});
