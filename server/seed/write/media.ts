/** Media rows (from the catalogue) and albums with their items. */
import { albumMedia, albums, media } from '../../db/schema';
import type { Db } from '../../db/client';
import { seedAlbums } from '../content/gallery';
import { seedMedia } from '../media/catalogue';
import { pairReturned, type Refs } from './refs';

export async function writeMedia(db: Db, refs: Refs, now: Date): Promise<void> {
  const rows = seedMedia.map((item) => ({
    kind: item.kind,
    title: item.title,
    folder: item.folder,
    fileLow: item.files.low,
    fileMed: item.files.med,
    fileFull: item.files.full,
    sizeLow: item.sizes.low,
    sizeMed: item.sizes.med,
    sizeFull: item.sizes.full,
    inGallery: item.inGallery,
    createdAt: new Date(now.getTime() - item.age),
  }));
  const returned = await db.insert(media).values(rows).returning({ id: media.id, fileLow: media.fileLow });
  for (const [item, id] of pairReturned(
    [...seedMedia],
    returned,
    (input, row) => input.files.low === row.fileLow,
  ))
    refs.set('media', item.key, id);
}

export async function writeAlbums(db: Db, refs: Refs, now: Date): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  const rows = seedAlbums.map((album) => {
    const cover = album.cover ?? album.items[0]?.key;
    if (!cover) throw new Error(`Album '${album.key}' is empty`);
    return {
      title: album.title,
      description: album.description,
      coverMediaId: refs.media(cover),
      createdAt: new Date(now.getTime() - album.daysAgo * day),
    };
  });
  const returned = await db.insert(albums).values(rows).returning({ id: albums.id, title: albums.title });
  const paired = pairReturned(seedAlbums, returned, (input, row) => input.title === row.title);
  for (const [album, id] of paired) refs.set('album', album.key, id);
  await db
    .insert(albumMedia)
    .values(
      paired.flatMap(([album, albumId]) =>
        album.items.map((item, position) => ({ albumId, mediaId: refs.media(item.key), position })),
      ),
    );
}
