/**
 * Sign-in sessions (DECISIONS.md "Sign-in"): a verified id token finds or creates its newsroom user and opens a
 * session, an opaque random token of which only the hash is stored; logout revokes it. One id token opens one
 * session: its nonce is unique among sessions, so a replayed token opens nothing.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { accountAccessMessages } from '../../src/domain/accountAccess';
import type { Db, Tx } from '../db/client';
import { signInSessions, users } from '../db/schema';
import { hashToken } from '../plugins/auth';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domainError';
import { claimEventInvitations } from '../events/eventInvitees';
import type { EventSite } from '../events/eventPlanning';
import { IdTokenRefused, type VerifiedIdToken } from './idTokens';
import type { UserRow } from '../users/userShape';

export const signInMessages = {
  /** A suspended account's own words; the mobile flavour still alerts the spec's sentence for any refusal. */
  suspended: accountAccessMessages.suspended,
  emailTaken: 'Este e-mail já pertence a outra conta da sala de imprensa. Fale com a assessoria de imprensa.',
  emailUnverified: 'Seu e-mail ainda não foi confirmado no serviço de login. Confirme-o e entre novamente.',
} as const;

/** A working day: long enough not to interrupt a journalist, short enough that a forgotten browser ends it. */
export const sessionLifetimeMs = 12 * 3600 * 1000;
/** Expired sessions are kept this long after their end (a trail of who signed in), then deleted at the next sign-in. */
const expiredSessionsKeptMs = 30 * 24 * 3600 * 1000;

/** The app's `deviceID`: kept only when it looks like one, so the column never holds whatever a client sends. */
export const deviceIdOf = (value: unknown): string | null =>
  typeof value === 'string' && /^[\w-]{8,64}$/.test(value) ? value : null;

/** The token of an `authorization` header, with or without `Bearer `. */
export const bearerTokenOf = (header: string | undefined): string =>
  (header ?? '').trim().replace(/^Bearer\s+/i, '');

export interface OpenedSession {
  token: string;
  user: UserRow;
}

export async function signIn(
  deps: {
    db: Db;
    clock: Clock;
    /** Where event invitations link to: an address invited before it had an account is invited at sign-in. */
    eventSite?: EventSite;
  },
  idToken: VerifiedIdToken,
  deviceId: string | null,
): Promise<OpenedSession> {
  const now = deps.clock.now();
  const token = randomBytes(32).toString('base64url');
  return deps.db.transaction(async (tx) => {
    const user = await findOrCreateUser(tx, idToken);
    if (user.suspendedAt) throw new DomainError(403, signInMessages.suspended);
    if (deps.eventSite) await claimEventInvitations(tx, user, now, deps.eventSite);
    const opened = await tx
      .insert(signInSessions)
      .values({
        tokenHash: hashToken(token),
        userId: user.id,
        deviceId,
        idTokenNonce: idToken.nonce,
        createdAt: now,
        expiresAt: new Date(now.getTime() + sessionLifetimeMs),
      })
      .onConflictDoNothing({ target: signInSessions.idTokenNonce })
      .returning({ tokenHash: signInSessions.tokenHash });
    // Throwing rolls back whatever this sign-in changed (a user it created, a subject it recorded).
    if (opened.length === 0) throw new IdTokenRefused('id token already used (nonce seen before)');
    await tx
      .delete(signInSessions)
      .where(
        and(
          eq(signInSessions.userId, user.id),
          lt(signInSessions.expiresAt, new Date(now.getTime() - expiredSessionsKeptMs)),
        ),
      );
    return { token, user };
  });
}

/**
 * The user the provider vouches for: by its issuer and subject; else the newsroom's user with that e-mail, linked to
 * this identity from now on (a seeded or staff-made account signing in for the first time, or one arriving from a
 * new provider) only when the provider marks the e-mail verified; else a new press user (role 10).
 */
async function findOrCreateUser(tx: Tx, idToken: VerifiedIdToken): Promise<UserRow> {
  const [byIdentity] = await tx
    .select()
    .from(users)
    .where(and(eq(users.issuer, idToken.issuer), eq(users.subject, idToken.subject)))
    .limit(1);
  if (byIdentity) return byIdentity;

  // An address the provider never checked could be anyone's: it neither opens an account nor takes one.
  if (idToken.emailVerified === false) throw new DomainError(403, signInMessages.emailUnverified);
  const email = idToken.email.toLowerCase();
  const [byEmail] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (byEmail) {
    // Taking an existing account (an administrator's, maybe) on the e-mail's word needs the provider's word that
    // the address is its holder's.
    if (idToken.emailVerified !== true) throw new DomainError(403, signInMessages.emailUnverified);
    // Another person of this same provider already holds the account (recreated at the provider?): handing it over
    // would let someone else in.
    if (byEmail.issuer === idToken.issuer && byEmail.subject !== null)
      throw new DomainError(409, signInMessages.emailTaken);
    const [linked] = await tx
      .update(users)
      .set({ issuer: idToken.issuer, subject: idToken.subject })
      .where(eq(users.id, byEmail.id))
      .returning();
    if (!linked) throw new DomainError(409, signInMessages.emailTaken);
    return linked;
  }

  const [created] = await tx
    .insert(users)
    .values({
      issuer: idToken.issuer,
      subject: idToken.subject,
      email,
      name: idToken.name.slice(0, 80),
      role: 10,
    })
    .returning();
  if (!created) throw new Error('The new user was not stored');
  return created;
}

/** Ends the session of `token` (the caller's own): false when it is not an open session of this user. */
export async function revokeSession(
  deps: { db: Db; clock: Clock },
  token: string,
  userId: number,
): Promise<boolean> {
  const revoked = await deps.db
    .update(signInSessions)
    .set({ revokedAt: deps.clock.now() })
    .where(
      and(
        eq(signInSessions.tokenHash, hashToken(token)),
        eq(signInSessions.userId, userId),
        isNull(signInSessions.revokedAt),
      ),
    )
    .returning({ tokenHash: signInSessions.tokenHash });
  return revoked.length > 0;
}
