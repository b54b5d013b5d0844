import { describe, expect, it } from 'vitest';
import {
  checkLoanRequest,
  isDescriptionValid,
  isValidCnh,
  loanRequestMessages,
  type LoanRequestFields,
} from '../../src/domain/loanRequest';

const today = '2026-03-10';
const valid: LoanRequestFields = {
  isOwner: true,
  cpf: '529.982.247-25',
  cnh: '12345678901',
  rg: '12.345.678-9',
  option1: 3,
  option2: 5,
  startDate: '2026-03-12',
  endDate: '2026-03-15',
  description: 'Avaliação do modelo para a coluna de domingo.',
  cnhPicture: 'private/cnh-7.jpg',
};
const check = (changes: Partial<LoanRequestFields>) => checkLoanRequest({ ...valid, ...changes }, today);

describe('the CNH rule (11 characters of the mask, longer than 10 once the underscores go)', () => {
  it('accepts 11 digits', () => {
    expect(isValidCnh('12345678901')).toBe(true);
    expect(isValidCnh(' 12345678901 ')).toBe(true);
  });

  it('refuses a half-typed mask, too few or too many digits, and letters', () => {
    for (const cnh of ['1234567890_', '1234567890', '123456789012', '1234567890a', '', '___________'])
      expect(isValidCnh(cnh)).toBe(false);
  });
});

describe('the description (10 to 400 characters)', () => {
  it('refuses 9 characters and accepts 10', () => {
    expect(isDescriptionValid('a'.repeat(9))).toBe(false);
    expect(isDescriptionValid('a'.repeat(10))).toBe(true);
  });

  it('accepts 400 characters and refuses 401', () => {
    expect(isDescriptionValid('a'.repeat(400))).toBe(true);
    expect(isDescriptionValid('a'.repeat(401))).toBe(false);
  });

  it('does not count the spaces around it', () => {
    expect(isDescriptionValid(`   ${'a'.repeat(9)}   `)).toBe(false);
  });

  it('has the hint of the spec', () => {
    expect(loanRequestMessages.descriptionHint).toBe('*Quantidade mínima: 10 caracteres');
  });
});

describe('checkLoanRequest', () => {
  it('accepts a complete request', () => {
    expect(checkLoanRequest(valid, today)).toBeNull();
  });

  it('answers each rule with its field and message', () => {
    const m = loanRequestMessages;
    expect(check({ cpf: '529.982.247-24' })).toEqual({ field: 'cpf', message: m.cpfInvalid });
    expect(check({ rg: '  ' })).toEqual({ field: 'rg', message: 'RG não cadastrado.' });
    expect(check({ cnh: '1234567890_' })).toEqual({ field: 'cnh', message: m.cnhInvalid });
    expect(check({ cnhPicture: '' })).toEqual({
      field: 'cnhPicture',
      message: '* Obrigatório enviar a imagem da CNH',
    });
    expect(check({ option2: 0 })).toEqual({ field: 'option1', message: m.optionsRequired });
    expect(check({ option2: 3 })).toEqual({ field: 'option2', message: m.optionsEqual });
    expect(check({ startDate: '2026-03-08' })).toEqual({
      field: 'startDate',
      message: 'Data início inválida',
    });
    expect(check({ endDate: '2026-03-20' })).toEqual({
      field: 'endDate',
      message: 'Período superior a 7 dias',
    });
    expect(check({ description: 'a'.repeat(9) })).toEqual({
      field: 'description',
      message: m.descriptionShort,
    });
    expect(check({ description: 'a'.repeat(401) })).toEqual({
      field: 'description',
      message: m.descriptionLong,
    });
  });

  it('accepts descriptions of 10 and 400 characters', () => {
    expect(check({ description: 'a'.repeat(10) })).toBeNull();
    expect(check({ description: 'a'.repeat(400) })).toBeNull();
  });

  it('refuses two equal options, whichever way round', () => {
    expect(check({ option1: 5, option2: 5 })?.field).toBe('option2');
  });

  it('refuses wire dates that are not dates', () => {
    expect(check({ startDate: '12/03/2026' })).toEqual({ field: 'startDate', message: 'Data inválida' });
    expect(check({ endDate: '2026-02-31' })).toEqual({ field: 'endDate', message: 'Data inválida' });
  });

  it('reports the first problem in the wizard’s order: driver, options, dates, description', () => {
    // Everything wrong; each fix, in turn, reveals the next rule's message.
    let body: LoanRequestFields = {
      isOwner: false,
      cpf: '111.111.111-11',
      rg: '',
      cnh: '123',
      cnhPicture: '',
      option1: 0,
      option2: 0,
      startDate: '2026-01-01',
      endDate: '2025-12-01',
      description: 'curta',
    };
    const fixes: Partial<LoanRequestFields>[] = [
      { cpf: valid.cpf },
      { rg: valid.rg },
      { cnh: valid.cnh },
      { cnhPicture: valid.cnhPicture },
      { option1: 3, option2: 3 },
      { option2: 5 },
      { startDate: valid.startDate },
      { endDate: valid.endDate },
      { description: valid.description },
    ];
    const seen: (string | undefined)[] = [];
    for (const fix of fixes) {
      seen.push(checkLoanRequest(body, today)?.message);
      body = { ...body, ...fix };
    }
    expect(checkLoanRequest(body, today)).toBeNull();
    const m = loanRequestMessages;
    expect(seen).toEqual([
      m.cpfInvalid,
      m.rgRequired,
      m.cnhInvalid,
      m.cnhImageRequired,
      m.optionsRequired,
      m.optionsEqual,
      'Data início inválida',
      'Data fim inferior a data início',
      m.descriptionShort,
    ]);
  });
});
