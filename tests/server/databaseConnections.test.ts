/**
 * A PostgreSQL server that drops our connections (restart, failover, an administrator) must not end the
 * newsroom: the pool reconnects, and the content cache keeps hearing about changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { HomeResponse } from '../../src/domain/content';
import { news } from '../../server/db/schema';
import { testDatabases } from './databases';
import { eventually, startTestApp, type TestApp } from './testApp';

const postgres = testDatabases.filter((target) => target.name === 'postgres');

describe.runIf(postgres.length > 0).each(postgres)('lost connections on $name', (target) => {
  let t: TestApp;
  const getHome = async () => (await t.app.inject({ url: '/api/home/json/' })).json<HomeResponse>();
  const dropOurConnections = () =>
    t.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );

  beforeAll(async () => {
    t = await startTestApp(target, { onConnectionError: () => {} });
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

  it('listens again for content changes once its listening connection was dropped', async () => {
    const latest = (await getHome()).news[0]!;
    await dropOurConnections();
    // The listener reconnects within about a second; changes made after that must still reach the cache.
    await eventually(async () => {
      await t.database.db.update(news).set({ title: 'Título após a queda' }).where(eq(news.id, latest.id));
      return (await getHome()).news[0]?.title === 'Título após a queda';
    }, 5000);
  });
});
