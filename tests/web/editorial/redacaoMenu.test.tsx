import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userDataStorage } from '../../../src/lib/storage';
import { completeUser } from '../auth/signInFixtures';
import { renderLayout } from '../layout/renderLayout';

const openUserMenu = async (user: ReturnType<typeof renderLayout>['user']) => {
  const header = screen.getByRole('banner');
  await user.click(await within(header).findByRole('button', { name: 'Menu do usuário' }));
  return within(header).getByRole('navigation', { name: 'Menu do usuário' });
};

describe("the signed-in menu's 'Redação'", () => {
  it.each([
    ['the press office (role 0)', 0],
    ['the administrator (role 1)', 1],
  ])('is offered to %s', async (_who, role) => {
    userDataStorage.write({ token: 'session-1', user: { ...completeUser, role, loggedIn: true } });
    const { user } = renderLayout('/home');
    const menu = await openUserMenu(user);
    expect(within(menu).getByRole('link', { name: 'Redação' })).toHaveAttribute('href', '/redacao');
  });

  it('leads the backoffice (role 5) to the fleet, its one staff area', async () => {
    userDataStorage.write({ token: 'session-1', user: { ...completeUser, role: 5, loggedIn: true } });
    const { user } = renderLayout('/home');
    const menu = await openUserMenu(user);
    expect(within(menu).getByRole('link', { name: 'Redação' })).toHaveAttribute('href', '/redacao/frota');
  });

  it.each([
    ['a journalist (role 10)', 10],
    ['a manager (role 2)', 2],
  ])('is not offered to %s', async (_who, role) => {
    userDataStorage.write({ token: 'session-1', user: { ...completeUser, role, loggedIn: true } });
    const { user } = renderLayout('/home');
    const menu = await openUserMenu(user);
    expect(within(menu).getByRole('link', { name: 'Perfil' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Redação' })).not.toBeInTheDocument();
  });
});
