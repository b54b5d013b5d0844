/**
 * Bad input to `POST users` (the signed-in user's profile) and `POST newsletter/add` (anyone's subscription):
 * generated bodies, each spoiled in one way, are refused with a 4xx in Portuguese and change nothing.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { isValidCpf } from '../../../src/domain/cpf';
import { createSignInSession, createUser, profileBody } from '../builders';
import { testDatabases } from '../databases';
import { testNow } from '../testApp';
import { badBody, notAnObjectBody, withLookalike, type BodyRules } from './arbitraries';
import {
  databaseState,
  describeBody,
  expectRefusedInPortuguese,
  postJson,
  runs,
  badInputApp,
} from './harness';

const text = (maxLength: number, bad?: fc.Arbitrary<unknown>) => ({
  kinds: ['string' as const],
  required: true,
  maxLength,
  text: true,
  ...(bad ? { bad } : {}),
});
/** Shorter than the three characters a required field needs, or blank. */
const tooShort = fc.constantFrom('', ' ', '   ', 'ab', ' a ');

describe.each(testDatabases)('bad input to the profile and the newsletter on $name', (target) => {
  let token: string;
  let otherUserId: number;
  const { t, db } = badInputApp(target);

  beforeAll(async () => {
    const me = await createUser(db(), { role: 10 });
    token = await createSignInSession(db(), me.id, { now: testNow });
    otherUserId = (await createUser(db(), { role: 10 })).id;
  });

  const profileRules = (): BodyRules => ({
    // 'ids of other users': the body names someone else's profile.
    id: {
      kinds: ['integer', 'string', 'null'],
      required: false,
      maxLength: 40,
      bad: fc.constantFrom(otherUserId, String(otherUserId), ` ${otherUserId} `, otherUserId + 1000),
    },
    name: text(80, tooShort),
    email: { kinds: ['string'], required: false, maxLength: 500, text: true },
    rg: text(20, fc.constantFrom('', '   ')),
    cpf: text(
      14,
      fc.oneof(
        fc.constantFrom(
          '111.111.111-11',
          '529.982.247-24',
          '123',
          '٥٢٩.٩٨٢.٢٤٧-٢٥',
          '５２９９８２２４７２５',
          '',
        ),
        fc.stringMatching(/^\d{11}$/).filter((digits) => !isValidCpf(digits)),
      ),
    ),
    address: text(80, tooShort),
    country: text(
      6,
      fc.oneof(fc.constantFrom('Brazil', 'brasil', 'BR', '', 'Portugal'), withLookalike('Brasil')),
    ),
    state: text(2, fc.oneof(fc.constantFrom('XX', 'São Paulo', '', 'S P'), withLookalike('SP'))),
    city: text(80, fc.constantFrom('', 'Cidade Que Não Existe', 'Paris', 'Rio de Janeiro')),
    phone1: text(20, tooShort),
    phone2: text(20),
    phone3: text(20),
    midiaName: text(80, tooShort),
    midiaType: text(
      10,
      fc.oneof(fc.constantFrom('Revista', 'jornal', 'JORNAL', '', 'Podcast'), withLookalike('Jornal')),
    ),
    deviceId: { kinds: ['string', 'null'], required: false, maxLength: 64, text: true },
    isNewsletterAccepted: { kinds: ['boolean'], required: false },
  });

  it(
    'POST users refuses every spoiled profile in Portuguese and changes nothing',
    { timeout: 60_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(badBody(profileBody(), profileRules()), async ({ how, field, body }) => {
          const before = await databaseState(db());
          const response = await postJson(t(), '/api/users', body, { authorization: token });
          expectRefusedInPortuguese(response, `${how} (${field}): ${describeBody(body)}`);
          expect(await databaseState(db()), `${how} (${field}) changed the database`).toBe(before);
        }),
        { numRuns: runs.perProperty },
      );
    },
  );

  const newsletterBase = {
    name: 'Maria',
    lastname: 'Souza',
    email: 'maria.souza@imprensa.test',
    isNewsletterAccepted: true,
  };
  const newsletterRules: BodyRules = {
    name: text(80, tooShort),
    lastname: text(80, tooShort),
    email: text(
      100,
      fc.constantFrom(
        '',
        'maria',
        'maria@',
        '@imprensa.test',
        'maria@imprensa',
        'maria souza@imprensa.test',
        'maria@@imprensa.test',
        'maria@imprensa..test',
        'maria@.test',
      ),
    ),
    isNewsletterAccepted: { kinds: ['boolean'], required: true, bad: fc.constant(false) },
  };

  it(
    'POST newsletter/add refuses every spoiled subscription in Portuguese and changes nothing',
    { timeout: 60_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(badBody(newsletterBase, newsletterRules), async ({ how, field, body }) => {
          const before = await databaseState(db());
          const response = await postJson(t(), '/api/newsletter/add', body);
          expectRefusedInPortuguese(response, `${how} (${field}): ${describeBody(body)}`);
          expect(await databaseState(db()), `${how} (${field}) changed the database`).toBe(before);
        }),
        { numRuns: runs.perProperty },
      );
    },
  );

  it('both refuse a body that is not an object of their fields', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(notAnObjectBody, async (body) => {
        const before = await databaseState(db());
        for (const [url, headers] of [
          ['/api/users', { authorization: token }],
          ['/api/newsletter/add', {}],
        ] as const) {
          expectRefusedInPortuguese(await postJson(t(), url, body, headers), `${url} ${describeBody(body)}`);
        }
        expect(await databaseState(db())).toBe(before);
      }),
      { numRuns: runs.wholeBody },
    );
  });

  // Last, as it writes: the bodies spoiled above were refused for their spoiling, not for their base.
  it('takes the unspoiled profile and subscription', async () => {
    const profile = await postJson(t(), '/api/users', profileBody(), { authorization: token });
    expect(profile.statusCode, profile.body).toBe(200);
    const subscription = await postJson(t(), '/api/newsletter/add', newsletterBase);
    expect(subscription.statusCode, subscription.body).toBe(200);
  });
});
