/**
 * `/media/*`: the photos, videos and documents whose holder is published (or whose address was granted to a draft's
 * reader: fileAccess.ts), read from the file store, so every process serves what any
 * of them stored (a CDN in front may take them through `MEDIA_BASE_URL`). Media names never change once written, but
 * an editor may replace a file, so they are cached for a week and revalidated by ETag. Videos are played in ranges.
 *
 * A JPEG's AVIF, WebP or thumbnail sibling that is not in the store is made from the JPEG before it is served
 * (siblingMaker.ts): the app offers them for every JPEG photo.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { contentType } from 'mime-types';
import rangeParser from 'range-parser';
import { notFound, sendError } from '../plugins/errors';
import type { FileStore, StoredFile } from '../storage/fileStore';
import { fileCacheControl, fileGrantParam } from '../../src/domain/fileAccess';
import type { FileAccess } from './fileAccess';
import { mediaKey } from './mediaKeys';
import { createSiblingMaker } from './siblingMaker';
import type { Metrics } from '../shared/metrics';

const week = 7 * 24 * 3600;
const siblingName = /\.(avif|webp)$|-(320|640)\.jpg$/i;

/** Weak, as `send` makes them: the size and the time the file was written. */
const etagOf = (info: StoredFile) =>
  `W/"${info.size.toString(16)}-${info.modifiedAt.getTime().toString(16)}"`;

/** The one range a request asks, when it asks a single satisfiable one; 'unsatisfiable' for a 416. */
function askedRange(request: FastifyRequest, size: number, etag: string, lastModified: string) {
  const header = request.headers.range;
  if (!header) return null;
  // If-Range: the range holds only for the version the client already has; otherwise the whole file.
  const ifRange = request.headers['if-range'];
  if (ifRange && ifRange !== etag && ifRange !== lastModified) return null;
  const ranges = rangeParser(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable' as const;
  // Malformed or several ranges: the whole file, as a server may.
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0]!;
}

async function sendMedia(
  files: FileStore,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  cacheControl: string,
) {
  const info = await files.stat(key);
  if (!info) return notFound(reply, request.url);
  const etag = etagOf(info);
  const lastModified = info.modifiedAt.toUTCString();
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', lastModified)
    .header('accept-ranges', 'bytes')
    // Press photos and videos are public and meant to be embedded: a partner site may show them (helmet's default
    // same-origin policy would block that).
    .header('cross-origin-resource-policy', 'cross-origin');
  if (fresh(request.headers, { etag, 'last-modified': lastModified })) return reply.status(304).send();

  const range = askedRange(request, info.size, etag, lastModified);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${info.size}`);
    return sendError(reply, 416, 'O trecho pedido está fora do arquivo.');
  }
  // Set only now: the answers above are JSON.
  reply.type(contentType(key.slice(key.lastIndexOf('/') + 1)) || 'application/octet-stream');
  const length = range ? range.end - range.start + 1 : info.size;
  reply.header('content-length', length);
  if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  if (request.method === 'HEAD') return reply.send();
  const body = await files.open(key, range ?? undefined);
  if (body) return reply.send(body);
  // Removed between the stat and now: still a plain 404.
  for (const name of ['content-length', 'content-range', 'etag', 'last-modified', 'cache-control'])
    reply.removeHeader(name);
  reply.type('application/json; charset=utf-8');
  return notFound(reply, request.url);
}

export async function registerMedia(
  app: FastifyInstance,
  files: FileStore,
  access: FileAccess,
  metrics?: Pick<Metrics, 'mediaMade'>,
) {
  const siblings = createSiblingMaker(files, app.log, metrics);
  // HEAD declared with GET, not left to Fastify's own HEAD route: that one would answer a Content-Length of 0, and
  // a player asks HEAD for a video's length.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    handler: async (request, reply) => {
      const wildcard = (request.params as { '*': string })['*'];
      const slash = wildcard.lastIndexOf('/');
      // Any name that could lead out of the media ('..', a backslash, a control character) is no media file.
      const folder = wildcard.slice(0, Math.max(slash, 0));
      const name = wildcard.slice(slash + 1);
      const key = mediaKey(folder, name);
      if (!key) return notFound(reply, request.url);
      // A file nothing published holds is no file, unless its address was granted (src/domain/fileAccess.ts).
      const grant = (request.query as Record<string, unknown>)[fileGrantParam];
      const answer = await access.answer({ folder, name }, typeof grant === 'string' ? grant : undefined);
      if (answer === 'refused') {
        reply.header('cache-control', fileCacheControl.refused);
        return notFound(reply, request.url);
      }
      if (siblingName.test(key)) await siblings.ensure(key);
      return sendMedia(files, key, request, reply, fileCacheControl[answer] ?? `public, max-age=${week}`);
    },
  });
}
