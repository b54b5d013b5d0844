import { describe, expect, it } from 'vitest';
import { cpfDigits, formatCpf, isValidCpf } from '../../src/domain/cpf';

describe('CPF', () => {
  it('accepts numbers whose check digits match, masked or not', () => {
    for (const cpf of ['529.982.247-25', '52998224725', '714.602.380-01']) expect(isValidCpf(cpf)).toBe(true);
  });

  it('refuses the well-known example 123.456.789-09, whose check digits match but which belongs to no one', () => {
    expect(isValidCpf('123.456.789-09')).toBe(false);
  });

  it('refuses a wrong check digit, a repeated digit, and the wrong length', () => {
    for (const cpf of [
      '529.982.247-24',
      '123.456.789-00',
      '111.111.111-11',
      '000.000.000-00',
      '5299822472',
      '',
    ])
      expect(isValidCpf(cpf), cpf).toBe(false);
  });

  it('keeps only the digits', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
  });

  it('formats 11 digits with the mask and leaves anything else as it came', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCpf('123.456.789-09')).toBe('123.456.789-09');
    expect(formatCpf('1234')).toBe('1234');
  });
});
