/**
 * Every route of the app, declared once (spec section 2 and the staff areas): the pattern the router matches, the
 * page module it loads when the route opens, and the `href` builder links use. The web app's router
 * (src/app/router.tsx), the server's page HTML, preloads, share meta, sitemap and PDF checks (server/site/) and the
 * size script all read this table; none keeps a list of its own.
 *
 * Patterns are react-router's. Matching ignores case and a final '/', as the router does.
 */
import type { CarCategory } from './content';
import type { LegalPageSlug } from './legalPages';
import type { SectionKind } from './sections';

export interface AppRoute<Args extends unknown[] = never[]> {
  /** The pattern, from the site root. */
  readonly path: string;
  /** More patterns that open the same page: the home page's '/', the events list's second address. */
  readonly aliases: readonly string[];
  /** The page module under src/features, without its extension: what the router loads when the route opens. */
  readonly page: string;
  /** What the page's component is given besides the address's params (the car list's category, say). */
  readonly props: Readonly<Record<string, string | number>>;
  /** The site's frame (header, menus, footer), or the A4 print frame of the /pdf variants the PDF service prints. */
  readonly layout: 'site' | 'print';
  /** Opened without a signed-in user, the page sends the visitor to sign in first. */
  readonly signedIn: boolean;
  /** Whether search engines may list it: false for the places only a signed-in person has any use for. */
  readonly indexed: boolean;
  /**
   * Listed in the sitemap as it is: an indexed page with no params. Pages of an item (a news item, a section page)
   * are listed one by one from the content instead.
   */
  readonly inSitemap: boolean;
  readonly href: (...args: Args) => string;
}

interface RouteDeclaration<Args extends unknown[]> {
  path: string;
  page: string;
  href: (...args: Args) => string;
  aliases?: readonly string[];
  props?: Readonly<Record<string, string | number>>;
  layout?: 'site' | 'print';
  signedIn?: boolean;
  indexed?: boolean;
  inSitemap?: boolean;
}

function route<Args extends unknown[]>(declared: RouteDeclaration<Args>): AppRoute<Args> {
  const { aliases = [], props = {}, layout = 'site', signedIn = false } = declared;
  // A print variant or a signed-in page is no page for a search engine's index.
  const indexed = declared.indexed ?? (layout === 'site' && !signedIn);
  const inSitemap = declared.inSitemap ?? (indexed && !declared.path.includes(':'));
  return { ...declared, aliases, props, layout, signedIn, indexed, inSitemap };
}

/** A signed-in page of the logged-in area (spec loan-area section 2). */
const signedInRoute = <Args extends unknown[]>(declared: Omit<RouteDeclaration<Args>, 'signedIn'>) =>
  route({ ...declared, signedIn: true });

const carList = (category: CarCategory, slug: 'classics' | 'concepts' | 'models') =>
  route({
    path: `/cars/${slug}`,
    page: 'cars/pages/CarListPage',
    props: { category },
    href: () => `/cars/${slug}`,
  });

/** A section tree's three levels under its root; page id 1 is the root of its tree (spec section 2). */
const sectionTree = (kind: SectionKind, root: string) => ({
  // Listed with the tree's pages, from the content: the root is the tree's page 1.
  root: route({
    path: root,
    page: 'sections/pages/SectionPage',
    props: { kind },
    inSitemap: false,
    href: () => root,
  }),
  page: route({
    path: `${root}/:id`,
    page: 'sections/pages/SectionPage',
    props: { kind },
    href: (id: number) => (id === 1 ? root : `${root}/${id}`),
  }),
  subpage: route({
    path: `${root}/:id/:subId`,
    page: 'sections/pages/SectionPage',
    props: { kind },
    href: (parentId: number, id: number) => `${root}/${parentId}/${id}`,
  }),
});

/** The administrator's manager view of the approvals (`?admin=1`, DECISIONS.md "Roles"). */
const adminQuery = (admin: boolean) => (admin ? '?admin=1' : '');

export const paths = {
  home: route({ path: '/home', aliases: ['/'], page: 'home/pages/HomePage', href: () => '/home' }),
  /** The provider's callback and the sign-in start. */
  login: route({ path: '/login', page: 'auth/pages/LoginPage', indexed: false, href: () => '/login' }),
  // A search without words is no page to list.
  search: route({
    path: '/SearchPage',
    inSitemap: false,
    page: 'search/pages/SearchPage',
    href: (text: string) => `/SearchPage?search=${encodeURIComponent(text)}`,
  }),
  cars: {
    /** The three lists by name, so any other /cars/{name} falls to /home. */
    list: { 1: carList(1, 'classics'), 2: carList(2, 'concepts'), 3: carList(3, 'models') },
    detail: route({
      path: '/cars/car/:carId',
      page: 'cars/pages/CarPage',
      href: (carId: number) => `/cars/car/${carId}`,
    }),
    version: route({
      path: '/cars/version/:carId/:versionId',
      page: 'cars/pages/VersionPage',
      href: (carId: number, versionId: number) => `/cars/version/${carId}/${versionId}`,
    }),
    versionPdf: route({
      path: '/cars/version/:carId/:versionId/pdf',
      page: 'cars/pages/VersionPage',
      layout: 'print',
      href: (carId: number, versionId: number) => `/cars/version/${carId}/${versionId}/pdf`,
    }),
  },
  sections: {
    company: sectionTree('company', '/company'),
    technology: sectionTree('technology', '/technology'),
    emobility: sectionTree('emobility', '/mobilidade-eletrica'),
  } satisfies Record<SectionKind, unknown>,
  news: {
    list: route({ path: '/news', page: 'news/pages/NewsListPage', href: () => '/news' }),
    /**
     * A news item's page; its full address names it with its slug too (`/news/12/aurora-volt-chega`,
     * newsSharing.ts). The id decides which item it is: a missing or outdated slug still opens it, and the page
     * takes its right address.
     */
    detail: route({
      path: '/news/:newsId',
      aliases: ['/news/:newsId/:slug'],
      page: 'news/pages/NewsDetailPage',
      href: (newsId: number, slug = '') => (slug ? `/news/${newsId}/${slug}` : `/news/${newsId}`),
    }),
    pdf: route({
      path: '/news/:newsId/pdf',
      page: 'news/pages/NewsPdfPage',
      layout: 'print',
      href: (newsId: number) => `/news/${newsId}/pdf`,
    }),
  },
  mediaCenter: route({
    path: '/media-center',
    page: 'mediaCenter/pages/MediaCenterPage',
    href: () => '/media-center',
  }),
  gallery: {
    home: route({ path: '/media-gallery', page: 'gallery/pages/GalleryPage', href: () => '/media-gallery' }),
    album: route({
      path: '/media-gallery/album/:albumId',
      page: 'gallery/pages/AlbumPage',
      href: (albumId: number) => `/media-gallery/album/${albumId}`,
    }),
  },
  contacts: route({ path: '/contacts', page: 'contacts/pages/ContactsPage', href: () => '/contacts' }),
  newsletter: route({
    path: '/newsletter',
    page: 'newsletter/pages/NewsletterPage',
    href: () => '/newsletter',
  }),
  legal: {
    index: route({
      path: '/termos-legais',
      page: 'legal/pages/LegalIndexPage',
      href: () => '/termos-legais',
    }),
    page: route({
      path: '/termos-legais/:page',
      page: 'legal/pages/LegalPage',
      href: (page: LegalPageSlug) => `/termos-legais/${page}`,
    }),
  },
  favorites: route({
    path: '/carrinho',
    page: 'favorites/pages/FavoritesPage',
    indexed: false,
    href: () => '/carrinho',
  }),
  registry: signedInRoute({ path: '/registry', page: 'profile/pages/RegistryPage', href: () => '/registry' }),
  loggedArea: signedInRoute({
    path: '/area-logada',
    page: 'loggedArea/pages/LoggedAreaPage',
    href: () => '/area-logada',
  }),
  loanHome: signedInRoute({
    path: '/home-comodato',
    page: 'loans/pages/LoanHomePage',
    href: () => '/home-comodato',
  }),
  loans: {
    request: signedInRoute({
      path: '/solicita-comodato',
      page: 'loans/pages/LoanRequestPage',
      href: () => '/solicita-comodato',
    }),
    approvals: signedInRoute({
      path: '/aprovacao',
      page: 'loans/pages/ApprovalsPage',
      href: ({ admin = false }: { admin?: boolean } = {}) => `/aprovacao${adminQuery(admin)}`,
    }),
    /** One request's approval page; `admin` keeps the administrator's manager view on the way back. */
    approval: signedInRoute({
      path: '/aprovacao/:loanId',
      page: 'loans/pages/ApprovalDetailPage',
      href: (loanId: number, { admin = false }: { admin?: boolean } = {}) =>
        `/aprovacao/${loanId}${adminQuery(admin)}`,
    }),
    pickup: signedInRoute({ path: '/retirar', page: 'loans/pages/PickupPage', href: () => '/retirar' }),
    checklist: signedInRoute({
      path: '/checklist',
      page: 'loans/pages/ChecklistPage',
      href: () => '/checklist',
    }),
    cancellations: signedInRoute({
      path: '/comodato-lista',
      page: 'loans/pages/CancellationsPage',
      href: () => '/comodato-lista',
    }),
    /** 'Minhas solicitações': every loan of the signed-in requester, with its history; the e-mails link here. */
    mine: signedInRoute({
      path: '/minhas-solicitacoes',
      page: 'loans/pages/MyLoansPage',
      href: () => '/minhas-solicitacoes',
    }),
  },
  /** A fleet vehicle's month of bookings, holds and out-of-service days; `month` is 'yyyy-mm' (today's without). */
  fleetCalendar: signedInRoute({
    path: '/frota/:vehicleId/agenda',
    page: 'loans/pages/FleetCalendarPage',
    href: (vehicleId: number, month?: string) => `/frota/${vehicleId}/agenda${month ? `?mes=${month}` : ''}`,
  }),
  /** The press office's editorial area (DECISIONS.md "Staff areas beyond the spec"): for roles with `publish`. */
  editorial: {
    news: signedInRoute({ path: '/redacao', page: 'editorial/pages/NewsDeskPage', href: () => '/redacao' }),
    newNews: signedInRoute({
      path: '/redacao/noticias/nova',
      page: 'editorial/pages/NewsEditorPage',
      href: () => '/redacao/noticias/nova',
    }),
    newsItem: signedInRoute({
      path: '/redacao/noticias/:newsId',
      page: 'editorial/pages/NewsEditorPage',
      href: (newsId: number) => `/redacao/noticias/${newsId}`,
    }),
    /** What is scheduled to go out, by day and time. */
    agenda: signedInRoute({
      path: '/redacao/agenda',
      page: 'editorial/pages/AgendaPage',
      href: () => '/redacao/agenda',
    }),
    albums: signedInRoute({
      path: '/redacao/albuns',
      page: 'editorial/pages/AlbumDeskPage',
      href: () => '/redacao/albuns',
    }),
    album: signedInRoute({
      path: '/redacao/albuns/:albumId',
      page: 'editorial/pages/AlbumEditorPage',
      href: (albumId: number) => `/redacao/albuns/${albumId}`,
    }),
    cars: signedInRoute({
      path: '/redacao/carros',
      page: 'editorial/pages/CarDeskPage',
      href: () => '/redacao/carros',
    }),
    car: signedInRoute({
      path: '/redacao/carros/:carId',
      page: 'editorial/pages/CarEditorPage',
      href: (carId: number) => `/redacao/carros/${carId}`,
    }),
    carVersion: signedInRoute({
      path: '/redacao/carros/:carId/versoes/:versionId',
      page: 'editorial/pages/CarVersionEditorPage',
      href: (carId: number, versionId: number) => `/redacao/carros/${carId}/versoes/${versionId}`,
    }),
    contacts: signedInRoute({
      path: '/redacao/contatos',
      page: 'editorial/pages/ContactsEditorPage',
      href: () => '/redacao/contatos',
    }),
    banner: signedInRoute({
      path: '/redacao/destaques',
      page: 'editorial/pages/BannerEditorPage',
      href: () => '/redacao/destaques',
    }),
    /** The company, technology and e-mobility pages, a tree per section. */
    pages: signedInRoute({
      path: '/redacao/paginas',
      page: 'editorial/pages/SectionPagesDeskPage',
      href: (kind?: SectionKind) => `/redacao/paginas${kind ? `?secao=${kind}` : ''}`,
    }),
    page: signedInRoute({
      path: '/redacao/paginas/:kind/:pageId',
      page: 'editorial/pages/SectionPageEditorPage',
      href: (kind: SectionKind, pageId: number) => `/redacao/paginas/${kind}/${pageId}`,
    }),
    /** Events and their guest lists (`manageEvents`); 'novo' opens the form of a new one. */
    events: signedInRoute({
      path: '/redacao/eventos',
      page: 'editorial/pages/EventDeskPage',
      href: () => '/redacao/eventos',
    }),
    event: signedInRoute({
      path: '/redacao/eventos/:eventId',
      page: 'editorial/pages/EventEditorPage',
      href: (eventId: number | 'novo') => `/redacao/eventos/${eventId}`,
    }),
    /** The press fleet's vehicles and the models the request wizard offers (`manageFleet`). */
    fleet: signedInRoute({
      path: '/redacao/frota',
      page: 'editorial/pages/FleetDeskPage',
      href: () => '/redacao/frota',
    }),
    vehicle: signedInRoute({
      path: '/redacao/frota/:vehicleId',
      page: 'editorial/pages/VehicleEditorPage',
      href: (vehicleId: number | 'novo') => `/redacao/frota/${vehicleId}`,
    }),
    /** Accounts, for the administrator (`managePeople`). */
    people: signedInRoute({
      path: '/redacao/pessoas',
      page: 'editorial/pages/PeopleDeskPage',
      href: () => '/redacao/pessoas',
    }),
    person: signedInRoute({
      path: '/redacao/pessoas/:userId',
      page: 'editorial/pages/PersonPage',
      href: (userId: number) => `/redacao/pessoas/${userId}`,
    }),
  },
  /** The events list has two addresses (DECISIONS.md, "Events"); /comodato-lista above is the cancellation page. */
  events: signedInRoute({
    path: '/eventos',
    aliases: ['/lista-comodato'],
    page: 'events/pages/EventsPage',
    href: () => '/eventos',
  }),
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a route of any href's arguments
type AnyRoute = AppRoute<any[]>;

const isRoute = (value: unknown): value is AnyRoute =>
  typeof value === 'object' && value !== null && 'path' in value && 'href' in value;

function routesIn(group: object): AnyRoute[] {
  return Object.values(group).flatMap((value) => (isRoute(value) ? [value] : routesIn(value as object)));
}

/** Every route of the table, in its order. */
export const appRoutes: readonly AnyRoute[] = routesIn(paths);

/** Every pattern of a route: its path, then its aliases. */
export const patternsOf = (appRoute: AnyRoute): string[] => [appRoute.path, ...appRoute.aliases];

/** A route's page module as a file from the project root: its key in Vite's manifest of the build. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a route of any href's arguments
export const pageFileOf = (appRoute: AppRoute<any[]>) => `src/features/${appRoute.page}.tsx`;
