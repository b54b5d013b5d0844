import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import type { ContactGroup, HomeResponse, SocialFeedResponse } from '../../src/domain/content';
import { news } from '../../server/db/schema';
import { testDatabases } from './databases';
import { eventually, startTestApp, testPublicUrl, type TestApp } from './testApp';

describe.each(testDatabases)('public content reads on $name', (target) => {
  let t: TestApp;
  const getHome = async () => (await t.app.inject({ url: '/api/home/json/' })).json<HomeResponse>();

  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers health once migrated and seeded', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers home/json/ with news, gallery, banner slides, cars and the menu', async () => {
    const response = await t.app.inject({ url: '/api/home/json/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const home = response.json<HomeResponse>();

    expect(home.news).toHaveLength(6);
    const dates = home.news.map((item) => item.news_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = home.news[0]!;
    expect(first).toMatchObject({ category_type: 'news', _id: String(first.id) });
    expect(first.news_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.news_associations.length).toBeGreaterThan(0);
    for (const item of home.news) {
      const carAssociation = item.news_associations.find((a) => a.text_enum === 'Carros');
      expect(item.car_id).toBe(carAssociation?.association_id ?? null);
      expect(item.mediaLow).toMatch(new RegExp(`^${testPublicUrl}/media/`));
    }

    expect(home.gallery).toHaveLength(9);
    expect(
      home.gallery.every((item) => item.media && item.mediaMed && item.mediaLow && item.mediaSizeLow),
    ).toBe(true);

    expect(home.destaque).toHaveLength(5);
    expect(home.destaque.filter((slide) => slide.mediaMed.endsWith('.mp4'))).toHaveLength(1);
    expect(home.destaque[0]).toEqual(
      expect.objectContaining({
        id_destaque: expect.any(Number),
        title: expect.any(String),
        subTitle: expect.any(String),
      }),
    );

    expect(home.cars.length).toBeGreaterThanOrEqual(12);
    expect(new Set(home.cars.map((car) => car.categoryCar))).toEqual(new Set([1, 2, 3]));
    expect(home.cars.some((car) => car.title.includes('T-Cross'))).toBe(true);
    expect(home.cars.every((car) => car.mediaThumb.startsWith(`${testPublicUrl}/media/`))).toBe(true);

    const { menu } = home;
    expect(menu.cars.length).toBeGreaterThan(0);
    expect(menu.cars.every((car) => (car.listsub?.length ?? 0) >= 2)).toBe(true);
    for (const tree of [menu.session, menu.technology, menu.emobility]) {
      expect(tree[0]?.id).toBe(1);
      expect(tree.some((page) => (page.listsub?.length ?? 0) > 0)).toBe(true);
    }
  });

  it('answers with and without the trailing slash', async () => {
    const response = await t.app.inject({ url: '/api/home/json' });
    expect(response.statusCode).toBe(200);
  });

  it('lets browsers revalidate by ETag and sends the compressed body they accept', async () => {
    const first = await t.app.inject({ url: '/api/home/json/', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(first.rawPayload).toString())).toEqual(await getHome());
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url: '/api/home/json/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('drops the cached home payload when content changes', async () => {
    const latest = (await getHome()).news[0]!;
    await t.database.db
      .update(news)
      .set({ title: 'Título revisto pela redação' })
      .where(eq(news.id, latest.id));
    await eventually(async () => (await getHome()).news[0]?.title === 'Título revisto pela redação');
  });

  it('answers contacts/json/ as the list of groups with their people', async () => {
    const response = await t.app.inject({ url: '/api/contacts/json/' });
    expect(response.statusCode).toBe(200);
    const groups = response.json<ContactGroup[]>();
    expect(groups.length).toBeGreaterThanOrEqual(4);
    for (const group of groups) {
      expect(group.title).toBeTruthy();
      expect(group.subcontacts.length).toBeGreaterThan(0);
      for (const person of group.subcontacts) expect(person.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    }
  });

  it('answers the YouTube (3) and tweet (9) feeds, newest first', async () => {
    const youtube = (await t.app.inject({ url: '/api/rssfeed/youtube' })).json<SocialFeedResponse>();
    const tweets = (await t.app.inject({ url: '/api/rssfeed/twitter' })).json<SocialFeedResponse>();
    expect(youtube.items).toHaveLength(3);
    expect(tweets.items).toHaveLength(9);
    for (const feed of [youtube, tweets]) {
      const dates = feed.items.map((item) => item.isoDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(feed.items.every((item) => item.link.startsWith('https://'))).toBe(true);
    }
  });

  it('answers an unknown API address with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nao-existe?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Recurso não encontrado: /api/nao-existe',
    });
  });

  it('answers malformed input with a JSON 400 in plain words', async () => {
    const badAddress = await t.app.inject({ url: '/api/home/json/%E0%A4%A' });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Endereço inválido.',
    });
    const badBody = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toMatchObject({ message: 'O corpo da requisição não é um JSON válido.' });
  });

  it('answers a server fault with a 500 that reveals nothing of the internals', async () => {
    await t.database.db.execute(sql`ALTER TABLE contact_groups RENAME TO contact_groups_away`);
    try {
      await t.database.db.execute(sql`NOTIFY content_changed`);
      await eventually(async () => (await t.app.inject({ url: '/api/contacts/json/' })).statusCode === 500);
      const body = (await t.app.inject({ url: '/api/contacts/json/' })).json<{ message: string }>();
      expect(body).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Erro interno do servidor. Tente novamente em instantes.',
      });
    } finally {
      await t.database.db.execute(sql`ALTER TABLE contact_groups_away RENAME TO contact_groups`);
      await t.database.db.execute(sql`NOTIFY content_changed`);
    }
    await eventually(async () => (await t.app.inject({ url: '/api/contacts/json/' })).statusCode === 200);
  });
});
