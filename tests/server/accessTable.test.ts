/**
 * Who may call what (DECISIONS.md "Roles"; the table is accessRoutes.ts): every signed-in route of the API, called
 * without a session, with a token nobody issued, with an expired, a revoked and a suspended user's session, and as
 * each role of the roles table (and the administrator with `?admin=1`). A refused caller gets 401 'Faça login para
 * continuar.' or 403 'Você não tem permissão para esta ação.' and changes nothing, even with a body that would act; an
 * allowed one gets past the guard (whatever the route then says of its body, never 401 or 403). The app's own route
 * list must be exactly the table's signed-in and public routes.
 */
import { randomBytes } from 'node:crypto';
import { asc, count, isNotNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editorialAutosaves,
  editorialChanges,
  editorialLocks,
  editorialRevisions,
  eventGuests,
  fleetVehicleDowntime,
  follows,
  loanChecklists,
  loanTransitions,
  loans,
  mailOutbox,
  news,
  privateUploads,
  signInSessions,
  users,
} from '../../server/db/schema';
import { inviteGuests } from '../../server/events/eventPlanning';
import {
  addressOf,
  apiRoutesOf,
  callerOf,
  publicRoutes,
  routeKey,
  signedInRoutes,
  type AccessFixtures,
  type SignedInRoute,
} from './accessRoutes';
import {
  createFleetVehicle,
  createLoan,
  createLoanOption,
  createLoanUser,
  createNews,
  createSectionPage,
  createSignInSession,
  createUser,
} from './builders';
import { testDatabases } from './databases';
import { eventSiteOf, makeEvent } from './eventFixtures';
import { startTestApp, testNow, type TestApp } from './testApp';

const signInFirst = 'Faça login para continuar.';
const notAllowed = 'Você não tem permissão para esta ação.';
const day = 24 * 3600 * 1000;

/** The roles of the roles table, 0 and 6 (a role of 6–9) among them, and the administrator with the admin flag. */
type Actor = { role: number; adminFlag: boolean };
const actors: Actor[] = [0, 1, 2, 3, 4, 5, 6, 10].flatMap((role) =>
  role === 1
    ? [
        { role, adminFlag: false },
        { role, adminFlag: true },
      ]
    : [{ role, adminFlag: false }],
);
const actorName = ({ role, adminFlag }: Actor) => `role ${role}${adminFlag ? ' ?admin=1' : ''}`;

/** Sessions that are not (or no longer) valid; each belongs to an administrator, whom every route would let in. */
const badSessions = [
  'no token',
  'a token nobody issued',
  'an expired session',
  'a revoked session',
  'a suspended user',
] as const;
type BadSession = (typeof badSessions)[number];

const name = (route: SignedInRoute) => `${route.method} ${route.path}`;
const roleRows = signedInRoutes.flatMap((route) =>
  actors.map((actor) => ({ route, actor, label: `${name(route)} as ${actorName(actor)}` })),
);
const allows = (route: SignedInRoute, actor: Actor) =>
  route.who.callers.includes(callerOf(actor.role, actor.adminFlag));
const refusedRows = roleRows.filter(({ route, actor }) => !allows(route, actor));
const allowedRows = roleRows.filter(({ route, actor }) => allows(route, actor));
const sessionRows = signedInRoutes.flatMap((route) =>
  badSessions.map((session) => ({ route, session, label: `${name(route)} with ${session}` })),
);

describe.each(testDatabases)('the access table on $name', (target) => {
  let t: TestApp;
  let rows: AccessFixtures;
  const tokens = new Map<string, string>();
  const badTokens = new Map<BadSession, string | undefined>();
  const db = () => t.database.db;

  const inject = (token: string | undefined, request: InjectOptions) =>
    t.inject({ ...request, headers: { ...request.headers, ...(token ? { authorization: token } : {}) } });
  const withAdminFlag = (url: string) => `${url}${url.includes('?') ? '&' : '?'}admin=1`;
  const refusedCall = (route: SignedInRoute) => route.call?.(rows) ?? { url: route.path };
  const allowedCall = (route: SignedInRoute) => route.allowedCall ?? refusedCall(route);

  /** What a refused call could have changed, in one comparable value. */
  const state = async () => ({
    loans: await db().select({ id: loans.id, status: loans.status }).from(loans).orderBy(asc(loans.id)),
    transitions: (await db().select({ n: count() }).from(loanTransitions))[0]!.n,
    checklists: (await db().select({ n: count() }).from(loanChecklists))[0]!.n,
    guests: await db()
      .select({ id: eventGuests.id, status: eventGuests.status })
      .from(eventGuests)
      .orderBy(asc(eventGuests.id)),
    users: await db().select().from(users).orderBy(asc(users.id)),
    revokedSessions: (
      await db().select({ n: count() }).from(signInSessions).where(isNotNull(signInSessions.revokedAt))
    )[0]!.n,
    uploads: (await db().select({ n: count() }).from(privateUploads))[0]!.n,
    mail: (await db().select({ n: count() }).from(mailOutbox))[0]!.n,
    downtime: await db().select().from(fleetVehicleDowntime).orderBy(asc(fleetVehicleDowntime.id)),
    news: await db().select().from(news).orderBy(asc(news.id)),
    editorialChanges: (await db().select({ n: count() }).from(editorialChanges))[0]!.n,
    follows: (await db().select({ n: count() }).from(follows))[0]!.n,
    revisions: (await db().select({ n: count() }).from(editorialRevisions))[0]!.n,
    autosaves: (await db().select({ n: count() }).from(editorialAutosaves))[0]!.n,
    locks: (await db().select({ n: count() }).from(editorialLocks))[0]!.n,
  });
  let before: Awaited<ReturnType<typeof state>>;

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    const option = await createLoanOption(db());
    const agent = await createLoanUser(db(), { role: 10 });
    const vehicle = await createFleetVehicle(db(), option);
    const pending = await createLoan(db(), agent.id, { option1Id: option.car.id });
    const approved = await createLoan(db(), agent.id, {
      status: 4,
      option1Id: option.car.id,
      fleetVehicleId: (await createFleetVehicle(db(), option)).id,
      clientTier: 2,
    });
    const eventId = await makeEvent(db(), 48);
    const draft = await createNews(db(), { published: false, previewToken: 'rascunho' });
    // A revision a refused restore would bring back.
    await db()
      .insert(editorialRevisions)
      .values({
        subject: 'news',
        subjectId: draft.id,
        number: 1,
        snapshot: {
          title: 'Versão antiga',
          subtitle: '',
          description: '<p>Texto.</p>',
          newsDate: '2026-11-20',
          mediaId: null,
          albumId: null,
          associations: [],
        },
      });
    await createSectionPage(db(), 'company', 1);
    const draftPage = await createSectionPage(db(), 'company', 2, {
      published: false,
      previewToken: 'rascunho',
    });
    await inviteGuests({
      db: db(),
      eventId,
      userIds: [agent.id],
      now: testNow,
      site: await eventSiteOf(t.database.db),
    });
    const [downtime] = await db()
      .insert(fleetVehicleDowntime)
      .values({
        fleetVehicleId: (await createFleetVehicle(db(), option)).id,
        startDate: '2026-12-01',
        endDate: '2026-12-02',
        reason: 'Revisão',
      })
      .returning();
    rows = {
      downtimeId: downtime!.id,
      pendingLoanId: pending.id,
      approvedLoanId: approved.id,
      vehicleId: vehicle.id,
      agentId: agent.id,
      eventId,
      newsId: draft.id,
      sectionPageId: draftPage.id,
    };

    for (const actor of actors) {
      if (tokens.has(String(actor.role))) continue;
      const user = await createUser(db(), { role: actor.role });
      tokens.set(String(actor.role), await createSignInSession(db(), user.id, { now: testNow }));
    }

    const admin = () => createUser(db(), { role: 1 });
    badTokens.set('no token', undefined);
    badTokens.set('a token nobody issued', randomBytes(32).toString('base64url'));
    // Valid until this very moment: a session is over at its expiry, not a moment after.
    badTokens.set(
      'an expired session',
      await createSignInSession(db(), (await admin()).id, {
        now: new Date(testNow.getTime() - day),
        validForMs: day,
      }),
    );
    const revoked = await createSignInSession(db(), (await admin()).id, { now: testNow });
    const logout = await inject(revoked, { method: 'POST', url: '/api/logout' });
    expect(logout.statusCode, logout.body).toBe(204);
    badTokens.set('a revoked session', revoked);
    const suspended = await createUser(db(), { role: 1, suspendedAt: testNow });
    badTokens.set('a suspended user', await createSignInSession(db(), suspended.id, { now: testNow }));

    before = await state();
  });
  afterAll(async () => t?.close());

  it('has a line for every API route the app has, and none for a route it has not', () => {
    const listed = [...signedInRoutes, ...publicRoutes].map(routeKey);
    expect(new Set(listed).size, 'a route listed twice').toBe(listed.length);
    // Every GET has its HEAD too, so the app's list leaves HEAD out; the table's HEAD lines are tus's own.
    expect(apiRoutesOf(t.app)).toEqual(listed.filter((key) => !key.startsWith('HEAD ')).sort());
  });

  describe('public routes', () => {
    for (const route of publicRoutes)
      it(`${route.method} ${route.path} answers without a session, and with a stale one`, async () => {
        const request = { method: route.method, url: addressOf(route.path) };
        for (const token of [undefined, badTokens.get('an expired session')]) {
          const response = await inject(token, request);
          if (route.takesIdToken) {
            // Its 401 is the id token's, whatever session token comes with it; the guards' words are not its.
            expect(response.statusCode).toBe(401);
            expect(response.json().message).not.toBe(signInFirst);
          } else expect(response.statusCode, response.body).not.toBe(401);
        }
      });
  });

  describe('without a valid session', () => {
    for (const { route, session, label } of sessionRows)
      it(`${label}: 401`, async () => {
        const { url, payload, headers } = refusedCall(route);
        const response = await inject(badTokens.get(session), {
          method: route.method,
          url,
          payload,
          headers,
        });
        expect(response.statusCode, response.body).toBe(401);
        // A HEAD answer has no body to read.
        if (route.method !== 'HEAD')
          expect(response.json()).toMatchObject({ statusCode: 401, message: signInFirst });
      });
  });

  describe('roles the roles table refuses', () => {
    for (const { route, actor, label } of refusedRows)
      it(`${label}: 403`, async () => {
        const { url, payload, headers } = refusedCall(route);
        const response = await inject(tokens.get(String(actor.role)), {
          method: route.method,
          url: actor.adminFlag ? withAdminFlag(url) : url,
          payload,
          headers,
        });
        expect(response.statusCode, response.body).toBe(403);
        if (route.method !== 'HEAD')
          expect(response.json()).toMatchObject({ statusCode: 403, message: notAllowed });
      });

    it('changed nothing with any refused call', async () => {
      expect(await state()).toEqual(before);
    });
  });

  describe('roles the roles table allows', () => {
    for (const { route, actor, label } of allowedRows)
      it(`${label}: let through`, async () => {
        const { url, payload, headers } = allowedCall(route);
        // Logout ends the session it is called with: it gets one of its own, of the same role.
        const token = route.endsSession
          ? await createSignInSession(db(), (await createUser(db(), { role: actor.role })).id, {
              now: testNow,
            })
          : tokens.get(String(actor.role));
        const response = await inject(token, {
          method: route.method,
          url: actor.adminFlag ? withAdminFlag(url) : url,
          payload,
          headers,
        });
        expect([401, 403], response.body).not.toContain(response.statusCode);
        // A 5xx would be a fault past the guard, not an answer.
        expect(response.statusCode, response.body).toBeLessThan(500);
      });
  });
});
