/** How long the home banner stays on a picture before it moves on by itself (spec section 9: 50000 ms). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import HomePage from '../../../src/features/home/pages/HomePage';
import { bannerFixture, homeFixture } from '../../fixtures/content';
import { server } from '../msw/server';
import { renderWithProviders, setViewportWidth, untilSlidersLoaded } from '../utils';
import { stubMediaPlayback } from './mediaStubs';

beforeEach(() => {
  setViewportWidth(1280);
  stubMediaPlayback();
  // The viewport double answers every query without a width as matching: say no to reduced motion.
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion') ? { ...matchMedia(query), matches: false } : matchMedia(query);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const photoSlide = (n: number) => ({
  ...bannerFixture[0]!,
  id_destaque: 10 + n,
  title: `Destaque ${n}`,
  mediaLow: `/media/images/destaque-${n}-low.jpg`,
});

describe('the home banner on a picture', () => {
  it('stays 50 s, not the default 10.5 s, then moves on', async () => {
    server.use(
      http.get('*/api/home/json/', () =>
        HttpResponse.json({ ...homeFixture, destaque: [1, 2].map(photoSlide) }),
      ),
    );
    renderWithProviders(<HomePage />, { route: '/home' });
    const banner = await screen.findByRole('region', { name: 'Destaques' });
    await within(banner).findByRole('link', { name: 'Destaque 1' });
    await untilSlidersLoaded();
    // Only the slide shown is in the accessibility tree; the others are hidden until the slider moves.
    const shown = () => within(banner).queryByRole('link', { name: /^Destaque \d$/ })?.textContent;

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(shown()).toBe('Destaque 1');
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(shown()).toBe('Destaque 2');
  });
});
