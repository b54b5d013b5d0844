/**
 * The press office's photos and videos (`/api/redacao/media…`): register a finished upload, follow it while its
 * sizes are made, and write its title, caption and credit; and a release's PDF (`/api/redacao/documents`). Every call needs the `publish` capability, read before
 * the input (as the rest of the editorial API).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { ApiErrorBody } from '../../../src/domain/contentSchemas';
import { checkMediaTexts, trimmedMediaTexts } from '../../../src/domain/editorialMedia';
import {
  EditorialDocument,
  EditorialMediaItem,
  MediaRegisterBody,
  MediaTextsBody,
} from '../../../src/domain/editorialSchemas';
import { media } from '../../db/schema';
import { recordEditorialChange } from '../../shared/changeLog';
import type { AppContext } from '../../context';
import { ContentId } from '../../content/readSchemas';
import { requireCapability } from '../../plugins/auth';
import { routeLimits } from '../../plugins/security';
import { DomainError } from '../../shared/domainError';
import { statusMessages } from '../../plugins/errors';
import { registerDocument } from './documentRegistration';
import { mediaItemOf } from './mediaItem';
import { registerUpload } from './mediaRegistration';
import type { UploadStore } from './uploadStore';

const guarded = { 401: ApiErrorBody, 403: ApiErrorBody };
const writeErrors = { ...guarded, 400: ApiErrorBody, 404: ApiErrorBody };
const MediaId = Type.Object({ id: ContentId });

export const editorialMediaRoutes: FastifyPluginAsyncTypebox<AppContext & { uploads: UploadStore }> = async (
  app,
  ctx,
) => {
  const { db, files, uploads, clock } = ctx;
  const preValidation = requireCapability('publish');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/redacao/media',
    {
      preValidation,
      config: { rateLimit: routeLimits.uploadParts },
      schema: { body: MediaRegisterBody, response: { 200: EditorialMediaItem, ...writeErrors } },
    },
    (request) =>
      registerUpload(
        { db, files, uploads, urls: ctx.media, actorId: request.user!.id, now: clock.now() },
        request.body,
      ),
  );

  app.post(
    '/redacao/documents',
    {
      preValidation,
      config: { rateLimit: routeLimits.uploadParts },
      schema: { body: MediaRegisterBody, response: { 200: EditorialDocument, ...writeErrors } },
    },
    (request) => registerDocument({ files, uploads, urls: ctx.media }, request.body),
  );

  const found = async (id: number) => {
    const [row] = await db.select().from(media).where(eq(media.id, id));
    if (!row) throw new DomainError(404, statusMessages[404]);
    return row;
  };

  app.get(
    '/redacao/media/:id',
    {
      preValidation,
      schema: { params: MediaId, response: { 200: EditorialMediaItem, ...guarded, 404: ApiErrorBody } },
    },
    async (request) => mediaItemOf(await found(request.params.id), ctx.media),
  );

  app.put(
    '/redacao/media/:id',
    {
      preValidation,
      config: { rateLimit: routeLimits.write },
      schema: {
        params: MediaId,
        body: MediaTextsBody,
        response: { 200: EditorialMediaItem, ...writeErrors },
      },
    },
    async (request) => {
      const before = await found(request.params.id);
      const problem = checkMediaTexts(request.body);
      if (problem) throw new DomainError(400, problem.message);
      const texts = trimmedMediaTexts(request.body);
      const changed = (['title', 'caption', 'credit'] as const).filter(
        (field) => before[field] !== texts[field],
      );
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx.update(media).set(texts).where(eq(media.id, before.id)).returning();
        if (changed.length)
          await recordEditorialChange(tx, 'media', {
            subjectId: before.id,
            action: 'update',
            fields: changed,
            actorId: request.user!.id,
            at: clock.now(),
          });
        return saved!;
      });
      return mediaItemOf(row, ctx.media);
    },
  );
};
