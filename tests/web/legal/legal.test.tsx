import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { currentAddress, renderApp } from '../utils';

const renderAt = (route: string) => renderApp(route);

const pageHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

// The pages load lazily through the route table; loading them once here (their stylesheets compile, which can take
// seconds on a busy machine) keeps that wait out of each test's time.
beforeAll(async () => {
  await import('../../../src/features/legal/pages/LegalIndexPage');
  await import('../../../src/features/legal/pages/LegalPage');
}, 60000);

describe('legal index', () => {
  it('links to the six legal pages', async () => {
    renderAt('/termos-legais');
    expect(await pageHeading('Termos Legais')).toBeInTheDocument();
    const links: [string, string][] = [
      ['Termos Gerais de Uso', '/termos-legais/imprint'],
      ['Política de Privacidade', '/termos-legais/privacypolicy'],
      ['Termos da Newsletter', '/termos-legais/termoNews'],
      ['Termos de Uso para Download', '/termos-legais/termoDownload'],
      ['Política de Cookies', '/termos-legais/Cookies'],
      ['Políticas da Sala de Imprensa', '/termos-legais/Policies'],
    ];
    const main = screen.getByRole('main');
    for (const [name, href] of links) {
      expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(document.title).toBe('Termos Legais | Aurora Imprensa');
  });

  it('sends an unknown legal page to the index', async () => {
    renderAt('/termos-legais/nao-existe');
    expect(await pageHeading('Termos Legais')).toBeInTheDocument();
    expect(currentAddress()).toBe('/termos-legais');
  });

  it('matches the pages regardless of case, landing on their usual address', async () => {
    renderAt('/TERMOS-LEGAIS/cookies');
    expect(await pageHeading('Política de Cookies')).toBeInTheDocument();
    expect(currentAddress()).toBe('/termos-legais/Cookies');
  });
});

describe('legal pages state the facts of the terms', () => {
  const text = () => screen.getByRole('article').textContent ?? '';

  it('imprint: updated 18/03/2019, informational not commercial use, over 18, support hours', async () => {
    renderAt('/termos-legais/imprint');
    expect(await pageHeading('Termos Gerais de Uso')).toBeInTheDocument();
    expect(text()).toContain('Atualizado em 18/03/2019');
    expect(text()).toMatch(/uso informativo e jornalístico, e não para uso comercial/);
    expect(text()).toContain('maiores de 18 anos');
    expect(text()).toContain('de segunda a sexta-feira, das 8h às 18h');
    expect(document.title).toBe('Termos Gerais de Uso | Aurora Imprensa');
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trail).getByRole('link', { name: 'Termos Legais' })).toHaveAttribute(
      'href',
      '/termos-legais',
    );
  });

  it('privacy policy: 16 May 2019, retention, servers in the United States, over 18, hours with Saturday', async () => {
    renderAt('/termos-legais/privacypolicy');
    expect(await pageHeading('Política de Privacidade')).toBeInTheDocument();
    expect(text()).toContain('Última atualização: 16/05/2019');
    expect(text()).toContain('Dados de cadastro: por 5 anos após o término da relação');
    expect(text()).toContain('Dados de identificação digital: por 6 meses');
    expect(text()).toContain('servidores localizados nos Estados Unidos');
    expect(text()).toContain('maiores de 18 anos');
    expect(text()).toContain('de segunda a sexta-feira, das 8h às 18h, e aos sábados, das 8h às 14h');
  });

  it('newsletter terms: over 18, not commercial, support hours', async () => {
    renderAt('/termos-legais/termoNews');
    expect(await pageHeading('Termos da Newsletter')).toBeInTheDocument();
    expect(text()).toContain('maiores de 18 anos');
    expect(text()).toContain('finalidade informativa e jornalística, e não comercial');
    expect(text()).toContain('de segunda a sexta-feira, das 8h às 18h');
  });

  it('download terms: informational, not commercial use', async () => {
    renderAt('/termos-legais/termoDownload');
    expect(await pageHeading('Termos de Uso para Download')).toBeInTheDocument();
    expect(text()).toContain('apenas para uso informativo e jornalístico, e não para uso comercial');
  });

  it('cookies: analytics only with consent, 6 months, United States', async () => {
    renderAt('/termos-legais/Cookies');
    expect(await pageHeading('Política de Cookies')).toBeInTheDocument();
    expect(text()).toContain('só com o seu consentimento');
    expect(text()).toContain('guardados por 6 meses');
    expect(text()).toContain('Estados Unidos');
  });

  it('policies: informational content, over 18 for loans', async () => {
    renderAt('/termos-legais/Policies');
    expect(await pageHeading('Políticas da Sala de Imprensa')).toBeInTheDocument();
    expect(text()).toContain('finalidade informativa e jornalística, e não comercial');
    expect(text()).toContain('maiores de 18 anos');
  });

  it('has one h1 and h2 section headings on every page', async () => {
    renderAt('/termos-legais/privacypolicy');
    await pageHeading('Política de Privacidade');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Por quanto tempo guardamos os dados' }),
    ).toBeVisible();
  });
});

describe('download terms acceptance', () => {
  it('enables Aceitar only when ticked, stores downloadAccepted=accepted and returns to /termos-legais', async () => {
    const { user } = renderAt('/termos-legais/termoDownload');
    const form = await screen.findByRole('form', { name: 'Aceite dos termos' });
    const agree = within(form).getByRole('checkbox', {
      name: 'Li e concordo com os Termos de Uso para Download',
    });
    const accept = within(form).getByRole('button', { name: 'Aceitar' });
    expect(agree).not.toBeChecked();
    expect(accept).toBeDisabled();

    await user.click(agree);
    expect(accept).toBeEnabled();
    await user.click(agree);
    expect(accept).toBeDisabled();
    expect(localStorage.getItem('downloadAccepted')).toBeNull();

    await user.click(agree);
    await user.click(accept);
    expect(localStorage.getItem('downloadAccepted')).toBe('accepted');
    await waitFor(() => expect(currentAddress()).toBe('/termos-legais'));
    expect(await pageHeading('Termos Legais')).toBeInTheDocument();
    expect(screen.getByText(/Termos de Uso para Download aceitos/)).toHaveAttribute('role', 'status');
  });

  it('says so when the terms were already accepted in this browser', async () => {
    localStorage.setItem('downloadAccepted', 'accepted');
    renderAt('/termos-legais/termoDownload');
    expect(await screen.findByText('Você já aceitou estes termos neste navegador.')).toBeInTheDocument();
  });
});
