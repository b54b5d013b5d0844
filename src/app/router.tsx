/**
 * The app's router, made from the route table (src/domain/routes.ts): each route opens inside its frame (the site's,
 * or the A4 print frame of the /pdf variants) and loads its page module when it opens. Unknown addresses fall to
 * /home, as any path whose screen does not exist does.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoadError } from '../components/layout/PageLoadError';
import { appRoutes, paths, patternsOf, type AppRoute } from '../domain/routes';
import { RequireUser } from '../features/auth/components/RequireUser';
import { SiteLayout } from './SiteLayout';

type PageModule = { default: ComponentType<Record<string, unknown>> };

// Every page module, each a chunk of its own, fetched when its route opens (or named in the page's HTML).
const pageModules = import.meta.glob<PageModule>('../features/*/pages/*.tsx');

/** The route objects of one route of the table: its path and its aliases, each loading the same page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a route of any href's arguments
export function pageRouteObjects(appRoute: AppRoute<any[]>): RouteObject[] {
  const load = pageModules[`../features/${appRoute.page}.tsx`];
  if (!load) throw new Error(`Route ${appRoute.path}: no page module src/features/${appRoute.page}.tsx`);
  const lazy = async () => {
    const { default: Page } = await load();
    const page = <Page {...appRoute.props} />;
    return { element: appRoute.signedIn ? <RequireUser>{page}</RequireUser> : page };
  };
  return patternsOf(appRoute).map((path) => ({ path, lazy }));
}

const routesIn = (layout: AppRoute['layout']) =>
  appRoutes.filter((appRoute) => appRoute.layout === layout).flatMap(pageRouteObjects);

/** The whole route tree; tests mount it in a memory router. */
export function appRouteObjects(): RouteObject[] {
  return [
    {
      // Nothing is drawn until the first page's code has come: the HTML already asked for it (server/site/).
      HydrateFallback: () => null,
      errorElement: <PageLoadError />,
      children: [
        {
          element: <SiteLayout />,
          children: [
            // A page whose code can't come says so inside the frame, which keeps working around it.
            {
              errorElement: <PageLoadError />,
              children: [
                ...routesIn('site'),
                { path: '*', element: <Navigate to={paths.home.href()} replace /> },
              ],
            },
          ],
        },
        {
          // Only the /pdf variants use the print frame: no other page's first load carries it.
          lazy: async () => ({ Component: (await import('../components/layout/PrintLayout')).PrintLayout }),
          children: [{ errorElement: <PageLoadError />, children: routesIn('print') }],
        },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(appRouteObjects());
