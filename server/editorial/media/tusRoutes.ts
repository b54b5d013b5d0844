/**
 * `/api/redacao/uploads`: the tus protocol (resumable uploads, tus.io), spoken by Uppy in the editorial area. A
 * photo or a film arrives in parts; a broken connection resumes where it stopped instead of starting over. Only
 * the press office reaches it (the `publish` capability, checked before tus reads anything), and an upload is
 * refused at its first request when its declared type or size is not one the newsroom takes, or its size is not
 * declared. The bytes themselves are checked when the upload is registered as a photo or video
 * (mediaRegistration.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Server, type DataStore } from '@tus/server';
import { mediaLimits, uploadRefusal } from '../../../src/domain/editorialMedia';
import { requireCapability } from '../../plugins/auth';
import { routeLimits } from '../../plugins/security';
import { closeAfterGrace } from '../../plugins/unreadBodies';

export const uploadsPath = '/api/redacao/uploads';

export function createTusServer(store: DataStore): Server {
  return new Server({
    path: uploadsPath,
    datastore: store,
    maxSize: mediaLimits.videoMaxBytes,
    // The app and the API share one origin: a relative address survives any proxy in front of them.
    relativeLocation: true,
    namingFunction: () => randomBytes(16).toString('hex'),
    async onUploadCreate(_request, upload) {
      const refusal = uploadRefusal(upload.metadata?.filetype ?? '', upload.size);
      if (refusal) throw { status_code: 415, body: JSON.stringify({ message: refusal }) };
      return {};
    },
  });
}

/** Mounts the tus server inside the API's `/api` prefix. */
export async function tusRoutes(app: FastifyInstance, { tus }: { tus: Server }) {
  // tus reads the request's body itself, part by part: Fastify must leave it untouched.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const handle = {
    preValidation: requireCapability('publish'),
    config: { rateLimit: routeLimits.uploadParts },
    exposeHeadRoute: false,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      // tus answers past Fastify's hooks, and some of its refusals come before it reads the body (an upload opened
      // with its first bytes but of a type or size refused, a protocol header missing): Node would then read that
      // body to its end to keep the connection. It is closed instead, as every refused body's (unreadBodies.ts).
      reply.raw.once('finish', () => closeAfterGrace(request.raw));
      await tus.handle(request.raw, reply.raw);
    },
  };
  // POST opens an upload; HEAD asks how much of it arrived, PATCH sends the next part, DELETE abandons it.
  app.route({ method: 'POST', url: '/redacao/uploads', ...handle });
  app.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: '/redacao/uploads/:uploadId', ...handle });
}
