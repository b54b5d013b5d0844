/**
 * Unit 'account-loan-fields': what the loan area needs of the demo accounts. The journalist gets her CNH and its
 * picture (a private upload of hers); a second press agent, bloqueado@imprensa.test, is blocked for damage to a car
 * ('Devolveu o veículo com avarias em 2025.'), to show the approval page's Bloqueado. The pictures are generated
 * drawings of a licence (no real document); `ensureSeedPrivateUploads` writes their files where missing, as the
 * seed's media files are (server/main.ts calls it at start).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { idpAccounts, privateUploads, users } from '../../db/schema';
import { hashPassword } from '../../idp/passwords';
import type { FileStore } from '../../storage/fileStore';
import { privateUploadKey } from '../../uploads/privateUploads';
import { seedPassword } from './accounts';

interface SeedCnhPicture {
  /** Whose it is (a seeded account's e-mail). */
  owner: string;
  /** Drawn on the card, so the two pictures differ. */
  hue: string;
  name: string;
}

/** A stable name of the same shape as an upload's (32 hex characters), so the private route serves it. */
const seedUploadName = (key: string) =>
  `${createHash('sha256').update(`seed-cnh:${key}`).digest('hex').slice(0, 32)}.png`;

export const seedCnhPictures: SeedCnhPicture[] = [
  { owner: 'jornalista@imprensa.test', hue: '#2e7d4f', name: seedUploadName('jornalista') },
  { owner: 'bloqueado@imprensa.test', hue: '#2f5f8a', name: seedUploadName('bloqueado') },
];

export const blockedAgent = {
  subject: 'acc-bloqueado',
  email: 'bloqueado@imprensa.test',
  name: 'Bernardo Bloqueado',
  deniedReason: 'Devolveu o veículo com avarias em 2025.',
} as const;

/**
 * A licence-like card: a coloured band, a photo box and grey bars where the text would be. Deterministic, so the
 * file made at start matches the size recorded by the unit.
 */
export async function drawSeedCnh(picture: SeedCnhPicture): Promise<Buffer> {
  const bars = [
    [210, 90, 300],
    [210, 120, 220],
    [210, 170, 260],
    [210, 200, 180],
    [210, 250, 320],
    [210, 280, 140],
    [40, 330, 520],
    [40, 356, 380],
  ]
    .map(([x, y, width]) => `<rect x="${x}" y="${y}" width="${width}" height="14" rx="3" fill="#5b6770"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <rect width="640" height="400" rx="18" fill="#eef3e8"/>
    <rect width="640" height="56" rx="18" fill="${picture.hue}"/>
    <rect x="24" y="16" width="260" height="22" rx="4" fill="#ffffff" opacity="0.85"/>
    <rect x="40" y="84" width="140" height="180" rx="8" fill="#c9d3c0"/>
    <circle cx="110" cy="150" r="38" fill="#9aa88f"/>
    <rect x="62" y="196" width="96" height="60" rx="30" fill="#9aa88f"/>
    ${bars}
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

export async function writeLoanAccountFields(db: Db, now: Date): Promise<void> {
  await db.update(users).set({ cnh: '04512378906' }).where(eq(users.email, 'jornalista@imprensa.test'));

  await db.insert(idpAccounts).values({
    id: blockedAgent.subject,
    email: blockedAgent.email,
    name: blockedAgent.name,
    passwordHash: await hashPassword(seedPassword),
  });
  await db.insert(users).values({
    subject: blockedAgent.subject,
    email: blockedAgent.email,
    name: blockedAgent.name,
    role: 10,
    rg: '23.456.789-0',
    cpf: '11144477735',
    address: 'Rua XV de Novembro, 300',
    country: 'Brasil',
    state: 'PR',
    city: 'Curitiba',
    phone1: '(41) 9 9876-5432',
    midiaName: 'Portal Rodas do Sul',
    midiaType: 'Site',
    cnh: '07823456190',
    isAllowed: false,
    deniedReason: blockedAgent.deniedReason,
  });

  for (const picture of seedCnhPictures) {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, picture.owner));
    if (!owner) throw new Error(`Seed: no user ${picture.owner}`);
    const bytes = await drawSeedCnh(picture);
    await db.insert(privateUploads).values({
      name: picture.name,
      ownerId: owner.id,
      contentType: 'image/png',
      size: bytes.length,
      purpose: 'cnh',
      createdAt: now,
    });
    await db.update(users).set({ cnhPicture: picture.name }).where(eq(users.id, owner.id));
  }
}

/** Writes the seeded licence pictures missing from `folder` (DATA_DIR/private/uploads); answers how many. */
export async function ensureSeedPrivateUploads(files: FileStore): Promise<number> {
  let made = 0;
  for (const picture of seedCnhPictures) {
    const key = privateUploadKey(picture.name);
    if (await files.stat(key)) continue;
    await files.put(key, await drawSeedCnh(picture), { contentType: 'image/png' });
    made += 1;
  }
  return made;
}
