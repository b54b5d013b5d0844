/**
 * Drafts (published = false) and their preview tokens: a draft answers only with its own token, exactly like an
 * unknown id otherwise, is never stored in the shared cache, and never shows in any list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  CarDetailResponse,
  CarListResponse,
  CompanyPageResponse,
  HomeResponse,
  Menu,
  NewsDetailResponse,
  NewsPageResponse,
  VersionResponse,
} from '../../src/domain/content';
import { news } from '../../server/db/schema';
import { canSee, type Access } from '../../server/content/publication';
import { createBannerSlide, createCar, createCarVersion, createNews, createSectionPage } from './builders';
import { testDatabases } from './databases';
import { eventually, startTestApp, testNow, type TestApp } from './testApp';

const notFound = { statusCode: 404, error: 'Not Found', message: 'Conteúdo não encontrado.' };

describe('canSee', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);
  const draft = (previewToken: string | null, previewExpiresAt: Date | null = later(1)) => ({
    published: false,
    previewToken,
    previewExpiresAt,
  });
  const live = { published: true, previewToken: 'antigo', previewExpiresAt: later(1) };
  const asked = (token: string | undefined, at = now): Access =>
    token === undefined ? { token } : { token, now: at };

  it('opens a draft with its own token only, and a published item always', () => {
    expect(canSee(asked(undefined), [live])).toBe(true);
    expect(canSee(asked('certo'), [draft('certo')])).toBe(true);
    expect(canSee(asked('errado'), [draft('certo')])).toBe(false);
    expect(canSee(asked('certo'), [draft(null)])).toBe(false);
    expect(canSee(asked(''), [draft('')])).toBe(false);
    expect(canSee(asked(undefined), [draft('certo')])).toBe(false);
  });

  it('opens a draft only until its token expires, and never with a token that has no expiry', () => {
    expect(canSee(asked('certo'), [draft('certo', later(1))])).toBe(true);
    expect(canSee(asked('certo'), [draft('certo', now)])).toBe(false);
    expect(canSee(asked('certo'), [draft('certo', later(-1))])).toBe(false);
    expect(canSee(asked('certo'), [draft('certo', null)])).toBe(false);
    expect(canSee(asked('certo', later(2)), [draft('certo', later(1))])).toBe(false);
  });

  it("opens a page under a draft with either one's token, never with a published item's old token", () => {
    expect(canSee(asked('carro'), [draft('carro'), draft('versao')])).toBe(true);
    expect(canSee(asked('versao'), [draft('carro'), draft('versao')])).toBe(true);
    expect(canSee(asked('carro'), [draft('carro'), live])).toBe(true);
    expect(canSee(asked('antigo'), [live, draft('versao')])).toBe(false);
    expect(canSee(asked(undefined), [draft('carro'), live])).toBe(false);
    // The car's link expired: the version's own still opens both.
    expect(canSee(asked('carro'), [draft('carro', later(-1)), draft('versao')])).toBe(false);
    expect(canSee(asked('versao'), [draft('carro', later(-1)), draft('versao')])).toBe(true);
  });
});

describe.each(testDatabases)('preview of drafts on $name', (target) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ url });
  const json = async <T>(url: string) => (await get(url)).json<T>();
  let car: { id: number };
  let draftCar: { id: number };
  let draftVersion: { id: number };
  let versionOfDraftCar: { id: number };
  let draftNews: { id: number };
  let liveNews: { id: number };

  beforeAll(async () => {
    t = await startTestApp(target);
    const db = t.database.db;
    car = await createCar(db, { title: 'Aurora T-Cross', categoryCar: 3 });
    await createCarVersion(db, car.id, { title: 'Versão publicada' });
    draftVersion = await createCarVersion(db, car.id, {
      title: 'Versão rascunho',
      published: false,
      previewToken: 'token-versao',
    });
    draftCar = await createCar(db, {
      title: 'Carro rascunho',
      categoryCar: 3,
      published: false,
      previewToken: 'token-carro',
    });
    versionOfDraftCar = await createCarVersion(db, draftCar.id, { title: 'Versão do carro rascunho' });
    await createSectionPage(db, 'company', 1, { title: 'Empresa' });
    await createSectionPage(db, 'company', 2, { title: 'História' });
    await createSectionPage(db, 'company', 3, {
      title: 'Página rascunho',
      published: false,
      previewToken: 'token-pagina',
    });
    await createSectionPage(db, 'company', 4, { title: 'Filha rascunho', parentId: 2, published: false });
    liveNews = await createNews(db, {
      title: 'Notícia publicada',
      newsDate: '2026-11-01',
      about: [{ textEnum: 'Carros', id: car.id }],
    });
    draftNews = await createNews(db, {
      title: 'Notícia rascunho',
      newsDate: '2026-11-10',
      published: false,
      previewToken: 'token-noticia',
      about: [{ textEnum: 'Carros', id: car.id }],
    });
    await createBannerSlide(db, { category: 'news', fatherId: draftNews.id, title: 'Slide do rascunho' });
    await createBannerSlide(db, { category: 'car', fatherId: draftCar.id, title: 'Slide do carro rascunho' });
    await createBannerSlide(db, { category: 'session', fatherId: 3, title: 'Slide da página rascunho' });
    await createBannerSlide(db, { category: 'news', fatherId: liveNews.id, title: 'Slide publicado' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const drafts = () => [
    { url: `/api/news/json/news/${draftNews.id}`, token: 'token-noticia' },
    { url: `/api/cars/json/car/${car.id}/version/${draftVersion.id}`, token: 'token-versao' },
    { url: `/api/cars/json/car/${draftCar.id}`, token: 'token-carro' },
    { url: `/api/cars/json/car/${draftCar.id}/version/${versionOfDraftCar.id}`, token: 'token-carro' },
    { url: '/api/sessions/json/session/3', token: 'token-pagina' },
  ];

  it('answers a draft without a token, or with a wrong one, with the 404 of an unknown id', async () => {
    for (const { url, token } of drafts()) {
      for (const query of ['', '?token=', '?token=errado', `?token=${token}x`]) {
        const response = await get(`${url}${query}`);
        expect(response.statusCode, `${url}${query}`).toBe(404);
        expect(response.json()).toEqual(notFound);
      }
    }
  });

  it('answers a draft with its token, marked private and never stored in the shared cache', async () => {
    for (const { url, token } of drafts()) {
      const preview = await get(`${url}?token=${token}`);
      expect(preview.statusCode, url).toBe(200);
      expect(preview.headers['cache-control']).toBe('private, no-store');
      expect(preview.headers.etag).toBeUndefined();
      // The next visitor, without the token, still gets the 404.
      expect((await get(url)).statusCode, url).toBe(404);
    }
    const { news } = await json<NewsDetailResponse>(
      `/api/news/json/news/${draftNews.id}?token=token-noticia`,
    );
    expect(news).toMatchObject({ id: draftNews.id, title: 'Notícia rascunho' });
    const { version } = await json<VersionResponse>(
      `/api/cars/json/car/${car.id}/version/${draftVersion.id}?token=token-versao`,
    );
    expect(version).toMatchObject({ title: 'Versão rascunho', carTitle: 'Aurora T-Cross' });
    const { session } = await json<CompanyPageResponse>('/api/sessions/json/session/3?token=token-pagina');
    expect(session.title).toBe('Página rascunho');
  });

  it("does not open a draft with another draft's token", async () => {
    expect((await get(`/api/news/json/news/${draftNews.id}?token=token-versao`)).statusCode).toBe(404);
    expect(
      (await get(`/api/cars/json/car/${car.id}/version/${draftVersion.id}?token=token-carro`)).statusCode,
    ).toBe(404);
  });

  it('answers a published item asked with a token as usual', async () => {
    const response = await get(`/api/news/json/news/${liveNews.id}?token=qualquer`);
    expect(response.statusCode).toBe(200);
    expect(response.json<NewsDetailResponse>().news.title).toBe('Notícia publicada');
  });

  it('never lists drafts: news lists, filters, related news, page news lists', async () => {
    const listed = [
      ...(await json<NewsPageResponse>('/api/news/json')).news,
      ...(await json<NewsPageResponse>(`/api/news/json/filter?textEnum=Carros&association_id=${car.id}`))
        .news,
      ...(await json<NewsDetailResponse>(`/api/news/json/news/${liveNews.id}`)).related,
      ...(await json<CarDetailResponse>(`/api/cars/json/car/${car.id}`)).news,
      ...(await json<CarListResponse>('/api/cars/json/?category=3')).news,
      // Not even in the related list of the draft's own preview.
      ...(await json<NewsDetailResponse>(`/api/news/json/news/${draftNews.id}?token=token-noticia`)).related,
    ];
    expect(listed.map((item) => item.title)).not.toContain('Notícia rascunho');
    expect((await json<NewsPageResponse>('/api/news/json')).pages).toBe(1);
    expect((await json<NewsPageResponse>('/api/news/json')).news).toHaveLength(1);
  });

  it('never lists drafts: car lists, versions, listsub, menu and home (banner slides that open one neither)', async () => {
    expect(
      (await json<CarListResponse>('/api/cars/json/?category=3')).cars.map((item) => item.title),
    ).toEqual(['Aurora T-Cross']);
    const preview = await json<CarDetailResponse>(`/api/cars/json/car/${draftCar.id}?token=token-carro`);
    expect(preview.cars.versions.map((item) => item.title)).toEqual(['Versão do carro rascunho']);
    expect(
      (await json<CarDetailResponse>(`/api/cars/json/car/${car.id}`)).cars.versions.map((v) => v.title),
    ).toEqual(['Versão publicada']);
    expect((await json<CompanyPageResponse>('/api/sessions/json/session/2')).session.listsub).toEqual([]);

    const menu = await json<Menu>('/api/menu/json/');
    expect(menu.cars).toEqual([
      {
        id: car.id,
        title: 'Aurora T-Cross',
        listsub: [{ id: expect.any(Number), title: 'Versão publicada' }],
      },
    ]);
    expect(menu.session).toEqual([
      { id: 1, title: 'Empresa' },
      { id: 2, title: 'História' },
    ]);

    const home = await json<HomeResponse>('/api/home/json/');
    expect(home.news.map((item) => item.title)).toEqual(['Notícia publicada']);
    expect(home.cars.map((item) => item.title)).toEqual(['Aurora T-Cross']);
    expect(home.destaque.map((slide) => slide.title)).toEqual(['Slide publicado']);
    expect(home.menu).toEqual(menu);
  });

  it('lists an item once it is published, and drops it from lists when it goes back to draft', async () => {
    const db = t.database.db;
    await db.update(news).set({ published: true }).where(eq(news.id, draftNews.id));
    await eventually(
      async () => (await json<NewsPageResponse>('/api/news/json')).news[0]?.title === 'Notícia rascunho',
    );
    expect((await get(`/api/news/json/news/${draftNews.id}`)).statusCode).toBe(200);
    await db.update(news).set({ published: false }).where(eq(news.id, draftNews.id));
    await eventually(async () => (await get(`/api/news/json/news/${draftNews.id}`)).statusCode === 404);
    expect((await json<NewsPageResponse>('/api/news/json')).news.map((item) => item.title)).toEqual([
      'Notícia publicada',
    ]);
  });

  it('answers an expired link as no link, and gives a car or page whose link expired a new one when its editor is opened', async () => {
    const db = t.database.db;
    const expired = new Date(testNow.getTime() - 60_000);
    const car = await createCar(db, {
      title: 'Carro de link vencido',
      published: false,
      previewToken: 'carro-vencido',
      previewExpiresAt: expired,
    });
    await createSectionPage(db, 'technology', 7, {
      title: 'Página de link vencido',
      published: false,
      previewToken: 'pagina-vencida',
      previewExpiresAt: expired,
    });
    expect((await get(`/api/cars/json/car/${car.id}?token=carro-vencido`)).statusCode).toBe(404);
    expect((await get('/api/technology/json/technology/7?token=pagina-vencida')).statusCode).toBe(404);

    const carUrl = (await t.injectAs(0, { url: `/api/redacao/cars/${car.id}` })).json<{ url: string }>().url;
    const pageUrl = (await t.injectAs(0, { url: '/api/redacao/pages/technology/7' })).json<{ url: string }>()
      .url;
    const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;
    expect(tokenOf(carUrl)).not.toBe('carro-vencido');
    expect(tokenOf(pageUrl)).not.toBe('pagina-vencida');
    expect((await get(`/api/cars/json/car/${car.id}?token=${tokenOf(carUrl)}`)).statusCode).toBe(200);
    expect((await get(`/api/technology/json/technology/7?token=${tokenOf(pageUrl)}`)).statusCode).toBe(200);
    expect((await get(`/api/cars/json/car/${car.id}?token=carro-vencido`)).statusCode).toBe(404);
  });
});
