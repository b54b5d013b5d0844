/**
 * Seed unit 'accounts': the demo accounts of DECISIONS.md exist at the embedded provider and as newsroom
 * users with their roles, each signs in with `imprensa123`, and the journalist's profile is complete while the new
 * user's is not.
 */
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpAccounts, users } from '../../server/db/schema';
import { applySeeds, seedUnits } from '../../server/seed/index';
import { isValidCpf } from '../../src/domain/cpf';
import { brazilPlaceCheck } from '../../src/domain/brazilPlaces';
import { checkProfile, isProfileComplete, type ProfileForm } from '../../src/domain/profile';
import { testDatabases } from './databases';
import { signInThroughEmbeddedIdp } from './helpers/oidcFlow';
import { startTestApp, testNow, type TestApp } from './testApp';

const decided = [
  { email: 'jornalista@imprensa.test', role: 10 },
  { email: 'novo@imprensa.test', role: 10 },
  { email: 'backoffice@imprensa.test', role: 5 },
  { email: 'redacao@imprensa.test', role: 0 },
  { email: 'gerente1@imprensa.test', role: 2 },
  { email: 'gerente2@imprensa.test', role: 3 },
  { email: 'admin@imprensa.test', role: 1 },
  { email: 'restrito@imprensa.test', role: 4 },
  { email: 'suspenso@imprensa.test', role: 10 },
];

describe.each(testDatabases)('seeded accounts on $name', (database) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp(database);
    const accountsUnit = seedUnits.filter((unit) => unit.name === 'accounts');
    expect(accountsUnit).toHaveLength(1);
    expect(await applySeeds(test.database.db, accountsUnit, { now: testNow })).toEqual(['accounts']);
  });

  afterAll(async () => {
    await test?.close();
  });

  async function userOf(email: string) {
    const [row] = await test.database.db.select().from(users).where(eq(users.email, email));
    return row!;
  }

  it('has the demo accounts of DECISIONS.md, each a newsroom user with its role and subject', async () => {
    const accounts = await test.database.db.select().from(idpAccounts);
    expect(accounts.map((account) => account.email).sort()).toEqual(decided.map((d) => d.email).sort());
    for (const { email, role } of decided) {
      const account = accounts.find((candidate) => candidate.email === email)!;
      const user = await userOf(email);
      expect(user.role, email).toBe(role);
      expect(user.subject, email).toBe(account.id);
      expect(user.name, email).toBe(account.name);
      expect(user.name, email).not.toBe('');
    }
    expect((await userOf('suspenso@imprensa.test')).suspendedAt).toEqual(testNow);
    expect((await userOf('jornalista@imprensa.test')).suspendedAt).toBeNull();
  });

  it.each(decided)('signs $email in with the demo password', async ({ email }) => {
    const { idToken } = await signInThroughEmbeddedIdp(test.app, { email, password: 'imprensa123' });
    const user = await userOf(email);
    expect(decodeJwt(idToken)).toMatchObject({ sub: user.subject, email, name: user.name });
  });

  it('gives the journalist a complete, valid profile and the new user an incomplete one', async () => {
    const journalist = await userOf('jornalista@imprensa.test');
    expect(journalist.cpf).toMatch(/^\d{11}$/);
    expect(isValidCpf(journalist.cpf)).toBe(true);
    expect(isProfileComplete(journalist)).toBe(true);
    const form: ProfileForm = {
      ...journalist,
      country: journalist.country as ProfileForm['country'],
      midiaType: journalist.midiaType as ProfileForm['midiaType'],
    };
    expect(checkProfile(form, { role: journalist.role, places: brazilPlaceCheck })).toBeNull();
    expect(journalist).toMatchObject({
      country: 'Brasil',
      state: 'SP',
      city: 'São Paulo',
      midiaType: 'Jornal',
    });

    const newcomer = await userOf('novo@imprensa.test');
    expect(isProfileComplete(newcomer)).toBe(false);
    expect(newcomer).toMatchObject({ rg: '', cpf: '', address: '' });
  });
});
