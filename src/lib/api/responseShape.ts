/**
 * Guards at the edge of the API: an answer of an unexpected shape (a proxy's HTML error page, a half-deployed API)
 * becomes empty lists rather than a crash deep inside a component. Items are trusted once the list is a list: their
 * fields are the API's contract (src/domain/content.ts).
 */

/** `value` when it is a list, otherwise an empty one. */
export function listOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** The named fields of an object answer, each a list (missing or malformed ones empty). */
export function listsOf<K extends string>(value: unknown, keys: readonly K[]): Record<K, unknown[]> {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(keys.map((key) => [key, listOf(source[key])])) as Record<K, unknown[]>;
}
