/**
 * Which file a cart's link names. A cart comes from the visitor's browser, so each link is only a claim: it is read
 * strictly as one of the addresses the API itself hands out (`{mediaBase}/{folder}/{file}`, see mediaUrls.ts) and
 * then must name a media rendition or a version's spec sheet recorded in the database. Anything else — another
 * host, a query, `..` written plainly or percent-encoded, an absolute path, a folder no row names — is refused, so
 * the zip can never be made to carry a file we did not publish.
 */
import { and, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carVersions, media } from '../db/schema';
import { mediaFileColumns } from '../media/mediaBytes';
// A folder or file name segment that the file store can only read as a plain name: the store's own rule.
import { isPlainSegment } from '../storage/fileStore';

export interface StoredFile {
  folder: string;
  name: string;
}

/** A file as the cart resolved it: where it is and its size when the database knows it. */
export interface KnownFile extends StoredFile {
  bytes: number | null;
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
 * The files among `wanted` that a media row or a version's spec sheet names, keyed by `storedFileKey`, with the
 * bytes the media row recorded (null when not measured yet; spec sheets are never measured). Queried in chunks so
 * that a cart at its largest stays far below PostgreSQL's limit of bind parameters.
 */
export async function findKnownFiles(db: Db, wanted: StoredFile[]): Promise<Map<string, KnownFile>> {
  const wantedKeys = new Set(wanted.map(storedFileKey));
  const known = new Map<string, KnownFile>();
  for (const chunk of chunksOf(wanted, 500)) {
    const names = [...new Set(chunk.map((file) => file.name))];
    const folders = [...new Set(chunk.map((file) => file.folder))];
    const rows = await db
      .select(mediaFileColumns)
      .from(media)
      .where(
        and(
          inArray(media.folder, folders),
          or(inArray(media.fileLow, names), inArray(media.fileMed, names), inArray(media.fileFull, names)),
        ),
      );
    for (const row of rows) {
      for (const [name, bytes] of [
        [row.fileLow, row.bytesLow],
        [row.fileMed, row.bytesMed],
        [row.fileFull, row.bytesFull],
      ] as const) {
        const file = { folder: row.folder, name };
        const key = storedFileKey(file);
        if (wantedKeys.has(key) && !known.get(key)?.bytes) known.set(key, { ...file, bytes });
      }
    }
    const sheetPaths = chunk.map((file) => (file.folder ? `${file.folder}/${file.name}` : file.name));
    const sheets = await db
      .select({ pdfFile: carVersions.pdfFile })
      .from(carVersions)
      .where(inArray(carVersions.pdfFile, sheetPaths));
    for (const { pdfFile } of sheets) {
      if (!pdfFile) continue;
      const slash = pdfFile.lastIndexOf('/');
      const file = { folder: slash < 0 ? '' : pdfFile.slice(0, slash), name: pdfFile.slice(slash + 1) };
      const key = storedFileKey(file);
      if (wantedKeys.has(key) && !known.has(key)) known.set(key, { ...file, bytes: null });
    }
  }
  return known;
}
