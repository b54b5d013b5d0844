import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import HomePage from '../../../src/features/home/pages/HomePage';
import { userDataStorage } from '../../../src/lib/storage';
import { completeUser } from '../auth/signInFixtures';
import { renderWithProviders, setViewportWidth } from '../utils';
import { stubMediaPlayback } from './mediaStubs';

const signIn = (loggedIn = true) =>
  userDataStorage.write({ token: 'session-1', user: { ...completeUser, loggedIn } });
const welcome = () => screen.queryByRole('region', { name: 'Boas-vindas' });

beforeEach(() => stubMediaPlayback());
afterEach(() => vi.restoreAllMocks());

describe("the home page's welcome block", () => {
  it('greets a logged-in user by first name and links to the logged-in area', async () => {
    signIn();
    renderWithProviders(<HomePage />, { route: '/home' });
    await screen.findByRole('region', { name: 'Notícias' });
    const block = welcome()!;
    expect(within(block).getByText('Olá, Ana!')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Acessar área logada' })).toHaveAttribute(
      'href',
      '/area-logada',
    );
  });

  it('comes after the banner and before the news, in the order of spec section 2', async () => {
    signIn();
    renderWithProviders(<HomePage />, { route: '/home' });
    const news = await screen.findByRole('region', { name: 'Notícias' });
    const banner = screen.getByRole('region', { name: 'Destaques' });
    const block = welcome()!;
    expect(banner.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(block.compareDocumentPosition(news) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not there for a visitor, nor for a user whose profile is incomplete', async () => {
    const visitor = renderWithProviders(<HomePage />, { route: '/home' });
    await screen.findByRole('region', { name: 'Notícias' });
    expect(welcome()).not.toBeInTheDocument();
    visitor.unmount();

    signIn(false);
    renderWithProviders(<HomePage />, { route: '/home' });
    await screen.findByRole('region', { name: 'Notícias' });
    expect(welcome()).not.toBeInTheDocument();
  });

  it("gives the phone's tab bar the logged style only for a logged-in user", async () => {
    setViewportWidth(390);
    const visitor = renderWithProviders(<HomePage />, { route: '/home' });
    const bar = () => screen.getByRole('tablist', { name: 'Seções da página inicial' }).parentElement!;
    await screen.findByRole('tablist', { name: 'Seções da página inicial' });
    expect(bar()).not.toHaveClass('home-tabs--logged');
    visitor.unmount();

    signIn();
    renderWithProviders(<HomePage />, { route: '/home' });
    await screen.findByRole('tablist', { name: 'Seções da página inicial' });
    expect(bar()).toHaveClass('home-tabs--logged');
    expect(welcome()).toBeInTheDocument();
  });
});
