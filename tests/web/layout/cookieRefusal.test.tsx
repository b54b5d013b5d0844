import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { menuLoaded, renderLayout } from './renderLayout';
import { currentAddress } from '../utils';

// A file of its own: it checks that react-ga4 is never even loaded (the factory runs on the first import only).
const ga = vi.hoisted(() => ({ loaded: false, initialize: vi.fn(), send: vi.fn(), event: vi.fn() }));
vi.mock('react-ga4', () => {
  ga.loaded = true;
  return { default: { initialize: ga.initialize, send: ga.send, event: ga.event } };
});

describe('refusing cookies', () => {
  it('is one click, like accepting: stored, the notice goes away for good, analytics never loads', async () => {
    const { user, unmount } = renderLayout('/home');
    await menuLoaded();
    const notice = screen.getByRole('region', { name: 'Aviso de cookies' });
    const refuse = within(notice).getByRole('button', { name: 'Recusar' });
    expect(within(notice).getByRole('button', { name: 'Aceitar' })).toBeInTheDocument();

    await user.click(refuse);
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(localStorage.getItem('acceptCookies')).toBe('false');

    // Browsing on: still nothing of analytics.
    await user.click(screen.getByRole('link', { name: 'Aurora Vento' }));
    expect(currentAddress()).toBe('/cars/car/2');

    // A later visit (a fresh store reading the stored answer): no notice, no analytics.
    unmount();
    renderLayout('/home');
    await menuLoaded();
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    expect(ga.loaded).toBe(false);
    expect(ga.initialize).not.toHaveBeenCalled();
    expect(ga.send).not.toHaveBeenCalled();
  });
});
