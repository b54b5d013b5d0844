/**
 * Headers, compression and rate limits, in one place. The content security policy allows scripts and connections
 * only to this site, to the identity provider's token address (the browser trades the sign-in code there) and to
 * Google Analytics (which loads only after consent), and images and videos from this site or from the media host
 * when a CDN serves them.
 */
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * Who a limit counts: the person when the call is signed in, else the client address. A newspaper's whole newsroom
 * may reach us from one address, so counting its journalists one by one is what lets each of them work; an anonymous
 * call (sign-in included) has nothing but its address. The key names which it is, for `allowanceOf`.
 */
export function callerKey(request: FastifyRequest): string {
  return request.user ? `person:${request.user.id}` : `address:${request.ip}`;
}

const isPersonKey = (key: string) => key.startsWith('person:');

/**
 * What one caller may do in a minute, per person (signed in) and per address (anonymous). The anonymous numbers leave
 * room for an office behind one address (a newsroom's thirty journalists, not signed in, sharing it), and still stop
 * one machine hammering a route.
 */
export interface Allowance {
  person: number;
  address: number;
}

/**
 * Route-level allowances, stricter than the API's general one: a write or a download costs more and is what an
 * attacker would hammer (guessing, spamming mailboxes, draining bandwidth). Routes opt in with
 * `config: { rateLimit: routeLimits.write }`. Signing in is anonymous by nature: per address only (`signIn`, raised
 * by SIGN_IN_LIMIT_PER_MINUTE).
 */
export const routeAllowances = {
  write: { person: 30, address: 300 },
  /** A request that sends an e-mail to whatever address it names (the cart download): a spammer's tool. */
  mailSending: { person: 10, address: 60 },
  /**
   * A whole original file, or a small set's zip: one weighs more than a hundred page reads. A journalist taking an
   * album photo by photo clicks a few hundred times at most.
   */
  fileDownload: { person: 300, address: 1200 },
  /** A cart's zip streams for minutes and may weigh gigabytes (opened from the e-mail: usually anonymous). */
  zipDownload: { person: 10, address: 60 },
  /** Newsletter subscriptions: anyone may write any address, so a script could fill the list. */
  newsletter: { person: 10, address: 60 },
  /**
   * A signed-in journalist's favorites: each click on Favoritar saves the list (the app sends one call at a time),
   * and someone picking photos for a story clicks faster than anyone sends a form.
   */
  favorites: { person: 120, address: 600 },
  /** The parts of the press office's uploads: a launch's hundred photos and a film, 8 MB a request. */
  uploadParts: { person: 1200, address: 1200 },
} as const satisfies Record<string, Allowance>;

declare module 'fastify' {
  interface FastifyInstance {
    /** What the route allowances are multiplied by in this API (AppSettings `routeLimitScale`). */
    routeLimitScale: number;
  }
}

/** The maximum for the caller `key` names (`callerKey`), on the API `request` reached. */
export const allowanceOf = (allowance: Allowance) => (request: FastifyRequest, key: string) =>
  (isPersonKey(key) ? allowance.person : allowance.address) * (request.server.routeLimitScale ?? 1);

const perMinute = (allowance: Allowance) =>
  ({ max: allowanceOf(allowance), timeWindow: 60_000 }) satisfies RateLimitOptions;

export const routeLimits = {
  write: perMinute(routeAllowances.write),
  /** Its number is a setting (SIGN_IN_LIMIT_PER_MINUTE), per address: whoever signs in is nobody yet. */
  signIn: { timeWindow: 60_000 },
  mailSending: perMinute(routeAllowances.mailSending),
  fileDownload: perMinute(routeAllowances.fileDownload),
  zipDownload: perMinute(routeAllowances.zipDownload),
  newsletter: perMinute(routeAllowances.newsletter),
  favorites: perMinute(routeAllowances.favorites),
  uploadParts: perMinute(routeAllowances.uploadParts),
} satisfies Record<string, RateLimitOptions>;

/**
 * Limits per caller on the API (`callerKey`: the person signed in, else the address; register inside its prefix,
 * after the sign-in plugin has named `request.user`: media files and the app's assets are not limited, a gallery
 * page asks for dozens). The IETF RateLimit headers tell a client where it stands. Counts live
 * where `counters` says: this process, or Redis shared by every process (sharedCounters.ts).
 */
export async function registerApiRateLimit(
  app: FastifyInstance,
  options: { perMinute: number; routeScale: number; counters: SharedCounters },
) {
  app.decorate('routeLimitScale', options.routeScale);
  await app.register(rateLimit, {
    ...options.counters.forLimit('api'),
    global: true,
    keyGenerator: callerKey,
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
