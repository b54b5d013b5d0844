/**
 * Ready-to-send answers for public reads that every visitor asks for (the home payload, contacts, feeds). An
 * answer is built once, serialised once, compressed once, and dropped when the database says content changed
 * (NOTIFY content_changed, raised by triggers on every content table, so edits from any process or tool count).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CachedAnswer {
  json: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

export interface ContentCache {
  get(key: string, build: () => Promise<unknown>): Promise<CachedAnswer>;
  invalidate(): void;
}

export function prepareAnswer(value: unknown): CachedAnswer {
  const json = Buffer.from(JSON.stringify(value));
  return {
    json,
    gzip: gzipSync(json, { level: 9 }),
    brotli: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
  };
}

export function createContentCache(): ContentCache {
  let answers = new Map<string, Promise<CachedAnswer>>();
  return {
    get(key, build) {
      let answer = answers.get(key);
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
      // A new map rather than clear(): a build still running for the old content stores into the old map only.
      answers = new Map();
    },
  };
}
