/**
 * A PostgreSQL server that drops our connections (restart, failover, an administrator) must not end the
 * newsroom: the pool reconnects, and the content cache keeps hearing about changes. One that hangs must not hang
 * every request: they answer 503 within seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { HomeResponse } from '../../src/domain/content';
import { isDatabaseUnavailable } from '../../server/db/errors';
import { news } from '../../server/db/schema';
import pg from 'pg';
import { createNews } from './builders';
import { testDatabases } from './databases';
import { eventually, startTestApp, type TestApp } from './testApp';

const postgres = testDatabases.find((target) => target.name === 'postgres');

// Only a PostgreSQL server drops connections; without TEST_DATABASE_URL the suite is reported as skipped (a file
// that registers no suite at all would fail `npm test` on a newcomer's machine).
describe.skipIf(!postgres)('lost connections on a PostgreSQL server', () => {
  let t: TestApp;
  const getHome = async () => (await t.app.inject({ url: '/api/home/json/' })).json<HomeResponse>();
  const dropOurConnections = () =>
    t.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );

  beforeAll(async () => {
    t = await startTestApp(postgres!, { onConnectionError: () => {}, timeoutMs: 800 });
    await createNews(t.database.db, { title: 'Notícia mais recente' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps answering after the server drops every other connection', async () => {
    await getHome();
    await dropOurConnections();
    // A request racing the drop may fail once; the process must live on and answer again at once.
    await eventually(async () => (await t.app.inject({ url: '/api/contacts/json/' })).statusCode === 200);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('lives on when a connection is dropped in the middle of a transaction, and answers again at once', async () => {
    // The connection a transaction holds is out of the pool, where no one listened for its errors: its loss (a
    // restart of PostgreSQL during a write) was an unhandled 'error' event that ended the process.
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    // The app's own timed work (jobs, the mail outbox) takes connections from the same pool meanwhile: the
    // transaction's connection is told by its server process id, not by being the next one taken.
    const taken: { client: pg.PoolClient; closed: Promise<unknown> }[] = [];
    const onAcquire = (client: pg.PoolClient) =>
      taken.push({ client, closed: new Promise((resolve) => client.once('end', resolve)) });
    pool.on('acquire', onAcquire);
    let backendPid = 0;
    const failed = await t.database.db
      .transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        backendPid = rows[0]!.pid;
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      )
      .finally(() => pool.off('acquire', onAcquire));
    expect(isDatabaseUnavailable(failed)).toBe(true);
    // The socket's close, which emitted the fatal event, has come and gone.
    const transactions = taken.find(
      ({ client }) => (client as unknown as { processID: number }).processID === backendPid,
    );
    expect(transactions).toBeDefined();
    await transactions!.closed;
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/contacts/json/' })).statusCode).toBe(200);
  });

  it('listens again for content changes once its listening connection was dropped', async () => {
    const latest = (await getHome()).news[0]!;
    await dropOurConnections();
    // The listener reconnects within about a second; changes made after that must still reach the cache.
    await eventually(async () => {
      await t.database.db.update(news).set({ title: 'Título após a queda' }).where(eq(news.id, latest.id));
      return (await getHome()).news[0]?.title === 'Título após a queda';
    }, 5000);
  });

  it('answers 503 within seconds while the database hangs, and recovers after', async () => {
    // Another session holds the news table and never lets go: every query on it waits, as on a stuck server.
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const [{ current_database: name }] = (
      (await t.database.db.execute(sql`select current_database()`)) as unknown as {
        rows: { current_database: string }[];
      }
    ).rows as [{ current_database: string }];
    url.pathname = `/${name}`;
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    // A read no test has asked for yet, so no cached answer stands in for the database.
    const newsPage = '/api/news/json?page=1&limit=3';
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE news IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const response = await t.app.inject({ url: newsPage });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({
        message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
      });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
    await eventually(async () => (await t.app.inject({ url: newsPage })).statusCode === 200);
  });
});
