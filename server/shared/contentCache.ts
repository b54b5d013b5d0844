/**
 * Ready-to-send answers of PUBLIC reads only: the same bytes go to every visitor, so nothing that depends on who
 * asks (a signed-in user, a preview token, a role) may ever be stored here. An answer is built once, serialised
 * once, compressed at most once per encoding (when a client first asks for it), and dropped when the database says content changed (NOTIFY content_changed, raised by
 * triggers on every content table, so edits from any process or tool count).
 *
 * Reads that take an argument (a page number, an id) are keyed by it with `cacheKey`. The number of answers kept
 * is bounded, least recently used first out, so walking every page number can't grow the process without end.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export interface CachedAnswer {
  json: Buffer;
  /** The compressed bodies, made on first use: most answers of a paged read are asked once, by one browser, which
   * takes brotli; compressing every answer both ways up front doubled the cost of a cache miss. */
  gzip(): Buffer;
  brotli(): Buffer;
  etag: string;
}

export interface ContentCache {
  get(key: string, build: () => Promise<unknown>): Promise<CachedAnswer>;
  invalidate(): void;
  /**
   * How many times content changed since this process started: what this process derives from content and keeps
   * (page heads, the sitemap) is keyed by it, so a change makes them stale too. What every process shares (printed
   * PDFs) is keyed by the database's count instead (contentVersion.ts).
   */
  readonly generation: number;
}

/** 'news/page?limit=10&page=2': a read's name and its (already validated) arguments, in a stable order. */
export function cacheKey(
  read: string,
  args: Record<string, string | number | boolean | undefined> = {},
): string {
  const parts = Object.keys(args)
    .filter((name) => args[name] !== undefined)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(args[name]))}`);
  return parts.length ? `${read}?${parts.join('&')}` : read;
}

export function prepareAnswer(value: unknown): CachedAnswer {
  const json = Buffer.from(JSON.stringify(value));
  let gzip: Buffer | undefined;
  let brotli: Buffer | undefined;
  return {
    json,
    gzip: () => (gzip ??= gzipSync(json, { level: 9 })),
    brotli: () => (brotli ??= brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })),
    etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
  };
}

export function createContentCache({
  maxAnswers = 500,
  onLookup,
}: {
  maxAnswers?: number;
  /** Told whether each read found its answer (the metrics' cache hits and misses). */
  onLookup?: (outcome: 'hit' | 'miss') => void;
} = {}): ContentCache {
  const newStore = () => new LRUCache<string, Promise<CachedAnswer>>({ max: maxAnswers });
  let answers = newStore();
  let generation = 0;
  return {
    get generation() {
      return generation;
    },
    get(key, build) {
      let answer = answers.get(key);
      onLookup?.(answer ? 'hit' : 'miss');
      if (!answer) {
        // Concurrent first requests share one build. A build that fails is forgotten so the next request retries.
        const current = answers;
        answer = build().then(prepareAnswer);
        current.set(key, answer);
        answer.catch(() => {
          if (current.get(key) === answer) current.delete(key);
        });
      }
      return answer;
    },
    invalidate() {
      // A new store rather than clear(): a build still running for the old content stores into the old one only.
      answers = newStore();
      generation += 1;
    },
  };
}
