/**
 * The moment each news item went live (`published_at`), for the items published before the column: the migration
 * gives each the moment of its latest publication in the history, or the start of its day in Brasília when the
 * history has none; a draft gets none.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { news } from '../../server/db/schema';
import { recordNewsChange } from '../../server/editorial/newsChanges';
import { createNews } from './builders';
import { testDatabases } from './databases';

/** The migration's statements after the one adding the column: its backfill, run again on rows made for it. */
const backfill = readFileSync('server/db/migrations/0044_news_published_at.sql', 'utf8')
  .split('--> statement-breakpoint')
  .slice(1);

describe.each(testDatabases)('the backfill of published_at on $name', (target) => {
  let database: Database;
  const db = () => database.db;
  const publishedAtOf = async (id: number) =>
    (await db().select({ at: news.publishedAt }).from(news).where(eq(news.id, id)))[0]!.at;

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
  });
  afterAll(async () => database?.close());

  it('dates an item by its latest publication, else the start of its day in Brasília; a draft by none', async () => {
    const republished = await createNews(db(), { newsDate: '2026-11-18' });
    const change = (action: 'publish' | 'unpublish', at: string) =>
      recordNewsChange(db(), { subjectId: republished.id, action, actorId: null, at: new Date(at) });
    await change('publish', '2026-11-17T13:00:00Z');
    await change('unpublish', '2026-11-18T10:00:00Z');
    await change('publish', '2026-11-18T17:35:07Z');
    const unrecorded = await createNews(db(), { newsDate: '2026-11-10' });
    const draft = await createNews(db(), { newsDate: '2026-11-10', published: false });
    await recordNewsChange(db(), { subjectId: draft.id, action: 'unpublish', actorId: null, at: new Date() });

    await db().update(news).set({ publishedAt: null });
    for (const statement of backfill) await db().execute(sql.raw(statement));

    expect(await publishedAtOf(republished.id)).toEqual(new Date('2026-11-18T17:35:07Z'));
    expect(await publishedAtOf(unrecorded.id)).toEqual(new Date('2026-11-10T03:00:00Z'));
    expect(await publishedAtOf(draft.id)).toBeNull();
  });
});
