/**
 * Small row builders for server tests: each inserts one row with sensible defaults and answers it, so a test says
 * only what matters to it (`createNews(db, { newsDate: '2026-11-01' })`). Unique fields take a counter.
 */
import { randomBytes } from 'node:crypto';
import type { ProfileBody } from '../../src/domain/userSchemas';
import type { Db } from '../../server/db/client';
import {
  albumMedia,
  albums,
  bannerSlides,
  carVersions,
  cars,
  contactGroups,
  contacts,
  fleetVehicles,
  loanCarOptions,
  loans,
  media,
  newsAssociations,
  news,
  privateUploads,
  sectionPages,
  signInSessions,
  socialFeedItems,
  templateBlocks,
  users,
  type NewsTextEnum,
  type SectionKind,
  type TemplateOwner,
} from '../../server/db/schema';
import { hashToken } from '../../server/plugins/auth';

let counter = 0;
const next = () => ++counter;

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export async function createMedia(db: Db, fields: Insert<typeof media> = {}) {
  const n = next();
  const [row] = await db
    .insert(media)
    .values({
      kind: 'image',
      title: `Foto ${n}`,
      folder: 'images',
      fileLow: `foto-${n}-low.jpg`,
      fileMed: `foto-${n}-med.jpg`,
      fileFull: `foto-${n}-full.jpg`,
      sizeLow: '1024 x 683 px',
      sizeMed: '1795 x 1197 px',
      sizeFull: '4096 x 2731 px',
      ...fields,
    })
    .returning();
  return row!;
}

/**
 * A row built with a preview token gets a link that opens it whatever the test's clock reads (the fixed test moment
 * or the real one); a test of expiry gives `previewExpiresAt` itself.
 */
function withOpenLink<T extends { previewToken?: string | null; previewExpiresAt?: Date | null }>(
  fields: T,
): T {
  if (!fields.previewToken || fields.previewExpiresAt !== undefined) return fields;
  return { ...fields, previewExpiresAt: new Date('2100-01-01T00:00:00Z') };
}

export async function createNews(
  db: Db,
  fields: Insert<typeof news> & { about?: { textEnum: NewsTextEnum; id: number; itemId?: number }[] } = {},
) {
  const { about = [], ...columns } = fields;
  const n = next();
  const [row] = await db
    .insert(news)
    .values({
      title: `Notícia ${n}`,
      subtitle: `Subtítulo ${n}`,
      newsDate: '2026-11-01',
      ...withOpenLink(columns),
    })
    .returning();
  for (const target of about) {
    await db.insert(newsAssociations).values({
      newsId: row!.id,
      textEnum: target.textEnum,
      associationId: target.id,
      associationItemId: target.itemId ?? null,
    });
  }
  return row!;
}

export async function createCar(db: Db, fields: Insert<typeof cars> = {}) {
  const [row] = await db
    .insert(cars)
    .values({ title: `Aurora Modelo ${next()}`, categoryCar: 3, ...withOpenLink(fields) })
    .returning();
  return row!;
}

export async function createCarVersion(db: Db, carId: number, fields: Insert<typeof carVersions> = {}) {
  const [row] = await db
    .insert(carVersions)
    .values({ carId, title: `Versão ${next()}`, ...withOpenLink(fields) })
    .returning();
  return row!;
}

export async function createSectionPage(
  db: Db,
  kind: SectionKind,
  id: number,
  fields: Insert<typeof sectionPages> = {},
) {
  const [row] = await db
    .insert(sectionPages)
    .values({ kind, id, title: `Página ${kind} ${id}`, ...withOpenLink(fields) })
    .returning();
  return row!;
}

/** A block below a page: text (type 1) by default, or media (type 2) when given a `mediaId`. */
export async function createTemplateBlock(
  db: Db,
  owner: { type: TemplateOwner; id: number },
  fields: Insert<typeof templateBlocks> = {},
) {
  const [row] = await db
    .insert(templateBlocks)
    .values({
      ownerType: owner.type,
      ownerId: owner.id,
      type: fields.mediaId ? 2 : 1,
      text: fields.mediaId ? '' : `<p>Bloco ${next()}</p>`,
      ...fields,
    })
    .returning();
  return row!;
}

/** An album ("bucket") holding the given media, in that order. */
export async function createAlbum(db: Db, mediaIds: number[], fields: Insert<typeof albums> = {}) {
  const [row] = await db
    .insert(albums)
    .values({ title: `Álbum ${next()}`, ...fields })
    .returning();
  for (const [position, mediaId] of mediaIds.entries())
    await db.insert(albumMedia).values({ albumId: row!.id, mediaId, position });
  return row!;
}

export async function createContact(db: Db, fields: Insert<typeof contacts> & { groupTitle?: string } = {}) {
  const { groupTitle, ...columns } = fields;
  const groupId =
    columns.groupId ??
    (
      await db
        .insert(contactGroups)
        .values({ title: groupTitle ?? `Grupo ${next()}` })
        .returning()
    )[0]!.id;
  const n = next();
  const [row] = await db
    .insert(contacts)
    .values({
      groupId,
      name: `Pessoa ${n}`,
      role: 'Assessoria de Imprensa',
      email: `pessoa.${n}@aurora-veiculos.com.br`,
      ...columns,
    })
    .returning();
  return row!;
}

export async function createBannerSlide(db: Db, fields: Insert<typeof bannerSlides> = {}) {
  const mediaId = fields.mediaId ?? (await createMedia(db)).id;
  const [row] = await db
    .insert(bannerSlides)
    .values({ category: 'none', title: `Destaque ${next()}`, mediaId, ...fields })
    .returning();
  return row!;
}

export async function createSocialItem(db: Db, fields: Insert<typeof socialFeedItems> = {}) {
  const n = next();
  const [row] = await db
    .insert(socialFeedItems)
    .values({
      network: 'twitter',
      link: `https://x.com/aurora_imprensa/status/${n}`,
      content: `Publicação ${n}`,
      isoDate: new Date(Date.UTC(2026, 10, 1, 12, 0, n)),
      ...fields,
    })
    .returning();
  return row!;
}

export async function createUser(db: Db, fields: Insert<typeof users> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({ email: `usuario.${n}@imprensa.test`, name: `Usuário ${n}`, role: 10, ...fields })
    .returning();
  return row!;
}

/** A sign-in session for the user, valid for a day from `now`; answers the token the app would send. */
export async function createSignInSession(
  db: Db,
  userId: number,
  { now = new Date(), validForMs = 24 * 3600 * 1000 }: { now?: Date; validForMs?: number } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(signInSessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + validForMs),
  });
  return token;
}

/** A `POST users` body that passes every rule of the profile (a press user in São Paulo); override what matters. */
export function profileBody(fields: Partial<ProfileBody> = {}): ProfileBody {
  return {
    name: 'Maria Souza',
    email: 'maria.souza@imprensa.test',
    rg: '12.345.678-9',
    cpf: '529.982.247-25',
    address: 'Rua das Flores, 100',
    country: 'Brasil',
    state: 'SP',
    city: 'São Paulo',
    phone1: '(11) 9 8765-4321',
    phone2: '',
    phone3: '',
    midiaName: 'Jornal da Cidade',
    midiaType: 'Jornal',
    deviceId: 'device-1234',
    isNewsletterAccepted: false,
    ...fields,
  };
}

/** A car offered for loans (a `loan_car_options` row), with a version for its fleet; answers both. */
export async function createLoanOption(db: Db, fields: Insert<typeof loanCarOptions> = {}) {
  const car = await createCar(db);
  const version = await createCarVersion(db, car.id);
  await db.insert(loanCarOptions).values({ carId: car.id, position: next(), ...fields });
  return { car, version };
}

/** A fleet vehicle of the car's version; plate, chassis and fleet number are unique per call. */
export async function createFleetVehicle(
  db: Db,
  option: { car: { id: number }; version: { id: number } },
  fields: Insert<typeof fleetVehicles> = {},
) {
  const n = next();
  const [row] = await db
    .insert(fleetVehicles)
    .values({
      frota: `FROTA-${String(n).padStart(6, '0')}`,
      carId: option.car.id,
      carVersionId: option.version.id,
      color: 'Branco Puro',
      modelYear: 2026,
      vehicleLocation: 'São Bernardo do Campo - SP',
      placa: `TST${String(n).padStart(4, '0')}`,
      chassis: `9BWTEST${String(n).padStart(10, '0')}`,
      ...fields,
    })
    .returning();
  return row!;
}

/** A private upload's row (no file: tests that read it write the file themselves). */
export async function createPrivateUpload(
  db: Db,
  ownerId: number,
  fields: Insert<typeof privateUploads> = {},
) {
  const [row] = await db
    .insert(privateUploads)
    .values({
      name: `${randomBytes(16).toString('hex')}.png`,
      ownerId,
      contentType: 'image/png',
      size: 100,
      purpose: 'cnh',
      ...fields,
    })
    .returning();
  return row!;
}

/**
 * A loan written straight into the table, in any status, for tests of what acts on loans (the workflow's own
 * path is `requestLoan`). The requester drives; options default to two new loan options.
 */
export async function createLoan(db: Db, requesterId: number, fields: Insert<typeof loans> = {}) {
  const option1Id = fields.option1Id ?? (await createLoanOption(db)).car.id;
  const option2Id = fields.option2Id ?? (await createLoanOption(db)).car.id;
  const [row] = await db
    .insert(loans)
    .values({
      requesterId,
      status: 1,
      startDate: '2026-11-25',
      endDate: '2026-11-28',
      description: 'Avaliação para matéria de teste drive',
      isOwner: true,
      driverUserId: requesterId,
      driverName: 'Condutor de teste',
      driverCpf: '52998224725',
      driverRg: '12.345.678-9',
      driverCnh: '04567891230',
      cnhPicture: '',
      option1Id,
      option2Id,
      ...fields,
    })
    .returning();
  return row!;
}

/** A valid CPF (11 digits) of its own for each `n`: people looked up by CPF must not share one by accident. */
export function cpfFor(n: number): string {
  const base = String(100_000_000 + ((n * 7_919) % 800_000_000))
    .slice(0, 9)
    .split('')
    .map(Number);
  const digit = (digits: number[]) => {
    const sum = digits.reduce((total, d, i) => total + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return [...base, first, digit([...base, first])].join('');
}

/** A user with what a loan needs: a complete profile, a CPF of their own, an RG and a CNH (press by default). */
export async function createLoanUser(db: Db, fields: Insert<typeof users> = {}) {
  const n = next();
  return createUser(db, {
    name: `Agente ${n}`,
    cpf: cpfFor(n),
    rg: `${10 + (n % 80)}.${String(n).padStart(3, '0')}.456-7`,
    cnh: String(10_000_000_000 + n),
    address: 'Rua Augusta, 500',
    country: 'Brasil',
    state: 'SP',
    city: 'São Paulo',
    phone1: '(11) 9 8765-4321',
    midiaName: 'Revista Auto',
    midiaType: 'Revista',
    ...fields,
  });
}
