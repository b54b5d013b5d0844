/**
 * The favorites cart download (spec section 7): `POST cartfiles/size` answers `{ size, files }`, what the zip will
 * hold (`countOfZip`: its files and their bytes, a release's printed PDF included); `POST cartfiles` stores the
 * request and queues an e-mail with a signed link and the same count, answering `{ ok: true }`;
 * `GET cartfiles/{id}/zip?expires&signature`, the e-mailed link, streams the files as one zip. See
 * cartService.ts for which files a cart may name.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import { Type } from 'typebox';
import { CartRequestBody, CartRequestResponse, CartSizeResponse } from '../../src/domain/cartSchemas';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import type { ServerSettings } from '../config';
import type { AppContext } from '../context';
import { routeLimits } from '../plugins/security';
import { mediaLinkPrefixes } from './cartFileLinks';
import { cartReadme } from './cartReadme';
import type { PdfService } from '../pdf/pdfService';
import { printedPageKey } from '../pdf/sitePdf';
import {
  cartLinkSubject,
  checkCartEmail,
  findCartRequest,
  resolveCart,
  storeCartRequest,
  type CartSetup,
} from './cartService';
import { countOfZip, prepareCartZip, streamCartZip, type CartCount } from './cartZip';
import { DomainError } from '../shared/domainError';
import { linkSigner, loadLinkSecret } from '../shared/linkSigning';
import { ContentId } from '../content/readSchemas';
import type { CartRequestItem } from '../db/schema';

export type CartRouteOptions = AppContext & {
  settings: Pick<ServerSettings, 'publicUrl' | 'mediaBaseUrl' | 'linkSecret'>;
  /** Prints a press release's PDF into its favorite's folder. */
  pdf: PdfService;
};

export const zipLinkMessages = {
  expired: 'Este link expirou. Peça os arquivos de novo nos Favoritos.',
  invalid: 'Link de download inválido. Use o link exatamente como chegou no e-mail.',
  notFound: 'Pedido de download não encontrado. Peça os arquivos de novo nos Favoritos.',
} as const;

const errors = { 400: ApiErrorBody, 404: ApiErrorBody };

const ZipQuery = Type.Object({
  expires: Type.Integer({ minimum: 0, maximum: 99_999_999_999 }),
  // Checked by comparing with the expected one, not by shape: any other value is a 403 that says the link is wrong.
  signature: Type.String({ maxLength: 200 }),
});

export const cartFileRoutes: FastifyPluginAsyncTypebox<CartRouteOptions> = async (app, options) => {
  const { db, clock, settings, files, pdf, fileAccess } = options;
  const setup: CartSetup = {
    db,
    files,
    fileAccess,
    linkPrefixes: mediaLinkPrefixes(settings.mediaBaseUrl, settings.publicUrl),
    publicUrl: settings.publicUrl,
  };
  const signer = linkSigner(await loadLinkSecret(db, settings.linkSecret));
  const publicUrl = settings.publicUrl.replace(/\/$/, '');
  const termsUrl = `${publicUrl}/termos-legais/termoDownload`;

  /** Prints a release's PDF for a cart (or reuses the one printed for this content); null when it can't now. */
  const printReleaseFor =
    (log: FastifyBaseLogger) =>
    (newsId: number): Promise<string | null> =>
      printedPageKey(pdf, { db, server: app, publicUrl }, `/news/${newsId}/pdf`).catch((error: Error) => {
        log.warn({ err: error, newsId }, 'release PDF not printed for a cart');
        return null;
      });
  /** The cart's zip as it would be made now, counted. */
  const countCart = async (items: CartRequestItem[], log: FastifyBaseLogger): Promise<CartCount> =>
    countOfZip(
      await prepareCartZip({ db, files, fileAccess, printRelease: printReleaseFor(log) }, items, () => ''),
    );

  app.post(
    '/cartfiles/size',
    {
      config: { rateLimit: routeLimits.write },
      schema: { body: CartRequestBody, response: { 200: CartSizeResponse, ...errors } },
    },
    async (request) => {
      // The e-mail is not needed for a size, and the cart page asks before the visitor has typed it.
      const cart = await resolveCart(setup, request.body.cart);
      const count = await countCart(cart.items, request.log);
      return { size: count.bytes, files: count.files };
    },
  );

  app.post(
    '/cartfiles',
    {
      config: { rateLimit: routeLimits.mailSending },
      // 429 also past the recipient's hourly limit, with Retry-After (cartMailLimit.ts).
      schema: { body: CartRequestBody, response: { 200: CartRequestResponse, ...errors, 429: ApiErrorBody } },
    },
    async (request) => {
      const email = checkCartEmail(request.body.email);
      const cart = await resolveCart(setup, request.body.cart);
      const count = await countCart(cart.items, request.log);
      await storeCartRequest({ db, clock, signer, publicUrl }, email, cart.items, count);
      return { ok: true as const };
    },
  );

  app.get(
    '/cartfiles/:id/zip',
    {
      config: { rateLimit: routeLimits.zipDownload },
      schema: { params: Type.Object({ id: ContentId }), querystring: ZipQuery },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      // The signature first: an edited id or expiry must not learn whether a request exists or when it ends.
      if (!signer.verify(cartLinkSubject(id), expires, signature))
        throw new DomainError(403, zipLinkMessages.invalid);
      if (clock.now().getTime() >= expires * 1000) throw new DomainError(410, zipLinkMessages.expired);
      const cart = await findCartRequest(db, id);
      if (!cart) throw new DomainError(404, zipLinkMessages.notFound);
      const now = clock.now();
      const printRelease = printReleaseFor(request.log);
      const prepared = await prepareCartZip({ db, files, fileAccess, printRelease }, cart.items, (items) =>
        cartReadme(items, cart.createdAt, termsUrl),
      );
      const zip = streamCartZip(files, prepared, now, (error) =>
        request.log.error({ err: error, cartRequest: id }, 'cart zip failed while streaming'),
      );
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="favoritos-sala-de-imprensa.zip"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      if (zip.size >= 0) reply.header('content-length', zip.size);
      return reply.send(zip.stream);
    },
  );
};
