/**
 * Who is asking. The app sends the sign-in session token as `authorization` (as the spec has it; `Bearer <token>` is
 * accepted too). This plugin looks it up and decorates `request.user`, or leaves it null; routes guard themselves
 * with `requireCapability`, which reads the one roles table of src/domain/roles.ts, the same the browser reads.
 */
import fp from 'fastify-plugin';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { can, type Capability } from '../../src/domain/roles';
import type { Db } from '../db/client';
import { preparedFor } from '../db/prepared';
import { signInSessions, users } from '../db/schema';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domainError';
import { statusMessages } from './errors';

export interface SignedInUser {
  id: number;
  email: string;
  name: string;
  role: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SignedInUser | null;
  }
}

/** Only the hash of a token is stored or looked up. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '');
  // Tokens we issue are 43 url-safe characters; anything wildly different is not worth a query.
  return /^[\w-]{16,128}$/.test(token) ? token : null;
}

export const authPlugin = fp<{ db: Db; clock: Clock }>(
  async (app, { db, clock }) => {
    app.decorateRequest('user', null);
    // Every signed-in call asks this: a prepared statement, built once and planned once per connection.
    const sessionUser = preparedFor(db, 'session_user', (name) =>
      db
        .select({ id: users.id, email: users.email, name: users.name, role: users.role })
        .from(signInSessions)
        .innerJoin(users, eq(users.id, signInSessions.userId))
        .where(
          and(
            eq(signInSessions.tokenHash, sql.placeholder('tokenHash')),
            isNull(signInSessions.revokedAt),
            gt(signInSessions.expiresAt, sql.placeholder('now')),
            isNull(users.suspendedAt),
          ),
        )
        .limit(1)
        .prepare(name),
    );
    app.addHook('onRequest', async (request) => {
      const token = tokenOf(request);
      if (!token) return;
      const [row] = await sessionUser.execute({
        tokenHash: hashToken(token),
        now: clock.now().toISOString(),
      });
      request.user = row ?? null;
    });
  },
  { name: 'auth' },
);

/**
 * A guard for a route, as its `preValidation` hook, so a caller without the right is refused (401, 403) before its
 * body is even read: nobody learns a route's rules without the right to call it. 401 without a valid session, 403
 * when the role lacks the capability. `adminFlag` reads the
 * `?admin=1` of /aprovacao from the request, and counts for the administrator only (roles.ts).
 */
export function requireCapability(
  capability: Capability,
  adminFlag: (request: FastifyRequest) => boolean = () => false,
): preValidationAsyncHookHandler {
  return async (request) => {
    if (!request.user) throw new DomainError(401, statusMessages[401]);
    if (!can(request.user.role, capability, { adminFlag: adminFlag(request) }))
      throw new DomainError(403, statusMessages[403]);
  };
}

/** A guard that only asks for a signed-in user. */
export const requireSignIn: preValidationAsyncHookHandler = async (request) => {
  if (!request.user) throw new DomainError(401, statusMessages[401]);
};
