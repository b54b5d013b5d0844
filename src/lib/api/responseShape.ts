/**
 * Guards at the edge of the API: an answer of an unexpected shape (a proxy's HTML error page, a half-deployed API)
 * becomes empty lists rather than a crash deep inside a component. Items are trusted once the list is a list: their
 * fields are the API's contract (src/domain/content.ts).
 */

/** `value` when it is a list, otherwise an empty one. */
export function listOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/**
 * An object answer of type `T`, whose fields are all lists, `keys` naming every one of them: each field a list (a
 * missing or malformed one empty), its items trusted as `listOf`'s are.
 */
export function listsOf<T extends { [K in keyof T]: unknown[] }>(
  value: unknown,
  keys: readonly (keyof T & string)[],
): T {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(keys.map((key) => [key, listOf(source[key])])) as T;
}
