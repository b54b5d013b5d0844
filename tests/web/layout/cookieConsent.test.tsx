import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { config } from '../../../src/lib/config';
import { menuLoaded, renderLayout } from './renderLayout';
import { currentAddress } from '../utils';

// react-ga4 is a third-party library that talks to Google: a stand-in records what the app asks of it, and whether
// it was loaded at all (the factory runs on the first import only).
const ga = vi.hoisted(() => ({ loaded: false, initialize: vi.fn(), send: vi.fn(), event: vi.fn() }));
vi.mock('react-ga4', () => {
  ga.loaded = true;
  return { default: { initialize: ga.initialize, send: ga.send, event: ga.event } };
});

const pageViews = () =>
  ga.send.mock.calls.map(([fields]) => (fields as { hitType: string; page: string }).page);

describe('cookie notice and analytics', () => {
  it('shows the notice and loads nothing of analytics until the visitor accepts', async () => {
    const { user } = renderLayout('/home');
    await menuLoaded();

    const notice = screen.getByRole('region', { name: 'Aviso de cookies' });
    expect(notice).toHaveTextContent(/cookies/);
    expect(notice).toHaveTextContent(/LGPD/);
    expect(within(notice).getByRole('link', { name: 'Política de Cookies' })).toHaveAttribute(
      'href',
      '/termos-legais/Cookies',
    );

    // The page keeps room for the notice (measured in the browser; the e2e tests check the layout itself).
    const reservedSpace = () => document.documentElement.style.getPropertyValue('--cookie-notice-space');
    expect(reservedSpace()).toMatch(/^\d+px$/);

    // Browsing on without accepting: still nothing.
    await user.click(screen.getByRole('link', { name: 'Aurora Vento' }));
    expect(currentAddress()).toBe('/cars/car/2');
    expect(ga.loaded).toBe(false);
    expect(ga.initialize).not.toHaveBeenCalled();
    expect(localStorage.getItem('acceptCookies')).toBeNull();

    await user.click(within(notice).getByRole('button', { name: 'Aceitar' }));

    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    expect(reservedSpace()).toBe('');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(localStorage.getItem('acceptCookies')).toBe('true');
    await waitFor(() => expect(ga.send).toHaveBeenCalled());
    expect(ga.initialize).toHaveBeenCalledTimes(1);
    expect(ga.initialize).toHaveBeenCalledWith(config.analyticsId, expect.anything());
    expect(pageViews()).toEqual(['/cars/car/2']); // the page shown when the visitor accepted

    // Then one page view per route change.
    await user.click(screen.getByRole('link', { name: 'Aurora Imprensa, página inicial' }));
    await waitFor(() => expect(pageViews()).toEqual(['/cars/car/2', '/home']));
    expect(ga.initialize).toHaveBeenCalledTimes(1);
  });
});
