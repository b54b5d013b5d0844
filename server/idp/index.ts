/**
 * The embedded OpenID Connect provider at `/oidc` (used when OIDC_ISSUER is not set). Being built: see issue 9.
 */
import type { FastifyInstance } from 'fastify';
import type { AppSettings } from '../app';
import type { AppContext } from '../context';
import type { IdpKeys } from './keys';

export interface EmbeddedIdpOptions {
  ctx: AppContext;
  settings: AppSettings;
  keys: IdpKeys;
}

export async function registerEmbeddedIdp(
  _app: FastifyInstance,
  _options: EmbeddedIdpOptions,
): Promise<void> {}
