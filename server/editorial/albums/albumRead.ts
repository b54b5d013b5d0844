/**
 * The press office's albums as the editorial area reads them: the list (drafts included, newest change first) and
 * one album with its photos and videos in order, their states, and its history.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { albumMessages, albumStateLabels, type AlbumState } from '../../../src/domain/editorialAlbums';
import type { EditorialAlbum, EditorialAlbumList } from '../../../src/domain/editorialSchemas';
import { paths } from '../../../src/domain/routes';
import type { DbOrTx } from '../../db/client';
import { albumMedia, albums, media } from '../../db/schema';
import type { MediaUrlBuilder } from '../../media/mediaUrls';
import { DomainError } from '../../shared/domainError';
import { changesOf } from '../../shared/changeLog';
import { mediaItemOf } from '../media/mediaItem';
import { albumFieldLabels } from './albumFieldLabels';

const stateOf = (published: boolean): AlbumState => (published ? 'published' : 'draft');
const urlOf = (album: { id: number; published: boolean }) =>
  album.published ? paths.gallery.album.href(album.id) : null;

export async function listEditorialAlbums(db: DbOrTx, urls: MediaUrlBuilder): Promise<EditorialAlbumList> {
  const changed = sql<Date>`coalesce(${albums.updatedAt}, ${albums.createdAt})`;
  const rows = await db
    .select({
      album: albums,
      cover: { folder: media.folder, fileLow: media.fileLow, state: media.state },
      mediaAmount: sql<number>`(select count(*)::int from ${albumMedia} where ${albumMedia.albumId} = ${albums.id})`,
    })
    .from(albums)
    .leftJoin(media, eq(media.id, albums.coverMediaId))
    .orderBy(desc(changed), desc(albums.id));
  return {
    list: rows.map(({ album, cover, mediaAmount }) => {
      const state = stateOf(album.published);
      return {
        id: album.id,
        title: album.title,
        state,
        stateText: albumStateLabels[state],
        mediaAmount: Number(mediaAmount),
        cover: cover?.state === 'ready' ? urls.file(cover.folder, cover.fileLow) : null,
        updatedAt: (album.updatedAt ?? album.createdAt).toISOString(),
        url: urlOf(album),
      };
    }),
  };
}

/** The album's photos and videos in its order. */
export async function albumItemsOf(db: DbOrTx, albumId: number) {
  return db
    .select({ media })
    .from(albumMedia)
    .innerJoin(media, eq(media.id, albumMedia.mediaId))
    .where(eq(albumMedia.albumId, albumId))
    .orderBy(asc(albumMedia.position), asc(albumMedia.mediaId))
    .then((rows) => rows.map((row) => row.media));
}

export async function readEditorialAlbum(
  db: DbOrTx,
  urls: MediaUrlBuilder,
  id: number,
): Promise<EditorialAlbum> {
  const [album] = await db.select().from(albums).where(eq(albums.id, id));
  if (!album) throw new DomainError(404, albumMessages.notFound);
  const items = await albumItemsOf(db, id);
  const state = stateOf(album.published);
  return {
    id: album.id,
    title: album.title,
    description: album.description,
    state,
    stateText: albumStateLabels[state],
    version: album.version,
    coverMediaId: album.coverMediaId,
    items: items.map((row) => mediaItemOf(row, urls)),
    url: urlOf(album),
    updatedAt: (album.updatedAt ?? album.createdAt).toISOString(),
    changes: await changesOf(db, 'album', id, albumFieldLabels),
  };
}

/** Which of `ids` exist, with their kind and state. */
export async function mediaStatesOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, { kind: 'image' | 'video'; state: string }>();
  const rows = await db
    .select({ id: media.id, kind: media.kind, state: media.state })
    .from(media)
    .where(inArray(media.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
