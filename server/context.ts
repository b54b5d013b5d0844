/**
 * What every route and service of the API works with, handed over as one typed value rather than positional
 * arguments: the database, the public answer cache, media addresses, the mailer, the clock and the file store.
 */
import type { Db } from './db/client';
import type { Clock } from './shared/clock';
import type { ContentCache } from './shared/contentCache';
import type { Metrics } from './shared/metrics';
import type { Mailer } from './mail/mailer';
import type { AnswerGrants } from './media/answerGrants';
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
   * Grants the files not yet published in an answer (answerGrants.ts): only for answers whoever may see drafts gets,
   * a draft read with its preview token and the editorial area, never a public or cached one.
   */
  answerGrants: AnswerGrants;
  /** Whether a stored file is served, and to whom (fileAccess.ts). */
  fileAccess: FileAccess;
  mailer: Mailer;
  clock: Clock;
  /** The files every process shares: the data folder, or the bucket (server/storage/). */
  files: FileStore;
  /** Where rate limits count: this process, or Redis shared by every process. */
  counters: SharedCounters;
  /** What the platform team's Prometheus reads (`METRICS_PORT`); no-ops without it (shared/metrics.ts). */
  metrics: Metrics;
}
