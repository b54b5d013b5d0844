/**
 * The demo seed's own test: what code must guarantee (units apply once; every reference resolves; every media file
 * the rows name exists), not how much editorial content there is.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { buildSeedNews } from '../../server/seed/content/news/allNews';
import { applySeeds, ensureSeedMedia, seedUnits } from '../../server/seed/index';
import { seedMedia } from '../../server/seed/media/catalogue';
import type { SeedUnit } from '../../server/seed/units';

const now = new Date('2026-11-22T15:00:00Z');
let database: Database;

async function rows<T>(query: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

async function countOf(query: string): Promise<number> {
  const [row] = await rows<{ count: number | string }>(query);
  return Number(row?.count);
}

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  expect(await applySeeds(database.db, seedUnits, { now })).toEqual(['demo-content']);
});

afterAll(async () => {
  await database.close();
});

describe('seed units', () => {
  it('applies each unit once, ever', async () => {
    expect(await applySeeds(database.db, seedUnits, { now })).toEqual([]);
    expect(await rows<{ name: string }>('select name from applied_seeds')).toEqual([
      { name: 'demo-content' },
    ]);
  });

  it('applies a unit added since the database was seeded, once, and leaves the older ones alone', async () => {
    let runs = 0;
    const fleet: SeedUnit = {
      name: 'test-fleet',
      async apply(db) {
        runs += 1;
        await db.execute(sql`insert into contact_groups (title) values ('Frota de imprensa')`);
      },
    };
    const before = await countOf('select count(*) from news');
    // The newer list, as a newsroom upgraded after its first start would run it at its next start.
    expect(await applySeeds(database.db, [...seedUnits, fleet], { now })).toEqual(['test-fleet']);
    expect(await applySeeds(database.db, [...seedUnits, fleet], { now })).toEqual([]);
    expect(runs).toBe(1);
    expect(await countOf(`select count(*) from contact_groups where title = 'Frota de imprensa'`)).toBe(1);
    expect(await countOf('select count(*) from news')).toBe(before);
  });

  it('applies a unit whole or not at all', async () => {
    const broken: SeedUnit = {
      name: 'test-broken',
      async apply(db) {
        await db.execute(sql`insert into contact_groups (title) values ('Meio caminho')`);
        throw new Error('falhou no meio');
      },
    };
    await expect(applySeeds(database.db, [broken], { now })).rejects.toThrow('falhou no meio');
    expect(await countOf(`select count(*) from contact_groups where title = 'Meio caminho'`)).toBe(0);
    expect(await countOf(`select count(*) from applied_seeds where name = 'test-broken'`)).toBe(0);
  });
});

describe('demo content', () => {
  it('has a root page (id 1, no parent) in each section tree, and children only under level-1 pages', async () => {
    for (const kind of ['company', 'technology', 'emobility']) {
      expect(
        await countOf(
          `select count(*) from section_pages where kind = '${kind}' and id = 1 and parent_id is null`,
        ),
      ).toBe(1);
    }
    expect(
      await countOf(`select count(*) from section_pages c join section_pages p
        on p.kind = c.kind and p.id = c.parent_id where p.parent_id is not null`),
    ).toBe(0);
  });

  it('points every news association, banner slide and template block at something that exists', async () => {
    expect(
      await countOf(`select count(*) from news_associations a where a.text_enum = 'Carros' and not exists (
        select 1 from cars c where c.id = a.association_id)`),
    ).toBe(0);
    expect(
      await countOf(`select count(*) from news_associations a where a.text_enum = 'Carros'
        and a.association_item_id is not null and not exists (
        select 1 from car_versions v where v.id = a.association_item_id and v.car_id = a.association_id)`),
    ).toBe(0);
    expect(
      await countOf(`select count(*) from news_associations a where a.text_enum <> 'Carros' and not exists (
        select 1 from section_pages p where p.id = a.association_id and p.kind =
          case a.text_enum when 'Empresa' then 'company' when 'Technologies' then 'technology' else 'emobility' end)`),
    ).toBe(0);
    const slides = await rows<{ category: string; father_id: number }>(
      'select category, father_id from banner_slides',
    );
    for (const { category, father_id } of slides) {
      const table =
        category === 'car'
          ? 'cars where id'
          : category === 'news'
            ? 'news where id'
            : `section_pages where kind = '${category === 'session' ? 'company' : category}' and id`;
      expect(await countOf(`select count(*) from ${table} = ${father_id}`), `${category} ${father_id}`).toBe(
        1,
      );
    }
    expect(
      await countOf(`select count(*) from template_blocks b where b.type = 2 and not exists (
        select 1 from media m where m.id = b.media_id)`),
    ).toBe(0);
    expect(
      await countOf(`select count(*) from template_blocks b where b.owner_type in ('company', 'technology', 'emobility')
        and not exists (select 1 from section_pages p where p.kind = b.owner_type and p.id = b.owner_id)`),
    ).toBe(0);
  });

  it('is deterministic: the same now gives the same news and the same file names', async () => {
    expect(buildSeedNews(now)).toEqual(buildSeedNews(new Date(now)));
    const files = await rows<{ file_low: string }>('select file_low from media order by id');
    expect(files.map((row) => row.file_low)).toEqual(seedMedia.map((item) => item.files.low));
  });
});

describe('seed media files', () => {
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'seed-media-'));
  });

  afterAll(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('makes every file the media rows name, in the three sizes, and makes none the second time', async () => {
    const first = await ensureSeedMedia(mediaDir);
    const media = await rows<{
      kind: string;
      folder: string;
      file_low: string;
      file_med: string;
      file_full: string;
    }>('select kind, folder, file_low, file_med, file_full from media');
    const files = new Set(
      media.flatMap((row) =>
        [row.file_low, row.file_med, row.file_full].map((name) => path.join(row.folder, name)),
      ),
    );
    expect(first.made).toBe(files.size);
    for (const file of files) expect((await stat(path.join(mediaDir, file))).size).toBeGreaterThan(0);

    const photo = media.find((row) => row.kind === 'image' && row.file_low.startsWith('photo-'));
    const dimensions = async (name: string) => {
      const { width, height, format } = await sharp(path.join(mediaDir, 'images', name)).metadata();
      return { width, height, format };
    };
    expect(await dimensions(photo?.file_low ?? '')).toEqual({ width: 1024, height: 683, format: 'jpeg' });
    expect(await dimensions(photo?.file_med ?? '')).toEqual({ width: 1795, height: 1197, format: 'jpeg' });
    expect(await dimensions(photo?.file_full ?? '')).toEqual({ width: 4096, height: 2731, format: 'jpeg' });

    expect(await ensureSeedMedia(mediaDir)).toEqual({ made: 0, skipped: files.size });
  }, 180_000);
});
