/**
 * Passes for downloads followed as links (src/domain/downloadPass.ts): `POST downloads/pass` is counted as a download
 * (per person when signed in, per address otherwise) and answers a pass for one address, valid a minute; the download
 * route lets a link with a valid pass through, counted under the pass itself (a retry or two, never a way around the
 * limit). A link without a pass (a copied address) is counted per address, as any anonymous download.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { DownloadPassRequest, DownloadPassResponse, downloadPassParam } from '../../src/domain/downloadPass';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import { allowanceOf, callerKey, routeAllowances, routeLimits } from '../plugins/security';
import type { Clock } from '../shared/clock';
import type { LinkSigner } from '../shared/linkSigning';

/** How long a pass opens its address: the app follows it at once. */
const passValidSeconds = 60;
/** How often one pass opens its address within a minute: the download, and a browser's retry. */
const passUses = 3;

const subjectOf = (path: string) => `download:${path}`;

export interface DownloadPasses {
  /** A pass for `path` (relative to the API, as the app asks it). */
  issue(path: string): string;
  /** The pass the request carries for its own address, when valid: its signature, else null. */
  validPassOf(request: FastifyRequest): string | null;
}

/** The address a request downloads, relative to the API, as the app asked its pass for (still URL-encoded). */
function requestedPath(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  return path.replace(/^\/api\//, '');
}

export function downloadPasses(signer: LinkSigner, clock: Clock): DownloadPasses {
  return {
    issue(path) {
      const expires = Math.floor(clock.now().getTime() / 1000) + passValidSeconds;
      return `${expires}.${signer.sign(subjectOf(path), expires)}`;
    },
    validPassOf(request) {
      const given = (request.query as Record<string, unknown> | undefined)?.[downloadPassParam];
      if (typeof given !== 'string' || given.length > 200) return null;
      const match = /^(\d{1,12})\.([\w-]+)$/.exec(given);
      if (!match) return null;
      const expires = Number(match[1]);
      if (clock.now().getTime() >= expires * 1000) return null;
      return signer.verify(subjectOf(requestedPath(request)), expires, match[2]!) ? match[2]! : null;
    },
  };
}

/** The limit of a route a pass opens: counted under its pass when it carries a valid one, else per caller. */
export function passedDownloadLimit(passes: DownloadPasses): RateLimitOptions {
  const perCaller = allowanceOf(routeAllowances.fileDownload);
  return {
    ...routeLimits.fileDownload,
    keyGenerator: (request) => {
      const pass = passes.validPassOf(request);
      return pass ? `pass:${pass}` : callerKey(request);
    },
    max: (request, key) => (key.startsWith('pass:') ? passUses : perCaller(request, key)),
  };
}

export const downloadPassRoutes: FastifyPluginAsyncTypebox<{ passes: DownloadPasses }> = async (
  app,
  { passes },
) => {
  app.post(
    '/downloads/pass',
    {
      config: { rateLimit: routeLimits.fileDownload },
      schema: {
        body: DownloadPassRequest,
        response: { 200: DownloadPassResponse, 400: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) => ({ pass: passes.issue(request.body.path) }),
  );
};
