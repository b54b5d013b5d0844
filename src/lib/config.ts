import { checkSettings, type Settings } from '../domain/settingsRules';

/** The environment's text values: Vite adds flags (DEV, PROD, SSR) that are booleans, and no setting of ours. */
function textEntries(env: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The settings of the environment this bundle was built for. vite.config.ts already refused to build with a bad
 * file, so a failure here means the bundle was built without our config (a test runner, say): fail loudly.
 */
function readSettings(): Settings {
  const check = checkSettings(textEntries(import.meta.env));
  if (!check.ok) throw new Error(`Invalid settings:\n- ${check.problems.join('\n- ')}`);
  const { settings } = check;
  const origin = window.location.origin;
  // '/' in the file: the site's public address is wherever this page was loaded from; so are IdP paths (LOCAL).
  const absolute = (address: string) => (address.startsWith('/') ? origin + address : address);
  const { idp } = settings;
  return {
    ...settings,
    publicUrl: settings.publicUrl || origin,
    idp: {
      ...idp,
      issuer: absolute(idp.issuer),
      authorizeUrl: absolute(idp.authorizeUrl),
      tokenUrl: absolute(idp.tokenUrl),
      logoutUrl: absolute(idp.logoutUrl),
      redirectUri: absolute(idp.redirectUri),
      postLogoutRedirectUri: absolute(idp.postLogoutRedirectUri),
    },
  };
}

export const config: Settings = readSettings();
