/**
 * The CPF (Brazilian taxpayer number): kept as its 11 digits, shown with the mask ***.***.***-** of spec section 5,
 * and checked with cpf-cnpj-validator's check digits, so a typo is caught before a loan or a profile depends on it.
 */
import { cpf as cpfValidator } from 'cpf-cnpj-validator';

export const cpfMask = '000.000.000-00';

export const cpfDigits = (value: string) => value.replace(/\D/g, '');

export function isValidCpf(value: string): boolean {
  const digits = cpfDigits(value);
  return digits.length === 11 && cpfValidator.isValid(digits);
}

/** '12345678909' -> '123.456.789-09'; anything that is not 11 digits is answered as it came. */
export function formatCpf(value: string): string {
  const digits = cpfDigits(value);
  return digits.length === 11
    ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`
    : value;
}
