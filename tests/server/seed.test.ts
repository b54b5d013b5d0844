import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { buildSeedNews } from '../../server/seed/content/news/allNews';
import { seedContent, seedIfEmpty } from '../../server/seed/index';
import { seedMedia } from '../../server/seed/media/catalogue';

const now = new Date('2026-11-22T15:00:00Z');
const day = 24 * 60 * 60 * 1000;
let database: Database;

async function rows<T>(query: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

async function countOf(query: string): Promise<number> {
  const [row] = await rows<{ count: number | string }>(query);
  return Number(row?.count);
}

const contentTables = [
  'media',
  'albums',
  'album_media',
  'cars',
  'car_versions',
  'section_pages',
  'template_blocks',
  'news',
  'news_associations',
  'contact_groups',
  'contacts',
  'banner_slides',
  'social_feed_items',
];

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of contentTables) counts[table] = await countOf(`select count(*) from ${table}`);
  return counts;
}

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  expect(await seedContent(database.db, { now })).toBe(true);
});

afterAll(async () => {
  await database.close();
});

describe('seed content', () => {
  it('has cars in the three categories, each with versions, a thumbnail and the T-Cross among them', async () => {
    expect(await countOf('select count(*) from cars')).toBeGreaterThanOrEqual(12);
    const categories = await rows<{ category_car: number }>(
      'select distinct category_car from cars order by 1',
    );
    expect(categories.map((row) => row.category_car)).toEqual([1, 2, 3]);
    expect(await countOf(`select count(*) from cars where title = 'Aurora T-Cross'`)).toBe(1);
    expect(
      await countOf(
        'select count(*) from cars c where (select count(*) from car_versions v where v.car_id = c.id) < 2',
      ),
    ).toBe(0);
    expect(
      await countOf(
        'select count(*) from cars c left join media m on m.id = c.thumb_media_id where m.id is null or m.in_gallery',
      ),
    ).toBe(0);
    expect(
      await countOf('select count(*) from cars where is_highlight and highlight_position is not null'),
    ).toBeGreaterThan(0);
    expect(await countOf('select count(*) from cars where show_menu')).toBeGreaterThan(
      (await countOf('select count(*) from cars')) / 2,
    );
  });

  it('has company, technology and e-mobility trees two levels deep, rooted at id 1, with template blocks', async () => {
    for (const kind of ['session', 'technology', 'emobility']) {
      const pages = await rows<{ id: number; parent_id: number | null }>(
        `select id, parent_id from section_pages where kind = '${kind}'`,
      );
      expect(pages.find((page) => page.id === 1)?.parent_id).toBeNull();
      const levelOne = pages.filter((page) => page.parent_id === null && page.id !== 1);
      expect(levelOne.length).toBeGreaterThanOrEqual(3);
      expect(levelOne.length).toBeLessThanOrEqual(5);
      for (const parent of levelOne) {
        const children = pages.filter((page) => page.parent_id === parent.id);
        expect(children.length).toBeGreaterThanOrEqual(1);
        expect(children.length).toBeLessThanOrEqual(3);
      }
      // Two levels only: a child's parent is a level-1 page.
      const levelOneIds = new Set(levelOne.map((page) => page.id));
      for (const page of pages.filter((candidate) => candidate.parent_id !== null))
        expect(levelOneIds.has(page.parent_id ?? -1)).toBe(true);
      const blocks = await rows<{ id: number; blocks: number | string }>(
        `select p.id, (select count(*) from template_blocks b where b.owner_type = '${kind}' and b.owner_id = p.id) as blocks
         from section_pages p where p.kind = '${kind}'`,
      );
      for (const page of blocks) {
        expect(Number(page.blocks)).toBeGreaterThanOrEqual(1);
        expect(Number(page.blocks)).toBeLessThanOrEqual(3);
      }
    }
  });

  it('has 120+ news over the two years before now, the latest within a week, each with an association', async () => {
    expect(await countOf('select count(*) from news')).toBeGreaterThanOrEqual(120);
    const [range] = await rows<{ oldest: string; newest: string }>(
      'select min(news_date)::text as oldest, max(news_date)::text as newest from news',
    );
    const daysBefore = (iso: string) => (now.getTime() - Date.parse(`${iso}T12:00:00Z`)) / day;
    expect(daysBefore(range?.newest ?? '')).toBeLessThanOrEqual(7);
    expect(daysBefore(range?.oldest ?? '')).toBeGreaterThan(680);
    expect(daysBefore(range?.oldest ?? '')).toBeLessThanOrEqual(731);
    expect(
      await countOf(
        'select count(*) from news n where not exists (select 1 from news_associations a where a.news_id = n.id)',
      ),
    ).toBe(0);
    expect(await countOf('select count(*) from news where album_id is not null')).toBeGreaterThan(0);
    expect(await countOf('select count(*) from news where media_id is null')).toBe(0);
    // Associations point at what exists: cars (and their versions) or level-1 pages (and their children).
    expect(
      await countOf(`select count(*) from news_associations a where a.text_enum = 'Carros' and not exists (
        select 1 from cars c where c.id = a.association_id)`),
    ).toBe(0);
    expect(
      await countOf(`select count(*) from news_associations a where a.text_enum = 'Carros' and a.association_item_id is not null
        and not exists (select 1 from car_versions v where v.id = a.association_item_id and v.car_id = a.association_id)`),
    ).toBe(0);
    expect(
      await countOf(`select count(*) from news_associations a where a.text_enum <> 'Carros' and not exists (
        select 1 from section_pages p where p.id = a.association_id and p.parent_id is null and p.kind =
          case a.text_enum when 'Empresa' then 'session' when 'Technologies' then 'technology' else 'emobility' end)`),
    ).toBe(0);
    const enums = await rows<{ text_enum: string }>(
      'select distinct text_enum from news_associations order by 1',
    );
    expect(enums.map((row) => row.text_enum)).toEqual(['Carros', 'E-Mobilities', 'Empresa', 'Technologies']);
  });

  it('has contact groups of two to four people with the brand e-mail', async () => {
    const groups = await rows<{ people: number | string }>(
      'select (select count(*) from contacts c where c.group_id = g.id) as people from contact_groups g',
    );
    expect(groups.length).toBeGreaterThanOrEqual(4);
    for (const group of groups) {
      expect(Number(group.people)).toBeGreaterThanOrEqual(2);
      expect(Number(group.people)).toBeLessThanOrEqual(4);
    }
    expect(
      await countOf(`select count(*) from contacts where email not like '%@aurora-veiculos.com.br'`),
    ).toBe(0);
    expect(await countOf(`select count(*) from contacts where phone like '+55 11 %'`)).toBeGreaterThan(0);
    expect(await countOf(`select count(*) from contacts where languages is not null`)).toBeGreaterThan(0);
    expect(
      await countOf(
        'select count(*) from contacts c join media m on m.id = c.image_media_id where not m.in_gallery',
      ),
    ).toBe(await countOf('select count(*) from contacts'));
  });

  it('has albums with covers holding 60+ photos and 4+ videos, and a video among the 9 latest items', async () => {
    expect(
      await countOf('select count(*) from albums where cover_media_id is not null'),
    ).toBeGreaterThanOrEqual(6);
    expect(await countOf('select count(*) from albums where cover_media_id is null')).toBe(0);
    expect(
      await countOf(
        `select count(*) from album_media am join media m on m.id = am.media_id where m.kind = 'image'`,
      ),
    ).toBeGreaterThanOrEqual(60);
    expect(
      await countOf(
        `select count(*) from album_media am join media m on m.id = am.media_id where m.kind = 'video'`,
      ),
    ).toBeGreaterThanOrEqual(4);
    const latest = await rows<{ kind: string }>(
      'select kind from media where in_gallery order by created_at desc, id desc limit 9',
    );
    expect(latest.map((row) => row.kind)).toContain('video');
    const photo = await rows<{ size_low: string; size_med: string; size_full: string; file_low: string }>(
      `select size_low, size_med, size_full, file_low from media where kind = 'image' and in_gallery limit 1`,
    );
    expect(photo[0]).toMatchObject({
      size_low: '1024 x 683 px',
      size_med: '1795 x 1197 px',
      size_full: '4096 x 2731 px',
    });
  });

  it('has five banner slides, exactly one of them a video, and the social feeds', async () => {
    const slides = await rows<{ position: number; kind: string; category: string; father_id: number | null }>(
      'select b.position, m.kind, b.category, b.father_id from banner_slides b join media m on m.id = b.media_id order by b.position',
    );
    expect(slides.map((slide) => slide.position)).toEqual([1, 2, 3, 4, 5]);
    expect(slides.filter((slide) => slide.kind === 'video')).toHaveLength(1);
    expect(slides.every((slide) => slide.father_id !== null)).toBe(true);
    const tweets = await rows<{ link: string; content: string }>(
      `select link, content from social_feed_items where network = 'twitter'`,
    );
    expect(tweets).toHaveLength(9);
    for (const tweet of tweets)
      expect(tweet.link).toMatch(/^https:\/\/x\.com\/aurora_imprensa\/status\/\d+$/);
    const videos = await rows<{ link: string; title: string }>(
      `select link, title from social_feed_items where network = 'youtube'`,
    );
    expect(videos).toHaveLength(3);
    for (const video of videos)
      expect(video.link).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  });

  it('is deterministic: the same now gives the same news and the same file names', async () => {
    expect(buildSeedNews(now)).toEqual(buildSeedNews(new Date(now)));
    const files = await rows<{ file_low: string }>('select file_low from media order by id');
    expect(files.map((row) => row.file_low)).toEqual(seedMedia.map((item) => item.files.low));
  });

  it('adds nothing when run again', async () => {
    const before = await tableCounts();
    expect(await seedContent(database.db, { now })).toBe(false);
    expect(await tableCounts()).toEqual(before);
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
    const first = await seedIfEmpty(database.db, { mediaDir, now });
    expect(first.seeded).toBe(false);

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
    expect(first.mediaMade).toBe(files.size);
    for (const file of files) expect((await stat(path.join(mediaDir, file))).size).toBeGreaterThan(0);

    const photo = media.find((row) => row.kind === 'image' && row.file_low.startsWith('photo-'));
    const dimensions = async (name: string) => {
      const { width, height, format } = await sharp(path.join(mediaDir, 'images', name)).metadata();
      return { width, height, format };
    };
    expect(await dimensions(photo?.file_low ?? '')).toEqual({ width: 1024, height: 683, format: 'jpeg' });
    expect(await dimensions(photo?.file_med ?? '')).toEqual({ width: 1795, height: 1197, format: 'jpeg' });
    expect(await dimensions(photo?.file_full ?? '')).toEqual({ width: 4096, height: 2731, format: 'jpeg' });

    const video = media.find((row) => row.kind === 'video');
    expect(video?.file_med).toMatch(/\.mp4$/);
    expect(video?.file_full).toMatch(/\.mov$/);

    const second = await seedIfEmpty(database.db, { mediaDir, now });
    expect(second).toEqual({ seeded: false, mediaMade: 0, mediaSkipped: files.size });
  }, 180_000);
});
