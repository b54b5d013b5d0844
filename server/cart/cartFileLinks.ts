/**
 * Which file a cart's link names. A cart comes from the visitor's browser, so each link is only a claim: it is read
 * strictly as one of the addresses the API itself hands out (`{mediaBase}/{folder}/{file}`, see mediaUrls.ts) and
 * then must name a media rendition or a version's spec sheet recorded in the database, and one whose holder is
 * published. Anything else — another
 * host, a query, `..` written plainly or percent-encoded, an absolute path, a folder no row names — is refused, so
 * the zip can never be made to carry a file we did not publish.
 */
import type { Db } from '../db/client';
import { media } from '../db/schema';
import { mediaFileColumns } from '../media/mediaBytes';
import { documentNames } from '../media/storedDocuments';
import { mediaDownloadName } from '../../src/domain/fileNames';
// A folder or file name segment that the file store can only read as a plain name: the store's own rule.
import { isPlainSegment } from '../storage/fileStore';
import type { FileAccess } from '../media/fileAccess';
import { mediaNamed } from '../media/mediaNamed';

export interface StoredFile {
  folder: string;
  name: string;
}

/**
 * A file as the cart resolved it: where it is, its size and CRC-32 when the database knows them, and what the
 * visitor's copy is called (src/domain/fileNames.ts).
 */
export interface KnownFile extends StoredFile {
  bytes: number | null;
  crc: number | null;
  downloadName: string;
}

export const storedFileKey = (file: StoredFile) => `${file.folder}/${file.name}`;

/**
 * The beginnings a link of ours may have: the media base as configured (`/media/` or a CDN's address), and for a
 * relative base also the same path on the site's public address, as a link copied from the browser's address bar
 * would read.
 */
export function mediaLinkPrefixes(mediaBaseUrl: string, publicUrl: string): string[] {
  const base = mediaBaseUrl.replace(/\/$/, '');
  if (/^https?:\/\//i.test(base)) return [`${base}/`];
  const site = publicUrl.replace(/\/$/, '');
  return [...new Set([`${base}/`, `${new URL(site).origin}${base}/`, `${site}${base}/`])];
}

/** The folder and file a link names, or null when it is not shaped like one of our media links. */
export function parseMediaLink(link: string, prefixes: readonly string[]): StoredFile | null {
  // Queries, fragments and backslashes never occur in our links; an attacker's might. Control characters, raw or
  // encoded, are refused with each segment below.
  if (/[?#\\]/.test(link)) return null;
  const prefix = prefixes.find((p) => link.slice(0, p.length).toLowerCase() === p.toLowerCase());
  if (!prefix) return null;
  const segments = link.slice(prefix.length).split('/');
  if (segments.length !== 2) return null;
  let folder: string;
  let name: string;
  try {
    folder = decodeURIComponent(segments[0]!);
    name = decodeURIComponent(segments[1]!);
  } catch {
    return null; // malformed percent-encoding
  }
  // A spec sheet stored without a folder has the link `{base}//{file}`; any folder is one or more plain names.
  if (folder !== '' && !folder.split('/').every(isPlainSegment)) return null;
  if (!isPlainSegment(name)) return null;
  return { folder, name };
}

const chunksOf = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/**
 * The files among `wanted` that a media row, a version's spec sheet or a release's PDF names, keyed by `storedFileKey`, with the
 * bytes and checksum the media row recorded (null when not measured yet; spec sheets are never measured) and the
 * name a download gives them. Queried in chunks so
 * that a cart at its largest stays far below PostgreSQL's limit of bind parameters.
 */
export async function findKnownFiles(
  db: Db,
  wanted: StoredFile[],
  access: Pick<FileAccess, 'publicFiles'>,
): Promise<Map<string, KnownFile>> {
  const wantedKeys = new Set(wanted.map(storedFileKey));
  const known = new Map<string, KnownFile>();
  for (const chunk of chunksOf(wanted, 500)) {
    const names = [...new Set(chunk.map((file) => file.name))];
    const folders = [...new Set(chunk.map((file) => file.folder))];
    const rows = await db
      .select({
        ...mediaFileColumns,
        title: media.title,
        sizeLow: media.sizeLow,
        sizeMed: media.sizeMed,
        sizeFull: media.sizeFull,
      })
      .from(media)
      .where(mediaNamed(folders, names));
    for (const row of rows) {
      // The largest first: a file serving as two renditions is named as the larger one.
      for (const [rendition, name, bytes, crc, sizeLabel] of [
        ['full', row.fileFull, row.bytesFull, row.crcFull, row.sizeFull],
        ['med', row.fileMed, row.bytesMed, row.crcMed, row.sizeMed],
        ['low', row.fileLow, row.bytesLow, row.crcLow, row.sizeLow],
      ] as const) {
        const file = { folder: row.folder, name };
        const key = storedFileKey(file);
        const previous = known.get(key);
        // The first naming wins, unless a later one knows the size the first did not.
        if (!wantedKeys.has(key) || (previous && (previous.bytes !== null || bytes === null))) continue;
        const downloadName = mediaDownloadName({ title: row.title, rendition, sizeLabel, storedName: name });
        known.set(key, { ...file, bytes, crc, downloadName });
      }
    }
    const sheetPaths = chunk.map((file) => (file.folder ? `${file.folder}/${file.name}` : file.name));
    for (const [pdfFile, downloadName] of await documentNames(db, sheetPaths)) {
      const slash = pdfFile.lastIndexOf('/');
      const file = { folder: slash < 0 ? '' : pdfFile.slice(0, slash), name: pdfFile.slice(slash + 1) };
      const key = storedFileKey(file);
      if (wantedKeys.has(key) && !known.has(key))
        known.set(key, { ...file, bytes: null, crc: null, downloadName });
    }
  }
  // A file nothing published holds is not ours to hand out yet (src/domain/fileAccess.ts).
  const published = await access.publicFiles([...known.values()]);
  for (const [key, file] of known) if (!published.has(storedFileKey(file))) known.delete(key);
  return known;
}
