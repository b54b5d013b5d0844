/**
 * What the newsroom counts for the platform team's Prometheus (docs/operations.md, "Metrics"), said in the product's
 * words where each thing happens: a feature calls `metrics.mailSent()`, never a Prometheus counter. Without
 * `METRICS_PORT` every call is a no-op (`noMetrics`) and prom-client is never loaded (prometheusMetrics.ts is).
 *
 * Every label takes few values (a route's pattern, never its address; a job's kind; a status code): a label fed from
 * the request would grow the metrics without end.
 */

/** Which limit refused a request: the one its part shares (the API's per minute), a route's own, a person's usage. */
export type LimitName = 'general' | 'route' | 'usage';

/** What made a database error: unreachable or too slow, a constraint clash, anything else. */
export type DatabaseErrorKind = 'unavailable' | 'conflict' | 'other';

/** A file the newsroom encodes: an upload's photo or film sizes, or a JPEG's sibling (AVIF, WebP, thumbnail). */
export type MediaKind = 'photo' | 'video' | 'sibling';

export interface Metrics {
  /** An answer left: `route` is the route's pattern ('/api/news/:id'), 'unrouted' when none matched. */
  answered(answer: { route: string; method: string; status: number; seconds: number }): void;
  /** A public read was answered from the content cache (hit) or built (miss). */
  cacheLookup(outcome: 'hit' | 'miss'): void;
  rateLimited(limit: LimitName, route: string): void;
  /** A query failed and its error reached an answer (a 409, a 503 or a 500). */
  databaseError(kind: DatabaseErrorKind): void;
  mailSent(): void;
  /** The SMTP server refused or could not be reached; `lastAttempt` when the outbox gives up on the message. */
  mailRefused(lastAttempt: boolean): void;
  mediaMade(kind: MediaKind, outcome: 'made' | 'failed'): void;
  /** A PDF was printed by Chromium (not one reused from an earlier print of the same content). */
  pdfPrinted(outcome: 'printed' | 'failed'): void;
  /** A job ran (`kind` from the newsroom's list of tasks, server/newsroomJobs.ts). */
  jobRan(kind: string, outcome: 'done' | 'retried' | 'failed'): void;
}

const nothing = () => {};

/** The metrics of a newsroom nobody scrapes. */
export const noMetrics: Metrics = {
  answered: nothing,
  cacheLookup: nothing,
  rateLimited: nothing,
  databaseError: nothing,
  mailSent: nothing,
  mailRefused: nothing,
  mediaMade: nothing,
  pdfPrinted: nothing,
  jobRan: nothing,
};
