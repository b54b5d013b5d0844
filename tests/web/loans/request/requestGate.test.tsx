import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { hasRedirectStorage } from '../../../../src/lib/storage';
import { journalist, renderLoanRequest, useLoanHandlers } from './loanRequestFixtures';

describe('/solicita-comodato before the wizard', () => {
  it('tells a role that may not request so plainly, with no wizard and no driver lookup', async () => {
    useLoanHandlers();
    renderLoanRequest({ ...journalist, role: 4 });
    expect(
      screen.getByText(
        'Seu perfil de acesso não permite solicitar empréstimo de veículo. Em caso de dúvida, fale com a assessoria de imprensa.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a Área Logada' })).toHaveAttribute(
      'href',
      '/area-logada',
    );
    // The wizard would have shown its first step after 200 ms.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('radio', { name: 'Eu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends an incomplete profile to /registry, saying which fields are missing, and back here after', async () => {
    useLoanHandlers();
    const { user } = renderLoanRequest({ ...journalist, rg: '', cpf: '' });
    expect(
      screen.getByRole('heading', { name: 'Complete seu cadastro para solicitar um empréstimo' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Faltam no seu cadastro: RG e CPF. Depois de salvar, você volta para esta página.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Eu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Completar meu cadastro' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro' })).toBeInTheDocument();
    expect(hasRedirectStorage.read()).toBe('/solicita-comodato');
  });

  it('opens the wizard for a complete profile', async () => {
    useLoanHandlers();
    renderLoanRequest();
    expect(await screen.findByRole('radio', { name: 'Eu' })).toBeInTheDocument();
    expect(screen.queryByText(/Complete seu cadastro/)).not.toBeInTheDocument();
  });
});
