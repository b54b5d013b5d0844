/**
 * The gallery (spec section 7): `buckets/json/photos`, `buckets/json/videos`, `buckets/json` (albums) and
 * `buckets/json/bucket/{id}`, each `?page&limit` (page from 1; 9 a page by default, the gallery's first load; at
 * most 50); and `medias_api/download-file/{fileName}`, one of our media files as an attachment named from its title,
 * size and pixels (src/domain/fileNames.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { create as contentDisposition } from 'content-disposition';
import { contentType } from 'mime-types';
import path from 'node:path';
import { Type } from 'typebox';
import {
  AlbumDetailResponse,
  AlbumPageResponse,
  ApiErrorBody,
  GalleryPageResponse,
} from '../../src/domain/contentSchemas';
import type { AppContext } from '../context';
import { sendPublicRead } from '../plugins/cachedAnswer';
import { passedDownloadLimit, type DownloadPasses } from '../downloads/downloadPasses';
import { cacheKey } from '../shared/contentCache';
import { DomainError } from '../shared/domainError';
import { buildAlbumDetail, buildAlbumPage, buildGalleryPage, findDownloadable } from './galleryService';
import { ContentId } from '../content/readSchemas';
import { mediaKey } from './mediaKeys';
import { fileCacheControl, fileGrantParam } from '../../src/domain/fileAccess';
import { downloadPassParam } from '../../src/domain/downloadPass';

const Paging = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 9 }),
});

/** A bare file name: no folder, no parent, nothing the file system would read as a path. */
const isBareName = (name: string) =>
  name.length > 0 &&
  name.length <= 255 &&
  name !== '.' &&
  !name.includes('..') &&
  !/[/\\\0]/.test(name) &&
  !path.isAbsolute(name) &&
  !path.win32.isAbsolute(name);

export const galleryRoutes: FastifyPluginAsyncTypebox<AppContext & { passes: DownloadPasses }> = async (
  app,
  ctx,
) => {
  const { cache, db, media, files, fileAccess } = ctx;

  const galleryList = (kind: 'image' | 'video', name: 'photos' | 'videos') =>
    app.get(
      `/buckets/json/${name}`,
      { schema: { querystring: Paging, response: { 200: GalleryPageResponse } } },
      (request, reply) => {
        const { page, limit } = request.query;
        return sendPublicRead({
          cache,
          request,
          reply,
          key: cacheKey(`buckets/${name}`, { page, limit }),
          build: () => buildGalleryPage(db, media, kind, { page, limit }),
        });
      },
    );
  galleryList('image', 'photos');
  galleryList('video', 'videos');

  app.get(
    '/buckets/json',
    { schema: { querystring: Paging, response: { 200: AlbumPageResponse } } },
    (request, reply) => {
      const { page, limit } = request.query;
      return sendPublicRead({
        cache,
        request,
        reply,
        key: cacheKey('buckets/albums', { page, limit }),
        build: () => buildAlbumPage(db, media, { page, limit }),
      });
    },
  );

  app.get(
    '/buckets/json/bucket/:id',
    {
      schema: {
        params: Type.Object({ id: ContentId }),
        querystring: Paging,
        response: { 200: AlbumDetailResponse, 404: ApiErrorBody },
      },
    },
    (request, reply) => {
      const { id } = request.params;
      const { page, limit } = request.query;
      return sendPublicRead({
        cache,
        request,
        reply,
        key: cacheKey('buckets/album', { id, page, limit }),
        build: () => buildAlbumDetail(db, media, id, { page, limit }),
      });
    },
  );

  app.get(
    '/medias_api/download-file/:fileName',
    {
      config: { rateLimit: passedDownloadLimit(ctx.passes) },
      schema: {
        params: Type.Object({ fileName: Type.String({ maxLength: 1000 }) }),
        // The granted address of a draft's file carries its grant on to the download (src/domain/fileAccess.ts).
        querystring: Type.Object({
          [fileGrantParam]: Type.Optional(Type.String({ maxLength: 200 })),
          [downloadPassParam]: Type.Optional(Type.String({ maxLength: 200 })),
        }),
      },
    },
    async (request, reply) => {
      const { fileName } = request.params;
      if (!isBareName(fileName)) throw new DomainError(400, 'Nome de arquivo inválido.');
      const found = await findDownloadable(db, fileName);
      if (!found) throw new DomainError(404, 'Arquivo não encontrado.');
      const answer = await fileAccess.answer(
        { folder: found.folder, name: found.file },
        request.query[fileGrantParam],
      );
      if (answer === 'refused') {
        reply.header('cache-control', fileCacheControl.refused);
        throw new DomainError(404, 'Arquivo não encontrado.');
      }
      // The folder comes from a row, but a row is data: never read outside the media whatever it says.
      const key = mediaKey(found.folder, found.file);
      const info = key ? await files.stat(key) : null;
      const body = key && info ? await files.open(key) : null;
      if (!info || !body) throw new DomainError(404, 'Arquivo não encontrado.');
      return reply
        .header('content-disposition', contentDisposition(found.downloadName))
        .header('content-length', info.size)
        .header('cache-control', fileCacheControl[answer] ?? 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .type(contentType(found.file) || 'application/octet-stream')
        .send(body);
    },
  );
};
