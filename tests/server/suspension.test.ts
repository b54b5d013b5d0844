/**
 * Suspending a user (server/users/suspension.ts): their open sessions are revoked with the suspension, so a token
 * they hold answers 401 at once and still does after they are reinstated; a new sign-in then works.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpAccounts, signInSessions, users } from '../../server/db/schema';
import { hashPassword } from '../../server/idp/passwords';
import { hashToken } from '../../server/plugins/auth';
import { statusMessages } from '../../server/plugins/errors';
import { reinstateUser, suspendUser, suspensionMessages } from '../../server/users/suspension';
import { createSignInSession } from './builders';
import { testDatabases } from './databases';
import { signInThroughEmbeddedIdp } from './helpers/oidcFlow';
import { startTestApp, testNow, type TestApp } from './testApp';

const hour = 3600 * 1000;

describe.each(testDatabases)('suspending a user on $name', (target) => {
  let t: TestApp;
  const db = () => t.database.db;
  const email = 'suspensa@imprensa.test';
  const password = 'senha-da-suspensa';

  /** A sign-in as the app makes it: the provider's id token, exchanged at `GET /api/login`. */
  const signIn = async () => {
    const { idToken } = await signInThroughEmbeddedIdp(t.app, { email, password });
    return t.inject({
      url: '/api/login',
      headers: { authorization: idToken, deviceid: 'device-suspensa-1' },
    });
  };
  const signedIn = async () => {
    const response = await signIn();
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string; user: { id: number } }>();
  };
  /** A route for any signed-in user. */
  const events = (token: string) => t.inject({ url: '/api/events', headers: { authorization: token } });
  const sessionsOf = (userId: number) =>
    db().select().from(signInSessions).where(eq(signInSessions.userId, userId));

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    await db()
      .insert(idpAccounts)
      .values({
        id: 'acc-suspensa',
        email,
        name: 'Sara Suspensa',
        passwordHash: await hashPassword(password),
      });
  });
  afterAll(async () => t?.close());

  it('revokes every open session with the suspension; reinstated, the old tokens stay refused and a new sign-in works', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const userId = first.user.id;
    // A session that had already ended keeps its record: the suspension did not end it.
    const expired = await createSignInSession(db(), userId, { now: new Date(testNow.getTime() - 48 * hour) });
    expect((await events(first.token)).statusCode).toBe(200);
    expect((await events(second.token)).statusCode).toBe(200);

    await suspendUser(db(), userId, testNow);

    for (const token of [first.token, second.token]) {
      const response = await events(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(statusMessages[401]);
    }
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    expect(user!.suspendedAt).toEqual(testNow);
    const revokedAt = Object.fromEntries(
      (await sessionsOf(userId)).map((session) => [session.tokenHash, session.revokedAt]),
    );
    expect(revokedAt).toEqual({
      [hashToken(first.token)]: testNow,
      [hashToken(second.token)]: testNow,
      [hashToken(expired)]: null,
    });
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    // Told why: the suspension's own words, not the general refusal of any sign-in.
    expect(refused.json().message).toBe(
      'Seu acesso à sala de imprensa está suspenso. Para saber mais, fale com a assessoria de imprensa.',
    );

    await reinstateUser(db(), userId);

    expect((await db().select().from(users).where(eq(users.id, userId)))[0]!.suspendedAt).toBeNull();
    for (const token of [first.token, second.token, expired])
      expect((await events(token)).statusCode).toBe(401);
    const again = await signedIn();
    expect(again.user.id).toBe(userId);
    expect((await events(again.token)).statusCode).toBe(200);
  });

  it('keeps the time of the first suspension when suspended again', async () => {
    const { user } = await signedIn();
    await suspendUser(db(), user.id, testNow);
    await suspendUser(db(), user.id, new Date(testNow.getTime() + hour));
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0]!.suspendedAt).toEqual(testNow);
    await reinstateUser(db(), user.id);
  });

  it('answers 404 for a user that does not exist, changing nothing', async () => {
    for (const act of [() => suspendUser(db(), 999_999, testNow), () => reinstateUser(db(), 999_999)])
      await expect(act()).rejects.toMatchObject({
        statusCode: 404,
        message: suspensionMessages.userNotFound,
      });
  });
});
