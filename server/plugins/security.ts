/**
 * Headers, compression and rate limits, in one place. The content security policy allows scripts and connections
 * only to this site, to the identity provider's token address (the browser trades the sign-in code there) and to
 * Google Analytics (which loads only after consent), and images and videos from this site or from the media host
 * when a CDN serves them.
 */
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../shared/domainError';
import type { SharedCounters } from './sharedCounters';

const analytics = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** The origin media come from, when it is not this site. */
function mediaOrigin(mediaBaseUrl: string): string[] {
  return /^https?:\/\//.test(mediaBaseUrl) ? [new URL(mediaBaseUrl).origin] : [];
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    mediaBaseUrl: string;
    /** The identity provider's origins the page calls (its token address), when it is not this site. */
    identityProvider?: string[];
  },
) {
  const media = mediaOrigin(options.mediaBaseUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...media, ...analytics],
        mediaSrc: ["'self'", 'blob:', ...media],
        connectSrc: ["'self'", ...(options.identityProvider ?? []), ...analytics],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Cross-origin embedding policy would block nothing useful here; media opt out of same-origin CORP themselves.
    crossOriginEmbedderPolicy: false,
  });
  // Answers not prepared by the content cache are compressed on the fly.
  await app.register(compress, { global: true, threshold: 1024 });
}

/**
 * Route-level limits, stricter than the API's general one: a write or a sign-in costs more and is what an attacker
 * would hammer (guessing, spamming mailboxes). Routes opt in with `config: { rateLimit: routeLimits.write }`.
 */
export const routeLimits = {
  write: { max: 30, timeWindow: 60_000 },
  signIn: { max: 10, timeWindow: 60_000 },
  /** A request that sends an e-mail to whatever address it names (the cart download): a spammer's tool. */
  mailSending: { max: 10, timeWindow: 60_000 },
  /** A whole original file: one of them weighs more than a hundred page reads. */
  fileDownload: { max: 60, timeWindow: 60_000 },
  /** A cart's zip streams for minutes and may weigh gigabytes. */
  zipDownload: { max: 10, timeWindow: 60_000 },
  /** Newsletter subscriptions: anyone may write any address, so a script could fill the list. */
  newsletter: { max: 10, timeWindow: 60_000 },
  /**
   * A signed-in journalist's favorites: each click on Favoritar saves the list (the app sends one call at a time),
   * and someone picking photos for a story clicks faster than anyone sends a form.
   */
  favorites: { max: 120, timeWindow: 60_000 },
  /** The parts of the press office's uploads: a launch's hundred photos and a film, 8 MB a request. */
  uploadParts: { max: 1200, timeWindow: 60_000 },
} satisfies Record<string, RateLimitOptions>;

/**
 * Limits per client address on the API (register inside its prefix: media files and the app's assets are not
 * limited, a gallery page asks for dozens). The IETF RateLimit headers tell a client where it stands. Counts live
 * where `counters` says: this process, or Redis shared by every process (sharedCounters.ts).
 */
export async function registerApiRateLimit(
  app: FastifyInstance,
  options: { perMinute: number; counters: SharedCounters },
) {
  await app.register(rateLimit, {
    ...options.counters.forLimit('api'),
    global: true,
    max: options.perMinute,
    timeWindow: 60_000,
    enableDraftSpec: true,
    errorResponseBuilder: (_request, context) =>
      new DomainError(
        429,
        `Muitas requisições. Tente novamente em ${Math.max(1, Math.ceil(context.ttl / 1000))} segundos.`,
      ),
  });
}
