/**
 * Secrets the newsroom makes for itself on first start (the embedded provider's keys, the local link-signing key),
 * kept in the `server_keys` table. Every API process reads the same database, so all of them sign and verify with
 * one key: an id token signed by one process is accepted by the next, and a link e-mailed by one opens on another.
 * Two processes starting together may both make a key; the first insert wins and both read the winner.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { serverKeys } from '../db/schema';

/** The text of the key called `name`, made by `make` if no process has made it yet. */
export async function serverKeyOnce(db: DbOrTx, name: string, make: () => Promise<string>): Promise<string> {
  const read = async () =>
    (await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name)))[0]
      ?.value;
  const existing = await read();
  if (existing !== undefined) return existing;
  await db
    .insert(serverKeys)
    .values({ name, value: await make() })
    .onConflictDoNothing();
  const kept = await read();
  if (kept === undefined) throw new Error(`The key ${name} could not be kept in the database`);
  return kept;
}
