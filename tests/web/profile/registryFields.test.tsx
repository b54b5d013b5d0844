import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRegistryPage, newUser } from './renderRegistryPage';

// Read from the DOM: role queries over a state's hundreds of cities take seconds in jsdom.
const options = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options, (option) => option.textContent);

describe('/registry fields', () => {
  it('starts from the stored user, with the e-mail hidden and disabled', () => {
    renderRegistryPage({
      ...newUser,
      name: 'Ana Souza',
      midiaType: 'Jornal',
      midiaName: 'Diário do Motor',
      cpf: '529.982.247-25',
      country: 'Brasil',
      state: 'MG',
      city: 'Belo Horizonte',
      phone1: '31987654321',
      isNewsletterAccepted: true,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Cadastro' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Cadastro \|/);
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('Tipo da mídia')).toHaveValue('Jornal');
    expect(screen.getByLabelText('Nome da mídia')).toHaveValue('Diário do Motor');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Estado')).toHaveValue('MG');
    expect(screen.getByLabelText('Cidade')).toHaveValue('Belo Horizonte');
    // A stored number without its mask is shown with it.
    expect(screen.getByLabelText('Telefone 1')).toHaveValue('(31) 9 8765-4321');
    expect(screen.getByRole('checkbox', { name: /newsletter/ })).toBeChecked();

    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveValue('novo@imprensa.test');
    expect(email).toBeDisabled();
    expect(email).not.toBeVisible();
  });

  it('offers the six media types', () => {
    renderRegistryPage();
    expect(options(screen.getByLabelText('Tipo da mídia'))).toEqual([
      'Selecione',
      'Rádio',
      'TV',
      'Jornal',
      'Influencer',
      'Site',
      'Bloggeiro',
    ]);
  });

  it('formats the CPF as it is typed and takes digits only', async () => {
    const { user } = renderRegistryPage();
    const cpf = screen.getByLabelText('CPF');
    await user.type(cpf, '5299');
    expect(cpf).toHaveValue('529.9');
    await user.type(cpf, 'ab8224725999');
    expect(cpf).toHaveValue('529.982.247-25');
    await user.clear(cpf);
    await user.type(cpf, '12345678909');
    expect(cpf).toHaveValue('123.456.789-09');
  });

  it('formats the phones as (**) * ****-****', async () => {
    const { user } = renderRegistryPage();
    for (const label of ['Telefone 1', 'Telefone 2', 'Telefone 3']) {
      const phone = screen.getByLabelText(label);
      await user.type(phone, '1198');
      expect(phone).toHaveValue('(11) 9 8');
      await user.type(phone, '7654321-00');
      expect(phone).toHaveValue('(11) 9 8765-4321');
    }
  });

  it('offers Brasil and Outros, with the state and city waiting for a country', () => {
    renderRegistryPage();
    expect(options(screen.getByLabelText('País'))).toEqual(['Selecione', 'Brasil', 'Outros']);
    expect(screen.getByLabelText('Estado')).toBeDisabled();
    expect(screen.getByLabelText('Cidade')).toBeDisabled();
  });

  it('lists the states for Brasil and the cities of the chosen state', async () => {
    const { user } = renderRegistryPage();
    await user.selectOptions(screen.getByLabelText('País'), 'Brasil');
    const state = screen.getByLabelText('Estado');
    expect(state.tagName).toBe('SELECT');
    expect(options(state)).toHaveLength(28); // 27 states and the prompt
    expect(within(state).getByRole('option', { name: 'São Paulo' })).toHaveValue('SP');
    expect(screen.getByLabelText('Cidade')).toBeDisabled();

    await user.selectOptions(state, 'MG');
    const city = screen.getByLabelText('Cidade');
    expect(city).toBeEnabled();
    expect(options(city)).toContain('Belo Horizonte');
    expect(options(city)).not.toContain('Campinas');
    await user.selectOptions(city, 'Belo Horizonte');
    expect(city).toHaveValue('Belo Horizonte');

    // Another state: the city is emptied and the list follows.
    await user.selectOptions(state, 'SP');
    expect(screen.getByLabelText('Cidade')).toHaveValue('');
    expect(options(screen.getByLabelText('Cidade'))).toContain('Campinas');
    expect(options(screen.getByLabelText('Cidade'))).not.toContain('Belo Horizonte');
  });

  it('takes state and city as free text for Outros, and empties both when the country changes', async () => {
    const { user } = renderRegistryPage();
    await user.selectOptions(screen.getByLabelText('País'), 'Brasil');
    await user.selectOptions(screen.getByLabelText('Estado'), 'RJ');
    await user.selectOptions(screen.getByLabelText('Cidade'), 'Niterói');

    await user.selectOptions(screen.getByLabelText('País'), 'Outros');
    const state = screen.getByLabelText('Estado');
    const city = screen.getByLabelText('Cidade');
    expect(state).toHaveRole('textbox');
    expect(city).toHaveRole('textbox');
    expect(state).toHaveValue('');
    expect(city).toHaveValue('');
    await user.type(state, 'Buenos Aires');
    await user.type(city, 'La Plata');
    expect(state).toHaveValue('Buenos Aires');
    expect(city).toHaveValue('La Plata');

    await user.selectOptions(screen.getByLabelText('País'), 'Brasil');
    expect(screen.getByLabelText('Estado')).toHaveRole('combobox');
    expect(screen.getByLabelText('Estado')).toHaveValue('');
    expect(screen.getByLabelText('Cidade')).toHaveValue('');
  });
});
