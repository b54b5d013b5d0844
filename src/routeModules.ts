/**
 * Which page module each route of src/app/routes.tsx loads lazily, by the paths the router matches. Read by tools, not
 * by the app: `npm run size` measures each route's first load with it, and the server names a route's chunks in
 * its HTML (server/site/pageAssets.ts) so the browser fetches them with the entry script.
 */
export interface RouteModule {
  /** The route's paths as src/app/routes.tsx writes them (under the layout route). */
  paths: string[];
  /** The page module, from the project root. */
  page: string;
  signedIn?: boolean;
}

const pages = 'src/features';
/** Every route of src/app/routes.tsx (uncoveredRoutes checks the table against that file). */
export const routeModules: RouteModule[] = [
  { paths: ['/home', '/'], page: `${pages}/home/pages/HomePage.tsx` },
  { paths: ['/news'], page: `${pages}/news/pages/NewsListPage.tsx` },
  { paths: ['/news/:newsId'], page: `${pages}/news/pages/NewsDetailPage.tsx` },
  { paths: ['/news/:newsId/pdf'], page: `${pages}/news/pages/NewsPdfPage.tsx` },
  { paths: ['/media-center'], page: `${pages}/mediaCenter/pages/MediaCenterPage.tsx` },
  { paths: ['/media-gallery'], page: `${pages}/gallery/pages/GalleryPage.tsx` },
  { paths: ['/media-gallery/album/:albumId'], page: `${pages}/gallery/pages/AlbumPage.tsx` },
  { paths: ['/contacts'], page: `${pages}/contacts/pages/ContactsPage.tsx` },
  { paths: ['/carrinho'], page: `${pages}/favorites/pages/FavoritesPage.tsx` },
  { paths: ['/SearchPage'], page: `${pages}/search/pages/SearchPage.tsx` },
  { paths: ['/login'], page: `${pages}/auth/pages/LoginPage.tsx` },
  { paths: ['/newsletter'], page: `${pages}/newsletter/pages/NewsletterPage.tsx` },
  { paths: ['/termos-legais'], page: `${pages}/legal/pages/LegalIndexPage.tsx` },
  { paths: ['/termos-legais/:page'], page: `${pages}/legal/pages/LegalPage.tsx` },
  {
    paths: ['/cars/models', '/cars/concepts', '/cars/classics'],
    page: `${pages}/cars/pages/CarListPage.tsx`,
  },
  { paths: ['/cars/car/:carId'], page: `${pages}/cars/pages/CarPage.tsx` },
  {
    paths: ['/cars/version/:carId/:versionId', '/cars/version/:carId/:versionId/pdf'],
    page: `${pages}/cars/pages/VersionPage.tsx`,
  },
  {
    paths: ['/company', '/technology', '/mobilidade-eletrica'].flatMap((root) => [
      root,
      `${root}/:id`,
      `${root}/:id/:subId`,
    ]),
    page: `${pages}/sections/pages/SectionPage.tsx`,
  },
  { paths: ['/registry'], page: `${pages}/profile/pages/RegistryPage.tsx`, signedIn: true },
  { paths: ['/area-logada'], page: `${pages}/loggedArea/pages/LoggedAreaPage.tsx`, signedIn: true },
  { paths: ['/home-comodato'], page: `${pages}/loans/pages/LoanHomePage.tsx`, signedIn: true },
  { paths: ['/solicita-comodato'], page: `${pages}/loans/pages/LoanRequestPage.tsx`, signedIn: true },
  { paths: ['/aprovacao'], page: `${pages}/loans/pages/ApprovalsPage.tsx`, signedIn: true },
  { paths: ['/aprovacao/:loanId'], page: `${pages}/loans/pages/ApprovalDetailPage.tsx`, signedIn: true },
  { paths: ['/retirar'], page: `${pages}/loans/pages/PickupPage.tsx`, signedIn: true },
  { paths: ['/checklist'], page: `${pages}/loans/pages/ChecklistPage.tsx`, signedIn: true },
  { paths: ['/comodato-lista'], page: `${pages}/loans/pages/CancellationsPage.tsx`, signedIn: true },
  { paths: ['/eventos', '/lista-comodato'], page: `${pages}/events/pages/EventsPage.tsx`, signedIn: true },
];

/**
 * What the routes file (src/app/routes.tsx, read as text) has that the table lacks: every lazily imported page and every
 * path literal must be in it.
 * (The section roots are written in an array there; their level-1 and level-2 paths are checked through them.)
 */
export function uncoveredRoutes(source: string): string[] {
  const routes = routeModules;
  const known = new Set(routes.flatMap((route) => route.paths));
  const problems: string[] = [];
  for (const [, file] of source.matchAll(/lazy\(\(\) => import\('\.\/([^']+)'\)\)/g)) {
    if (!routes.some((route) => route.page === `src/${file}.tsx`))
      problems.push(`page src/${file}.tsx has no row`);
  }
  const literals = [
    ...[...source.matchAll(/path="([^"*]+)"/g)].map((match) => match[1]!),
    ...[...source.matchAll(/\['([a-z][\w/:-]*)', [A-Z]\w+\]/g)].map((match) => match[1]!),
    ...[...source.matchAll(/\['([a-z][\w-]*)', '[a-z]+'\]/g)].map((match) => match[1]!),
  ];
  for (const literal of literals) {
    const relative = literal.replace(/^\//, '');
    // ':id' and ':id/:subId' are nested under each section root.
    const found = [...known].some((known) => known === `/${relative}` || known.endsWith(`/${relative}`));
    if (!found) problems.push(`path '${literal}' has no row`);
  }
  return problems;
}

const patternOf = (routePath: string) => new RegExp(`^${routePath.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`, 'i');
const patterns = routeModules.map((route) => ({ route, patterns: route.paths.map(patternOf) }));

/** The route an address opens, as the router matches it (case and a final '/' don't count), or null. */
export function routeModuleOf(pathname: string): RouteModule | null {
  return patterns.find(({ patterns }) => patterns.some((pattern) => pattern.test(pathname)))?.route ?? null;
}
