import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overLimitMessage } from '../../src/domain/formRules';
import { newsletterTermsVersion } from '../../src/domain/newsletter';
import { profileMessages } from '../../src/domain/profile';
import type { ProfileBody } from '../../src/domain/userSchemas';
import { newsletterSubscriptions, users } from '../../server/db/schema';
import { statusMessages } from '../../server/plugins/errors';
import { profileServiceMessages } from '../../server/users/profileService';
import { createSignInSession, createUser, profileBody } from './builders';
import { testDatabases } from './databases';
import { startTestApp, testNow, type TestApp } from './testApp';

describe.each(testDatabases)('POST users (the profile) on $name', (target) => {
  let testApp: TestApp;

  /** A fresh signed-in user of `role` and their session token. */
  const signedIn = async (fields: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(testApp.database.db, fields);
    return { user, token: await createSignInSession(testApp.database.db, user.id, { now: testNow }) };
  };
  const post = (token: string | undefined, body: Partial<ProfileBody> = {}) =>
    testApp.inject({
      method: 'POST',
      url: '/api/users',
      headers: token === undefined ? {} : { authorization: token },
      payload: profileBody(body),
    });
  const rowOf = async (id: number) =>
    (await testApp.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const subscriptionsOf = (email: string) =>
    testApp.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));

  beforeAll(async () => {
    testApp = await startTestApp(target);
  });
  afterAll(async () => testApp?.close());

  it("saves the caller's profile, trimmed, with the CPF as digits, and answers the saved user", async () => {
    const { user, token } = await signedIn({ email: 'perfil@imprensa.test' });

    const response = await post(token, {
      id: user.id,
      name: '  Maria Souza ',
      cpf: '529.982.247-25',
      state: 'sp',
      city: 'São Paulo',
      phone2: ' (11) 3 3333-3333 ',
      deviceId: 'device-perfil-1',
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      name: 'Maria Souza',
      email: 'perfil@imprensa.test',
      rg: '12.345.678-9',
      cpf: '529.982.247-25',
      address: 'Rua das Flores, 100',
      country: 'Brasil',
      state: 'SP',
      city: 'São Paulo',
      phone1: '(11) 9 8765-4321',
      phone2: '(11) 3 3333-3333',
      phone3: '',
      midiaName: 'Jornal da Cidade',
      midiaType: 'Jornal',
      role: 10,
      cnh: '',
      cnhPicture: '',
      isNewsletterAccepted: false,
      deviceId: 'device-perfil-1',
    });
    expect(await rowOf(user.id)).toMatchObject({ cpf: '52998224725', state: 'SP', updatedAt: testNow });
  });

  it('keeps the e-mail the provider vouched for, whatever the body says', async () => {
    const { user, token } = await signedIn({ email: 'fixo@imprensa.test' });
    const response = await post(token, { email: 'outro@imprensa.test' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().email).toBe('fixo@imprensa.test');
    expect((await rowOf(user.id)).email).toBe('fixo@imprensa.test');
  });

  it('accepts free-text state and city for Outros', async () => {
    const { user, token } = await signedIn();
    const response = await post(token, { country: 'Outros', state: 'Buenos Aires', city: 'La Plata' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({
      country: 'Outros',
      state: 'Buenos Aires',
      city: 'La Plata',
    });
  });

  it('lets an internal user (role below 10) save without RG and CPF', async () => {
    const { user, token } = await signedIn({ role: 5 });
    const response = await post(token, { rg: '', cpf: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({ rg: '', cpf: '', role: 5 });
  });

  describe('refuses an invalid profile with the first rule it breaks, changing nothing:', () => {
    const over = (length: number) => 'a'.repeat(length);
    const cases: [string, Partial<ProfileBody>, string][] = [
      // Two problems at once: the first in the spec's order is the one answered.
      ['name over 80 (and no midia type)', { name: over(81), midiaType: '' }, overLimitMessage('Nome')],
      ['name under 3 (and no midia type)', { name: 'Jo', midiaType: '' }, profileMessages.nameRequired],
      ['no midia type', { midiaType: '' }, profileMessages.midiaTypeRequired],
      ['a midia type not in the list', { midiaType: 'Revista' }, profileMessages.midiaTypeUnknown],
      ['midia name over 80', { midiaName: over(81) }, overLimitMessage('Nome da mídia')],
      ['no midia name', { midiaName: '  ' }, profileMessages.midiaNameRequired],
      ['RG over 20', { rg: over(21) }, overLimitMessage('RG')],
      ['no RG for press', { rg: '' }, profileMessages.rgRequired],
      ['no CPF for press', { cpf: '' }, profileMessages.cpfRequired],
      ['an invalid CPF', { cpf: '111.111.111-11' }, profileMessages.cpfInvalid],
      ['address over 80', { address: over(81) }, overLimitMessage('Endereço')],
      ['no address', { address: 'R' }, profileMessages.addressRequired],
      [
        'a country that is neither Brasil nor Outros',
        { country: 'Argentina' },
        profileMessages.countryRequired,
      ],
      ['no state', { state: '' }, profileMessages.stateRequired],
      ['a Brazilian state that does not exist', { state: 'XX' }, profileMessages.stateRequired],
      ['no city', { city: '' }, profileMessages.cityRequired],
      ['a city of another state', { state: 'SP', city: 'Niterói' }, profileMessages.cityRequired],
      ['a city that is not a municipality', { city: 'Springfield' }, profileMessages.cityRequired],
      [
        'no state for Outros',
        { country: 'Outros', state: ' ', city: 'La Plata' },
        profileMessages.stateRequired,
      ],
      ['phone 1 over 20', { phone1: over(21) }, overLimitMessage('Telefone 1')],
      ['no phone 1', { phone1: '' }, profileMessages.phone1Required],
      ['phone 2 over 20', { phone2: over(21) }, overLimitMessage('Telefone 2')],
      ['phone 3 over 20', { phone3: over(21) }, overLimitMessage('Telefone 3')],
    ];

    it.each(cases)('%s', async (_name, body, message) => {
      const { user, token } = await signedIn();
      const response = await post(token, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await rowOf(user.id)).toEqual(user);
    });
  });

  it("refuses to save another user's profile, and leaves theirs as it was", async () => {
    const other = await createUser(testApp.database.db, { name: 'Outra Pessoa' });
    const { user, token } = await signedIn();

    const response = await post(token, { id: other.id, name: 'Invasor' });

    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(profileServiceMessages.notYours);
    expect(await rowOf(other.id)).toEqual(other);
    expect(await rowOf(user.id)).toEqual(user);
  });

  it('accepts its own id sent as text', async () => {
    const { user, token } = await signedIn();
    expect((await post(token, { id: String(user.id) })).statusCode).toBe(200);
  });

  it('answers 401 without a session, or with one that does not exist', async () => {
    for (const token of [undefined, 'a'.repeat(43)]) {
      const response = await post(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(statusMessages[401]);
    }
  });

  it('subscribes the user to the newsletter when the box is ticked', async () => {
    const { token } = await signedIn({ email: 'assinante.perfil@imprensa.test' });

    const response = await post(token, { name: 'Ana Maria Lima', isNewsletterAccepted: true });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().isNewsletterAccepted).toBe(true);
    const rows = await subscriptionsOf('assinante.perfil@imprensa.test');
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Ana',
        lastname: 'Maria Lima',
        consentedAt: testNow,
        termsVersion: newsletterTermsVersion,
      }),
    ]);
  });

  it('takes the user off the list when the ticked box is unticked, and puts them back when ticked again', async () => {
    const { token } = await signedIn({ email: 'desiste.news@imprensa.test' });
    const subscribed = async () => (await subscriptionsOf('desiste.news@imprensa.test')).length;

    expect((await post(token, { isNewsletterAccepted: true })).statusCode).toBe(200);
    expect(await subscribed()).toBe(1);

    const unticked = await post(token, { isNewsletterAccepted: false });
    expect(unticked.statusCode, unticked.body).toBe(200);
    expect(unticked.json().isNewsletterAccepted).toBe(false);
    expect(await subscribed()).toBe(0);

    expect((await post(token, { isNewsletterAccepted: true })).statusCode).toBe(200);
    expect(await subscribed()).toBe(1);
  });

  it('keeps a /newsletter subscription when a profile whose box was never ticked is saved', async () => {
    const { token } = await signedIn({ email: 'form.news@imprensa.test' });
    const form = await testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter/add',
      payload: {
        name: 'Rita',
        lastname: 'Souza',
        email: 'form.news@imprensa.test',
        isNewsletterAccepted: true,
      },
    });
    expect(form.statusCode, form.body).toBe(200);

    expect((await post(token, { isNewsletterAccepted: false })).statusCode).toBe(200);

    const rows = await subscriptionsOf('form.news@imprensa.test');
    expect(rows).toHaveLength(1);
  });

  it('does not subscribe a user who leaves the box unticked', async () => {
    const { token } = await signedIn({ email: 'sem.news@imprensa.test' });
    expect((await post(token, { isNewsletterAccepted: false })).statusCode).toBe(200);
    const rows = await subscriptionsOf('sem.news@imprensa.test');
    expect(rows).toHaveLength(0);
  });
});
