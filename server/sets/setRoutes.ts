/**
 * A set taken whole ('Baixar todas' under a news item, 'Baixar álbum'): `GET sets/{news|album}/{id}` answers its
 * files, their bytes and whether it is downloaded at once; `GET sets/{news|album}/{id}/zip` streams that zip, the
 * favorites' zip of one entry (cartZip.ts). A set past `setAtOnceMaxBytes` is a 413: the app sends it through the
 * favorites' e-mailed link instead (cartRoutes.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { create as contentDisposition } from 'content-disposition';
import { Type } from 'typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import { setZipName } from '../../src/domain/fileNames';
import { formatFileSize } from '../../src/domain/format';
import { setAtOnceMaxBytes } from '../../src/domain/limits';
import { MediaSetResponse, setKinds } from '../../src/domain/setSchemas';
import type { ServerSettings } from '../config';
import type { AppContext } from '../context';
import { sendPublicRead } from '../plugins/cachedAnswer';
import { passedDownloadLimit, type DownloadPasses } from '../downloads/downloadPasses';
import { cacheKey } from '../shared/contentCache';
import { ContentId } from '../content/readSchemas';
import { mediaLinkPrefixes } from '../cart/cartFileLinks';
import { cartReadme } from '../cart/cartReadme';
import { prepareCartZip, streamCartZip } from '../cart/cartZip';
import { DomainError } from '../shared/domainError';
import { resolveSet } from './setService';

export type SetRouteOptions = AppContext & {
  settings: Pick<ServerSettings, 'publicUrl' | 'mediaBaseUrl'>;
  passes: DownloadPasses;
};

export const setMessages = {
  tooLarge: (bytes: number) =>
    `Este conjunto tem ${formatFileSize(bytes)}, mais do que os ${formatFileSize(setAtOnceMaxBytes)} que se ` +
    'baixam de uma vez. Receba o link para baixá-lo por e-mail.',
} as const;

/** The zip's readme names the sets' source rather than the favorites. */
const readmeHeading = 'Arquivos da Sala de Imprensa Aurora';

const params = Type.Object({ id: ContentId });

export const setRoutes: FastifyPluginAsyncTypebox<SetRouteOptions> = async (app, options) => {
  const { db, files, media, cache, clock, settings, fileAccess } = options;
  const setup = {
    db,
    files,
    fileAccess,
    urls: media,
    linkPrefixes: mediaLinkPrefixes(settings.mediaBaseUrl, settings.publicUrl),
    publicUrl: settings.publicUrl,
  };
  const termsUrl = `${settings.publicUrl.replace(/\/$/, '')}/termos-legais/termoDownload`;

  for (const kind of setKinds) {
    app.get(
      `/sets/${kind}/:id`,
      { schema: { params, response: { 200: MediaSetResponse, 404: ApiErrorBody } } },
      (request, reply) => {
        const { id } = request.params;
        return sendPublicRead({
          cache,
          request,
          reply,
          key: cacheKey(`sets/${kind}`, { id }),
          build: async () => (await resolveSet(setup, kind, id)).answer,
        });
      },
    );

    app.get(
      `/sets/${kind}/:id/zip`,
      { config: { rateLimit: passedDownloadLimit(options.passes) }, schema: { params } },
      async (request, reply) => {
        const { id } = request.params;
        const { answer, cart } = await resolveSet(setup, kind, id);
        if (!answer.atOnce) throw new DomainError(413, setMessages.tooLarge(answer.bytes));
        const now = clock.now();
        const prepared = await prepareCartZip({ db, files, fileAccess }, cart.items, (items) =>
          cartReadme(items, now, termsUrl, readmeHeading),
        );
        const zip = streamCartZip(files, prepared, now, (error) =>
          request.log.error({ err: error, set: `${kind}/${id}` }, 'set zip failed while streaming'),
        );
        reply
          .header('content-type', 'application/zip')
          .header('content-disposition', contentDisposition(setZipName(answer.title)))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff');
        if (zip.size >= 0) reply.header('content-length', zip.size);
        return reply.send(zip.stream);
      },
    );
  }
};
