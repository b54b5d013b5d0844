/**
 * Server settings from the environment, each with an embedded default, so `npm start` needs none. The variables go
 * through one schema (types, ranges, defaults), then through the few checks a schema can't say (an address that
 * parses, an absolute path, a list of proxies). A malformed value stops the start with one line per variable, in
 * words an operator can act on: ajv's own ("must be integer", "must match pattern") name neither the rule nor a fix.
 */
import path from 'node:path';
import envSchema from 'env-schema';
import { Type, type Static } from 'typebox';
import { isLoopbackHost, withoutTrailingSlash } from '../src/domain/addresses';
import { usageLimits } from '../src/domain/usageLimits';
import type { S3Location } from './storage/s3Store';

export interface ServerSettings {
  /**
   * A deployment rather than the newsroom on this machine (`NODE_ENV=production`, or a `PUBLIC_URL` that is not a
   * loopback address): the demo's conveniences (seeded accounts, `/dev/mailbox`, keys made on first start, source
   * maps) are off, and the settings they stand in for are required (DECISIONS.md "Production and local use").
   */
  production: boolean;
  /** Seed the demo content (cars, news, gallery…) in production; locally it always is. */
  demoContent: boolean;
  port: number;
  host: string;
  /**
   * The port of the metrics' own listener (`METRICS_PORT`: Prometheus text at `/metrics`, on `host`), never the
   * public one; without it there is no metrics listener at all (server/shared/metricsListener.ts).
   */
  metricsPort: number | undefined;
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
  /**
   * The bucket every API process keeps its files in (`S3_BUCKET`, `S3_REGION`, `S3_ENDPOINT` for a store other than
   * AWS; credentials from the SDK's chain); without it, files stay in `dataDir` (server/storage/).
   */
  s3: S3Location | undefined;
  /** Redis (or Valkey) where every process counts the rate limits (`REDIS_URL`); without it, each counts its own. */
  redisUrl: string | undefined;
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
   * The secret that signs e-mailed download links (`LINK_SECRET`, at least 32 characters), required deployed;
   * locally a key is made once and kept in the database (server/shared/serverKeys.ts).
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
  /** Loan requests one person may create in 24 hours (src/domain/usageLimits.ts has the default). */
  loanRequestsPerDay: number;
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

const atLeastOne = (fallback: number) => ({
  default: fallback,
  minimum: 1,
  maximum: Number.MAX_SAFE_INTEGER,
});

/** The whole-number variables, for the schema and for the sentence that names their range. */
const wholeNumbers = {
  PORT: { default: 3000, minimum: 0, maximum: 65535 },
  METRICS_PORT: { minimum: 0, maximum: 65535 },
  RATE_LIMIT_PER_MINUTE: atLeastOne(1200),
  SIGN_IN_LIMIT_PER_MINUTE: atLeastOne(30),
  LOAN_REQUESTS_PER_DAY: atLeastOne(usageLimits.loanRequests.max),
  REQUEST_TIMEOUT_MS: atLeastOne(30_000),
  CONNECTION_TIMEOUT_MS: atLeastOne(60_000),
  KEEP_ALIVE_TIMEOUT_MS: atLeastOne(5_000),
  DATABASE_TIMEOUT_MS: atLeastOne(5_000),
};

/** pino's levels: any other word makes fastify throw while building the app, after the database has opened. */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The newsroom's sender, and so the organizer of its calendar entries, unless MAIL_FROM names another. */
export const defaultMailFrom = 'Aurora Imprensa <imprensa@aurora-veiculos.com.br>';

/** The variables as an operator writes them. Problems are listed in this order. */
const Environment = Type.Object({
  NODE_ENV: Type.Optional(Type.String()),
  DEMO_CONTENT: Type.Boolean({ default: false }),
  PORT: Type.Integer(wholeNumbers.PORT),
  HOST: Type.String({ default: '0.0.0.0' }),
  METRICS_PORT: Type.Optional(Type.Integer(wholeNumbers.METRICS_PORT)),
  DATA_DIR: Type.String({ default: 'var' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  // No default here: it follows PORT.
  PUBLIC_URL: Type.Optional(Type.String()),
  MEDIA_BASE_URL: Type.String({ default: '/media' }),
  S3_BUCKET: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' })),
  S3_REGION: Type.String({ default: 'us-east-1' }),
  S3_ENDPOINT: Type.Optional(Type.String()),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ default: defaultMailFrom }),
  TRUST_PROXY: Type.Optional(Type.String()),
  // A short secret could be guessed from one signed link, and then any request's files could be downloaded.
  LINK_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  OIDC_ISSUER: Type.Optional(Type.String()),
  // The embedded provider's one client; .env.local names the same.
  OIDC_CLIENT_ID: Type.String({ default: 'newsroom-local' }),
  CHROME_PATH: Type.String({ default: '/usr/bin/chromium' }),
  WEB_DIR: Type.String({ default: 'dist' }),
  LOG_LEVEL: Type.Enum(logLevels, { default: 'info' }),
  RATE_LIMIT_PER_MINUTE: Type.Integer(wholeNumbers.RATE_LIMIT_PER_MINUTE),
  SIGN_IN_LIMIT_PER_MINUTE: Type.Integer(wholeNumbers.SIGN_IN_LIMIT_PER_MINUTE),
  LOAN_REQUESTS_PER_DAY: Type.Integer(wholeNumbers.LOAN_REQUESTS_PER_DAY),
  REQUEST_TIMEOUT_MS: Type.Integer(wholeNumbers.REQUEST_TIMEOUT_MS),
  CONNECTION_TIMEOUT_MS: Type.Integer(wholeNumbers.CONNECTION_TIMEOUT_MS),
  KEEP_ALIVE_TIMEOUT_MS: Type.Integer(wholeNumbers.KEEP_ALIVE_TIMEOUT_MS),
  DATABASE_TIMEOUT_MS: Type.Integer(wholeNumbers.DATABASE_TIMEOUT_MS),
});
type Environment = Static<typeof Environment>;
type Variable = keyof Environment;

/** What the schema refuses, said for an operator. */
const refusals: Partial<Record<Variable, (given: string) => string>> = {
  DATABASE_URL: () => 'DATABASE_URL must start with postgres://',
  SMTP_URL: () => 'SMTP_URL must start with smtp:// or smtps://',
  LINK_SECRET: () => 'LINK_SECRET must have at least 32 characters (for example: openssl rand -base64 48)',
  LOG_LEVEL: (given) => `LOG_LEVEL must be one of ${logLevels.join(', ')} (got '${given}')`,
  S3_BUCKET: (given) =>
    `S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got '${given}')`,
  REDIS_URL: () => 'REDIS_URL must start with redis:// or rediss:// (redis://host:6379)',
  DEMO_CONTENT: (given) => `DEMO_CONTENT must be true or false (got '${given}')`,
};

/**
 * What a deployment must name itself, because the local default would be dangerous on a server: each line says the
 * setting and what to do.
 */
const requiredInProduction: Partial<Record<Variable, string>> = {
  OIDC_ISSUER:
    "OIDC_ISSUER is required in production: set it to the car group's identity provider (the embedded one, with " +
    'its demo accounts, is for this machine only)',
  LINK_SECRET:
    'LINK_SECRET is required in production: set the same secret of at least 32 characters on every API machine ' +
    '(openssl rand -base64 48)',
  SMTP_URL:
    "SMTP_URL is required in production: set the SMTP server that delivers the newsroom's e-mails " +
    '(smtp://user:pass@host:587)',
};

function refusal(name: string, given: string | undefined): string {
  if (name in wholeNumbers) {
    const { minimum, maximum } = wholeNumbers[name as keyof typeof wholeNumbers];
    return `${name} must be a whole number between ${minimum} and ${maximum} (got '${given}')`;
  }
  return refusals[name as Variable]?.(given ?? '') ?? `${name} is not valid (got '${given}')`;
}

/** What a schema can't say, checked on the values as given (the defaults pass them). */
const shapeChecks: Partial<Record<Variable, (given: string) => string | undefined>> = {
  PUBLIC_URL: (given) => {
    const url = withoutTrailingSlash(given);
    return isHttpUrl(url) ? undefined : `PUBLIC_URL must be an absolute http(s) address (got '${url}')`;
  },
  MEDIA_BASE_URL: (given) => {
    const url = withoutTrailingSlash(given);
    // '//host' starts like a path but is another site to a browser.
    const sitePath = url.startsWith('/') && !url.startsWith('//');
    return sitePath || isHttpUrl(url)
      ? undefined
      : `MEDIA_BASE_URL must be a path like /media or an http(s) address (got '${url}')`;
  },
  TRUST_PROXY: (given) => {
    const proxies = trustedProxies(given);
    const named = /^(loopback|linklocal|uniquelocal|[\d.]+(\/\d+)?|[\da-f:]+(\/\d+)?)$/i;
    const wrong = typeof proxies === 'number' ? [] : proxies.filter((entry) => !named.test(entry));
    return wrong.length
      ? `TRUST_PROXY must be a hop count or proxy addresses/CIDRs (or loopback); not '${wrong.join(', ')}'`
      : undefined;
  },
  S3_ENDPOINT: (given) =>
    isHttpUrl(given) ? undefined : `S3_ENDPOINT must be an absolute http(s) address (got '${given}')`,
  OIDC_ISSUER: (given) => {
    const url = withoutTrailingSlash(given);
    return isHttpUrl(url) ? undefined : `OIDC_ISSUER must be an absolute http(s) address (got '${url}')`;
  },
  // Checked for its shape only: a machine without Chromium still starts, and PDFs answer 503 until one is installed.
  CHROME_PATH: (given) =>
    path.isAbsolute(given)
      ? undefined
      : `CHROME_PATH must be an absolute path to a Chromium executable (got '${given}')`,
};

export function loadServerSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  // An empty variable (`PORT=` in a unit or compose file) means unset: its default applies.
  const given = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const problems = new Map<string, string>();
  let read: Environment | undefined;
  try {
    // `env: false`: the variables are the argument, so a test's settings don't mix with the process's.
    read = envSchema<Environment>({ schema: Environment, data: given, env: false });
  } catch (error) {
    const refused = (error as { errors?: { instancePath: string }[] }).errors;
    if (!refused) throw error;
    for (const { instancePath } of refused) {
      const name = instancePath.slice(1);
      if (!problems.has(name)) problems.set(name, refusal(name, given[name]));
    }
  }
  for (const [name, check] of Object.entries(shapeChecks)) {
    const value = given[name];
    const problem = value === undefined || problems.has(name) ? undefined : check(value);
    if (problem) problems.set(name, problem);
  }
  // The metrics tell what the newsroom is doing: for the platform team's Prometheus, never for visitors.
  if (read?.METRICS_PORT !== undefined && read.METRICS_PORT === read.PORT && read.PORT !== 0)
    problems.set(
      'METRICS_PORT',
      `METRICS_PORT must be another port than PORT: the metrics are never served on the public one (both are ${read.PORT})`,
    );
  const production = isProduction(given);
  if (production)
    for (const [name, line] of Object.entries(requiredInProduction))
      if (given[name] === undefined && !problems.has(name)) problems.set(name, line);
  if (!read || problems.size) {
    const order = Object.keys(Environment.properties);
    const lines = [...problems]
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
      .map(([, line]) => line);
    throw new SettingsError(`Invalid server settings:\n- ${lines.join('\n- ')}`);
  }
  return {
    production,
    demoContent: read.DEMO_CONTENT,
    port: read.PORT,
    host: read.HOST,
    metricsPort: read.METRICS_PORT,
    dataDir: path.resolve(read.DATA_DIR),
    databaseUrl: read.DATABASE_URL,
    publicUrl: withoutTrailingSlash(read.PUBLIC_URL ?? `http://localhost:${read.PORT}`),
    mediaBaseUrl: withoutTrailingSlash(read.MEDIA_BASE_URL),
    s3:
      read.S3_BUCKET === undefined
        ? undefined
        : { bucket: read.S3_BUCKET, region: read.S3_REGION, endpoint: read.S3_ENDPOINT },
    redisUrl: read.REDIS_URL,
    webDir: path.resolve(read.WEB_DIR),
    smtpUrl: read.SMTP_URL,
    mailFrom: read.MAIL_FROM,
    logLevel: read.LOG_LEVEL,
    chromePath: read.CHROME_PATH,
    trustProxy: read.TRUST_PROXY === undefined ? false : trustedProxies(read.TRUST_PROXY),
    linkSecret: read.LINK_SECRET,
    oidcIssuer: read.OIDC_ISSUER === undefined ? undefined : withoutTrailingSlash(read.OIDC_ISSUER),
    oidcClientId: read.OIDC_CLIENT_ID,
    rateLimitPerMinute: read.RATE_LIMIT_PER_MINUTE,
    signInLimitPerMinute: read.SIGN_IN_LIMIT_PER_MINUTE,
    loanRequestsPerDay: read.LOAN_REQUESTS_PER_DAY,
    timeouts: {
      requestMs: read.REQUEST_TIMEOUT_MS,
      connectionMs: read.CONNECTION_TIMEOUT_MS,
      keepAliveMs: read.KEEP_ALIVE_TIMEOUT_MS,
      databaseMs: read.DATABASE_TIMEOUT_MS,
    },
  };
}

/** A deployment: said so, or reached at an address that is not this machine's. */
function isProduction(given: Record<string, string>): boolean {
  if (given.NODE_ENV === 'production') return true;
  if (given.PUBLIC_URL === undefined) return false;
  try {
    return !isLoopbackHost(new URL(given.PUBLIC_URL).hostname);
  } catch {
    return false; // a malformed PUBLIC_URL is refused on its own
  }
}

/** '3' is a hop count; anything else a comma-separated list of addresses, CIDRs and names. */
function trustedProxies(given: string): number | string[] {
  if (/^\d+$/.test(given)) return Number(given);
  return given.split(',').map((entry) => entry.trim());
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
