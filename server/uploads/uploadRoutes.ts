/**
 * `POST medias/upload-front` (spec loan-area section 7): the wizard's CNH picture or a checklist photo, stored
 * privately and answered `{ size, bucket: 'private', media }`, `media` being the name the wizard sends back as
 * `cnhPicture`.
 * `GET medias/private/{name}` serves it back to those who may see it (privateUploads.ts), and to
 * nobody else: for them it does not exist (404), so names can't be probed.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preParsingAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import { loanRequestLimits, loanRequestMessages } from '../../src/domain/loanRequest';
import { UploadResponse } from '../../src/domain/loanSchemas';
import { can } from '../../src/domain/roles';
import { requireSignIn } from '../plugins/auth';
import { sendError, statusMessages } from '../plugins/errors';
import { routeLimits } from '../plugins/security';
import { DomainError } from '../shared/domainError';
import { privateUploadKey, readablePrivateUpload, storePrivateImage, uploadMessages } from './privateUploads';
import type { LoanAreaRouteOptions } from '../loans/loanAreaRouteOptions';

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  413: ApiErrorBody,
};

/**
 * The wizard's CNH picture (request a loan) and the checklist's photos (checklist) are the only uploads: anyone else
 * the roles table keeps out of the loan area (role 4, roles 6–9) could otherwise fill the private store with files
 * nobody reads.
 */
const requireUploader: preValidationAsyncHookHandler = async (request) => {
  if (!request.user) throw new DomainError(401, statusMessages[401]);
  if (!can(request.user.role, 'requestLoan') && !can(request.user.role, 'checklist'))
    throw new DomainError(403, statusMessages[403]);
};

/** The form around the picture (its boundaries and part headers): a few hundred bytes from a browser. */
const formEnvelopeBytes = 64 * 1024;

/**
 * A body declared larger than a picture and its form is refused before a byte of it is read, as Fastify's own
 * `bodyLimit` does for the bodies it parses (the multipart plugin parses none: the route reads the stream itself).
 */
const refuseDeclaredOversize: preParsingAsyncHookHandler = async (request) => {
  if (Number(request.headers['content-length'] ?? 0) > loanRequestLimits.uploadMaxBytes + formEnvelopeBytes)
    throw new DomainError(413, loanRequestMessages.uploadTooLarge);
};

export const uploadRoutes: FastifyPluginAsyncTypebox<LoanAreaRouteOptions> = async (app, options) => {
  const { db, clock, files } = options;
  // One file per request, and the bytes stop at the limit: a larger file is cut off and refused, never buffered whole.
  await app.register(multipart, {
    limits: { fileSize: loanRequestLimits.uploadMaxBytes, files: 1, fields: 10, parts: 11 },
  });

  app.post(
    '/medias/upload-front',
    {
      preParsing: refuseDeclaredOversize,
      preValidation: requireUploader,
      config: { rateLimit: routeLimits.write },
      schema: { response: { 200: UploadResponse, ...errors } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new DomainError(400, uploadMessages.noFile);
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (!part) throw new DomainError(400, uploadMessages.noFile);
        // Past the limit the parser keeps nothing more of the file but reads on to the end of its part, however long
        // (the refusal came only then, and a file cut at a chunk's end was even taken as a whole one): stop at the
        // limit. The rest of the body is not read, and the connection closes soon after the answer
        // (plugins/unreadBodies.ts).
        const tooLarge = () => part.file.destroy(new app.multipartErrors.RequestFileTooLargeError());
        if (part.file.truncated) tooLarge();
        else part.file.once('limit', tooLarge);
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          return sendError(reply, 413, loanRequestMessages.uploadTooLarge);
        if (error instanceof DomainError) throw error;
        // The multipart parser's own complaints ('Unexpected end of form', a malformed part header): the body is not
        // a whole form, cut short or forged: the client's fault, not a server error.
        throw new DomainError(400, uploadMessages.malformed);
      }
      const stored = await storePrivateImage({
        db,
        files,
        owner: request.user!,
        bytes,
        purpose: 'cnh',
        now: clock.now(),
      });
      reply.header('cache-control', 'no-store');
      return { size: stored.size, bucket: 'private', media: stored.name };
    },
  );

  app.get(
    '/medias/private/:name',
    {
      preValidation: requireSignIn,
      schema: { params: Type.Object({ name: Type.String({ maxLength: 100 }) }) },
    },
    async (request, reply) => {
      const row = await readablePrivateUpload(db, request.user!, request.params.name);
      if (!row) return sendError(reply, 404, statusMessages[404]);
      // Through the API, whichever process stored it: the rights are checked here, on every read.
      const file = await files.open(privateUploadKey(row.name));
      if (!file) return sendError(reply, 404, statusMessages[404]);
      return reply
        .header('content-type', row.contentType)
        .header('content-length', row.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(file);
    },
  );
};
