import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../utils';
import { favorites, favoritesState } from './favoriteBuilders';

describe('favorites in the site', () => {
  it('has the icon in the header and the cart page at /carrinho', async () => {
    const { user } = renderApp('/carrinho', { preloadedState: favoritesState(favorites(2)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Favoritos' })).toBeInTheDocument();

    const header = screen.getByRole('banner');
    const icon = within(header).getByRole('button', { name: 'Favoritos, 2 itens' });
    await user.click(icon);
    await user.click(within(header).getByRole('button', { name: 'Remover Foto 1 dos favoritos' }));
    // The page follows the header: one list in the store.
    expect(screen.queryByRole('link', { name: 'Foto 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Foto 2' })).toBeInTheDocument();
    expect(icon).toHaveAccessibleName('Favoritos, 1 item');
  });
});
