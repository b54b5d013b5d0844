import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import HomePage from '../../../src/features/home/pages/HomePage';
import { renderWithProviders, setViewportWidth, untilSlidersLoaded } from '../utils';
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
    await untilSlidersLoaded(); // the panels beside the open one are drawn once react-slick has come
    expect(within(panel('Galeria')).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
  });

  it('selects a tab when tapped and slides its panel into view', async () => {
    const { user } = renderWithProviders(<HomePage />, { route: '/home' });
    await screen.findByRole('link', { name: /Notícia 1:/ }); // the content has arrived
    const carros = screen.getByRole('tab', { name: 'Carros' });
    await user.click(carros);
    expect(carros).toHaveAttribute('aria-selected', 'true');
    expect(carros).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'false');
    const cars = await screen.findByRole('tabpanel', { name: 'Carros' });
    // All the cars, in a grid: a slider of its own inside the panels would take the swipes meant for them.
    expect(
      within(cars)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/cars/car/1', '/cars/car/2', '/cars/car/3', '/cars/car/4', '/cars/car/5']);
    expect(within(cars).getAllByRole('listitem')).toHaveLength(5);
    expect(within(cars).queryByRole('button', { name: 'Próximo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: 'News' })).not.toBeInTheDocument();
  });

  it('draws a panel only when it is open or next to the open one, and keeps it drawn', async () => {
    const { user } = renderWithProviders(<HomePage />, { route: '/home' });
    await screen.findByRole('tabpanel', { name: 'News' });
    await untilSlidersLoaded();
    expect(within(panel('Galeria')).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
    // Carros and Contatos are two tabs away or more: none of their pictures is on the page yet.
    expect(within(panel('Carros')).queryAllByRole('link', { hidden: true })).toEqual([]);
    expect(screen.queryByAltText('Mariana Souza')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Galeria' }));
    expect(within(panel('Carros')).getAllByRole('link', { hidden: true })).toHaveLength(5);
    expect(screen.queryByAltText('Mariana Souza')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Contatos' }));
    expect(await screen.findByAltText('Mariana Souza')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'News' }));
    expect(screen.getByAltText('Mariana Souza', { exact: true })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderWithProviders(<HomePage />, { route: '/home' });
    await screen.findByRole('link', { name: /Notícia 1:/ }); // the content has arrived
    await user.click(screen.getByRole('tab', { name: 'News' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Galeria' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Galeria' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Contatos' })).toHaveAttribute('aria-selected', 'true');
  });

  it('marks the tab bar stuck once its place has scrolled above the line it sticks to', async () => {
    // jsdom lays nothing out: the place the bar holds in the page is placed by hand (the header's edge is at 0
    // here, as jsdom applies no stylesheet). Browsers stick the bar with CSS; the e2e tests check where.
    renderWithProviders(<HomePage />, { route: '/home' });
    await screen.findByRole('tabpanel', { name: 'News' });
    const bar = screen.getByRole('tablist').closest<HTMLElement>('[data-stuck]')!;
    const place = bar.previousElementSibling!;
    const placeAt = (top: number) => {
      place.getBoundingClientRect = () => ({ top }) as DOMRect;
      fireEvent.scroll(window);
    };

    placeAt(300);
    expect(bar).toHaveAttribute('data-stuck', 'false');
    placeAt(0);
    expect(bar).toHaveAttribute('data-stuck', 'false');
    placeAt(-1);
    expect(bar).toHaveAttribute('data-stuck', 'true');
    expect(bar).toHaveClass('home-tabs--stuck');
    placeAt(40);
    expect(bar).toHaveAttribute('data-stuck', 'false');
  });

  it('while the bar is stuck, a new tab opens with its panel top just under the bar', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderWithProviders(<HomePage />, { route: '/home' });
    await screen.findByRole('tabpanel', { name: 'News' });
    const place = screen.getByRole('tablist').closest('[data-stuck]')!.previousElementSibling!;
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 2000 });
    place.getBoundingClientRect = () => ({ top: -1500 }) as DOMRect;

    await user.click(screen.getByRole('tab', { name: 'Social' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 500, behavior: 'instant' });
  });

  it('leaves the banner video to a tap: a phone downloads no MP4 by itself', async () => {
    renderWithProviders(<HomePage />, { route: '/home' });
    await screen.findByRole('link', { name: /Notícia 1:/ }); // the content has arrived
    const banner = screen.getByRole('region', { name: 'Destaques' });
    // The video is the second slide: its player comes when a touch on the banner makes it the next to be seen.
    expect(banner.querySelector('video')).toBeNull();
    fireEvent.touchStart(banner);
    expect(
      await within(banner).findByRole('button', { name: /Reproduzir vídeo/, hidden: true }),
    ).toBeInTheDocument();
    expect(banner.querySelector('video')).toHaveAttribute('preload', 'none');
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  });
});
