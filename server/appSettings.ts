/**
 * The settings the app is built with: the part of the server's settings (config.ts) that the routes and services
 * read. A module of its own, so a feature reads the type without importing the app that registers it.
 */
import type { ServerSettings } from './config';

export type AppSettings = Pick<
  ServerSettings,
  | 'production'
  | 'publicUrl'
  | 'mediaBaseUrl'
  | 'dataDir'
  | 'webDir'
  | 'logLevel'
  | 'trustProxy'
  | 'rateLimitPerMinute'
  | 'signInLimitPerMinute'
  | 'loanRequestsPerDay'
  | 'timeouts'
  | 'smtpUrl'
  | 'mailFrom'
  | 'chromePath'
  | 'linkSecret'
  | 'oidcIssuer'
  | 'oidcClientId'
  | 's3'
  | 'redisUrl'
  | 'host'
  | 'metricsPort'
> & {
  /**
   * Multiplies every route's own limit (security.ts `routeAllowances`): a test that acts as one person hundreds of
   * times in a minute (the bad-input properties) is not one person's minute. Never set by `main.ts`.
   */
  routeLimitScale?: number;
};
