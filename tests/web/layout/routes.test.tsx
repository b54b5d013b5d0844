import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { currentAddress, renderApp } from '../utils';
import { server } from '../msw/server';
import { renderLayout } from './renderLayout';

describe('routes', () => {
  it.each(['/nao-existe', '/cars/trucks', '/termos-legais/imprint/extra'])(
    'sends %s, which has no screen, to /home',
    async (route) => {
      renderApp(route);
      await waitFor(() => expect(currentAddress()).toBe('/home'));
      expect(screen.getByRole('main')).toBeInTheDocument();
    },
  );

  it('keeps / as the home page', async () => {
    renderApp('/');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(currentAddress()).toBe('/');
  });
});

describe('layout', () => {
  it('has a skip link to the main content, the header logo linking home, and the main landmark', async () => {
    const { user } = renderLayout('/outra');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'conteudo');

    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveAttribute('href', '#conteudo');
    await user.click(skip);
    expect(main).toHaveFocus();

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Aurora Imprensa, página inicial' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(within(header).getByRole('button', { name: 'Abrir menu' })).toBeInTheDocument();
  });

  it('logs Error and still works when the menu fetch fails', async () => {
    server.use(http.get('*/api/menu/json/', () => HttpResponse.json({ message: 'falhou' }, { status: 500 })));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderLayout('/home');

    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Error', expect.anything()));
    expect(screen.getByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    // The menu still opens, with its sections and the media center (which needs no content).
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await user.click(await screen.findByRole('button', { name: 'Media Center' }));
    expect(screen.getByRole('link', { name: 'Abrir Media Center' })).toHaveAttribute('href', '/media-center');
    consoleError.mockRestore();
  });
});
