/**
 * What the news editor offers to pick: the subjects a news item can be about (cars with their versions, the level-1
 * pages of each section tree with their level-2 pages), the albums for its photo set, and the photos for its main
 * photo. Drafts are offered too: a news item may be written about a car before the car's page is out.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { EditorialNewsChoices, EditorialPhotoList } from '../../src/domain/editorialSchemas';
import { sectionKinds, sectionNewsTextEnum } from '../../src/domain/sections';
import type { DbOrTx } from '../db/client';
import { albums, carVersions, cars, media, sectionPages } from '../db/schema';
import type { MediaUrlBuilder } from '../media/mediaUrls';

export async function newsChoices(db: DbOrTx): Promise<EditorialNewsChoices> {
  const [carRows, versionRows, pageRows, albumRows] = await Promise.all([
    db.select({ id: cars.id, title: cars.title }).from(cars).orderBy(asc(cars.position), asc(cars.id)),
    db
      .select({ id: carVersions.id, carId: carVersions.carId, title: carVersions.title })
      .from(carVersions)
      .orderBy(asc(carVersions.position), asc(carVersions.id)),
    db
      .select({
        kind: sectionPages.kind,
        id: sectionPages.id,
        parentId: sectionPages.parentId,
        title: sectionPages.title,
      })
      .from(sectionPages)
      .orderBy(asc(sectionPages.position), asc(sectionPages.id)),
    db
      .select({ id: albums.id, title: albums.title, published: albums.published })
      .from(albums)
      .orderBy(desc(albums.createdAt), desc(albums.id)),
  ]);
  const subjects: EditorialNewsChoices['subjects'] = carRows.map((car) => ({
    textEnum: 'Carros',
    id: car.id,
    title: car.title,
    items: versionRows.filter((v) => v.carId === car.id).map(({ id, title }) => ({ id, title })),
  }));
  for (const kind of sectionKinds)
    for (const page of pageRows.filter((row) => row.kind === kind && row.parentId === null))
      subjects.push({
        textEnum: sectionNewsTextEnum[kind],
        id: page.id,
        title: page.title,
        items: pageRows
          .filter((row) => row.kind === kind && row.parentId === page.id)
          .map(({ id, title }) => ({ id, title })),
      });
  return { subjects, albums: albumRows };
}

const photosPerPage = 24;
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Images only (a video's poster is not a news photo), newest first, by words of the title without accents. */
export async function photoChoices(
  db: DbOrTx,
  urls: MediaUrlBuilder,
  query: { q?: string; page?: number },
): Promise<EditorialPhotoList> {
  const page = query.page ?? 1;
  // An upload whose sizes are still being made has no thumbnail yet, nor anything to show on a page.
  const parts: SQL[] = [eq(media.kind, 'image'), eq(media.state, 'ready')];
  const q = query.q?.trim();
  if (q)
    parts.push(sql`unaccent(lower(${media.title})) like '%' || unaccent(lower(${likeEscaped(q)})) || '%'`);
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: media.id,
        title: media.title,
        folder: media.folder,
        fileLow: media.fileLow,
        fileMed: media.fileMed,
        caption: media.caption,
        credit: media.credit,
      })
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(photosPerPage)
      .offset((page - 1) * photosPerPage),
    db.select({ n: count() }).from(media).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      thumbnail: urls.file(row.folder, row.fileLow),
      picture: urls.file(row.folder, row.fileMed),
      caption: row.caption,
      credit: row.credit,
    })),
    total: total!.n,
  };
}
