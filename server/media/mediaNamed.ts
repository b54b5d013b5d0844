import { and, inArray, or, type SQL } from 'drizzle-orm';
import { media } from '../db/schema';

/**
 * The media rows in one of `folders` that hold one of `names` as a rendition (small, medium or whole): how a file
 * named in an address, a cart or a text is traced to its row. The caller pairs folder and name again on the rows,
 * since a name in one folder does not hold its namesake in another.
 */
export function mediaNamed(folders: string[], names: string[]): SQL | undefined {
  return and(
    inArray(media.folder, folders),
    or(inArray(media.fileLow, names), inArray(media.fileMed, names), inArray(media.fileFull, names)),
  );
}
