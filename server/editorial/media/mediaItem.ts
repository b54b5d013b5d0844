/** A media row as the editorial area shows it (EditorialMediaItem). */
import type { EditorialMediaItem } from '../../../src/domain/editorialSchemas';
import type { media } from '../../db/schema';
import type { MediaUrlBuilder } from '../../media/mediaUrls';

export function mediaItemOf(row: typeof media.$inferSelect, urls: MediaUrlBuilder): EditorialMediaItem {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    title: row.title,
    caption: row.caption,
    credit: row.credit,
    suggestedCaption: row.suggestedCaption,
    suggestedCredit: row.suggestedCredit,
    takenAt: row.takenAt?.toISOString() ?? null,
    // Until its job has made it, the thumbnail's file does not exist.
    thumbnail: row.state === 'ready' ? urls.file(row.folder, row.fileLow) : null,
    size: row.sizeFull,
  };
}
