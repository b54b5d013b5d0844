/**
 * Reading what went wrong in the database. drizzle wraps the driver's error (`cause`); PGlite and node-postgres both
 * carry PostgreSQL's SQLSTATE `code` and, for constraint violations, the `constraint` name.
 */

export interface DatabaseError {
  code: string;
  constraint?: string;
}

interface ErrorLike {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** `error` and the errors that caused it, outermost first (a few levels: drizzle wraps the driver's once). */
function* causeChain(error: unknown): Generator<ErrorLike> {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    yield current as ErrorLike;
    current = (current as ErrorLike).cause;
  }
}

/** The PostgreSQL error inside `error`, if there is one. */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (const { code, constraint } of causeChain(error)) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
  }
  return undefined;
}

/** The database is down, unreachable, restarting, or too slow to answer: worth a 503 and a retry, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const database = databaseErrorOf(error);
  // 57014 statement timeout, 57P0x shutdown/crash, 08xxx connection failures, 53xxx out of resources.
  if (database && /^(57014|57P0\d|08...|53...)$/.test(database.code)) return true;
  return [...causeChain(error)].some(
    ({ code, message }) =>
      (typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code)) ||
      // node-postgres' own time-outs and lost connections carry no code.
      (typeof message === 'string' &&
        /timeout exceeded when trying to connect|Query read timeout|Connection terminated/i.test(message)),
  );
}
