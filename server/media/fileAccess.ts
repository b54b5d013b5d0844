/**
 * The one place that decides whether a stored file is served (src/domain/fileAccess.ts): the media route, the
 * download call, and the zips of the favorites and of the sets all ask here. "Published" is read from what holds the
 * file (the SQL below: a published news item's photo, set, blocks and album; a published album, car, version under a
 * published car, section page under a published parent; the gallery, contacts, banner slides and events; a published
 * news item's text, through the photos recorded from it at each save: server/news/newsTextMedia.ts), kept per
 * content generation (NOTIFY content_changed), so publishing or unpublishing counts at once.
 *
 * A granted address (`?acesso=`) is how a file reaches whoever may see it before that: the server signs it into the
 * addresses of an answer only they get (a draft read with its preview token, the editorial area), per file, for a day.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  fileAnswer,
  fileGrantLifetimeHours,
  fileGrantParam,
  type FileAnswer,
} from '../../src/domain/fileAccess';
import { parseSiblingName, sourceCandidates } from '../../src/domain/imageFormats';
import type { Db } from '../db/client';
import { carVersions, media, news } from '../db/schema';
import type { Clock } from '../shared/clock';
import type { LinkSigner } from '../shared/linkSigning';
import { mediaNamed } from './mediaNamed';

export interface StoredName {
  folder: string;
  name: string;
}

const keyOf = ({ folder, name }: StoredName) => `${folder}/${name}`;
const hourMs = 3600 * 1000;

/** The names a file's access is decided by: its own, and for an AVIF, WebP or thumbnail, the JPEG it is made from. */
export function decidingNames(file: StoredName): StoredName[] {
  const sibling = parseSiblingName(file.name);
  const sources = sibling ? sourceCandidates(sibling) : [];
  return [file, ...sources.map((name) => ({ folder: file.folder, name }))];
}

const id = sql.raw(`"media"."id"`);
const templateHeld = (owner: string, table: string, published: string) =>
  sql.raw(`exists (select 1 from template_blocks tb join ${table} o on o.id = tb.owner_id
    where tb.owner_type = '${owner}' and tb.media_id = "media"."id" and ${published})`);

/** Whether something published (or public of itself) holds the media row. */
const heldByPublished: SQL<boolean> = sql<boolean>`(${media.inGallery}
  or exists (select 1 from contacts c where c.image_media_id = ${id})
  or exists (select 1 from banner_slides b where b.media_id = ${id})
  or exists (select 1 from template_blocks tb where tb.owner_type = 'event' and tb.media_id = ${id})
  or exists (select 1 from news n where n.published and (n.media_id = ${id} or n.share_media_id = ${id}))
  or exists (select 1 from news_media nm join news n on n.id = nm.news_id where nm.media_id = ${id} and n.published)
  or exists (select 1 from news_text_media tm join news n on n.id = tm.news_id
    where tm.media_id = ${id} and n.published)
  or exists (select 1 from album_media am join news n on n.album_id = am.album_id
    where am.media_id = ${id} and n.published)
  or ${templateHeld('news', 'news', 'o.published')}
  or exists (select 1 from albums a where a.published and (a.cover_media_id = ${id}
    or exists (select 1 from album_media am where am.album_id = a.id and am.media_id = ${id})))
  or exists (select 1 from cars c where c.published
    and ${id} in (c.media_id, c.side_media_id, c.bottom_media_id, c.thumb_media_id))
  or ${templateHeld('car', 'cars', 'o.published')}
  or exists (select 1 from car_versions v join cars c on c.id = v.car_id where v.published and c.published
    and ${id} in (v.media_id, v.side_media_id, v.bottom_media_id))
  or exists (select 1 from template_blocks tb join car_versions v on v.id = tb.owner_id join cars c on c.id = v.car_id
    where tb.owner_type = 'version' and tb.media_id = ${id} and v.published and c.published)
  or exists (select 1 from section_pages p left join section_pages pp on pp.kind = p.kind and pp.id = p.parent_id
    where p.published and coalesce(pp.published, true) and (${id} in (p.media_id, p.side_media_id, p.bottom_media_id)
      or exists (select 1 from template_blocks tb where tb.owner_type = p.kind and tb.owner_id = p.id
        and tb.media_id = ${id}))))`;

/** The stored paths ('documents/x.pdf', a spec sheet without a folder: 'x.pdf') a published item names. */
async function publishedDocuments(db: Db, paths: string[]): Promise<Set<string>> {
  if (!paths.length) return new Set();
  const [releases, sheets] = await Promise.all([
    db
      .select({ path: news.pdfFile })
      .from(news)
      .where(and(inArray(news.pdfFile, paths), eq(news.published, true))),
    db
      .select({ path: carVersions.pdfFile })
      .from(carVersions)
      .where(
        and(
          inArray(carVersions.pdfFile, paths),
          eq(carVersions.published, true),
          sql`exists (select 1 from cars c where c.id = ${carVersions.carId} and c.published)`,
        ),
      ),
  ]);
  return new Set([...releases, ...sheets].flatMap((row) => (row.path ? [row.path] : [])));
}

/** Which of `files` something published holds, keyed `folder/name`. */
async function findPublished(db: Db, files: StoredName[]): Promise<Set<string>> {
  const published = new Set<string>();
  if (!files.length) return published;
  const folders = [...new Set(files.map((file) => file.folder))];
  const names = [...new Set(files.map((file) => file.name))];
  const rows = await db
    .select({ folder: media.folder, low: media.fileLow, med: media.fileMed, full: media.fileFull })
    .from(media)
    .where(and(mediaNamed(folders, names), heldByPublished));
  for (const row of rows)
    for (const name of [row.low, row.med, row.full]) published.add(keyOf({ folder: row.folder, name }));
  const paths = files.map((file) => (file.folder ? keyOf(file) : file.name));
  for (const path of await publishedDocuments(db, paths))
    published.add(path.includes('/') ? path : `/${path}`);
  return published;
}

export interface FileAccess {
  /** How a file is answered to a request whose address carried `grant` (the `acesso` parameter), if any. */
  answer(file: StoredName, grant: string | undefined): Promise<FileAnswer>;
  /** The files among `files` that everyone may have, keyed `folder/name`. */
  publicFiles(files: StoredName[]): Promise<Set<string>>;
  /** The query (`acesso=…`) that opens `file` to whoever is given the address, for a day from now. */
  grantOf(file: StoredName): string;
}

export function createFileAccess(deps: {
  db: Db;
  signer: LinkSigner;
  clock: Clock;
  /** The content generation: a decision is kept until content changes. */
  generation: () => number;
}): FileAccess {
  const { db, signer, clock } = deps;
  const decided = new LRUCache<string, { generation: number; published: boolean }>({ max: 20_000 });
  const subjectOf = (file: StoredName) => `media-file:${keyOf(file)}`;

  async function publicFiles(files: StoredName[]): Promise<Set<string>> {
    const generation = deps.generation();
    const result = new Set<string>();
    const unknown: StoredName[] = [];
    for (const file of files) {
      // The share images are made only for published pages (server/site/pageHtml.ts).
      if (file.folder === 'og') result.add(keyOf(file));
      const known = decided.get(keyOf(file));
      if (known?.generation === generation) {
        if (known.published) result.add(keyOf(file));
      } else unknown.push(file);
    }
    if (unknown.length) {
      const asked = unknown.flatMap(decidingNames);
      const published = await findPublished(db, asked);
      for (const file of unknown) {
        const isPublic = decidingNames(file).some((name) => published.has(keyOf(name)));
        decided.set(keyOf(file), { generation, published: isPublic });
        if (isPublic) result.add(keyOf(file));
      }
    }
    return result;
  }

  function granted(file: StoredName, grant: string | undefined): boolean {
    const match = /^(\d{1,12})\.([\w-]{1,100})$/.exec(grant ?? '');
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires * 1000 <= clock.now().getTime()) return false;
    return decidingNames(file).some((name) => signer.verify(subjectOf(name), expires, match[2]!));
  }

  return {
    publicFiles,
    async answer(file, grant) {
      const published = (await publicFiles([file])).has(keyOf(file));
      return fileAnswer({ published, granted: !published && granted(file, grant) });
    },
    grantOf(file) {
      // Rounded up to the hour: the addresses of one file stay the same for an hour, so a browser reuses its copy.
      const expiresMs =
        Math.ceil((clock.now().getTime() + fileGrantLifetimeHours * hourMs) / hourMs) * hourMs;
      const expires = Math.floor(expiresMs / 1000);
      return `${fileGrantParam}=${expires}.${signer.sign(subjectOf(file), expires)}`;
    },
  };
}
