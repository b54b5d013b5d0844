import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Breadcrumb } from '../../../src/components/layout/Breadcrumb';
import { displayTitle } from '../../../src/domain/format';
import { paths } from '../../../src/domain/routes';
import { usePageHandlers } from '../msw/pageHandlers';
import { renderApp, renderWithProviders } from '../utils';

/** The trail's steps as read, and the current one. */
async function trailOf() {
  const trail = await screen.findByRole('navigation', { name: 'Trilha de navegação' });
  const steps = within(trail).getAllByRole('listitem');
  return { trail, steps, labels: steps.map((step) => step.textContent), current: steps.at(-1)! };
}

describe('Breadcrumb', () => {
  it('starts at Home, links the steps above the page and marks the page itself, last, as current', async () => {
    renderWithProviders(
      <Breadcrumb
        items={[
          { label: 'Carros', to: paths.cars.list[3].href() },
          { label: 'Aurora T-Cross', to: paths.cars.detail.href(1) },
          { label: 'T-Cross Highline 1.4 TSI' },
        ]}
      />,
    );
    const { trail, steps, labels, current } = await trailOf();
    expect(labels).toEqual([
      'Home',
      'Carros',
      displayTitle('Aurora T-Cross'),
      displayTitle('T-Cross Highline 1.4 TSI'),
    ]);
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(trail).getByRole('link', { name: 'Carros' })).toHaveAttribute('href', '/cars/models');
    expect(within(trail).getByRole('link', { name: displayTitle('Aurora T-Cross') })).toHaveAttribute(
      'href',
      '/cars/car/1',
    );
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(current).queryByRole('link')).not.toBeInTheDocument();
    expect(steps.slice(0, -1).every((step) => !step.hasAttribute('aria-current'))).toBe(true);
  });

  it('never links the current page, even when given an address, and never shows Home twice', () => {
    renderWithProviders(
      <Breadcrumb
        items={[
          { label: 'Home', to: '/home' },
          { label: 'News', to: '/news' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((step) => step.textContent)).toEqual(['Home', 'News']);
    expect(screen.queryByRole('link', { name: 'News' })).not.toBeInTheDocument();
    expect(screen.getByText('News')).toHaveAttribute('aria-current', 'page');
  });

  it('shows nothing without items', () => {
    renderWithProviders(<Breadcrumb items={[]} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('one trail rule for every page below Home', () => {
  beforeEach(() => usePageHandlers());

  it.each([
    ['/media-center', ['Home', 'Media Center']],
    ['/media-gallery', ['Home', 'Media Center', 'Galeria']],
    ['/contacts', ['Home', 'Media Center', 'Contatos']],
    ['/newsletter', ['Home', 'Newsletter']],
    ['/termos-legais', ['Home', 'Termos Legais']],
    ['/carrinho', ['Home', 'Favoritos']],
    ['/cars/models', ['Home', 'Carros', 'Modelos']],
    ['/cars/concepts', ['Home', 'Carros', 'Conceitos']],
  ])('%s: %j', async (route, expected) => {
    renderApp(route);
    const { labels, steps, current } = await trailOf();
    expect(labels).toEqual(expected);
    expect(within(steps[0]!).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(current).queryByRole('link')).not.toBeInTheDocument();
  });

  it('has no trail on the home page', async () => {
    renderApp('/home');
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Trilha de navegação' })).not.toBeInTheDocument();
  });
});
