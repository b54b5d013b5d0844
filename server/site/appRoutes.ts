/**
 * Which route of the app's table (src/domain/routes.ts) an address opens, matched as the browser's router matches
 * it (react-router's own `matchPath`: case and a final '/' don't count). The page HTML, its preloads, the share
 * meta, the sitemap and the PDF checks all ask here.
 */
import { matchPath } from 'react-router';
import { appRoutes, patternsOf, type AppRoute } from '../../src/domain/routes';

export interface MatchedRoute {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a route of any href's arguments
  route: AppRoute<any[]>;
  /** The address's params, decoded. */
  params: Readonly<Record<string, string | undefined>>;
}

export function matchAppRoute(pathname: string): MatchedRoute | null {
  for (const route of appRoutes) {
    for (const pattern of patternsOf(route)) {
      const match = matchPath({ path: pattern, caseSensitive: false, end: true }, pathname);
      if (match) return { route, params: match.params };
    }
  }
  return null;
}
