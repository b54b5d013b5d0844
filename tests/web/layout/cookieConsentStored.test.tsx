import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { config } from '../../../src/lib/config';
import { menuLoaded, renderLayout } from './renderLayout';

// A file of its own: analytics starts once per page load, and this file is a load where consent was already given.
const ga = vi.hoisted(() => ({ initialize: vi.fn(), send: vi.fn(), event: vi.fn() }));
vi.mock('react-ga4', () => ({ default: ga }));

describe('cookie consent given on an earlier visit', () => {
  it('hides the notice and starts analytics with the first page', async () => {
    localStorage.setItem('acceptCookies', 'true');
    renderLayout('/home?origem=newsletter');
    await menuLoaded();

    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(ga.send).toHaveBeenCalledWith(
        expect.objectContaining({ hitType: 'pageview', page: '/home?origem=newsletter' }),
      ),
    );
    expect(ga.initialize).toHaveBeenCalledWith(config.analyticsId, expect.anything());
    expect(ga.send).toHaveBeenCalledTimes(1);
  });
});
