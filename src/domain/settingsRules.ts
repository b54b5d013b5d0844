/**
 * The web app's settings, one set per environment (Vite modes local, dev, beta, prod), and the rules they must
 * follow. Pure: used by vite.config.ts to stop a build with a list of what is wrong, and by config.ts at run time.
 * No validation library here on purpose: it would ship in every page's JavaScript for a dozen string checks.
 */
export const environments = { local: 'LOCAL', dev: 'DEV', beta: 'BETA', prod: 'PROD' } as const;
export type Mode = keyof typeof environments;
export type Environment = (typeof environments)[Mode];

export interface Settings {
  environment: Environment;
  /** Base of every API call: an absolute URL or a path of this origin ending in '/'. */
  apiBase: string;
  /** Public address of the site, used for share links and PDF rendering, without a trailing '/'. '' when the
   * file says '/': the address the site is reached at (config.ts reads it from the page), for LOCAL, whose
   * newsroom may run on any port or host. */
  publicUrl: string;
  /** The identity provider's addresses; paths (LOCAL) are of the page's own origin, made absolute by config.ts. */
  idp: {
    issuer: string;
    authorizeUrl: string;
    tokenUrl: string;
    logoutUrl: string;
    clientId: string;
    /** What the app asks the provider for: always `openid` and `email`, which the API needs to know who signed in. */
    scope: string;
    redirectUri: string;
    postLogoutRedirectUri: string;
  };
  analyticsId: string;
  flavour: 'WEB' | 'mobile';
}

type Rule = (value: string) => string | null;

const absoluteUrl: Rule = (value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'must be an http(s) address';
  } catch {
    return 'must be an absolute http(s) address';
  }
};
const urlOrPath: Rule = (value) => {
  if (value.startsWith('/')) return value.endsWith('/') ? null : "a path must end with '/'";
  if (absoluteUrl(value)) return "must be an absolute http(s) address or a path starting with '/'";
  return value.endsWith('/') ? null : "must end with '/'";
};
const absoluteUrlOrRoot: Rule = (value) =>
  value === '/' || !absoluteUrl(value)
    ? null
    : "must be an absolute http(s) address, or '/' for this site's own";
/** An absolute address, or a path of the site's own origin (LOCAL: the embedded provider at `/oidc`, whatever
 * port or host the newsroom is reached at). */
const absoluteUrlOrOwnPath: Rule = (value) =>
  (value.startsWith('/') && !value.startsWith('//')) || !absoluteUrl(value)
    ? null
    : "must be an absolute http(s) address, or a path of this site starting with '/'";
/** Space-separated scopes; the API finds the user by e-mail, which standard providers give only for `email`. */
const idpScope: Rule = (value) => {
  const scopes = value.split(' ').filter(Boolean);
  if (scopes.some((scope) => !/^[\x21\x23-\x5b\x5d-\x7e]+$/.test(scope)))
    return 'must be scopes separated by spaces';
  const missing = ['openid', 'email'].filter((needed) => !scopes.includes(needed));
  return missing.length ? `must include ${missing.join(' and ')}` : null;
};
const nonEmpty: Rule = (value) => (value.trim() ? null : 'must not be empty');
const analyticsId: Rule = (value) =>
  /^G-[A-Z0-9]{6,12}$/.test(value) ? null : 'must be a GA4 measurement id like G-ABC123DEF4';
const flavour: Rule = (value) => (value === 'WEB' || value === 'mobile' ? null : "must be 'WEB' or 'mobile'");

/** Every key each `.env.<mode>` file must define, with its rule. */
export const settingKeys = {
  VITE_ENVIRONMENT: (value: string) =>
    (Object.values(environments) as string[]).includes(value) ? null : 'must be LOCAL, DEV, BETA or PROD',
  VITE_API_BASE: urlOrPath,
  VITE_PUBLIC_URL: absoluteUrlOrRoot,
  VITE_IDP_ISSUER: absoluteUrlOrOwnPath,
  VITE_IDP_AUTHORIZE_URL: absoluteUrlOrOwnPath,
  VITE_IDP_TOKEN_URL: absoluteUrlOrOwnPath,
  VITE_IDP_LOGOUT_URL: absoluteUrlOrOwnPath,
  VITE_IDP_CLIENT_ID: nonEmpty,
  VITE_IDP_SCOPE: idpScope,
  VITE_IDP_REDIRECT_URI: absoluteUrlOrOwnPath,
  VITE_IDP_POST_LOGOUT_REDIRECT_URI: absoluteUrlOrOwnPath,
  VITE_GA_MEASUREMENT_ID: analyticsId,
  VITE_FLAVOUR: flavour,
} satisfies Record<string, Rule>;
export type SettingKey = keyof typeof settingKeys;

export type SettingsCheck = { ok: true; settings: Settings } | { ok: false; problems: string[] };

/**
 * Checks raw values of one environment. `mode` ties the file to its environment, so a `.env.prod` that says
 * LOCAL (a copy-paste slip) is caught too.
 */
export function checkSettings(raw: Partial<Record<string, string>>, mode?: Mode): SettingsCheck {
  const problems: string[] = [];
  for (const [key, rule] of Object.entries(settingKeys)) {
    const value = raw[key];
    if (value === undefined) problems.push(`${key} is missing`);
    else {
      const problem = rule(value);
      if (problem) problems.push(`${key} ${problem} (got '${value}')`);
    }
  }
  if (mode && raw.VITE_ENVIRONMENT !== undefined && raw.VITE_ENVIRONMENT !== environments[mode]) {
    problems.push(`VITE_ENVIRONMENT must be ${environments[mode]} in mode '${mode}'`);
  }
  if (problems.length) return { ok: false, problems };
  const value = (key: SettingKey) => raw[key] as string;
  return {
    ok: true,
    settings: {
      environment: value('VITE_ENVIRONMENT') as Environment,
      apiBase: value('VITE_API_BASE'),
      publicUrl: value('VITE_PUBLIC_URL').replace(/\/$/, ''),
      idp: {
        issuer: value('VITE_IDP_ISSUER'),
        authorizeUrl: value('VITE_IDP_AUTHORIZE_URL'),
        tokenUrl: value('VITE_IDP_TOKEN_URL'),
        logoutUrl: value('VITE_IDP_LOGOUT_URL'),
        clientId: value('VITE_IDP_CLIENT_ID'),
        scope: value('VITE_IDP_SCOPE').split(' ').filter(Boolean).join(' '),
        redirectUri: value('VITE_IDP_REDIRECT_URI'),
        postLogoutRedirectUri: value('VITE_IDP_POST_LOGOUT_REDIRECT_URI'),
      },
      analyticsId: value('VITE_GA_MEASUREMENT_ID'),
      flavour: value('VITE_FLAVOUR') as 'WEB' | 'mobile',
    },
  };
}

/** Reads a `.env` file's text: KEY=value lines, '#' comments, optional quotes. No interpolation. */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trim().startsWith('#')) continue;
    const [, key, rawValue = ''] = match;
    values[key as string] = rawValue.replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}
