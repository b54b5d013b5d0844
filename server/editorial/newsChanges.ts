/**
 * A news item's lines in the change log (server/shared/changeLog.ts), its fields named as the news editor shows them.
 */
import type { DbOrTx } from '../db/client';
import { changesOf, recordEditorialChange, type ChangeRecord } from '../shared/changeLog';
import { newsFieldLabels } from './newsFieldLabels';

export const recordNewsChange = (db: DbOrTx, change: ChangeRecord) =>
  recordEditorialChange(db, 'news', change);

export const newsChangesOf = (db: DbOrTx, newsId: number) => changesOf(db, 'news', newsId, newsFieldLabels);
