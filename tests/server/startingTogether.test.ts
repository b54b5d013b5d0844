/**
 * Several API processes starting at once on one database (a deploy, a cluster brought up together): one migrates
 * (and makes the seed's media) while the others wait, and all of them end up with the same keys.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { serverKeyOnce } from '../../server/shared/serverKeys';
import { testDatabases } from './databases';

const serverUrl = process.env.TEST_DATABASE_URL;

// Only a PostgreSQL server has several processes on one database; PGlite belongs to the one process that opened it.
describe.skipIf(!serverUrl)('processes starting together on an empty PostgreSQL database', () => {
  const name = `newsroom_together_${randomBytes(6).toString('hex')}`;
  const admin = (sql: string) =>
    (async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    })();
  const opened: Database[] = [];

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('migrates once: the others wait, then find nothing to do', async () => {
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i++) opened.push(await openDatabase({ url: url.toString() }));
    const results = await Promise.allSettled(opened.map((database) => database.migrate()));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const { rows } = await (opened[0]!.db as unknown as { $client: pg.Pool }).$client.query(
      'select count(*)::int as applied, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
    );
    expect(rows[0].applied).toBeGreaterThan(20);
    expect(rows[0].distinct_hashes).toBe(rows[0].applied);
  });

  it("makes the seed's media one process at a time: the others wait, then find them made", async () => {
    const made = new Set<string>();
    const turns: string[] = [];
    // As ensureSeedMedia does: look at what is there, take time to make what is missing.
    const seed = (who: string) => async () => {
      turns.push(`${who} starts`);
      const missing = !made.has('photo.jpg');
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (missing) made.add('photo.jpg');
      turns.push(`${who} ends`);
      return missing ? 1 : 0;
    };
    const counts = await Promise.all(
      opened.map((database, i) => database.exclusively('seedMedia', seed(`process ${i}`))),
    );
    expect(counts.sort()).toEqual([0, 0, 1]);
    for (let i = 0; i < turns.length; i += 2) expect(turns[i + 1]).toBe(turns[i]!.replace('starts', 'ends'));
  });
});

describe.each(testDatabases)('keys made once for every process on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
  });
  afterAll(async () => database?.close());

  it('keeps the first key made when two processes make one at the same moment', async () => {
    const [first, second] = await Promise.all([
      serverKeyOnce(database.db, 'key-of-the-test', async () => 'made by the first'),
      serverKeyOnce(database.db, 'key-of-the-test', async () => 'made by the second'),
    ]);
    expect(second).toBe(first);
    expect(await serverKeyOnce(database.db, 'key-of-the-test', async () => 'made later')).toBe(first);
  });
});
