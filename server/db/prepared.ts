import type { Db } from './client';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * The prepared statement `name` of this database, made by `make` at its first use and kept as long as the database
 * object: drizzle builds its SQL once, not at each request, and a test that opens a database of its own gets
 * statements of its own.
 */
export function preparedFor<Statement>(db: Db, name: string, make: (name: string) => Statement): Statement {
  let ofDb = statements.get(db);
  if (!ofDb) statements.set(db, (ofDb = new Map()));
  if (!ofDb.has(name)) ofDb.set(name, make(name));
  return ofDb.get(name) as Statement;
}
