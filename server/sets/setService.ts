/**
 * A set of photos and videos taken whole: a news item's (its photo, its set, its blocks' and its album's, as its page
 * shows them) or an album's (all its media, in the album's order). Each item counts at its largest rendition, as a
 * favorite takes it (`favoriteOfMedia`), and the set is resolved as a cart of one entry (cartService.ts): the same
 * sizes, the same checks, and so the same zip as the favorites' e-mailed link.
 */
import { and, eq } from 'drizzle-orm';
import { favoriteOfMedia } from '../../src/domain/favorites';
import { isSetDeliveredAtOnce } from '../../src/domain/limits';
import type { MediaSetResponse, SetKind } from '../../src/domain/setSchemas';
import type { Db } from '../db/client';
import { albums, news } from '../db/schema';
import { loadContentPage, mediaByIds } from '../content/contentPage';
import type { MediaRow } from '../media/mediaRow';
import { canSee, contentNotFound, publicAccess } from '../content/publication';
import { albumMediaOf } from '../news/newsService';
import { newsGalleryMedia, photoSetOf } from '../news/newsPhotoSet';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import { resolveCart, type CartSetup, type ResolvedCart } from '../cart/cartService';

interface SetContent {
  title: string;
  cover: MediaRow | undefined;
  media: MediaRow[];
}

/** Published news only: a preview token opens a draft's page, not a download of its files. */
async function newsSet(db: Db, urls: MediaUrlBuilder, id: number): Promise<SetContent> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row || !canSee(publicAccess, [row])) throw contentNotFound();
  const [loaded, photoSet, albumMedia] = await Promise.all([
    loadContentPage(db, urls, 'news', row),
    photoSetOf(db, id),
    albumMediaOf(db, row.albumId),
  ]);
  // The order the page shows them in.
  const media = newsGalleryMedia({
    mainPhotoId: row.mediaId,
    ownMedia: loaded.ownMedia,
    photoSet,
    albumMedia,
  });
  // Its own photo first when it has one.
  return { title: row.title, cover: media[0], media };
}

async function albumSet(db: Db, id: number): Promise<SetContent> {
  const [album] = await db
    .select()
    .from(albums)
    .where(and(eq(albums.id, id), eq(albums.published, true)));
  if (!album) throw contentNotFound();
  const media = await albumMediaOf(db, album.id);
  const cover =
    album.coverMediaId === null
      ? undefined
      : (media.find((row) => row.id === album.coverMediaId) ??
        (await mediaByIds(db, [album.coverMediaId])).get(album.coverMediaId));
  return { title: album.title, cover: cover ?? media[0], media };
}

export interface ResolvedSet {
  answer: MediaSetResponse;
  /** The set as a cart of one entry, for its zip. */
  cart: ResolvedCart;
}

/** The set of `kind` and `id`: its files, their bytes and how it is delivered; 404 'Conteúdo não encontrado.'. */
export async function resolveSet(
  setup: CartSetup & { urls: MediaUrlBuilder },
  kind: SetKind,
  id: number,
): Promise<ResolvedSet> {
  const { db, urls } = setup;
  const content = kind === 'news' ? await newsSet(db, urls, id) : await albumSet(db, id);
  // A photo both in the text and in the album is one file of the set.
  const files = [
    ...new Set(
      content.media.flatMap(
        (row) => favoriteOfMedia({ title: row.title, ...urls.variants(row) }, '').contentToDownload,
      ),
    ),
  ];
  const cart = await resolveCart(setup, [{ title: content.title, files }]);
  return {
    answer: {
      title: content.title,
      cover: content.cover ? urls.variants(content.cover).mediaLow : '',
      files,
      bytes: cart.totalBytes,
      atOnce: isSetDeliveredAtOnce(cart.totalBytes),
    },
    cart,
  };
}
