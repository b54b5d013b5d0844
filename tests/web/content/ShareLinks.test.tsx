import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ShareLinks } from '../../../src/components/content/ShareLinks';
import { renderWithProviders } from '../utils';

const pageUrl = 'http://localhost:3000/cars/version/1/2';

describe('ShareLinks', () => {
  it('offers the five networks, each carrying the public address of the page', () => {
    renderWithProviders(<ShareLinks title="T-Cross Highline" path="/cars/version/1/2" />);
    const nav = screen.getByRole('navigation', { name: 'Compartilhar' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(5);
    const encoded = encodeURIComponent(pageUrl);

    expect(
      within(nav).getByRole('link', { name: 'Compartilhar no X (Twitter)' }).getAttribute('href'),
    ).toMatch(new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${encoded}`));
    expect(within(nav).getByRole('link', { name: 'Compartilhar no Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    expect(within(nav).getByRole('link', { name: 'Compartilhar no LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    expect(
      within(nav).getByRole('link', { name: 'Compartilhar no WhatsApp' }).getAttribute('href'),
    ).toContain(encoded);
    const mail = within(nav).getByRole('link', { name: 'Compartilhar por e-mail' });
    expect(mail.getAttribute('href')).toMatch(/^mailto:\?subject=T-Cross%20Highline&body=/);
    expect(mail).not.toHaveAttribute('target');
    expect(within(nav).getByRole('link', { name: 'Compartilhar no LinkedIn' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('uses the current address, without its preview token, when given no path', () => {
    renderWithProviders(<ShareLinks title="Fábricas" />, { route: '/company/2?token=rascunho' });
    const facebook = screen.getByRole('link', { name: 'Compartilhar no Facebook' });
    expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost:3000/company/2')}`,
    );
    for (const link of screen.getAllByRole('link'))
      expect(link.getAttribute('href')).not.toContain('rascunho');
  });
});
