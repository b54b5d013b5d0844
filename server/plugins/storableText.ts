/**
 * Refuses a request body holding text no column can keep: NUL, which PostgreSQL refuses in `text` and `jsonb` (the
 * write then failed as a 500 after the checks had passed), and lone UTF-16 surrogates, which are not Unicode and
 * would be stored silently replaced by U+FFFD, a value nobody sent. Checked before validation, for JSON and form
 * bodies alike, so every write route answers the same 400 instead of each one failing its own way.
 *
 * The query of a route that reads one (it declares a query schema) is held to the same rule: its texts reach
 * PostgreSQL too, as a search's pattern or a date to compare, and a NUL there failed the read as a 500 (%00 in the
 * people, approvals, news, photos and accounts searches). The same 400, before the sign-in is even asked for.
 * Addresses without a query schema (the app's pages) are left alone: nothing of their query reaches a database.
 */
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../shared/domainError';

export const unstorableTextMessage =
  'O texto enviado tem caracteres inválidos (caractere nulo ou Unicode malformado). Corrija e envie de novo.';

// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `value` (a parsed body: strings, numbers, arrays, objects) holds an unstorable string, keys included. */
export function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable.test(value);
  // A 1 MB body can't nest deeper than this in any shape our routes take; deeper is refused by the schemas anyway.
  if (!value || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => holdsUnstorableText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => unstorable.test(key) || holdsUnstorableText(item, depth + 1),
  );
}

export function registerStorableTextCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsUnstorableText(request.body)) throw new DomainError(400, unstorableTextMessage);
    if (request.routeOptions.schema?.querystring && holdsUnstorableText(request.query))
      throw new DomainError(400, unstorableTextMessage);
  });
}
