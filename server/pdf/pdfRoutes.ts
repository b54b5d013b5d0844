/**
 * `POST pdf/chrome/url` (DECISIONS.md, PDFs): prints a page of our own site and answers `{ pdf, name, url }`, `pdf`
 * being the address of the stored file, `GET pdf/files/{id}/{name}`. See pdfService.ts for how.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AddressInfo } from 'node:net';
import { PdfRequest, PdfResponse } from '../../src/domain/contentSchemas';
import type { ServerSettings } from '../config';
import { readContentVersion } from '../content/contentVersion';
import type { AppContext } from '../context';
import { notFound } from '../plugins/errors';
import { routeLimits } from '../plugins/security';
import { DomainError } from '../shared/domainError';
import { pageToPrint, pdfFileName } from './pdfAddress';
import { pdfMessages } from './pdfMessages';
import type { PdfService } from './pdfService';

export type PdfRouteOptions = AppContext & {
  settings: Pick<ServerSettings, 'publicUrl'>;
  /** The process's printer (sitePdf.ts), shared with the cart's zip. */
  pdf: PdfService;
};

const FileParams = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f]{32}$' }),
  name: Type.String({ pattern: '^[A-Za-z0-9._-]{1,100}\\.pdf$' }),
});
const FileQuery = Type.Object({ download: Type.Optional(Type.Literal('1')) });

export const pdfRoutes: FastifyPluginAsyncTypebox<PdfRouteOptions> = async (app, options) => {
  const { db, settings, pdf: service } = options;
  const publicOrigin = new URL(settings.publicUrl).origin;

  app.post(
    '/pdf/chrome/url',
    {
      config: { rateLimit: routeLimits.write },
      schema: { body: PdfRequest, response: { 200: PdfResponse } },
    },
    async (request) => {
      // The public address, and the one this request came to (a LAN address, 127.0.0.1): either names our site.
      const page = pageToPrint(request.body.url, [publicOrigin, `${request.protocol}://${request.host}`]);
      const serverAddress = loopbackAddress(request.server.server.address());
      if (!serverAddress) throw new DomainError(503, pdfMessages.unavailable);
      const { id } = await service.print(page, await readContentVersion(db), serverAddress);
      const name = pdfFileName(request.body.fileName, page.pathAndQuery);
      return {
        pdf: `${app.prefix}/pdf/files/${id}/${name}${request.body.inlinePdf === false ? '?download=1' : ''}`,
        name,
        url: publicOrigin + page.pathAndQuery,
      };
    },
  );

  app.get(
    '/pdf/files/:id/:name',
    { schema: { params: FileParams, querystring: FileQuery } },
    async (request, reply) => {
      // Whichever process printed it: the files are in the store every process shares.
      const file = await service.open(request.params.id);
      if (!file) return notFound(reply, request.url);
      const disposition = request.query.download ? 'attachment' : 'inline';
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `${disposition}; filename="${request.params.name}"`)
          // A stored file never changes: a new render of the page gets a new id.
          .header('cache-control', 'public, max-age=604800, immutable')
          .send(file)
      );
    },
  );
};

/**
 * Where this server listens, as seen from this machine: the renderer loads pages from here rather than from
 * PUBLIC_URL, which may be a proxy or a CDN this machine can't (or shouldn't) reach. Null before it listens.
 */
export function loopbackAddress(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' || address.address === ''
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}`;
}
