import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import LoggedAreaPage from '../../../src/features/loggedArea/pages/LoggedAreaPage';
import { userDataStorage } from '../../../src/lib/storage';
import { currentAddress, LocationProbe, renderWithProviders } from '../utils';

function renderLoggedArea({ hasEvents, role = 10 }: { hasEvents?: 'true' | 'false'; role?: number } = {}) {
  userDataStorage.write({
    token: 'session-1',
    user: { id: 7, name: 'Ana Souza Lima', email: 'jornalista@imprensa.test', role, loggedIn: true },
  });
  if (hasEvents) localStorage.setItem('user-has-event', hasEvents);
  return renderWithProviders(
    <>
      <Routes>
        <Route path="area-logada" element={<LoggedAreaPage />} />
        <Route path="*" element={<h1>Outra página</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/area-logada' },
  );
}

const cards = () => screen.getByRole('list', { name: 'Área Logada' });
const cardLinks = () =>
  within(cards())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('/area-logada', () => {
  it('is titled Área Logada, in the breadcrumb, the heading and the window', () => {
    renderLoggedArea();
    expect(screen.getByRole('heading', { level: 1, name: 'Área Logada' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trail).getByText('Área Logada')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Área Logada | Aurora Imprensa');
  });

  it('offers Perfil and Solicitação de Veículo, without Eventos when the user has none', () => {
    renderLoggedArea({ hasEvents: 'false' });
    expect(cardLinks()).toEqual([
      ['Perfil', '/registry'],
      ['Solicitação de Veículo', '/home-comodato'],
    ]);
    expect(screen.queryByRole('link', { name: 'Eventos' })).not.toBeInTheDocument();
  });

  it('offers no Solicitação de Veículo to the restricted role, which has no card in the loan area', () => {
    renderLoggedArea({ role: 4 });
    expect(cardLinks()).toEqual([['Perfil', '/registry']]);
  });

  it('offers Eventos too when user-has-event says so', () => {
    renderLoggedArea({ hasEvents: 'true' });
    expect(cardLinks()).toEqual([
      ['Perfil', '/registry'],
      ['Solicitação de Veículo', '/home-comodato'],
      ['Eventos', '/eventos'],
    ]);
  });

  it('lets the keyboard reach each card in order and follow it', async () => {
    const { user } = renderLoggedArea({ hasEvents: 'true' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Solicitação de Veículo' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Eventos' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(currentAddress()).toBe('/eventos');
  });
});
