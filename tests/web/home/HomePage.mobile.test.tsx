import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import HomePage from '../../../src/features/home/pages/HomePage';
import { renderWithProviders, setViewportWidth } from '../utils';
import { stubMediaPlayback } from './mediaStubs';

beforeEach(() => {
  setViewportWidth(390);
  stubMediaPlayback();
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

/** A panel by its tab's name, seen or not (the panels off screen are aria-hidden by the slider). */
const panel = (name: string) => screen.getByRole('tabpanel', { name, hidden: true });

describe('home below 992 px', () => {
  it('turns the page into five panels driven by a tab bar, News first', async () => {
    renderWithProviders(<HomePage />, { route: '/home' });
    const tablist = await screen.findByRole('tablist', { name: 'Seções da página inicial' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['News', 'Galeria', 'Carros', 'Social', 'Contatos']);
    expect(within(tablist).getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'News' })).toBeInTheDocument();
    // The banner stays on top.
    expect(screen.getByRole('region', { name: 'Destaques' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notícias' })).not.toBeInTheDocument();
  });

  it('shows only 3 news and 3 gallery items', async () => {
    renderWithProviders(<HomePage />, { route: '/home' });
    const news = await screen.findByRole('tabpanel', { name: 'News' });
    expect(await within(news).findAllByRole('listitem')).toHaveLength(3);
    expect(within(news).getByText('18/11/2026')).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: /Ver mais/ })).toHaveAttribute('href', '/news');
    expect(within(panel('Galeria')).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
  });

  it('selects a tab when tapped and slides its panel into view', async () => {
    const { user } = renderWithProviders(<HomePage />, { route: '/home' });
    await screen.findAllByText('Aurora T\u2011Cross');
    const carros = screen.getByRole('tab', { name: 'Carros' });
    await user.click(carros);
    expect(carros).toHaveAttribute('aria-selected', 'true');
    expect(carros).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'false');
    const cars = await screen.findByRole('tabpanel', { name: 'Carros' });
    // Two cars per slide on a phone.
    expect(
      within(cars)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/cars/car/1', '/cars/car/2']);
    expect(screen.queryByRole('tabpanel', { name: 'News' })).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderWithProviders(<HomePage />, { route: '/home' });
    await screen.findAllByText('Aurora T\u2011Cross');
    await user.click(screen.getByRole('tab', { name: 'News' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Galeria' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Galeria' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Contatos' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sticks the tab bar to the top once scrolled beyond the banner height plus 60 px', async () => {
    renderWithProviders(<HomePage />, { route: '/home' });
    const banner = await screen.findByRole('region', { name: 'Destaques' });
    Object.defineProperty(banner, 'offsetHeight', { configurable: true, value: 300 });
    const bar = screen.getByRole('tablist').closest('[data-sticky]')!;

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 360 });
    fireEvent.scroll(window);
    expect(bar).toHaveAttribute('data-sticky', 'false');

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 361 });
    fireEvent.scroll(window);
    expect(bar).toHaveAttribute('data-sticky', 'true');
    expect(bar).toHaveClass('home-tabs--sticky');

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 100 });
    fireEvent.scroll(window);
    expect(bar).toHaveAttribute('data-sticky', 'false');
  });

  it('leaves the banner video to a tap: a phone downloads no MP4 by itself', async () => {
    renderWithProviders(<HomePage />, { route: '/home' });
    await screen.findAllByText('Aurora T\u2011Cross');
    const banner = screen.getByRole('region', { name: 'Destaques' });
    expect(
      within(banner).getByRole('button', { name: /Reproduzir vídeo/, hidden: true }),
    ).toBeInTheDocument();
    expect(banner.querySelector('video')).toHaveAttribute('preload', 'none');
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  });
});
