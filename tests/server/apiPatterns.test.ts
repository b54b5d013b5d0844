/**
 * The patterns every API route relies on, exercised through routes registered by the test: schema validation in
 * Portuguese, service errors, database constraint clashes, sign-in and role guards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../server/context';
import { signInSessions, users } from '../../server/db/schema';
import { requireCapability, requireSignIn } from '../../server/plugins/auth';
import { DomainError } from '../../server/shared/domainError';
import { createSignInSession, createUser } from './builders';
import { testDatabases } from './databases';
import { startTestApp, testNow, type TestApp } from './testApp';

const probeRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  app.get(
    '/probe/pages',
    {
      schema: {
        querystring: Type.Object({
          page: Type.Integer({ minimum: 1 }),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
        }),
        response: { 200: Type.Object({ page: Type.Integer(), limit: Type.Integer() }) },
      },
    },
    async (request) => ({ page: request.query.page, limit: request.query.limit ?? 10 }),
  );
  app.post('/probe/answered', async () => {
    throw new DomainError(409, 'Você já respondeu a este convite.');
  });
  app.post(
    '/probe/tags',
    {
      schema: {
        body: Type.Object({ name: Type.String({ maxLength: 20 }) }, { additionalProperties: false }),
      },
    },
    async (request) => {
      await db.execute(sql`insert into probe_tags (name) values (${request.body.name})`);
      return { ok: true };
    },
  );
  app.post(
    '/probe/bookings',
    {
      schema: {
        body: Type.Object(
          { room: Type.Integer(), from: Type.String(), to: Type.String() },
          { additionalProperties: false },
        ),
      },
    },
    async ({ body }) => {
      await db.execute(
        sql`insert into probe_bookings (room, during) values (${body.room}, tstzrange(${body.from}::timestamptz, ${body.to}::timestamptz))`,
      );
      return { ok: true };
    },
  );
  app.post(
    '/probe/fleet',
    {
      schema: {
        body: Type.Object(
          { room: Type.Integer(), from: Type.String(), to: Type.String() },
          { additionalProperties: false },
        ),
      },
    },
    async ({ body }) => {
      await db.execute(
        sql`insert into probe.fleet (room, during) values (${body.room}, tstzrange(${body.from}::timestamptz, ${body.to}::timestamptz))`,
      );
      return { ok: true };
    },
  );
  app.get(
    '/probe/approvals',
    { preValidation: requireCapability('approveAsBackoffice') },
    async (request) => ({
      role: request.user?.role,
    }),
  );
  app.get(
    '/probe/manager',
    {
      preValidation: requireCapability(
        'approveAsManager',
        (request) => (request.query as { admin?: string }).admin === '1',
      ),
    },
    async () => ({ ok: true }),
  );
  app.get('/probe/me', { preValidation: requireSignIn }, async (request) => request.user);
};

describe.each(testDatabases)('API patterns on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, {
      extraApiRoutes: async (api, ctx) => {
        await api.register(probeRoutes, ctx);
      },
    });
    await t.database.db.execute(sql`create table probe_tags (name text constraint probe_tags_name unique)`);
    await t.database.db.execute(
      sql`create table probe_bookings (room int, during tstzrange,
          constraint probe_bookings_no_overlap exclude using gist (room with =, during with &&))`,
    );
    await t.database.db.execute(sql`create schema probe`);
    await t.database.db.execute(
      sql`create table probe.fleet (room int, during tstzrange,
          constraint loans_no_double_booking exclude using gist (room with =, during with &&))`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a malformed query with a 400 in Portuguese, naming the field', async () => {
    const notANumber = await t.app.inject({ url: '/api/probe/pages?page=abc' });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Parâmetro inválido na consulta: page deve ser um número inteiro.',
    });
    const tooBig = await t.app.inject({ url: '/api/probe/pages?page=1&limit=500' });
    expect(tooBig.json()).toMatchObject({ message: 'Parâmetro inválido na consulta: limit deve ser <= 50.' });
    const missing = await t.app.inject({ url: '/api/probe/pages' });
    expect(missing.json()).toMatchObject({
      message: 'Parâmetro inválido na consulta: deve ter a propriedade obrigatória page.',
    });
    const fine = await t.app.inject({ url: '/api/probe/pages?page=2' });
    expect(fine.json()).toEqual({ page: 2, limit: 10 });
  });

  it('answers a DomainError with its status and message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/probe/answered' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Você já respondeu a este convite.',
    });
  });

  it('turns a unique violation (23505) into a 409', async () => {
    const add = () => t.app.inject({ method: 'POST', url: '/api/probe/tags', payload: { name: 'imprensa' } });
    expect((await add()).statusCode).toBe(200);
    const twice = await add();
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'Este registro já existe.' });
  });

  it('answers a violation of a constraint in the messages table with that constraint’s own words', async () => {
    // The name of the loans' exclusion constraint, on a table of another schema (names are unique per schema).
    const book = (from: string, to: string) =>
      t.app.inject({ method: 'POST', url: '/api/probe/fleet', payload: { room: 7, from, to } });
    expect((await book('2026-12-01', '2026-12-05')).statusCode).toBe(200);
    const overlapping = await book('2026-12-03', '2026-12-04');
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({ message: 'Veículo indisponível no período' });
  });

  it('turns an exclusion violation (23P01) into a 409', async () => {
    const book = (from: string, to: string) =>
      t.app.inject({ method: 'POST', url: '/api/probe/bookings', payload: { room: 1, from, to } });
    expect((await book('2026-12-01', '2026-12-05')).statusCode).toBe(200);
    const overlapping = await book('2026-12-04', '2026-12-08');
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({ message: 'O período escolhido conflita com outro registro.' });
    expect((await book('2026-12-05', '2026-12-08')).statusCode).toBe(200);
  });

  it('guards a route by capability: 401 without sign-in, 403 for a role without it, 200 with it', async () => {
    const anonymous = await t.app.inject({ url: '/api/probe/approvals' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: 'Faça login para continuar.' });
    const press = await t.injectAs(10, { url: '/api/probe/approvals' });
    expect(press.statusCode).toBe(403);
    expect(press.json()).toMatchObject({ message: 'Você não tem permissão para esta ação.' });
    const backoffice = await t.injectAs(5, { url: '/api/probe/approvals' });
    expect(backoffice.statusCode).toBe(200);
    expect(backoffice.json()).toEqual({ role: 5 });
  });

  it('honours the admin flag for the administrator only', async () => {
    expect((await t.injectAs(1, { url: '/api/probe/manager' })).statusCode).toBe(403);
    expect((await t.injectAs(1, { url: '/api/probe/manager?admin=1' })).statusCode).toBe(200);
    expect((await t.injectAs(5, { url: '/api/probe/manager?admin=1' })).statusCode).toBe(403);
    expect((await t.injectAs(3, { url: '/api/probe/manager' })).statusCode).toBe(200);
  });

  it('refuses expired and revoked sessions, suspended users and forged tokens', async () => {
    const db = t.database.db;
    const user = await createUser(db, { role: 10 });
    const me = (token: string) => t.app.inject({ url: '/api/probe/me', headers: { authorization: token } });

    const token = await createSignInSession(db, user.id, { now: testNow });
    expect((await me(token)).json()).toMatchObject({ id: user.id, role: 10 });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);

    const expired = await createSignInSession(db, user.id, { now: new Date('2026-01-01'), validForMs: 1000 });
    expect((await me(expired)).statusCode).toBe(401);

    await db.update(signInSessions).set({ revokedAt: testNow });
    expect((await me(token)).statusCode).toBe(401);

    const fresh = await createSignInSession(db, user.id, { now: testNow });
    await db.update(users).set({ suspendedAt: testNow }).where(eq(users.id, user.id));
    expect((await me(fresh)).statusCode).toBe(401);

    expect((await me('x'.repeat(43))).statusCode).toBe(401);
    expect((await me("' or 1=1 --")).statusCode).toBe(401);
  });
});
