import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import type { ContactGroup, HomeResponse, Menu, SocialFeedResponse } from '../../src/domain/content';
import { news } from '../../server/db/schema';
import {
  createBannerSlide,
  createCar,
  createCarVersion,
  createContact,
  createMedia,
  createNews,
  createSectionPage,
  createSocialItem,
} from './builders';
import { testDatabases } from './databases';
import { eventually, startTestApp, type TestApp } from './testApp';

describe.each(testDatabases)('public content reads on $name', (target) => {
  let t: TestApp;
  const getJson = async <T>(url: string) => (await t.app.inject({ url })).json<T>();
  const getHome = () => getJson<HomeResponse>('/api/home/json/');
  let tCross: { id: number };

  beforeAll(async () => {
    t = await startTestApp(target);
    const db = t.database.db;
    tCross = await createCar(db, { title: 'Aurora T-Cross', categoryCar: 3, isHighlight: true });
    await createCarVersion(db, tCross.id, { title: 'T-Cross Urbano' });
    await createCar(db, { title: 'Aurora Boreal', categoryCar: 2 });
    await createCar(db, { title: 'Aurora Fusca', categoryCar: 1, showMenu: false });
    await createSectionPage(db, 'company', 1, { title: 'Empresa' });
    await createSectionPage(db, 'company', 2, { title: 'História' });
    await createSectionPage(db, 'company', 3, { title: 'Fábricas', parentId: 2 });
    await createSectionPage(db, 'technology', 1, { title: 'Tecnologia' });
    for (let day = 1; day <= 8; day++) {
      const photo = await createMedia(db, { title: `Foto da notícia ${day}`, inGallery: false });
      await createNews(db, {
        title: `Notícia do dia ${day}`,
        newsDate: `2026-11-0${day}`,
        mediaId: photo.id,
        about: [{ textEnum: day % 2 ? 'Carros' : 'Empresa', id: day % 2 ? tCross.id : 2 }],
      });
    }
    for (let n = 1; n <= 10; n++) await createMedia(db, { title: `Galeria ${n}` });
    const slide = await createMedia(db, { inGallery: false });
    await createBannerSlide(db, {
      category: 'car',
      fatherId: tCross.id,
      title: 'Novo T-Cross',
      mediaId: slide.id,
    });
    await createContact(db, { name: 'Mariana Souza', groupTitle: 'Assessoria de Imprensa' });
    for (let n = 1; n <= 10; n++) await createSocialItem(db, { network: 'twitter' });
    for (let n = 1; n <= 4; n++)
      await createSocialItem(db, { network: 'youtube', link: `https://www.youtube.com/watch?v=video${n}` });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers health', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers home/json/ with the 6 latest news, 9 latest gallery items, slides, cars and the menu', async () => {
    const response = await t.app.inject({ url: '/api/home/json/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const home = response.json<HomeResponse>();

    expect(home.news.map((item) => item.title)).toEqual([8, 7, 6, 5, 4, 3].map((d) => `Notícia do dia ${d}`));
    const [latest] = home.news;
    expect(latest).toMatchObject({
      category_type: 'news',
      _id: String(latest!.id),
      session_id: 2,
      car_id: null,
    });
    expect(home.news[1]).toMatchObject({ car_id: tCross.id, session_id: null });
    // Relative addresses: they work at whatever host the site is reached.
    expect(latest!.mediaLow).toMatch(/^\/media\/images\/foto-\d+-low\.jpg$/);

    expect(home.gallery.map((item) => item.title)).toEqual(
      [10, 9, 8, 7, 6, 5, 4, 3, 2].map((n) => `Galeria ${n}`),
    );
    expect(home.destaque).toEqual([
      expect.objectContaining({ category: 'car', father_id: tCross.id, title: 'Novo T-Cross' }),
    ]);
    expect(home.cars.map((car) => car.title)).toEqual(['Aurora T-Cross', 'Aurora Boreal', 'Aurora Fusca']);
    expect(home.menu.cars.map((car) => car.title)).toEqual(['Aurora T-Cross', 'Aurora Boreal']);
  });

  it('answers menu/json/ with the cars and the three section trees (company as `session`)', async () => {
    const menu = await getJson<Menu>('/api/menu/json/');
    expect(menu.cars[0]).toEqual({
      id: tCross.id,
      title: 'Aurora T-Cross',
      listsub: [{ id: expect.any(Number), title: 'T-Cross Urbano' }],
    });
    expect(menu.session).toEqual([
      { id: 1, title: 'Empresa' },
      { id: 2, title: 'História', listsub: [{ id: 3, title: 'Fábricas' }] },
    ]);
    expect(menu.technology).toEqual([{ id: 1, title: 'Tecnologia' }]);
    expect(menu.emobility).toEqual([]);
  });

  it('lets browsers revalidate by ETag and sends the compressed body they accept', async () => {
    const first = await t.app.inject({ url: '/api/home/json/', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(first.rawPayload).toString())).toEqual(await getHome());
    const again = await t.app.inject({
      url: '/api/home/json/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('drops the cached home payload when content changes, even by plain SQL', async () => {
    const latest = (await getHome()).news[0]!;
    await t.database.db.update(news).set({ title: 'Título revisto' }).where(eq(news.id, latest.id));
    await eventually(async () => (await getHome()).news[0]?.title === 'Título revisto');
  });

  it('answers contacts/json/ as the list of groups with their people', async () => {
    const groups = await getJson<ContactGroup[]>('/api/contacts/json/');
    expect(groups).toEqual([
      expect.objectContaining({
        title: 'Assessoria de Imprensa',
        subcontacts: [expect.objectContaining({ name: 'Mariana Souza', image: null })],
      }),
    ]);
  });

  it('answers the YouTube (3) and tweet (9) feeds, newest first', async () => {
    const youtube = await getJson<SocialFeedResponse>('/api/rssfeed/youtube');
    const tweets = await getJson<SocialFeedResponse>('/api/rssfeed/twitter');
    expect(youtube.items).toHaveLength(3);
    expect(tweets.items).toHaveLength(9);
    for (const feed of [youtube, tweets]) {
      const dates = feed.items.map((item) => item.isoDate);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('answers an unknown API address with a JSON 404, and a wrong method with 405 and Allow', async () => {
    const missing = await t.app.inject({ url: '/api/nao-existe?x=1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Recurso não encontrado: /api/nao-existe',
    });
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/home/json/' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    expect(wrongMethod.json()).toMatchObject({ message: 'Método não permitido neste endereço.' });
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
      expect((await t.app.inject({ url: '/api/contacts/json/' })).json()).toEqual({
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
