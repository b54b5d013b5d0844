/**
 * The app's routes, made from the route table (src/domain/routes.ts): each route opens inside its frame (the site's,
 * or the A4 print frame of the /pdf variants) and loads its page module when it opens. Unknown addresses fall to
 * /home, as any path whose screen does not exist does.
 *
 * The routes are react-router's route objects, rendered with `useRoutes` under a `BrowserRouter`. The data router
 * (`createBrowserRouter`) would read the same objects, but its loaders, actions and fetchers, which no page uses,
 * weigh 15 KB gzip on every page's first load.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { appRoutes, paths, patternsOf, type AppRoute } from '../domain/routes';
import { RequireUser } from '../features/auth/components/RequireUser';
import { SiteLayout } from './SiteLayout';

type PageModule = { default: ComponentType<Record<string, unknown>> };

// Every page module, each a chunk of its own, fetched when its route opens (or named in the page's HTML).
const pageModules = import.meta.glob<PageModule>('../features/*/pages/*.tsx');

// One lazy component per page module: two routes of one page (the events list's two addresses) share its chunk.
const pages = new Map<string, LazyExoticComponent<ComponentType<Record<string, unknown>>>>();
function lazyPage(page: string) {
  const load = pageModules[`../features/${page}.tsx`];
  if (!load)
    throw new Error(`The route table names a page module that does not exist: src/features/${page}.tsx`);
  if (!pages.has(page)) pages.set(page, lazy(load));
  return pages.get(page)!;
}

/** The route objects of one route of the table: its path and its aliases, each drawing the same page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a route of any href's arguments
export function pageRouteObjects(appRoute: AppRoute<any[]>): RouteObject[] {
  const Page = lazyPage(appRoute.page);
  const page = <Page {...appRoute.props} />;
  const element = appRoute.signedIn ? <RequireUser>{page}</RequireUser> : page;
  return patternsOf(appRoute).map((path) => ({ path, element }));
}

const routesIn = (layout: AppRoute['layout']) =>
  appRoutes.filter((appRoute) => appRoute.layout === layout).flatMap(pageRouteObjects);

// Only the /pdf variants use it (the PDF service prints them): no other page's first load carries it.
const PrintLayout = lazy(() =>
  import('../components/layout/print/PrintLayout').then((module) => ({ default: module.PrintLayout })),
);

/** The whole route tree. */
export const appRouteObjects: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [...routesIn('site'), { path: '*', element: <Navigate to={paths.home.href()} replace /> }],
  },
  {
    element: (
      <Suspense fallback={null}>
        <PrintLayout />
      </Suspense>
    ),
    children: routesIn('print'),
  },
];

export function AppRoutes() {
  return useRoutes(appRouteObjects);
}
