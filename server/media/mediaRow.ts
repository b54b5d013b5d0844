/** A row of the media table (photos, videos, documents) as the reads shape it into gallery items and page slots. */
import type { media } from '../db/schema';

export type MediaRow = typeof media.$inferSelect;
