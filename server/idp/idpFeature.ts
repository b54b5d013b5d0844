/**
 * The embedded identity provider at /oidc (index.ts), when the newsroom has no external one: the app then loads its
 * signing keys, and without them this feature registers nothing.
 */
import type { AppSettings } from '../appSettings';
import type { AppContext } from '../context';
import { featurePart, type Feature } from '../plugins/feature';
import { registerEmbeddedIdp } from './index';
import type { IdpKeys } from './keys';

export const idpFeature: Feature<AppContext & { settings: AppSettings; idpKeys: IdpKeys | null }> = {
  pages: featurePart('idp pages', async (app, { settings, idpKeys, ...ctx }) => {
    if (idpKeys) await registerEmbeddedIdp(app, { ctx, settings, keys: idpKeys });
  }),
};
