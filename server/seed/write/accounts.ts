/**
 * Unit 'accounts': the embedded provider's demo accounts of DECISIONS.md ("Sign-in"), one per kind of user, all
 * with the password `imprensa123`, and the newsroom's user row of each (same e-mail, `subject` = the account's id,
 * the role of the table). Only meant for the embedded provider; the README lists them.
 */
import type { Db } from '../../db/client';
import { idpAccounts, users } from '../../db/schema';
import { hashPassword } from '../../idp/passwords';

export const seedPassword = 'imprensa123';

export interface SeedAccount {
  subject: string;
  email: string;
  name: string;
  role: number;
  suspended?: boolean;
  /** Profile columns of `users` beyond name and e-mail (only the complete journalist has them). */
  profile?: Partial<typeof users.$inferInsert>;
}

export const seedAccounts: SeedAccount[] = [
  {
    subject: 'acc-jornalista',
    email: 'jornalista@imprensa.test',
    name: 'Joana Jornalista',
    role: 10,
    profile: {
      rg: '12.345.678-9',
      cpf: '52998224725',
      address: 'Avenida Paulista, 1000, apto 52',
      country: 'Brasil',
      state: 'SP',
      city: 'São Paulo',
      phone1: '(11) 9 8765-4321',
      midiaName: 'Diário do Motor',
      midiaType: 'Jornal',
    },
  },
  { subject: 'acc-novo', email: 'novo@imprensa.test', name: 'Nuno Novato', role: 10 },
  { subject: 'acc-backoffice', email: 'backoffice@imprensa.test', name: 'Bruna Backoffice', role: 5 },
  { subject: 'acc-redacao', email: 'redacao@imprensa.test', name: 'Renata Redação', role: 0 },
  { subject: 'acc-gerente1', email: 'gerente1@imprensa.test', name: 'Gustavo Gerente', role: 2 },
  { subject: 'acc-gerente2', email: 'gerente2@imprensa.test', name: 'Gabriela Gerente', role: 3 },
  { subject: 'acc-admin', email: 'admin@imprensa.test', name: 'Alice Administradora', role: 1 },
  { subject: 'acc-restrito', email: 'restrito@imprensa.test', name: 'Rui Restrito', role: 4 },
  {
    subject: 'acc-suspenso',
    email: 'suspenso@imprensa.test',
    name: 'Sérgio Suspenso',
    role: 10,
    suspended: true,
  },
];

export async function writeAccounts(db: Db, now: Date): Promise<void> {
  const passwordHashes = await Promise.all(seedAccounts.map(() => hashPassword(seedPassword)));
  await db.insert(idpAccounts).values(
    seedAccounts.map((account, index) => ({
      id: account.subject,
      email: account.email,
      name: account.name,
      passwordHash: passwordHashes[index] as string,
    })),
  );
  await db.insert(users).values(
    seedAccounts.map((account) => ({
      subject: account.subject,
      email: account.email,
      name: account.name,
      role: account.role,
      suspendedAt: account.suspended ? now : null,
      ...account.profile,
    })),
  );
}
