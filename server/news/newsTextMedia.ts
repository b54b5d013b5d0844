/**
 * The photos a news item's text shows, kept beside it (news_text_media) from the text each save stores: a published
 * item holds them as it holds its main photo and its set, so their files are served (server/media/fileAccess.ts)
 * without reading every text on each request. The text's pictures are the newsroom's own photos
 * (`assertEditorialHtml`), addressed `{mediaBase}/{folder}/{file}`: a rendition of a media row, or an AVIF, WebP or
 * thumbnail made from one.
 *
 * The editorial answers hand those addresses out granted (`?acesso=`, server/media/answerGrants.ts); the editor sends
 * them back as it was given them. The stored text keeps the plain address: a grant lasts a day, the text for years.
 */
import { eq } from 'drizzle-orm';
import { withoutFileGrant } from '../../src/domain/fileAccess';
import { isNewsroomMediaAddress } from '../../src/domain/editorialHtml';
import { parseMediaLink } from '../cart/cartFileLinks';
import { mapPictureAddresses, pictureAddressesIn } from '../content/htmlPictures';
import type { DbOrTx } from '../db/client';
import { media, newsTextMedia } from '../db/schema';
import { decidingNames } from '../media/fileAccess';
import { mediaNamed } from '../media/mediaNamed';

const prefixesOf = (mediaBase: string) => [`${mediaBase.replace(/\/$/, '')}/`];

/** The text with the grants of its newsroom pictures' addresses taken away; any other address as it is. */
export function storableNewsText(html: string, mediaBase: string): string {
  if (!html.includes('?')) return html;
  return mapPictureAddresses(html, (address) => {
    const plain = withoutFileGrant(address);
    return plain !== address && isNewsroomMediaAddress(plain, mediaBase) ? plain : address;
  });
}

/** The media rows the text's pictures show. */
async function textMediaIds(db: DbOrTx, html: string, mediaBase: string): Promise<number[]> {
  const prefixes = prefixesOf(mediaBase);
  const files = pictureAddressesIn(html).flatMap((address) => {
    const file = isNewsroomMediaAddress(address, mediaBase) ? parseMediaLink(address, prefixes) : null;
    return file ? decidingNames(file) : [];
  });
  if (!files.length) return [];
  const folders = [...new Set(files.map((file) => file.folder))];
  const names = [...new Set(files.map((file) => file.name))];
  const rows = await db
    .selectDistinct({
      id: media.id,
      folder: media.folder,
      low: media.fileLow,
      med: media.fileMed,
      full: media.fileFull,
    })
    .from(media)
    .where(mediaNamed(folders, names));
  // The folder and the name of one file: a name shown in one folder does not hold its namesake in another.
  const shown = new Set(files.map((file) => `${file.folder}/${file.name}`));
  return rows
    .filter((row) => [row.low, row.med, row.full].some((name) => shown.has(`${row.folder}/${name}`)))
    .map((row) => row.id);
}

/** The photos recorded as the text's become those `html` shows. */
export async function replaceNewsTextMedia(
  db: DbOrTx,
  newsId: number,
  html: string,
  mediaBase: string,
): Promise<void> {
  const ids = await textMediaIds(db, html, mediaBase);
  await db.delete(newsTextMedia).where(eq(newsTextMedia.newsId, newsId));
  if (ids.length) await db.insert(newsTextMedia).values(ids.map((mediaId) => ({ newsId, mediaId })));
}
