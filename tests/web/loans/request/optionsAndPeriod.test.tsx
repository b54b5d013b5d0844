import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderLoanRequest, stepButton, storeDraft, typedDay, useLoanHandlers } from './loanRequestFixtures';

beforeEach(() => sessionStorage.clear());

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => `${option.textContent}${(option as HTMLOptionElement).disabled ? ' (x)' : ''}`);

describe('/solicita-comodato, step 2: two models', () => {
  it('offers the models in both selects, each disabling the model chosen in the other', async () => {
    useLoanHandlers();
    storeDraft({ step: 1 });
    const { user } = renderLoanRequest();
    const first = await screen.findByRole('combobox', { name: 'Opção 1' });
    const second = screen.getByRole('combobox', { name: 'Opção 2' });
    expect(optionTexts(first)).toEqual(['Selecione', 'Aurora Brisa', 'Aurora Trilha', 'Aurora Volt']);
    expect(stepButton()).toHaveClass('btn-secondary');

    await user.selectOptions(first, 'Aurora Trilha');
    expect(optionTexts(second)).toEqual(['Selecione', 'Aurora Brisa', 'Aurora Trilha (x)', 'Aurora Volt']);
    expect(stepButton()).toHaveClass('btn-secondary');
    await user.selectOptions(second, 'Aurora Volt');
    expect(optionTexts(first)).toEqual(['Selecione', 'Aurora Brisa', 'Aurora Trilha', 'Aurora Volt (x)']);
    expect(stepButton()).toHaveClass('btn-primary');

    await user.click(stepButton());
    expect(screen.getByRole('heading', { level: 2, name: /Período e pauta/ })).toHaveFocus();
    expect(stepButton()).toHaveTextContent('Enviar');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('combobox', { name: 'Opção 1' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Opção 2' })).toHaveValue('3');
  });
});

describe('/solicita-comodato, step 3: period, description and terms', () => {
  const atStep3 = async () => {
    useLoanHandlers();
    storeDraft({ step: 2, option1: 1, option2: 2 });
    const rendered = renderLoanRequest();
    await screen.findByLabelText('Data início');
    return rendered;
  };
  const type = async (user: Awaited<ReturnType<typeof atStep3>>['user'], label: string, text: string) => {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, text);
    return field;
  };

  it('shows the four date messages under the date they concern', async () => {
    const { user } = await atStep3();
    let start = await type(user, 'Data início', typedDay(-2));
    expect(start).toHaveAccessibleDescription('Data início inválida');
    start = await type(user, 'Data início', typedDay(61));
    expect(start).toHaveAccessibleDescription('Data início superior a 60 dias');
    start = await type(user, 'Data início', typedDay(-1));
    expect(start).not.toHaveAccessibleDescription();

    let end = await type(user, 'Data fim', typedDay(-2));
    expect(end).toHaveAccessibleDescription('Data fim inferior a data início');
    end = await type(user, 'Data fim', typedDay(7));
    expect(end).toHaveAccessibleDescription('Período superior a 7 dias');
    end = await type(user, 'Data fim', typedDay(6));
    expect(end).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Data|Período/, { selector: '.invalid-feedback' })).not.toBeInTheDocument();
  });

  it('counts the description against its 400 characters, with the minimum hint', async () => {
    const { user } = await atStep3();
    const description = screen.getByLabelText('Pauta');
    expect(description).toHaveAccessibleDescription(/\*Quantidade mínima: 10 caracteres/);
    expect(description).toHaveAccessibleDescription(/0\/400 caracteres/);
    await user.type(description, 'Teste');
    expect(screen.getByText('5/400 caracteres')).toBeInTheDocument();
    await user.click(description);
    await user.paste('x'.repeat(395));
    expect(screen.getByText('400/400 caracteres')).toBeInTheDocument();
    expect(description).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the terms disabled until the dates hold and the description has 10 characters, and unticks them when that breaks', async () => {
    const { user } = await atStep3();
    const terms = screen.getByRole('checkbox', { name: /termos/ });
    expect(terms).toBeDisabled();
    await type(user, 'Data início', typedDay(1));
    await type(user, 'Data fim', typedDay(3));
    expect(terms).toBeDisabled();
    await type(user, 'Pauta', 'Teste de ');
    expect(terms).toBeDisabled();
    await user.type(screen.getByLabelText('Pauta'), 'X');
    expect(terms).toBeEnabled();
    expect(stepButton()).toHaveClass('btn-secondary');
    await user.click(terms);
    expect(terms).toBeChecked();
    expect(stepButton()).toHaveClass('btn-primary');

    // A date that breaks the rules unticks and disables them.
    await type(user, 'Data fim', typedDay(20));
    expect(terms).not.toBeChecked();
    expect(terms).toBeDisabled();
    expect(stepButton()).toHaveClass('btn-secondary');
    await type(user, 'Data fim', typedDay(2));
    expect(terms).toBeEnabled();
    expect(terms).not.toBeChecked();
    await user.click(terms);
    // So does a description cut below the minimum.
    await user.type(screen.getByLabelText('Pauta'), '{Backspace}{Backspace}');
    expect(terms).not.toBeChecked();
    expect(terms).toBeDisabled();
  });

  it("opens the privacy policy in a large dialog from 'Visualizar'", async () => {
    const { user } = await atStep3();
    await user.click(screen.getByRole('button', { name: 'Visualizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Política de Privacidade' });
    expect(dialog.querySelector('.modal-lg')).not.toBeNull();
    expect(await within(dialog).findByRole('heading', { name: 'Dados que coletamos' })).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    expect(screen.getByRole('checkbox', { name: /termos/ })).not.toBeChecked();
  });

  it('keeps the focus going round the terms dialog both ways, its two Fechar included', async () => {
    const { user } = await atStep3();
    await user.click(screen.getByRole('button', { name: 'Visualizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Política de Privacidade' });
    await within(dialog).findByRole('heading', { name: 'Dados que coletamos' });
    const [closeX, closeButton] = within(dialog).getAllByRole('button', { name: 'Fechar' });

    // From the dialog itself (where it puts the focus on opening), back: the last control.
    await user.tab({ shift: true });
    expect(closeButton).toHaveFocus();
    await user.tab();
    expect(closeX).toHaveFocus();
    await user.tab({ shift: true });
    expect(closeButton).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(closeButton).toHaveFocus();
  });
});
