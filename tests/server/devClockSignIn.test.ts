/**
 * A local newsroom whose clock a browser test moved forward (/dev/clock, to see a scheduled item go out) still lets
 * people sign in: the embedded provider's tokens are judged by the provider's time, not by the moved clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpAccounts } from '../../server/db/schema';
import { hashPassword } from '../../server/idp/passwords';
import { testDatabases } from './databases';
import { signInThroughEmbeddedIdp } from './helpers/oidcFlow';
import { freshClientAddress, startTestApp, type TestApp } from './testApp';

describe.each(testDatabases)('sign-in after the local clock moved, on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false, ownClock: true });
    await t.database.db.insert(idpAccounts).values({
      id: 'acc-relogio',
      email: 'relogio@imprensa.test',
      name: 'Rita Relógio',
      passwordHash: await hashPassword('senha-do-relogio'),
    });
  });
  afterAll(async () => t?.close());

  it('signs in with a token the provider has just made, 22 hours after the clock moved', async () => {
    const moved = await t.inject({ method: 'POST', url: '/dev/clock', payload: { seconds: 22 * 3600 } });
    expect(moved.statusCode, moved.body).toBeLessThan(300);

    const { idToken } = await signInThroughEmbeddedIdp(t.app, {
      email: 'relogio@imprensa.test',
      password: 'senha-do-relogio',
    });
    const response = await t.inject({
      method: 'GET',
      url: '/api/login',
      headers: { authorization: `Bearer ${idToken}`, deviceid: 'device-relogio-1' },
      remoteAddress: freshClientAddress(),
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'relogio@imprensa.test', name: 'Rita Relógio' });
  });
});
