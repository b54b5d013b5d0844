import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { menuLoaded, renderLayout } from './renderLayout';

describe('footer', () => {
  it('has a column per section with the menu entries, linked through the route builders', async () => {
    renderLayout();
    await menuLoaded();
    const footer = screen.getByRole('contentinfo');
    const sitemap = within(footer).getByRole('navigation', { name: 'Mapa do site' });

    const columns = {
      Carros: '/cars/models',
      Empresa: '/company',
      Tecnologia: '/technology',
      'Mobilidade Elétrica': '/mobilidade-eletrica',
      'Media Center': '/media-center',
    };
    for (const [title, href] of Object.entries(columns)) {
      const heading = within(sitemap).getByRole('heading', { name: title });
      expect(within(heading).getByRole('link')).toHaveAttribute('href', href);
    }
    const link = (name: string) => within(sitemap).getByRole('link', { name });
    expect(link('Aurora Vento')).toHaveAttribute('href', '/cars/car/2');
    expect(link('Sobre a Aurora')).toHaveAttribute('href', '/company'); // id 1: the section root
    expect(link('Fábricas')).toHaveAttribute('href', '/company/2');
    expect(link('Motores TSI')).toHaveAttribute('href', '/technology/2');
    expect(link('Recarga')).toHaveAttribute('href', '/mobilidade-eletrica/2');
    expect(link('News')).toHaveAttribute('href', '/news');
    expect(link('Galeria')).toHaveAttribute('href', '/media-gallery');
    expect(link('Contatos')).toHaveAttribute('href', '/contacts');
    expect(link('Newsletter')).toHaveAttribute('href', '/newsletter');
  });

  it('links the four social networks in a new window, and the legal pages', async () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');

    const social = within(within(footer).getByRole('list', { name: 'Redes sociais' })).getAllByRole('link');
    expect(social.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Aurora no Instagram (abre em nova janela)',
      'Aurora no Facebook (abre em nova janela)',
      'Aurora no LinkedIn (abre em nova janela)',
      'Aurora no YouTube (abre em nova janela)',
    ]);
    for (const link of social) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const legal = within(footer).getByRole('list', { name: 'Informações legais' });
    expect(within(legal).getByRole('link', { name: 'Termos Legais' })).toHaveAttribute(
      'href',
      '/termos-legais',
    );
    expect(within(legal).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/termos-legais/privacypolicy',
    );
    expect(within(footer).getByText(/© \d{4} Aurora Veículos do Brasil/)).toBeInTheDocument();
    await menuLoaded();
  });
});
