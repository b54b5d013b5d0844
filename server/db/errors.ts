/**
 * Reading what went wrong in the database. drizzle wraps the driver's error (`cause`); PGlite and node-postgres both
 * carry PostgreSQL's SQLSTATE `code` and, for constraint violations, the `constraint` name.
 */

export interface DatabaseError {
  code: string;
  constraint?: string;
}

/** The PostgreSQL error inside `error`, if there is one. */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/**
 * Messages for violations of named constraints, so a clash says what clashed ('Veículo indisponível no período').
 * Features add theirs next to the migration that creates the constraint.
 */
export const constraintMessages = new Map<string, string>();

/** The database is down, unreachable, restarting, or too slow to answer: worth a 503 and a retry, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const database = databaseErrorOf(error);
  // 57014 statement timeout, 57P0x shutdown/crash, 08xxx connection failures, 53xxx out of resources.
  if (database && /^(57014|57P0\d|08...|53...)$/.test(database.code)) return true;
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code))
      return true;
    // node-postgres' own time-outs and lost connections carry no code.
    if (
      typeof message === 'string' &&
      /timeout exceeded when trying to connect|Query read timeout|Connection terminated/i.test(message)
    )
      return true;
    current = cause;
  }
  return false;
}
