/**
 * The gallery (spec section 7, "buckets"): pages of photos and of videos, newest first; pages of albums, newest
 * first, only those holding at least one media; one album with a page of its media in the album's order. `pages` is
 * the page count for the asked limit, 0 when there is nothing to list (as `news/json`).
 *
 * Also the file behind `medias_api/download-file/{fileName}`: only a file named by a row of the media table (or a
 * version's spec sheet), in the folder that row says.
 */
import { and, asc, count, desc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AlbumDetailResponse,
  AlbumPageResponse,
  GalleryItem,
  GalleryPageResponse,
} from '../../src/domain/content';
import type { Db } from '../db/client';
import { albumMedia, albums, carVersions, media } from '../db/schema';
import type { MediaRow } from './mediaRow';
import { DomainError } from '../shared/domainError';
import { mediaDownloadName, specSheetName, type Rendition } from '../../src/domain/fileNames';
import type { MediaUrlBuilder } from './mediaUrls';
import { documentNames } from './storedDocuments';

export interface Paging {
  page: number;
  limit: number;
}

const pageCount = (total: number, limit: number) => Math.ceil(total / limit);
const offsetOf = ({ page, limit }: Paging) => (page - 1) * limit;

/** A media row as the gallery lists show it: its three renditions and their size labels. */
export function galleryItem(urls: MediaUrlBuilder, row: MediaRow): GalleryItem {
  return {
    id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    ...urls.variants(row),
    ...urls.sizes(row),
  };
}

/** The latest photos and videos of the gallery, newest first (the home page's block). */
export async function latestGallery(db: Db, urls: MediaUrlBuilder, limit: number): Promise<GalleryItem[]> {
  const rows = await db
    .select()
    .from(media)
    .where(eq(media.inGallery, true))
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(limit);
  return rows.map((row) => galleryItem(urls, row));
}

/** `buckets/json/photos` (kind image) and `buckets/json/videos` (kind video): media shown in the gallery. */
export async function buildGalleryPage(
  db: Db,
  urls: MediaUrlBuilder,
  kind: 'image' | 'video',
  paging: Paging,
): Promise<GalleryPageResponse> {
  const where = and(eq(media.kind, kind), eq(media.inGallery, true));
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(media).where(where),
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(paging.limit)
      .offset(offsetOf(paging)),
  ]);
  return {
    bucket_media: rows.map((row) => galleryItem(urls, row)),
    pages: pageCount(counted?.total ?? 0, paging.limit),
  };
}

/** A published album holding at least one media: a draft is the press office's, being filled. */
const listedAlbum: SQL = and(
  eq(albums.published, true),
  exists(sql`(select 1 from ${albumMedia} where ${albumMedia.albumId} = ${albums.id})`),
)!;

/** `buckets/json`: published albums holding at least one media, newest first, with their cover and media count. */
export async function buildAlbumPage(
  db: Db,
  urls: MediaUrlBuilder,
  paging: Paging,
): Promise<AlbumPageResponse> {
  const cover = alias(media, 'cover');
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(albums).where(listedAlbum),
    db
      .select({
        album: albums,
        cover,
        mediaAmount: sql<number>`(select count(*)::int from ${albumMedia} where ${albumMedia.albumId} = ${albums.id})`,
      })
      .from(albums)
      .leftJoin(cover, eq(cover.id, albums.coverMediaId))
      .where(listedAlbum)
      .orderBy(desc(albums.createdAt), desc(albums.id))
      .limit(paging.limit)
      .offset(offsetOf(paging)),
  ]);
  return {
    bucket: rows.map(({ album, cover: file, mediaAmount }) => ({
      id: album.id,
      title: album.title,
      description: album.description,
      created_at: album.createdAt.toISOString(),
      ...urls.variants(file),
      mediaAmount: Number(mediaAmount),
    })),
    pages: pageCount(counted?.total ?? 0, paging.limit),
  };
}

/** `buckets/json/bucket/{id}`: the album and one page of its media by position; an unknown or draft album is a 404. */
export async function buildAlbumDetail(
  db: Db,
  urls: MediaUrlBuilder,
  id: number,
  paging: Paging,
): Promise<AlbumDetailResponse> {
  const [album] = await db
    .select()
    .from(albums)
    .where(and(eq(albums.id, id), eq(albums.published, true)));
  if (!album) throw new DomainError(404, 'Conteúdo não encontrado.');
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(albumMedia).where(eq(albumMedia.albumId, id)),
    db
      .select({ media })
      .from(albumMedia)
      .innerJoin(media, eq(media.id, albumMedia.mediaId))
      .where(eq(albumMedia.albumId, id))
      .orderBy(asc(albumMedia.position), asc(media.id))
      .limit(paging.limit)
      .offset(offsetOf(paging)),
  ]);
  return {
    bucket: {
      id: album.id,
      title: album.title,
      description: album.description,
      created_at: album.createdAt.toISOString(),
      bucket_associations: rows.map((row) => galleryItem(urls, row.media)),
    },
    pages: pageCount(counted?.total ?? 0, paging.limit),
  };
}

/** A downloadable file: where it lives, relative to the media folder, and what the visitor's copy is called. */
export interface Downloadable {
  folder: string;
  file: string;
  /** 'aurora-t-cross-prestige-em-estudio-grande-4096x2731.jpg', 't-cross-highline-ficha-tecnica.pdf'. */
  downloadName: string;
}

/** Which rendition of a row a file is; the largest when one file serves several. */
function renditionOf(row: { fileLow: string; fileMed: string }, fileName: string): Rendition {
  if (row.fileLow === fileName) return 'low';
  if (row.fileMed === fileName) return 'med';
  return 'full';
}

/**
 * Where a downloadable file lives, relative to the media folder: a rendition of a media row, else a version's spec
 * sheet (`car_versions.pdf_file`, `documents/…`), else a published release's PDF (`news.pdf_file`). Null when no row names it. The caller has already refused names
 * with a path in them; the folder comes from the row, never from the request.
 */
export async function findDownloadable(db: Db, fileName: string): Promise<Downloadable | null> {
  const [row] = await db
    .select({
      title: media.title,
      folder: media.folder,
      fileLow: media.fileLow,
      fileMed: media.fileMed,
      sizeLow: media.sizeLow,
      sizeMed: media.sizeMed,
      sizeFull: media.sizeFull,
    })
    .from(media)
    .where(or(eq(media.fileLow, fileName), eq(media.fileMed, fileName), eq(media.fileFull, fileName)))
    .orderBy(asc(media.id))
    .limit(1);
  if (row) {
    const rendition = renditionOf(row, fileName);
    const sizeLabel = { low: row.sizeLow, med: row.sizeMed, full: row.sizeFull }[rendition];
    return {
      folder: row.folder,
      file: fileName,
      downloadName: mediaDownloadName({ title: row.title, rendition, sizeLabel, storedName: fileName }),
    };
  }
  const [version] = await db
    .select({ title: carVersions.title, pdfFile: carVersions.pdfFile })
    .from(carVersions)
    .where(
      or(
        eq(carVersions.pdfFile, fileName),
        sql`right(${carVersions.pdfFile}, ${fileName.length + 1}) = ${'/' + fileName}`,
      ),
    )
    .orderBy(asc(carVersions.id))
    .limit(1);
  if (!version?.pdfFile) {
    const stored = `documents/${fileName}`;
    const downloadName = (await documentNames(db, [stored])).get(stored);
    return downloadName ? { folder: 'documents', file: fileName, downloadName } : null;
  }
  const slash = version.pdfFile.lastIndexOf('/');
  return {
    folder: slash < 0 ? '' : version.pdfFile.slice(0, slash),
    file: fileName,
    downloadName: specSheetName(version.title, fileName),
  };
}
