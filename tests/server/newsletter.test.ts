import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterMessages, newsletterTermsVersion } from '../../src/domain/newsletter';
import type { NewsletterBody } from '../../src/domain/userSchemas';
import { newsletterSubscriptions } from '../../server/db/schema';
import { routeAllowances } from '../../server/plugins/security';
import { testDatabases } from './databases';
import { freshClientAddress, startTestApp, testNow, type TestApp } from './testApp';

const validBody: NewsletterBody = {
  name: 'Maria',
  lastname: 'Souza',
  email: 'maria.souza@exemplo.test',
  isNewsletterAccepted: true,
};

describe.each(testDatabases)('POST newsletter/add on $name', (target) => {
  let testApp: TestApp;
  let app: FastifyInstance;

  const subscribe = (body: Partial<NewsletterBody>, address = freshClientAddress()) =>
    app.inject({
      method: 'POST',
      url: '/api/newsletter/add',
      payload: { ...validBody, ...body },
      remoteAddress: address,
    });
  const subscriptionsOf = (email: string) =>
    testApp.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);

  beforeAll(async () => {
    testApp = await startTestApp(target);
    app = testApp.app;
  });
  afterAll(async () => testApp?.close());

  it('stores the subscription with the time of consent and the version of the terms', async () => {
    const response = await subscribe({ name: ' Maria ', email: '  Maria.Souza@Exemplo.test ' });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await subscriptionsOf('maria.souza@exemplo.test')).toEqual([
      expect.objectContaining({
        email: 'maria.souza@exemplo.test',
        name: 'Maria',
        lastname: 'Souza',
        consentedAt: testNow,
        termsVersion: newsletterTermsVersion,
      }),
    ]);
  });

  it("treats a repeated address as the same subscription, keeping the first subscriber's name", async () => {
    const email = 'repetido@exemplo.test';
    expect((await subscribe({ email, name: 'Primeira' })).statusCode).toBe(200);

    const again = await subscribe({ email: 'REPETIDO@Exemplo.test', name: 'Outra', lastname: 'Pessoa' });

    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ ok: true });
    expect(await subscriptionsOf(email)).toEqual([
      expect.objectContaining({ email, name: 'Primeira', lastname: 'Souza' }),
    ]);
  });

  describe('refuses, in the order of the form, storing nothing:', () => {
    const over = (length: number) => 'a'.repeat(length);
    // Checks 8 to 10 of the form concern the confirmation field, which the API does not receive.
    const cases: [string, Partial<NewsletterBody>, string][] = [
      ['name over 80 (and no surname)', { name: over(81), lastname: '' }, newsletterMessages.nameOver],
      ['name under 3 (and no surname)', { name: 'Jo', lastname: '' }, newsletterMessages.nameRequired],
      ['surname over 80', { lastname: over(81) }, newsletterMessages.lastnameOver],
      ['surname under 3', { lastname: ' S ' }, newsletterMessages.lastnameRequired],
      ['e-mail over 100', { email: `${over(95)}@exemplo.test` }, newsletterMessages.emailOver],
      ['e-mail under 3', { email: 'a@' }, newsletterMessages.emailRequired],
      ['e-mail not an address', { email: 'maria@exemplo' }, newsletterMessages.emailInvalid],
      ['terms not accepted', { isNewsletterAccepted: false }, newsletterMessages.termsRequired],
    ];

    it.each(cases)('%s', async (name, body, message) => {
      const email = body.email ?? `recusado.${cases.findIndex(([other]) => other === name)}@exemplo.test`;
      const response = await subscribe({ ...body, email });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await subscriptionsOf(email)).toHaveLength(0);
    });
  });

  it('limits subscriptions per client', async () => {
    const address = '10.3.250.1';
    for (let n = 0; n < routeAllowances.newsletter.address; n++)
      expect((await subscribe({ email: `limite.${n}@exemplo.test` }, address)).statusCode).toBe(200);
    const refused = await subscribe({ email: 'limite.demais@exemplo.test' }, address);
    expect(refused.statusCode).toBe(429);
    expect(await subscriptionsOf('limite.demais@exemplo.test')).toHaveLength(0);
  });
});
