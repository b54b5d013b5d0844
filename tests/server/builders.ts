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
  media,
  newsAssociations,
  news,
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

export async function createNews(
  db: Db,
  fields: Insert<typeof news> & { about?: { textEnum: NewsTextEnum; id: number; itemId?: number }[] } = {},
) {
  const { about = [], ...columns } = fields;
  const n = next();
  const [row] = await db
    .insert(news)
    .values({ title: `Notícia ${n}`, subtitle: `Subtítulo ${n}`, newsDate: '2026-11-01', ...columns })
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
    .values({ title: `Aurora Modelo ${next()}`, categoryCar: 3, ...fields })
    .returning();
  return row!;
}

export async function createCarVersion(db: Db, carId: number, fields: Insert<typeof carVersions> = {}) {
  const [row] = await db
    .insert(carVersions)
    .values({ carId, title: `Versão ${next()}`, ...fields })
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
    .values({ kind, id, title: `Página ${kind} ${id}`, ...fields })
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
