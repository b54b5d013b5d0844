import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCategories, searchCategoryLabels, searchLimits, searchTexts } from '../../src/domain/search';
import type { SearchResponse } from '../../src/domain/searchSchemas';
import { cars, news, sectionPages, templateBlocks } from '../../server/db/schema';
import {
  createAlbum,
  createCar,
  createCarVersion,
  createMedia,
  createNews,
  createSectionPage,
  createTemplateBlock,
} from './builders';
import { testDatabases } from './databases';
import { eventually, startTestApp, type TestApp } from './testApp';

const titles = (answer: SearchResponse) => answer.listAll.map((result) => result.item.title);

describe.each(testDatabases)('site search on $name', (target) => {
  let t: TestApp;
  const search = async (text: string, quick = false) => {
    const response = await t.app.inject({
      url: '/api/elastic/elastic/findBy',
      query: { search: text, quickSearch: String(quick) },
    });
    expect(response.statusCode, text).toBe(200);
    return response.json<SearchResponse>();
  };
  /** The route's answers are cached until the content-changed NOTIFY arrives: wait for the new answer. */
  const eventuallyFinds = (text: string, found: (answer: SearchResponse) => boolean) =>
    eventually(async () => found(await search(text)));

  let photo: { id: number };
  let draftCar: { id: number };

  beforeAll(async () => {
    t = await startTestApp(target);
    const db = t.database.db;
    photo = await createMedia(db, { folder: 'images', fileLow: 'veiculos-low.jpg' });
    await createNews(db, {
      title: 'Veículos elétricos ganham as ruas',
      subtitle: 'Vendas dobram no ano',
      description: '<p>Os <strong>carros</strong> a bateria&nbsp;crescem.</p>',
      newsDate: '2026-10-01',
      mediaId: photo.id,
    });
    await createCar(db, { title: 'Aurora ID.4', subtitle: 'O SUV elétrico' });
    await createCar(db, { title: 'Aurora T-Cross', subtitle: 'SUV compacto' });
    // Titles weigh more than text: the older news has the word in its title, the newer only in its text.
    await createNews(db, { title: 'Quasar em destaque', newsDate: '2025-01-01' });
    await createNews(db, {
      title: 'Resultados do trimestre',
      description: '<p>O quasar apareceu no relatório.</p>',
      newsDate: '2026-11-01',
    });
    // Equal relevance: the newer first.
    await createNews(db, { title: 'Ponte aérea de jornalistas', newsDate: '2024-03-01' });
    await createNews(db, { title: 'Ponte aérea de jornalistas', newsDate: '2026-03-01' });
    await createNews(db, { title: 'Rascunho do zepelim', newsDate: '2026-11-02', published: false });
    draftCar = await createCar(db, { title: 'Aurora Xingu', published: false });
    await createCarVersion(db, draftCar.id, { title: 'Xingu Pantanal' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds words without their accents and in other forms (plural, gender)', async () => {
    for (const text of ['veiculo eletrico', 'VEÍCULOS ELÉTRICOS', 'eletricas'])
      expect(titles(await search(text)), text).toContain('Veículos elétricos ganham as ruas');
  });

  it('searches the text without its HTML', async () => {
    expect(titles(await search('carros bateria'))).toContain('Veículos elétricos ganham as ruas');
    expect(titles(await search('strong nbsp'))).toEqual([]);
  });

  it('matches model names with or without their punctuation', async () => {
    for (const text of ['tcross', 't cross', 'T-Cross', 'T.Cross'])
      expect(titles(await search(text))[0], text).toBe('Aurora T-Cross');
    for (const text of ['id4', 'ID.4', 'id 4', 'ID-4'])
      expect(titles(await search(text))[0], text).toBe('Aurora ID.4');
    expect(titles(await search('id.', true))[0]).toBe('Aurora ID.4');
  });

  it('ranks a title above a mention in the text, and newer news above older ones of equal relevance', async () => {
    expect(titles(await search('quasar'))).toEqual(['Quasar em destaque', 'Resultados do trimestre']);
    const bridge = (await search('ponte aerea')).news.map((result) => result.item.object.date);
    expect(bridge).toEqual(['2026-03-01', '2024-03-01']);
  });

  it('answers the spec shape: every category list, the tab names of those with results, and the total', async () => {
    const answer = await search('aurora');
    for (const category of searchCategories) expect(Array.isArray(answer[category]), category).toBe(true);
    expect(answer.headers).toEqual([searchCategoryLabels.car]);
    expect(answer.car.map((result) => result.item.title).sort()).toEqual(['Aurora ID.4', 'Aurora T-Cross']);
    expect(answer.total).toBe(answer.listAll.length);
    expect(answer.news).toEqual([]);

    const [found] = (await search('veiculos eletricos')).listAll;
    expect(found).toEqual({
      category_type: 'news',
      item: {
        title: 'Veículos elétricos ganham as ruas',
        media: '/media/images/veiculos-low.jpg',
        object: {
          id: expect.any(Number),
          parent_id: null,
          subtitle: 'Vendas dobram no ano',
          date: '2026-10-01',
        },
      },
    });
  });

  it('answers nothing, with every list empty, when nothing matches', async () => {
    const answer = await search('inexistente');
    expect(answer).toEqual({
      headers: [],
      listAll: [],
      total: 0,
      ...Object.fromEntries(searchCategories.map((category) => [category, []])),
    });
  });

  it('refuses a query shorter than 3 or longer than 60 characters once trimmed, with the message of the rule', async () => {
    for (const text of ['  ab ', 'x'.repeat(61), '']) {
      const response = await t.app.inject({ url: '/api/elastic/elastic/findBy', query: { search: text } });
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json().message).toBe(searchTexts.invalid);
    }
    expect((await search(` ${'x'.repeat(60)} `)).total).toBe(0);
  });

  it('autocompletes the word being typed and caps the suggestions', async () => {
    const db = t.database.db;
    for (let n = 1; n <= searchLimits.quickResults + 2; n++)
      await createNews(db, { title: `Carnaval de rua ${n}`, newsDate: '2026-02-01' });
    await eventuallyFinds('carnaval', (answer) => answer.total === searchLimits.quickResults + 2);
    const quick = await search('carnav', true);
    expect(quick.total).toBe(searchLimits.quickResults);
    expect(titles(quick).every((title) => title.startsWith('Carnaval de rua'))).toBe(true);
  });

  it('suggests through one wrong letter while typing', async () => {
    expect(titles(await search('quazar', true))).toContain('Quasar em destaque');
    expect(titles(await search('pomte aerea', true))).toContain('Ponte aérea de jornalistas');
  });

  it('never shows a draft nor what is under a draft car or page, and shows them once published', async () => {
    const db = t.database.db;
    for (const text of ['zepelim', 'xingu', 'pantanal']) expect((await search(text)).total, text).toBe(0);

    await createSectionPage(db, 'company', 5, { title: 'Planetário', published: false });
    await createSectionPage(db, 'company', 6, { parentId: 5, title: 'Cúpula do planetário' });
    expect((await search('planetario')).total).toBe(0);

    await db.update(news).set({ published: true }).where(eq(news.title, 'Rascunho do zepelim'));
    await db.update(cars).set({ published: true }).where(eq(cars.id, draftCar.id));
    await db.update(sectionPages).set({ published: true }).where(eq(sectionPages.title, 'Planetário'));
    await eventuallyFinds('zepelim', (answer) => answer.total === 1);
    expect((await search('pantanal')).car_version.map((result) => result.item.object.parent_id)).toEqual([
      draftCar.id,
    ]);
    const pages = await search('planetario');
    expect(pages.session.map((result) => result.item.title)).toEqual(['Planetário']);
    expect(pages.sub_session.map((result) => result.item.object)).toEqual([
      { id: 6, parent_id: 5, subtitle: '', date: null },
    ]);

    await db.update(cars).set({ published: false }).where(eq(cars.id, draftCar.id));
    await eventuallyFinds('pantanal', (answer) => answer.total === 0);
  });

  it('follows edits at once: a new title, a text block, a deletion', async () => {
    const db = t.database.db;
    const item = await createNews(db, { title: 'Lançamento adiado', newsDate: '2026-05-05' });
    await eventuallyFinds('adiado', (answer) => answer.total === 1);

    await db.update(news).set({ title: 'Lançamento confirmado' }).where(eq(news.id, item.id));
    // 'confirmado' was never asked, so it is read at once; 'adiado' was, and its answer stays until this process
    // hears the change (NOTIFY content_changed), a moment later.
    await eventuallyFinds('confirmado', (answer) => answer.total === 1);
    await eventuallyFinds('adiado', (answer) => answer.total === 0);

    const block = await createTemplateBlock(db, { type: 'news', id: item.id }, { text: '<p>Mandacaru</p>' });
    await eventuallyFinds('mandacaru', (answer) => titles(answer)[0] === 'Lançamento confirmado');
    await db.delete(templateBlocks).where(eq(templateBlocks.id, block.id));
    await eventuallyFinds('mandacaru', (answer) => answer.total === 0);

    await db.delete(news).where(eq(news.id, item.id));
    await eventuallyFinds('confirmado', (answer) => answer.total === 0);
  });

  it('finds section pages and albums in their categories, an album by its first photo when it has no cover', async () => {
    const db = t.database.db;
    await createSectionPage(db, 'technology', 1, { title: 'Tecnologia do cerrado' });
    await createSectionPage(db, 'technology', 2, { parentId: 1, title: 'Sensores do cerrado' });
    await createSectionPage(db, 'emobility', 1, { title: 'Elétricos do cerrado' });
    await createSectionPage(db, 'emobility', 2, { parentId: 1, title: 'Recarga no cerrado' });
    const albumPhoto = await createMedia(db, { folder: 'albums', fileLow: 'cerrado-low.jpg' });
    await createAlbum(db, [albumPhoto.id], { title: 'Cerrado em fotos' });
    await eventuallyFinds('cerrado', (answer) => answer.total === 5);
    const answer = await search('cerrado');
    expect(answer.headers).toEqual([
      searchCategoryLabels.technology,
      searchCategoryLabels.subtechnology,
      searchCategoryLabels['mobilidade-eletrica'],
      searchCategoryLabels['submobilidade-eletrica'],
      searchCategoryLabels.gallery,
    ]);
    expect(answer.gallery[0]?.item.media).toBe('/media/albums/cerrado-low.jpg');
    expect(answer.subtechnology[0]?.item.object.parent_id).toBe(1);
  });

  it('rebuilds the same index from scratch as the triggers kept (what migration 0009 runs on existing content)', async () => {
    const db = t.database.db;
    const snapshot = async () =>
      (
        (await db.execute(
          sql`select source, source_id, category_type, parent_id, title, subtitle, media_id, item_date::text,
            published, document::text, title_norm from search_items order by source, source_id`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const kept = await snapshot();
    expect(kept.length).toBeGreaterThan(10);
    await db.execute(sql`select search_reindex_all()`);
    expect(await snapshot()).toEqual(kept);
  });
});
