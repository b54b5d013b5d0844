/**
 * Which route of the app's table (src/domain/routes.ts) an address opens, matched as the browser's router matches
 * it (react-router's own `matchRoutes`: case and a final '/' don't count, and of two patterns that fit, the more
 * precise one wins, so `/news/12/pdf` is the print variant, not a news item whose slug reads 'pdf'). The page HTML,
 * its preloads, the share meta, the sitemap and the PDF checks all ask here.
 */
import { matchRoutes } from 'react-router';
import { appRoutes, patternsOf, type AppRoute } from '../../src/domain/routes';

export interface MatchedRoute {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a route of any href's arguments
  route: AppRoute<any[]>;
  /** The address's params, decoded. */
  params: Readonly<Record<string, string | undefined>>;
}

const patterns = appRoutes.flatMap((route) =>
  patternsOf(route).map((path) => ({ path, caseSensitive: false, route })),
);

export function matchAppRoute(pathname: string): MatchedRoute | null {
  const found = matchRoutes(patterns, pathname)?.at(-1);
  return found ? { route: found.route.route, params: found.params } : null;
}
