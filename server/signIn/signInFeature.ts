/**
 * Signing in and out of the newsroom with an identity provider's id token (loginRoutes.ts).
 */
import type { AppSettings } from '../appSettings';
import type { AppContext } from '../context';
import { featurePart, readsSignedInUser, type Feature } from '../plugins/feature';
import type { Clock } from '../shared/clock';
import type { IdTokenVerifier } from './idTokens';
import { loginRoutes } from './loginRoutes';

export type SignInFeatureOptions = AppContext & {
  settings: Pick<AppSettings, 'signInLimitPerMinute' | 'publicUrl' | 'mailFrom' | 'linkSecret'>;
  idTokens: IdTokenVerifier;
  /** A test's fixed clock is its provider's too; a local clock moved forward is not the provider's. */
  providerClock: Clock;
};

export const signInFeature: Feature<SignInFeatureOptions> = {
  api: featurePart(
    'signIn api',
    async (api, { settings, ...options }) => {
      await api.register(loginRoutes, {
        ...options,
        signInLimitPerMinute: settings.signInLimitPerMinute,
        site: {
          publicUrl: settings.publicUrl,
          organizer: settings.mailFrom,
          linkSecret: settings.linkSecret,
        },
      });
    },
    readsSignedInUser,
  ),
};
