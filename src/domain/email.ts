/**
 * The standard shape of an e-mail address (spec section 5, Cart download; also newsletter and registration): one
 * `@`, a local part and a domain with a dot, no spaces. Not a full RFC 5322 parser: it is what forms everywhere
 * accept, and a mistyped address is better caught here than bounced later.
 */
export const emailMaxLength = 254;

const emailShape = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmailShape(value: string): boolean {
  return value.length <= emailMaxLength && emailShape.test(value);
}
