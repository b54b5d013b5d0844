/** Sends a prepared answer: revalidation by ETag, and the pre-compressed body the client accepts. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer, ContentCache } from '../shared/contentCache';

export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply
    .header('etag', answer.etag)
    .header('vary', 'accept-encoding')
    // Content may change any minute: browsers keep a copy but check it, and a 304 costs a few bytes.
    .header('cache-control', 'public, no-cache')
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(answer.brotli());
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(answer.gzip());
  return reply.send(answer.json);
}

/** A read that may be answered from the content cache, and the key its answer is kept under. */
export interface CachedRead {
  cache: ContentCache;
  request: FastifyRequest;
  reply: FastifyReply;
  key: string;
}

/**
 * Answers a public read from the content cache, building it on a miss. `key` must say everything the answer depends
 * on (`cacheKey('news/page', { page, limit })`): the same key means the same bytes for every visitor.
 */
export async function sendPublicRead({
  cache,
  request,
  reply,
  key,
  build,
}: CachedRead & { build: () => Promise<unknown> }) {
  return sendCachedAnswer(request, reply, await cache.get(key, build));
}
