/**
 * What every route and service of the API works with, handed over as one typed value rather than positional
 * arguments: the database, the public answer cache, media addresses, the mailer, the clock and the file store.
 */
import type { Db } from './db/client';
import type { Clock } from './shared/clock';
import type { ContentCache } from './content/contentCache';
import type { Mailer } from './mail/mailer';
import type { FileAccess } from './media/fileAccess';
import type { MediaUrlBuilder } from './media/mediaUrls';
import type { SharedCounters } from './plugins/sharedCounters';
import type { FileStore } from './storage/fileStore';

export interface AppContext {
  db: Db;
  /** Answers of PUBLIC reads only (see contentCache.ts): never anything that depends on who asks. */
  cache: ContentCache;
  media: MediaUrlBuilder;
  /**
   * Media addresses that open a file not yet published (fileAccess.ts): only in answers whoever may see drafts gets,
   * a draft read with its preview token and the editorial area, never in a public or cached answer.
   */
  grantedMedia: MediaUrlBuilder;
  /** Whether a stored file is served, and to whom (fileAccess.ts). */
  fileAccess: FileAccess;
  mailer: Mailer;
  clock: Clock;
  /** The files every process shares: the data folder, or the bucket (server/storage/). */
  files: FileStore;
  /** Where rate limits count: this process, or Redis shared by every process. */
  counters: SharedCounters;
}
