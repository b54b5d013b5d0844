import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Breadcrumb } from '../../../src/components/layout/Breadcrumb';
import { displayTitle } from '../../../src/domain/format';
import { paths } from '../../../src/domain/routes';
import { renderWithProviders } from '../utils';

describe('Breadcrumb', () => {
  it('links the trail and marks the last item as the current page', () => {
    renderWithProviders(
      <Breadcrumb
        items={[
          { label: 'Home', to: paths.home.href() },
          { label: 'Carros', to: paths.cars.list[3].href() },
          { label: 'Aurora T-Cross', to: paths.cars.detail.href(1) },
          { label: 'T-Cross Highline 1.4 TSI' },
        ]}
      />,
    );
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    const items = within(trail).getAllByRole('listitem');
    expect(items).toHaveLength(4);

    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(trail).getByRole('link', { name: 'Carros' })).toHaveAttribute('href', '/cars/models');
    expect(within(trail).getByRole('link', { name: displayTitle('Aurora T-Cross') })).toHaveAttribute(
      'href',
      '/cars/car/1',
    );

    const current = items[3]!;
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveTextContent(displayTitle('T-Cross Highline 1.4 TSI'));
    expect(within(current).queryByRole('link')).not.toBeInTheDocument();
    expect(items.slice(0, 3).every((item) => !item.hasAttribute('aria-current'))).toBe(true);
  });

  it('never links the current page, even when given an address', () => {
    renderWithProviders(
      <Breadcrumb
        items={[
          { label: 'Home', to: '/home' },
          { label: 'News', to: '/news' },
        ]}
      />,
    );
    expect(screen.queryByRole('link', { name: 'News' })).not.toBeInTheDocument();
    expect(screen.getByText('News')).toHaveAttribute('aria-current', 'page');
  });

  it('shows nothing without items', () => {
    renderWithProviders(<Breadcrumb items={[]} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
