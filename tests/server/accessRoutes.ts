/**
 * The access table of the API (DECISIONS.md "Roles"): every route that asks for a session, with the callers who may
 * call it written out one by one from DECISIONS.md's table (never computed with the app's own `can()`, which is what
 * is under test), and every route that is public. The access test checks the app against both lists, so a route
 * added without a line here fails it, and so does a line left here for a route that is gone.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eventAreaRoutes } from './access/eventAccess';
import { fleetAreaRoutes } from './access/fleetAccess';
import { peopleAreaRoutes } from './access/peopleAccess';
import { revisionAreaRoutes } from './access/revisionAccess';
import { profileBody } from './builders';

/** A caller: a role of the roles table, or the administrator with `?admin=1`. */
export type Caller = 0 | 1 | '1?admin=1' | 2 | 3 | 4 | 5 | 6 | 10;

/** Who may call a route, and the words a failing row shows. */
export interface Who {
  says: string;
  callers: readonly Caller[];
}

export const callerOf = (role: number, adminFlag: boolean): Caller =>
  (role === 1 && adminFlag ? '1?admin=1' : role) as Caller;

const only = (...callers: Caller[]): Who => ({ says: callers.join(', '), callers });

export const anySignedIn: Who = {
  says: 'any signed-in user',
  callers: [0, 1, '1?admin=1', 2, 3, 4, 5, 6, 10],
};
/** Request a loan: 1 and 10. */
const requesters = only(1, '1?admin=1', 10);
/** Backoffice view (0, 1, 5) and managers (2, 3; the administrator with the flag). */
const reviewers = only(0, 1, '1?admin=1', 2, 3, 5);
/** Pickup and checklist: below 6, except 4. */
const handover = only(0, 1, '1?admin=1', 2, 3, 5);
/** The cancel card: below 11, except 4. */
const cancellers = only(0, 1, '1?admin=1', 2, 3, 5, 6, 10);
/** Manage the fleet (vehicles, out-of-service periods): 1 and 5. */
const fleetManagers = only(1, '1?admin=1', 5);
/** The editorial area /redacao (the `publish` capability): the press office (0) and the administrator. */
const publishers = only(0, 1, '1?admin=1');
/** The wizard's CNH picture (requesters) and the checklist's photos (handover). */
const uploaders = only(0, 1, '1?admin=1', 2, 3, 5, 10);

/** The rows the refused calls aim at: if a guard let one through, one of these would change. */
export interface AccessFixtures {
  /** A press agent's request waiting for the backoffice (status 1). */
  pendingLoanId: number;
  /** A request approved by both managers, waiting for its pickup and delivery checklist (status 4). */
  approvedLoanId: number;
  /** A fleet vehicle free for the pending request's dates. */
  vehicleId: number;
  /** An out-of-service period of another vehicle. */
  downtimeId: number;
  /** The agent, invited to `eventId` and not yet answered. */
  agentId: number;
  eventId: number;
  /** A draft news item, for the editorial area's writes. */
  newsId: number;
  /** A draft level-1 company page, for the section pages' writes. */
  sectionPageId: number;
}

type Call = Pick<InjectOptions, 'payload' | 'headers'> & { url: string };

export interface SignedInRoute {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As registered, `:name` for a parameter. */
  path: string;
  who: Who;
  /**
   * The call every caller makes, aimed at the fixtures' rows where the route acts on one: a refused caller must
   * change nothing even with a body that would act. Defaults to `path` with no body.
   */
  call?: (rows: AccessFixtures) => Call;
  /**
   * What an allowed caller sends instead, when the acting call would run into the workflow's own rules (a manager
   * approving a request still at the backoffice answers 403 from the service, not the guard): a body the schema
   * refuses (400), so the answer says only that the guard let the caller in.
   */
  allowedCall?: Call;
  /** The call ends the caller's session (logout): each allowed caller gets a session of its own for it. */
  endsSession?: true;
}

/** An approval with every field, for the pending request (the app's own call from the approval page). */
const decision = (rows: AccessFixtures) => ({
  idloan: rows.pendingLoanId,
  carId: rows.vehicleId,
  clientTier: 2,
  startDate: '2026-11-25',
  endDate: '2026-11-28',
  description: 'Mensagem da equipe para o agente.',
});

const answer = (rows: AccessFixtures) => ({ eventId: rows.eventId, userId: rows.agentId, description: '' });

export const signedInRoutes: SignedInRoute[] = [
  // The sign-in itself: anyone with a session may end it.
  { method: 'POST', path: '/api/logout', who: anySignedIn, endsSession: true },
  {
    method: 'POST',
    path: '/api/users',
    who: anySignedIn,
    call: () => ({ url: '/api/users', payload: profileBody() }),
    allowedCall: { url: '/api/users', payload: {} },
  },

  // Favorites of the account: each acts on the caller's own list only.
  { method: 'GET', path: '/api/favorites', who: anySignedIn },
  {
    method: 'PUT',
    path: '/api/favorites',
    who: anySignedIn,
    call: () => ({ url: '/api/favorites', payload: { favorites: [] } }),
  },
  {
    method: 'POST',
    path: '/api/favorites/merge',
    who: anySignedIn,
    call: () => ({ url: '/api/favorites/merge', payload: { favorites: [] } }),
  },

  // Following a subject: each acts on the caller's own subjects only. A refused call would follow a category.
  { method: 'GET', path: '/api/follows', who: anySignedIn },
  {
    method: 'POST',
    path: '/api/follows',
    who: anySignedIn,
    call: () => ({ url: '/api/follows', payload: { textEnum: 'Empresa', associationId: null } }),
  },
  {
    method: 'DELETE',
    path: '/api/follows',
    who: anySignedIn,
    call: () => ({ url: '/api/follows?textEnum=Empresa' }),
  },

  // The request wizard (request a loan: 1, 10). The fleet list holds every vehicle's plate and chassis.
  { method: 'GET', path: '/api/car_frota/json/cars_frota', who: requesters },
  { method: 'GET', path: '/api/car_frota/json/availability', who: requesters },
  {
    method: 'GET',
    path: '/api/users/driver/:cpf',
    who: requesters,
    call: () => ({ url: '/api/users/driver/52998224725' }),
  },
  {
    method: 'POST',
    path: '/api/lendingcontract/request',
    who: requesters,
    call: () => ({ url: '/api/lendingcontract/request', payload: {} }),
  },
  // The wizard's CNH picture and the checklist's photos are its only uploads.
  { method: 'POST', path: '/api/medias/upload-front', who: uploaders },
  // Any session; each upload is then shown only to those who may see it (404 to anyone else: uploads.test.ts).
  {
    method: 'GET',
    path: '/api/medias/private/:name',
    who: anySignedIn,
    call: () => ({ url: '/api/medias/private/0123456789abcdef0123456789abcdef.png' }),
  },

  // The approvals (backoffice view 0, 1, 5; managers 2, 3; the administrator's flag changes the view, not the right).
  // The list by pages (?page&limit) and the detail page's read; a manager reads only the loans their list holds,
  // and 404 for the others is the service's answer, past the guard (approvals.test.ts).
  { method: 'GET', path: '/api/lendingcontract/approvals', who: reviewers },
  // The same list as a CSV file, and the models and requesters its filters offer.
  { method: 'GET', path: '/api/lendingcontract/approvals.csv', who: reviewers },
  { method: 'GET', path: '/api/lendingcontract/approvals/choices', who: reviewers },
  {
    method: 'GET',
    path: '/api/lendingcontract/:id',
    who: reviewers,
    call: (rows) => ({ url: `/api/lendingcontract/${rows.pendingLoanId}` }),
  },
  ...(['approve', 'reject'] as const).map((action): SignedInRoute => ({
    method: 'POST',
    path: `/api/lendingcontract/${action}`,
    who: reviewers,
    call: (rows) => ({ url: `/api/lendingcontract/${action}`, payload: decision(rows) }),
    allowedCall: { url: `/api/lendingcontract/${action}`, payload: {} },
  })),
  {
    method: 'GET',
    path: '/api/car_frota/json/search',
    who: reviewers,
    call: () => ({ url: '/api/car_frota/json/search?frota=FROTA-0' }),
  },
  { method: 'GET', path: '/api/car_frota/json/agenda', who: reviewers },

  // A vehicle's calendar and the free vehicles of a model: reviewers and those who manage the fleet (1, 5), who are
  // reviewers already; its out-of-service periods are changed by those who manage the fleet only.
  {
    method: 'GET',
    path: '/api/car_frota/json/calendar/:id',
    who: reviewers,
    call: (rows) => ({ url: `/api/car_frota/json/calendar/${rows.vehicleId}?month=2026-11` }),
  },
  {
    method: 'GET',
    path: '/api/car_frota/json/free',
    who: reviewers,
    call: () => ({ url: '/api/car_frota/json/free?carId=1&startDate=2026-11-25&endDate=2026-11-28' }),
  },
  {
    method: 'POST',
    path: '/api/car_frota/json/downtime',
    who: fleetManagers,
    call: (rows) => ({
      url: '/api/car_frota/json/downtime',
      payload: {
        fleetVehicleId: rows.vehicleId,
        startDate: '2026-11-25',
        endDate: '2026-11-28',
        reason: 'Revisão',
      },
    }),
    allowedCall: { url: '/api/car_frota/json/downtime', payload: {} },
  },
  {
    method: 'DELETE',
    path: '/api/car_frota/json/downtime/:id',
    who: fleetManagers,
    call: (rows) => ({ url: `/api/car_frota/json/downtime/${rows.downtimeId}` }),
    allowedCall: { url: '/api/car_frota/json/downtime/abc' },
  },

  // Pickup, checklist, cancellation.
  { method: 'GET', path: '/api/lendingcontract/checkout', who: handover },
  {
    method: 'POST',
    path: '/api/lendingcontract/checkout',
    who: handover,
    call: (rows) => ({ url: '/api/lendingcontract/checkout', payload: { idLoan: rows.approvedLoanId } }),
    allowedCall: { url: '/api/lendingcontract/checkout', payload: {} },
  },
  { method: 'GET', path: '/api/checklist/pending', who: handover },
  {
    method: 'POST',
    path: '/api/checklist/create',
    who: handover,
    call: (rows) => ({
      url: '/api/checklist/create',
      payload: {
        loanId: rows.approvedLoanId,
        checklist: [1, 2, 3, 4, 5, 6, 7, 8, 9],
        nextReviewDate: '2027-05-20',
        returnDate: '2026-11-20',
        notes: 'Sem avarias.',
        km: '12345',
        files: [],
      },
    }),
    allowedCall: { url: '/api/checklist/create', payload: {} },
  },
  { method: 'GET', path: '/api/lendingcontract/cancellable', who: cancellers },
  { method: 'GET', path: '/api/lendingcontract/mine', who: requesters },
  {
    method: 'POST',
    path: '/api/lendingcontract/cancel',
    who: cancellers,
    call: (rows) => ({ url: '/api/lendingcontract/cancel', payload: { id: rows.pendingLoanId } }),
    allowedCall: { url: '/api/lendingcontract/cancel', payload: {} },
  },

  // Events: any signed-in user may be a guest, whatever the role; each answers only their own invitations.
  { method: 'GET', path: '/api/events', who: anySignedIn },
  {
    method: 'GET',
    path: '/api/events/:id',
    who: anySignedIn,
    call: (rows) => ({ url: `/api/events/${rows.eventId}` }),
  },
  {
    method: 'GET',
    path: '/api/events/:id/calendar',
    who: anySignedIn,
    call: (rows) => ({ url: `/api/events/${rows.eventId}/calendar` }),
  },
  ...(['accept', 'reject'] as const).map((kind): SignedInRoute => ({
    method: 'POST',
    path: `/api/events/${kind}`,
    who: anySignedIn,
    call: (rows) => ({ url: `/api/events/${kind}`, payload: answer(rows) }),
    // The agent's own answer would be the service's business (403 for anyone else's invitation).
    allowedCall: { url: `/api/events/${kind}`, payload: {} },
  })),

  // The editorial area's news. A refused write aims at a real-looking id with a body that would act; an allowed
  // caller's write sends an empty body (400), so the answer says only that the guard let it in.
  { method: 'GET', path: '/api/redacao/news', who: publishers },
  { method: 'GET', path: '/api/redacao/news/choices', who: publishers },
  { method: 'GET', path: '/api/redacao/photos', who: publishers },
  {
    method: 'GET',
    path: '/api/redacao/news/:id',
    who: publishers,
    call: (rows) => ({ url: `/api/redacao/news/${rows.newsId}` }),
  },
  {
    method: 'POST',
    path: '/api/redacao/news',
    who: publishers,
    call: () => ({ url: '/api/redacao/news', payload: editorialDraft }),
    allowedCall: { url: '/api/redacao/news', payload: {} },
  },
  {
    method: 'PUT',
    path: '/api/redacao/news/:id',
    who: publishers,
    call: (rows) => ({ url: `/api/redacao/news/${rows.newsId}`, payload: { ...editorialDraft, version: 1 } }),
    allowedCall: { url: '/api/redacao/news/1', payload: {} },
  },
  ...(['publish', 'unpublish', 'unschedule', 'trash', 'untrash'] as const).map((action): SignedInRoute => ({
    method: 'POST',
    path: `/api/redacao/news/:id/${action}`,
    who: publishers,
    call: (rows) => ({ url: `/api/redacao/news/${rows.newsId}/${action}`, payload: { version: 1 } }),
    allowedCall: { url: `/api/redacao/news/1/${action}`, payload: {} },
  })),
  {
    method: 'POST',
    path: '/api/redacao/news/:id/schedule',
    who: publishers,
    call: (rows) => ({
      url: `/api/redacao/news/${rows.newsId}/schedule`,
      payload: { version: 1, publishAt: '2026-12-01T09:00' },
    }),
    allowedCall: { url: '/api/redacao/news/1/schedule', payload: {} },
  },
  // A refused caller would replace or take away the draft's preview link; an allowed one aims at no item (404).
  ...(['POST', 'DELETE'] as const).map((method): SignedInRoute => ({
    method,
    path: '/api/redacao/news/:id/preview-link',
    who: publishers,
    call: (rows) => ({ url: `/api/redacao/news/${rows.newsId}/preview-link` }),
    allowedCall: { url: '/api/redacao/news/2000000000/preview-link' },
  })),

  // Albums, as news: a refused write would act; an allowed one sends an empty body (400).
  { method: 'GET', path: '/api/redacao/albums', who: publishers },
  {
    method: 'GET',
    path: '/api/redacao/albums/:id',
    who: publishers,
    call: () => ({ url: '/api/redacao/albums/1' }),
  },
  {
    method: 'POST',
    path: '/api/redacao/albums',
    who: publishers,
    call: () => ({ url: '/api/redacao/albums', payload: { title: 'Álbum', description: '' } }),
    allowedCall: { url: '/api/redacao/albums', payload: {} },
  },
  {
    method: 'PUT',
    path: '/api/redacao/albums/:id',
    who: publishers,
    call: () => ({
      url: '/api/redacao/albums/1',
      payload: { version: 1, title: 'Álbum', description: '', mediaIds: [], coverMediaId: null },
    }),
    allowedCall: { url: '/api/redacao/albums/1', payload: {} },
  },
  ...(['publish', 'unpublish'] as const).map((action): SignedInRoute => ({
    method: 'POST',
    path: `/api/redacao/albums/:id/${action}`,
    who: publishers,
    call: () => ({ url: `/api/redacao/albums/1/${action}`, payload: { version: 1 } }),
    allowedCall: { url: `/api/redacao/albums/1/${action}`, payload: {} },
  })),

  // Uploads (tus) and the media they become. An allowed caller opens a real upload, and asks after one that does not
  // exist (tus's 404); a refused one never reaches tus.
  {
    method: 'POST',
    path: '/api/redacao/uploads',
    who: publishers,
    call: () => ({ url: '/api/redacao/uploads', headers: tusCreation }),
  },
  ...(['HEAD', 'PATCH', 'DELETE'] as const).map((method): SignedInRoute => ({
    method,
    path: '/api/redacao/uploads/:uploadId',
    who: publishers,
    call: () => ({
      url: `/api/redacao/uploads/${'0'.repeat(32)}`,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      ...(method === 'PATCH' ? { payload: Buffer.alloc(10) } : {}),
    }),
  })),
  {
    method: 'POST',
    path: '/api/redacao/media',
    who: publishers,
    call: () => ({ url: '/api/redacao/media', payload: { upload: '0'.repeat(32) } }),
  },
  {
    method: 'POST',
    path: '/api/redacao/documents',
    who: publishers,
    call: () => ({ url: '/api/redacao/documents', payload: { upload: '0'.repeat(32) } }),
  },
  {
    method: 'GET',
    path: '/api/redacao/media/:id',
    who: publishers,
    call: () => ({ url: '/api/redacao/media/1' }),
  },
  {
    method: 'PUT',
    path: '/api/redacao/media/:id',
    who: publishers,
    call: () => ({ url: '/api/redacao/media/1', payload: { title: 'Foto', caption: '', credit: '' } }),
    allowedCall: { url: '/api/redacao/media/1', payload: {} },
  },

  // The company, technology and e-mobility pages. A refused write aims at a real draft page with a body that would
  // act; an allowed caller's write sends an empty body (400).
  {
    method: 'GET',
    path: '/api/redacao/pages',
    who: publishers,
    call: () => ({ url: '/api/redacao/pages?kind=company' }),
  },
  {
    method: 'GET',
    path: '/api/redacao/pages/:kind/:id',
    who: publishers,
    call: (rows) => ({ url: `/api/redacao/pages/company/${rows.sectionPageId}` }),
  },
  {
    method: 'POST',
    path: '/api/redacao/pages/:kind',
    who: publishers,
    call: () => ({ url: '/api/redacao/pages/company', payload: { parentId: null, title: 'Nova página' } }),
    allowedCall: { url: '/api/redacao/pages/company', payload: {} },
  },
  {
    method: 'PUT',
    path: '/api/redacao/pages/:kind/:id',
    who: publishers,
    call: (rows) => ({
      url: `/api/redacao/pages/company/${rows.sectionPageId}`,
      payload: { ...sectionPageSave, version: 1 },
    }),
    allowedCall: { url: '/api/redacao/pages/company/1', payload: {} },
  },
  ...(['publish', 'unpublish'] as const).map((action): SignedInRoute => ({
    method: 'POST',
    path: `/api/redacao/pages/:kind/:id/${action}`,
    who: publishers,
    call: (rows) => ({
      url: `/api/redacao/pages/company/${rows.sectionPageId}/${action}`,
      payload: { version: 1 },
    }),
    allowedCall: { url: `/api/redacao/pages/company/1/${action}`, payload: {} },
  })),
  // The lists saved whole: the contacts page and the home's banner. A refused save sends an empty list on version 1
  // (it would empty the draft), a refused publication or discard version 1; an allowed caller sends an empty body
  // (400).
  ...(['contacts', 'banner'] as const).flatMap((list): SignedInRoute[] => [
    { method: 'GET', path: `/api/redacao/${list}`, who: publishers },
    {
      method: 'PUT',
      path: `/api/redacao/${list}`,
      who: publishers,
      call: () => ({
        url: `/api/redacao/${list}`,
        payload: { version: 1, [list === 'contacts' ? 'groups' : 'slides']: [] },
      }),
      allowedCall: { url: `/api/redacao/${list}`, payload: {} },
    },
    ...(['publish', 'discard'] as const).map((move): SignedInRoute => ({
      method: 'POST',
      path: `/api/redacao/${list}/${move}`,
      who: publishers,
      call: () => ({ url: `/api/redacao/${list}/${move}`, payload: { version: 1 } }),
      allowedCall: { url: `/api/redacao/${list}/${move}`, payload: {} },
    })),
  ]),
  // Cars and their versions. A refused write aims at car or version 1 with a body that would act; an allowed
  // caller's write sends an empty body (400), and an allowed read of a car nobody made answers 404.
  { method: 'GET', path: '/api/redacao/cars', who: publishers },
  {
    method: 'POST',
    path: '/api/redacao/cars',
    who: publishers,
    call: () => ({ url: '/api/redacao/cars', payload: { title: 'Novo carro', categoryCar: 3 } }),
    allowedCall: { url: '/api/redacao/cars', payload: {} },
  },
  {
    method: 'POST',
    path: '/api/redacao/cars/:carId/versions',
    who: publishers,
    call: () => ({ url: '/api/redacao/cars/1/versions', payload: { title: 'Nova versão' } }),
    allowedCall: { url: '/api/redacao/cars/1/versions', payload: {} },
  },
  ...(['cars', 'versions'] as const).flatMap((kind): SignedInRoute[] => [
    {
      method: 'GET',
      path: `/api/redacao/${kind}/:id`,
      who: publishers,
      call: () => ({ url: `/api/redacao/${kind}/1` }),
    },
    {
      method: 'PUT',
      path: `/api/redacao/${kind}/:id`,
      who: publishers,
      call: () => ({
        url: `/api/redacao/${kind}/1`,
        payload: {
          ...sectionPageSave,
          version: 1,
          ...(kind === 'cars'
            ? {
                categoryCar: 3,
                thumbMediaId: null,
                isHighlight: false,
                highlightPosition: null,
                showMenu: true,
              }
            : { pdfFile: null }),
        },
      }),
      allowedCall: { url: `/api/redacao/${kind}/1`, payload: {} },
    },
    ...(['publish', 'unpublish'] as const).map((action): SignedInRoute => ({
      method: 'POST',
      path: `/api/redacao/${kind}/:id/${action}`,
      who: publishers,
      call: () => ({ url: `/api/redacao/${kind}/1/${action}`, payload: { version: 1 } }),
      allowedCall: { url: `/api/redacao/${kind}/1/${action}`, payload: {} },
    })),
  ]),
  // Events, the fleet and people, each area's lines in its own file.
  ...eventAreaRoutes,
  ...fleetAreaRoutes,
  ...peopleAreaRoutes,
  ...revisionAreaRoutes,
];

/** A tus upload's first request: ten bytes of a JPEG to come. */
const tusCreation = {
  'tus-resumable': '1.0.0',
  'upload-length': '10',
  'upload-metadata': `filename ${Buffer.from('foto.jpg').toString('base64')},filetype ${Buffer.from('image/jpeg').toString('base64')}`,
};

/** A news item the editorial area would store. */
const editorialDraft = {
  title: 'Nota da assessoria',
  subtitle: '',
  description: '<p>Texto.</p>',
  newsDate: '2026-11-20',
  mediaId: null,
  albumId: null,
  associations: [],
};

/** A section page the editorial area would store. */
const sectionPageSave = {
  title: 'Página da assessoria',
  subtitle: '',
  description: '<p>Texto.</p>',
  mediaId: null,
  sideMediaId: null,
  sideDescription: '',
  bottomTitle: '',
  bottomMediaId: null,
  position: 0,
  blocks: [],
};

export interface PublicRoute {
  method: 'GET' | 'POST';
  path: string;
  /**
   * The one public route that answers 401 without a session: `GET login` takes the provider's id token, not a
   * session token, and refuses a call without one with its own 401.
   */
  takesIdToken?: true;
}

const get = (path: string): PublicRoute => ({ method: 'GET', path });
const post = (path: string): PublicRoute => ({ method: 'POST', path });

/** What anyone may call, signed in or not (a stale session token must not lock a visitor out of them either). */
export const publicRoutes: PublicRoute[] = [
  get('/api/health'),
  { method: 'GET', path: '/api/login', takesIdToken: true },
  post('/api/newsletter/add'),
  // The public site's reads.
  ...[
    '/api/home/json/',
    '/api/menu/json/',
    '/api/contacts/json/',
    '/api/rssfeed/youtube',
    '/api/rssfeed/twitter',
    // Whether a preview link's token opens the banner's or the contacts' draft.
    '/api/preview/:list',
  ].map(get),
  ...['/api/cars/json/', '/api/cars/json/car/:id', '/api/cars/json/car/:id/version/:versionId'].map(get),
  ...[
    ['/api/sessions/json', 'session', 'subsession'],
    ['/api/technology/json', 'technology', 'subtech'],
    ['/api/mobilidade-eletrica/json', 'mobilidade-eletrica', 'subMob'],
  ].flatMap(([root, page, subpage]) =>
    [`${root}/`, `${root}/${page}/:id`, `${root}/${page}/:id/${subpage}/:subId`].map(get),
  ),
  ...[
    '/api/news/json',
    '/api/news/json/filter',
    '/api/news/json/cars',
    '/api/news/json/news/:id',
    '/api/news/feed.xml',
  ].map(get),
  get('/api/elastic/elastic/findBy'),
  ...[
    '/api/buckets/json/photos',
    '/api/buckets/json/videos',
    '/api/buckets/json',
    '/api/buckets/json/bucket/:id',
    '/api/medias_api/download-file/:fileName',
  ].map(get),
  // The download cart: anyone asks, the files go by e-mail behind a signed link.
  post('/api/cartfiles/size'),
  post('/api/cartfiles'),
  get('/api/cartfiles/:id/zip'),
  // A news item's photo set or an album taken whole: its files, and its zip when it is small enough.
  ...['news', 'album'].flatMap((kind) => [get(`/api/sets/${kind}/:id`), get(`/api/sets/${kind}/:id/zip`)]),
  // The pass a download asks before the browser follows its link (counted there, per person or address).
  post('/api/downloads/pass'),
  // PDFs of the public pages.
  post('/api/pdf/chrome/url'),
  get('/api/pdf/files/:id/:name'),
];

/** `GET /api/events/:id`: one way of writing a route, whatever its parameters are named. */
export const routeKey = (route: { method: string; path: string }) =>
  `${route.method} ${route.path.replace(/:[^/]+/g, ':').replace(/(.)\/$/, '$1')}`;

/** A route's address with each parameter filled (a number fits every public route's parameters). */
export const addressOf = (path: string) => path.replace(/:[^/]+/g, '1');

/**
 * The app's API routes, read from Fastify's own route tree: `printRoutes` is its one public listing of routes.
 * Each line is a tree node, `├── segment (GET, HEAD)`, under its parent four characters further left; a node whose
 * routes differ in constraints adds lines `segment (POST) {...}` at its own depth. HEAD is left out: Fastify adds it
 * for every GET, with the GET's hooks.
 */
export function apiRoutesOf(app: FastifyInstance): string[] {
  const found = new Set<string>();
  const path: string[] = [];
  const add = (methods: string) => {
    for (const method of methods.split(', '))
      if (method !== 'HEAD') found.add(routeKey({ method, path: path.join('') }));
  };
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (node) {
      path.length = node[1]!.length / 4;
      path.push(node[2] === '(empty' ? '' : node[2]!);
      if (node[3]) add(node[3]);
      continue;
    }
    const more = /^(?:[│ ] {3})*\S+ \(([A-Z, ]+)\)/.exec(line);
    if (more) add(more[1]!);
  }
  return [...found].filter((key) => key.split(' ')[1]!.startsWith('/api/')).sort();
}
