/**
 * Server settings from the environment, each with an embedded default, so `npm start` needs none. A malformed
 * value stops the start with the list of what is wrong.
 */
import path from 'node:path';

export interface ServerSettings {
  port: number;
  host: string;
  /** Database (PGlite), media files and the mail outbox live below it. */
  dataDir: string;
  /** A PostgreSQL server; when absent, PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  /** Where visitors reach the newsroom: links that leave the site (e-mails, share previews) are built from it. */
  publicUrl: string;
  /**
   * Where browsers fetch media from. By default `/media`, a path of whatever host the site was reached at (so a LAN
   * address, 127.0.0.1 or a proxy all work); an absolute address (a CDN) is allowed by the content security policy.
   */
  mediaBaseUrl: string;
  /** The built web app to serve; absent folder means API only (as under `npm run dev`). */
  webDir: string;
  /** An SMTP server (`smtp://user:pass@host:587`); without one, e-mails are written to `dataDir/outbox`. */
  smtpUrl: string | undefined;
  /** The sender of the newsroom's e-mails. */
  mailFrom: string;
  logLevel: string;
  /** The Chromium that prints pages to PDF (`POST /api/pdf/chrome/url`); when it is missing the route answers 503. */
  chromePath: string;
  /**
   * Which proxies may tell the client's address (`X-Forwarded-For`) and host: none unless named, since anyone
   * could otherwise forge them and walk past the rate limits. A hop count, or addresses/CIDRs/`loopback`.
   */
  trustProxy: false | number | string[];
  /**
   * The secret that signs e-mailed download links (`LINK_SECRET`, at least 32 characters). Several API machines
   * must share one; without it each data folder makes its own key once (`dataDir/keys/link-signing.key`).
   */
  linkSecret?: string | undefined;
  /**
   * The identity provider people sign in at. Without `OIDC_ISSUER`, the embedded one (server/idp/) at
   * `PUBLIC_URL/oidc`, with the seeded accounts; with it, the car group's, whose id tokens `GET login` verifies.
   */
  oidcIssuer: string | undefined;
  /** The web app's client id at the provider: the audience its id tokens must carry. */
  oidcClientId: string;
  /** Requests per minute per client on the API; write and sign-in routes take a fraction of it. */
  rateLimitPerMinute: number;
  /**
   * Sign-in attempts per minute per client address, at the provider's password form and at `GET login`. Low, since
   * guessing passwords is what it stops; a test suite signing in many times from one address raises it.
   */
  signInLimitPerMinute: number;
  timeouts: {
    /** Time to receive a whole request (headers and body): a client that sends half a body is cut off. */
    requestMs: number;
    /** Idle socket time. */
    connectionMs: number;
    keepAliveMs: number;
    /** A database query that takes longer is cancelled, and the request answers 503. */
    databaseMs: number;
  };
}

/** Settings an operator must fix before the newsroom can start; the message lists every problem. */
export class SettingsError extends Error {}

export function loadServerSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const problems: string[] = [];
  const integer = (name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number between ${min} and ${max} (got '${raw}')`);
      return fallback;
    }
    return value;
  };
  const port = integer('PORT', 3000, 0, 65535);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    problems.push('DATABASE_URL must start with postgres://');
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  if (!isHttpUrl(publicUrl))
    problems.push(`PUBLIC_URL must be an absolute http(s) address (got '${publicUrl}')`);
  const mediaBaseUrl = (env.MEDIA_BASE_URL || '/media').replace(/\/$/, '');
  if (!(mediaBaseUrl.startsWith('/') && !mediaBaseUrl.startsWith('//')) && !isHttpUrl(mediaBaseUrl))
    problems.push(`MEDIA_BASE_URL must be a path like /media or an http(s) address (got '${mediaBaseUrl}')`);
  if (env.SMTP_URL && !/^smtps?:\/\//.test(env.SMTP_URL))
    problems.push('SMTP_URL must start with smtp:// or smtps://');
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  const linkSecret = env.LINK_SECRET || undefined;
  // A short secret could be guessed from one signed link, and then any request's files could be downloaded.
  if (linkSecret && linkSecret.length < 32)
    problems.push('LINK_SECRET must have at least 32 characters (for example: openssl rand -base64 48)');
  const oidcIssuer = env.OIDC_ISSUER ? env.OIDC_ISSUER.replace(/\/$/, '') : undefined;
  if (oidcIssuer && !isHttpUrl(oidcIssuer))
    problems.push(`OIDC_ISSUER must be an absolute http(s) address (got '${oidcIssuer}')`);
  const chromePath = env.CHROME_PATH || '/usr/bin/chromium';
  // Checked for its shape only: a machine without Chromium still starts, and PDFs answer 503 until one is installed.
  if (!path.isAbsolute(chromePath))
    problems.push(`CHROME_PATH must be an absolute path to a Chromium executable (got '${chromePath}')`);
  const settings: ServerSettings = {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || 'var'),
    databaseUrl,
    publicUrl,
    mediaBaseUrl,
    webDir: path.resolve(env.WEB_DIR || 'dist'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Aurora Imprensa <imprensa@aurora-veiculos.com.br>',
    logLevel: env.LOG_LEVEL || 'info',
    chromePath,
    trustProxy,
    linkSecret,
    oidcIssuer,
    // The embedded provider's one client; .env.local names the same.
    oidcClientId: env.OIDC_CLIENT_ID || 'newsroom-local',
    rateLimitPerMinute: integer('RATE_LIMIT_PER_MINUTE', 1200, 1),
    signInLimitPerMinute: integer('SIGN_IN_LIMIT_PER_MINUTE', 10, 1),
    timeouts: {
      requestMs: integer('REQUEST_TIMEOUT_MS', 30_000, 1),
      connectionMs: integer('CONNECTION_TIMEOUT_MS', 60_000, 1),
      keepAliveMs: integer('KEEP_ALIVE_TIMEOUT_MS', 5_000, 1),
      databaseMs: integer('DATABASE_TIMEOUT_MS', 5_000, 1),
    },
  };
  if (problems.length) throw new SettingsError(`Invalid server settings:\n- ${problems.join('\n- ')}`);
  return settings;
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function parseTrustProxy(raw: string | undefined, problems: string[]): ServerSettings['trustProxy'] {
  if (!raw) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const named = /^(loopback|linklocal|uniquelocal|[\d.]+(\/\d+)?|[\da-f:]+(\/\d+)?)$/i;
  const wrong = entries.filter((entry) => !named.test(entry));
  if (wrong.length) {
    problems.push(
      `TRUST_PROXY must be a hop count or proxy addresses/CIDRs (or loopback); not '${wrong.join(', ')}'`,
    );
  }
  return entries;
}
