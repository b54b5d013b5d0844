/**
 * The embedded provider's accounts (`idp_accounts`): what the provider asks about a subject, and the check of an
 * e-mail and password typed on the sign-in page.
 */
import { eq } from 'drizzle-orm';
import type { Account } from 'oidc-provider';
import type { Db } from '../db/client';
import { idpAccounts } from '../db/schema';
import { decoyHash, verifyPassword } from './passwords';

/**
 * For oidc-provider's `findAccount`: the claims the id token carries (`email`, `name`). Every address was written by
 * the newsroom itself (the seed), so it is verified.
 */
export async function findAccount(db: Db, subject: string): Promise<Account | undefined> {
  const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.id, subject));
  if (!row) return undefined;
  return {
    accountId: row.id,
    claims: () => ({ sub: row.id, email: row.email, email_verified: true, name: row.name }),
  };
}

/** The e-mail as accounts are stored and looked up: what was typed, trimmed, in lower case. */
export const accountEmail = (typed: string) => typed.trim().toLowerCase();

/** The subject of the account with this e-mail and password, or null. */
export async function authenticate(db: Db, email: string, password: string): Promise<string | null> {
  const [row] = await db
    .select({ id: idpAccounts.id, passwordHash: idpAccounts.passwordHash })
    .from(idpAccounts)
    .where(eq(idpAccounts.email, accountEmail(email)));
  const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()));
  return row && matches ? row.id : null;
}
