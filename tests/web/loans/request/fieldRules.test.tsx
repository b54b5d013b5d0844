/**
 * Each field of /solicita-comodato says what is wrong with it when it is left (or, for a rule already broken while
 * typing, at once), under the field and through the live region, and keeps what was typed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { announced } from '../../utils';
import {
  readDraft,
  renderLoanRequest,
  stepButton,
  storeDraft,
  typedDay,
  useLoanHandlers,
} from './loanRequestFixtures';

beforeEach(() => sessionStorage.clear());

describe('/solicita-comodato, the fields’ rules as they are left', () => {
  it('says an incomplete or wrong CPF is invalid when the field is left, keeping the digits', async () => {
    const calls = useLoanHandlers();
    const { user } = renderLoanRequest();
    await user.click(await screen.findByRole('radio', { name: 'Outro condutor' }));
    const cpf = screen.getByLabelText('CPF');
    await user.type(cpf, '1114447');
    expect(cpf).not.toHaveAccessibleDescription(/CPF inválido!/);
    await user.tab();
    expect(cpf).toHaveAccessibleDescription('CPF inválido!');
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    await announced('CPF inválido!');
    expect(cpf).toHaveValue('111.444.7');
    expect(calls.lookups).toEqual([]);

    // Completed to a valid CPF, the message goes and the driver is looked up.
    await user.type(cpf, '7735');
    expect(cpf).not.toHaveAccessibleDescription(/CPF inválido!/);
    expect(cpf).not.toHaveAttribute('aria-invalid');
    expect(await screen.findByDisplayValue('Carlos Condutor')).toBeInTheDocument();
  });

  it('says a CNH short of its 11 digits is invalid when the field is left', async () => {
    useLoanHandlers();
    const { user } = renderLoanRequest();
    await user.click(await screen.findByRole('radio', { name: 'Eu' }));
    const cnh = screen.getByLabelText('CNH');
    await user.type(cnh, '12345');
    expect(cnh).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(cnh).toHaveAccessibleDescription(/^CNH inválida: informe os 11 dígitos\./);
    await announced('CNH inválida: informe os 11 dígitos.');
    expect(cnh).toHaveValue('12345');
    await user.type(cnh, '678901');
    expect(cnh).not.toHaveAttribute('aria-invalid');
  });

  it('shows every missing field of the step when its button is pressed', async () => {
    useLoanHandlers();
    const { user } = renderLoanRequest();
    await user.click(await screen.findByRole('radio', { name: 'Outro condutor' }));
    expect(screen.getByLabelText('CPF')).not.toHaveAttribute('aria-invalid');
    await user.click(stepButton());
    expect(screen.getByLabelText('CPF')).toHaveAccessibleDescription('CPF inválido!');
    expect(screen.getByLabelText('CNH')).toHaveAccessibleDescription(/^CNH inválida/);
    // The focus goes to the first field with a problem, and the problems are said.
    expect(screen.getByLabelText('CPF')).toHaveFocus();
    await announced(/CPF inválido!/);
    expect(screen.getByRole('heading', { level: 2, name: /Dados do condutor/ })).toBeInTheDocument();

    // Another choice of driver starts the fields afresh.
    await user.click(screen.getByRole('radio', { name: 'Eu' }));
    await user.click(screen.getByRole('radio', { name: 'Outro condutor' }));
    expect(screen.getByLabelText('CPF')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('CNH')).not.toHaveAttribute('aria-invalid');
  });

  describe('step 3', () => {
    const atStep3 = async () => {
      useLoanHandlers();
      storeDraft({ step: 2, option1: 1, option2: 2 });
      const rendered = renderLoanRequest();
      await screen.findByLabelText('Data início');
      return rendered;
    };

    it('keeps a Pauta over 400 characters as typed, saying the limit is passed at once; a short one when left', async () => {
      const { user } = await atStep3();
      const description = screen.getByLabelText('Pauta');
      await user.type(description, 'Curta');
      expect(description).not.toHaveAttribute('aria-invalid');
      await user.tab();
      expect(description).toHaveAccessibleDescription(/A descrição precisa ter no mínimo 10 caracteres\./);
      await announced('A descrição precisa ter no mínimo 10 caracteres.');

      await user.click(description);
      await user.paste('x'.repeat(450));
      // Nothing typed is cut: the person chooses what to take out.
      expect(description).toHaveValue('Curta' + 'x'.repeat(450));
      expect(readDraft()?.description).toBe('Curta' + 'x'.repeat(450));
      expect(description).toHaveAttribute('aria-invalid', 'true');
      expect(description).toHaveAccessibleDescription(/A descrição pode ter no máximo 400 caracteres\./);
      expect(description).toHaveAccessibleDescription(/455\/400 caracteres/);
      await announced('A descrição pode ter no máximo 400 caracteres.');
      expect(screen.getByRole('checkbox', { name: /termos/ })).toBeDisabled();

      await user.type(description, '{Backspace}'.repeat(55));
      expect(description).not.toHaveAttribute('aria-invalid');
      expect(screen.getByText('400/400 caracteres')).toBeInTheDocument();
    });

    it('says a half-typed date is none once left, and judges the end date by its own rules while the start is wrong', async () => {
      const { user } = await atStep3();
      const start = screen.getByLabelText('Data início');
      const end = screen.getByLabelText('Data fim');
      // A date half-typed is no mistake until it is left so.
      await user.type(start, '12/1');
      expect(start).not.toHaveAttribute('aria-invalid');
      await user.tab();
      expect(start).toHaveAccessibleDescription('Data inválida');
      await announced('Data inválida');
      expect(start).toHaveValue('12/1');
      // Left once, its rule follows each change.
      await user.clear(start);
      await user.type(start, typedDay(-2));
      expect(start).toHaveAccessibleDescription('Data início inválida');

      await user.type(end, typedDay(20));
      expect(end).toHaveAccessibleDescription('Período superior a 7 dias');
      await announced('Período superior a 7 dias');
      await user.clear(end);
      await user.type(end, typedDay(-5));
      expect(end).toHaveAccessibleDescription('Data fim inferior a data início');
      await user.clear(end);
      await user.type(end, typedDay(1));
      expect(end).not.toHaveAccessibleDescription();
      expect(start).toHaveAccessibleDescription('Data início inválida');

      // With no real start to measure from, the end is only checked for being a date.
      await user.clear(start);
      await user.type(start, '12/1');
      expect(start).toHaveAccessibleDescription('Data inválida');
      expect(end).not.toHaveAccessibleDescription();
    });
  });
});
