/**
 * The demo seed's own test: what code must guarantee (units apply once; every reference resolves; every media file
 * the rows name exists), not how much editorial content there is.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { buildSeedNews } from '../../server/seed/content/news/allNews';
import { applySeeds, ensureSeedMedia, ensureSpecSheets, seedUnits } from '../../server/seed/index';
import type { FileStore } from '../../server/storage/fileStore';
import { folderStore } from '../../server/storage/folderStore';
import { draftNews, draftVersion } from '../../server/seed/content/drafts';
import { seedShortTexts } from '../../server/seed/content/shortTexts';
import { seedSpecSheets, specSheetStoredPath } from '../../server/seed/content/specSheets';
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
  expect(await applySeeds(database.db, seedUnits, { now })).toEqual(unitNames);
});

const unitNames = [
  'demo-content',
  'version-spec-sheets',
  'template-short-texts',
  'preview-drafts',
  'accounts',
  'loan-fleet',
  'account-loan-fields',
  'loans',
  'events',
];

afterAll(async () => {
  await database.close();
});

describe('seed units', () => {
  it('applies each unit once, ever', async () => {
    expect(await applySeeds(database.db, seedUnits, { now })).toEqual([]);
    expect(await rows<{ name: string }>('select name from applied_seeds order by name')).toEqual(
      unitNames.map((name) => ({ name })).sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('applies a unit added since the database was seeded, once, and leaves the older ones alone', async () => {
    let runs = 0;
    const fleet: SeedUnit = {
      name: 'test-fleet',
      demo: 'content',
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
      demo: 'content',
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

  it('has the banner and the contacts published as seeded, no draft of either waiting', async () => {
    expect(await countOf('select count(*) from banner_slides')).toBeGreaterThan(0);
    expect(await countOf('select count(*) from contacts')).toBeGreaterThan(0);
    expect(await countOf('select count(*) from editorial_lists where draft is not null')).toBe(0);
  });

  it('is deterministic: the same now gives the same news and the same file names', async () => {
    expect(buildSeedNews(now)).toEqual(buildSeedNews(new Date(now)));
    const files = await rows<{ file_low: string }>('select file_low from media order by id');
    expect(files.map((row) => row.file_low)).toEqual(seedMedia.map((item) => item.files.low));
  });
});

describe('later units', () => {
  it('points versions at their spec sheets', async () => {
    const stored = await rows<{ pdf_file: string }>(
      'select pdf_file from car_versions where pdf_file is not null order by pdf_file',
    );
    expect(stored.map((row) => row.pdf_file)).toEqual(seedSpecSheets.map(specSheetStoredPath).sort());
  });

  it('gives some text blocks shorter texts for tablets and phones', async () => {
    expect(
      await countOf(
        `select count(*) from template_blocks where type = 1 and text_med <> '' and text_low <> ''`,
      ),
    ).toBe(seedShortTexts.length + 1);
  });

  it('adds one draft news item and one draft version, each with its preview token, and nothing else unpublished', async () => {
    expect(
      await rows<{ title: string; preview_token: string }>(
        'select title, preview_token from news where not published',
      ),
    ).toEqual([{ title: draftNews.title, preview_token: draftNews.previewToken }]);
    expect(
      await rows<{ title: string; preview_token: string }>(
        'select title, preview_token from car_versions where not published',
      ),
    ).toEqual([{ title: draftVersion.title, preview_token: draftVersion.previewToken }]);
    expect(await countOf('select count(*) from cars where not published')).toBe(0);
    expect(await countOf('select count(*) from section_pages where not published')).toBe(0);
  });
});

describe('seed media files', () => {
  // The data folder's store keeps media under `media/`, as it always did.
  let dataDir: string;
  let mediaDir: string;
  let store: FileStore;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'seed-media-'));
    mediaDir = path.join(dataDir, 'media');
    store = folderStore(dataDir);
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('plans a file for every one the media rows name', async () => {
    const media = await rows<{ folder: string; file_low: string; file_med: string; file_full: string }>(
      'select folder, file_low, file_med, file_full from media',
    );
    const planned = new Set(
      seedMedia.flatMap((item) => Object.values(item.files).map((name) => `${item.folder}/${name}`)),
    );
    const named = media.flatMap((row) =>
      [row.file_low, row.file_med, row.file_full].map((name) => `${row.folder}/${name}`),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((file) => !planned.has(file))).toEqual([]);
  });

  // One item of each recipe: rendering the whole catalogue would take this file a minute of CPU for nothing more.
  const sample = (['photo', 'thumbnail', 'portrait', 'asset'] as const).map((type) =>
    seedMedia.find((item) => item.recipe.type === type)!,
  );

  it('makes the files of each kind of item, in the three sizes, and makes none the second time', async () => {
    const first = await ensureSeedMedia(store, undefined, sample);
    const files = new Set(
      sample.flatMap((item) => Object.values(item.files).map((name) => path.join(item.folder, name))),
    );
    // Beside each low JPEG of a photo, a car's thumbnail or a portrait: the 320/640 px thumbnails in AVIF, WebP and
    // JPEG (none as wide as the picture: a 400 px portrait has no 640 px one). The low rendition's own AVIF and WebP
    // are the media route's to make, on first request.
    const siblingsOf = (low: string, thumbnails: number[]) => {
      const base = low.replace(/\.jpg$/, '');
      return thumbnails.flatMap((width) =>
        ['avif', 'webp', 'jpg'].map((format) => `${base}-${width}.${format}`),
      );
    };
    const siblings = sample
      .filter((item) => item.recipe.type !== 'asset')
      .flatMap((item) =>
        siblingsOf(item.files.low, item.recipe.type === 'portrait' ? [320] : [320, 640]).map((name) =>
          path.join(item.folder, name),
        ),
      );
    expect(first.made).toBe(files.size + siblings.length);
    for (const file of [...files, ...siblings])
      expect((await stat(path.join(mediaDir, file))).size, file).toBeGreaterThan(0);

    const photo = sample[0]!;
    const dimensions = async (name: string) => {
      const { width, height, format } = await sharp(path.join(mediaDir, 'images', name)).metadata();
      return { width, height, format };
    };
    expect(await dimensions(photo.files.low)).toEqual({ width: 1024, height: 683, format: 'jpeg' });
    expect(await dimensions(photo.files.med)).toEqual({ width: 1795, height: 1197, format: 'jpeg' });
    expect(await dimensions(photo.files.full)).toEqual({ width: 4096, height: 2731, format: 'jpeg' });
    const low = photo.files.low.replace(/\.jpg$/, '');
    // sharp names AVIF 'heif'.
    expect(existsSync(path.join(mediaDir, 'images', `${low}.avif`))).toBe(false);
    expect(await dimensions(`${low}-320.avif`)).toEqual({ width: 320, height: 213, format: 'heif' });
    expect(await dimensions(`${low}-640.webp`)).toEqual({ width: 640, height: 427, format: 'webp' });
    expect(await dimensions(`${low}-640.jpg`)).toEqual({ width: 640, height: 427, format: 'jpeg' });

    expect(await ensureSeedMedia(store, undefined, sample)).toEqual({
      made: 0,
      skipped: files.size + siblings.length,
    });

    // A store seeded before the siblings existed gets them at its next start, from the JPEGs stored.
    await rm(path.join(mediaDir, 'images', `${low}-640.avif`));
    await rm(path.join(mediaDir, 'images', `${low}-320.jpg`));
    expect(await ensureSeedMedia(store, undefined, sample)).toEqual({
      made: 2,
      skipped: files.size + siblings.length - 2,
    });
    expect(await dimensions(`${low}-320.jpg`)).toEqual({ width: 320, height: 213, format: 'jpeg' });
  }, 60_000);

  it('makes the spec sheets as real PDF files, once', async () => {
    expect(await ensureSpecSheets(store)).toEqual({ made: seedSpecSheets.length, skipped: 0 });
    for (const sheet of seedSpecSheets) {
      const file = await readFile(path.join(mediaDir, specSheetStoredPath(sheet)));
      expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(file.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
      expect(file.toString('latin1')).toMatch(/\/Type \/Page\b/);
    }
    expect(await ensureSpecSheets(store)).toEqual({ made: 0, skipped: seedSpecSheets.length });
  });
});
