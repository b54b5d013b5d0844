/**
 * The identity provider the built web app talks to, as its build wrote it (`newsroom-settings.json` beside the app,
 * vite.config.ts). The browser signs in where the build says and the API verifies where `OIDC_ISSUER` says: when
 * they disagree nobody can sign in, so the server refuses to start; and the content security policy must let the
 * page reach the provider's token address, which only the build names.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withoutTrailingSlash } from '../../src/domain/addresses';
import { checkSettings } from '../../src/domain/settingsRules';
import type { ServerSettings } from '../config';

export interface BuiltAppProvider {
  /** The provider's issuer, or a path of this site (`/oidc`) for the embedded one. */
  issuer: string;
  tokenUrl: string;
  clientId: string;
}

export const builtSettingsFile = 'newsroom-settings.json';

/**
 * Null when there is no built app (API only) or it was built before builds wrote their settings: nothing to compare
 * then. A file that is there but unreadable is a broken build, said as such.
 */
export function readBuiltAppProvider(webDir: string): BuiltAppProvider | null {
  let text: string;
  try {
    text = readFileSync(path.join(webDir, builtSettingsFile), 'utf8');
  } catch {
    return null;
  }
  const check = checkSettings(JSON.parse(text) as Record<string, string>);
  if (!check.ok)
    throw new Error(`${path.join(webDir, builtSettingsFile)} is not valid: ${check.problems.join('; ')}`);
  const { issuer, tokenUrl, clientId } = check.settings.idp;
  return { issuer, tokenUrl, clientId };
}

const embedded = (address: string) => address.startsWith('/');

/** One line per setting the build and the server disagree on, each saying what to do; empty when they agree. */
export function providerDisagreements(
  built: BuiltAppProvider | null,
  server: Pick<ServerSettings, 'oidcIssuer' | 'oidcClientId' | 'webDir'>,
): string[] {
  if (!built) return [];
  const app = `the web app in ${server.webDir}`;
  const rebuild = 'build the web app for this provider (npm run build -- --mode <environment>)';
  const problems: string[] = [];
  if (embedded(built.issuer) && server.oidcIssuer)
    problems.push(
      `OIDC_ISSUER is ${server.oidcIssuer} but ${app} signs in at the embedded provider ` +
        `(VITE_IDP_ISSUER=${built.issuer}): ${rebuild}, or unset OIDC_ISSUER`,
    );
  else if (!embedded(built.issuer) && !server.oidcIssuer)
    problems.push(
      `${app} signs in at ${built.issuer} (VITE_IDP_ISSUER) but OIDC_ISSUER is not set: set OIDC_ISSUER=${built.issuer}`,
    );
  else if (
    !embedded(built.issuer) &&
    server.oidcIssuer &&
    withoutTrailingSlash(built.issuer) !== withoutTrailingSlash(server.oidcIssuer)
  )
    problems.push(
      `OIDC_ISSUER is ${server.oidcIssuer} but ${app} signs in at ${built.issuer} (VITE_IDP_ISSUER): ` +
        `make them name the same provider`,
    );
  if (built.clientId !== server.oidcClientId)
    problems.push(
      `OIDC_CLIENT_ID is ${server.oidcClientId} but ${app} signs in as ${built.clientId} (VITE_IDP_CLIENT_ID): ` +
        `set OIDC_CLIENT_ID=${built.clientId}`,
    );
  return problems;
}

/**
 * The provider's origins the page may call (`connect-src`): its token address, where the browser trades the code.
 * Never a wildcard, and nothing for the embedded provider, which is this site.
 */
export function providerOrigins(
  built: BuiltAppProvider | null,
  server: Pick<ServerSettings, 'oidcIssuer'>,
): string[] {
  const addresses = [built?.tokenUrl, server.oidcIssuer].filter(
    (address): address is string => !!address && !embedded(address),
  );
  return [...new Set(addresses.map((address) => new URL(address).origin))];
}
