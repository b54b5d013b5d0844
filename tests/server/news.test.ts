import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsDetailResponse, NewsPageResponse } from '../../src/domain/content';
import { newsAssociations } from '../../server/db/schema';
import { createAlbum, createMedia, createNews, createTemplateBlock } from './builders';
import { testDatabases } from './databases';
import { eventually, startTestApp, type TestApp } from './testApp';

const notFound = { statusCode: 404, error: 'Not Found', message: 'Conteúdo não encontrado.' };
const titles = (items: { title: string }[]) => items.map((item) => item.title);
const day = (n: number) => `2026-09-${String(n).padStart(2, '0')}`;

describe.each(testDatabases)('news reads on $name', (target) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ url });
  const page = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    return response.json<NewsPageResponse>();
  };
  let detailed: { id: number };
  let photo: { id: number };
  let albumPhotos: { id: number }[];

  beforeAll(async () => {
    t = await startTestApp(target);
    const db = t.database.db;
    // 23 news: days 1..21, and two more on day 21 (ties break by id, newest id first).
    for (let n = 1; n <= 21; n++) {
      await createNews(db, {
        title: `Dia ${n}`,
        newsDate: day(n),
        about: [
          n % 3 === 0
            ? { textEnum: 'Carros', id: 7, ...(n % 2 ? { itemId: 70 } : {}) }
            : n % 3 === 1
              ? { textEnum: 'Empresa', id: 2 }
              : { textEnum: 'Technologies', id: 4, itemId: 40 },
        ],
      });
    }
    await createNews(db, { title: 'Dia 21 b', newsDate: day(21) });
    await createNews(db, { title: 'Dia 21 c', newsDate: day(21), about: [{ textEnum: 'Carros', id: 8 }] });
    // Two associations to the same car: listed once by the filter.
    await createNews(db, {
      title: 'Dupla',
      newsDate: day(1),
      about: [
        { textEnum: 'Carros', id: 7, itemId: 70 },
        { textEnum: 'Carros', id: 7, itemId: 71 },
      ],
    });

    photo = await createMedia(db, { title: 'Foto da notícia', inGallery: false });
    const blockPhoto = await createMedia(db, { title: 'Foto do bloco', inGallery: false });
    albumPhotos = [await createMedia(db, { title: 'Álbum 1' }), await createMedia(db, { title: 'Álbum 2' })];
    for (let n = 1; n <= 8; n++) await createMedia(db, { title: `Galeria ${n}` });
    const album = await createAlbum(
      db,
      albumPhotos.map((item) => item.id),
    );
    detailed = await createNews(db, {
      title: 'Notícia completa',
      subtitle: 'Com tudo',
      description: '<p>Texto da notícia.</p>',
      newsDate: day(15),
      mediaId: photo.id,
      albumId: album.id,
      about: [{ textEnum: 'Empresa', id: 2 }],
    });
    await createTemplateBlock(
      db,
      { type: 'news', id: detailed.id },
      { text: '<p>Mais</p>', textMed: '<p>M</p>' },
    );
    await createTemplateBlock(db, { type: 'news', id: detailed.id }, { mediaId: blockPhoto.id, position: 1 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pages the news 10 at a time by default, newest news_date first then newest id, with the page count', async () => {
    const first = await page('/api/news/json');
    expect(first.pages).toBe(3);
    expect(titles(first.news)).toEqual([
      'Dia 21 c',
      'Dia 21 b',
      'Dia 21',
      'Dia 20',
      'Dia 19',
      'Dia 18',
      'Dia 17',
      'Dia 16',
      'Notícia completa',
      'Dia 15',
    ]);
    const third = await page('/api/news/json?page=3&limit=10');
    expect(titles(third.news)).toEqual(['Dia 4', 'Dia 3', 'Dia 2', 'Dupla', 'Dia 1']);
    expect((await page('/api/news/json?page=4')).news).toEqual([]);
  });

  it('answers the page count for other limits, and pages that follow each other without gaps', async () => {
    const all = (await page('/api/news/json?limit=50')).news.map((item) => item.id);
    expect(all).toHaveLength(25);
    expect((await page('/api/news/json?limit=50')).pages).toBe(1);
    const bySeven = [];
    for (let n = 1; n <= 4; n++) {
      const answer = await page(`/api/news/json?page=${n}&limit=7`);
      expect(answer.pages).toBe(4);
      bySeven.push(...answer.news.map((item) => item.id));
    }
    expect(bySeven).toEqual(all);
  });

  it.each([
    ['page=0', 'Parâmetro inválido na consulta: page deve ser >= 1.'],
    ['limit=51', 'Parâmetro inválido na consulta: limit deve ser <= 50.'],
    ['limit=0', 'Parâmetro inválido na consulta: limit deve ser >= 1.'],
    ['page=um', 'Parâmetro inválido na consulta: page deve ser um número inteiro.'],
  ])('refuses news/json?%s in Portuguese', async (query, message) => {
    const response = await get(`/api/news/json?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('filters by text enum, by association and by association item, each news item once', async () => {
    const cars = await page('/api/news/json/filter?textEnum=Carros&limit=50');
    expect(titles(cars.news)).toEqual([
      'Dia 21 c',
      'Dia 21',
      'Dia 18',
      'Dia 15',
      'Dia 12',
      'Dia 9',
      'Dia 6',
      'Dia 3',
      'Dupla',
    ]);
    const car7 = await page('/api/news/json/filter?textEnum=Carros&association_id=7&limit=3&page=1');
    expect(car7.pages).toBe(3);
    expect(titles(car7.news)).toEqual(['Dia 21', 'Dia 18', 'Dia 15']);
    const version70 = await page(
      '/api/news/json/filter?textEnum=Carros&association_id=7&association_item_id=70',
    );
    expect(titles(version70.news)).toEqual(['Dia 21', 'Dia 15', 'Dia 9', 'Dia 3', 'Dupla']);
    const technology = await page(
      '/api/news/json/filter?textEnum=Technologies&association_id=4&association_item_id=40',
    );
    expect(technology.news).toHaveLength(7);
    expect(technology.pages).toBe(1);
    const nothing = await page('/api/news/json/filter?textEnum=E-Mobilities');
    expect(nothing).toEqual({ pages: 0, news: [] });
  });

  it.each([
    ['', 'Parâmetro inválido na consulta: deve ter a propriedade obrigatória textEnum.'],
    [
      'textEnum=Motos',
      'Parâmetro inválido na consulta: textEnum deve ser igual a um dos valores permitidos.',
    ],
    [
      'textEnum=Carros&association_id=x',
      'Parâmetro inválido na consulta: association_id deve ser um número inteiro.',
    ],
    [
      'textEnum=Carros&association_item_id=70',
      'Parâmetro inválido na consulta: association_item_id exige association_id.',
    ],
    ['textEnum=Carros&limit=100', 'Parâmetro inválido na consulta: limit deve ser <= 50.'],
  ])('refuses news/json/filter?%s in Portuguese', async (query, message) => {
    const response = await get(`/api/news/json/filter?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('answers a news item with its content, associations, album, related news and photos', async () => {
    const response = await get(`/api/news/json/news/${detailed.id}`);
    expect(response.statusCode).toBe(200);
    const { news, related, gallery } = response.json<NewsDetailResponse>();
    expect(news).toMatchObject({
      id: detailed.id,
      title: 'Notícia completa',
      subtitle: 'Com tudo',
      description: '<p>Texto da notícia.</p>',
      news_date: day(15),
      news_associations: [{ text_enum: 'Empresa', association_id: 2, association_item_id: null }],
      bucket_id: expect.any(Number),
      mediaSizeLow: '1024 x 683 px',
      sideMedia: '',
      bottomTitle: '',
    });
    expect(news.templates).toEqual([
      expect.objectContaining({ type: 1, text: '<p>Mais</p>', textMed: '<p>M</p>', textLow: '' }),
      expect.objectContaining({ type: 2, mediaLow: expect.stringMatching(/low\.jpg$/) }),
    ]);
    // News sharing its association (Empresa 2) first, newest first, then the latest others; 7, never itself.
    expect(titles(related)).toEqual(['Dia 19', 'Dia 16', 'Dia 13', 'Dia 10', 'Dia 7', 'Dia 4', 'Dia 1']);
    expect(related.map((item) => item.id)).not.toContain(detailed.id);
    // Its set: its photo, its media block and its album's photos, and no other release's.
    expect(titles(gallery)).toEqual(['Foto da notícia', 'Foto do bloco', 'Álbum 1', 'Álbum 2']);
  });

  it('fills the related list with the latest news when few share an association', async () => {
    const lonely = (await page('/api/news/json/filter?textEnum=Carros&association_id=8')).news[0]!;
    const { related } = (await get(`/api/news/json/news/${lonely.id}`)).json<NewsDetailResponse>();
    expect(titles(related)).toEqual(['Dia 21 b', 'Dia 21', 'Dia 20', 'Dia 19', 'Dia 18', 'Dia 17', 'Dia 16']);
  });

  it('answers 404 JSON for an unknown news item and 400 for a malformed id', async () => {
    const missing = await get('/api/news/json/news/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(notFound);
    const malformed = await get('/api/news/json/news/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBe(
      'Parâmetro inválido no endereço: id deve ser um número inteiro.',
    );
  });

  // The filter by a car lists from the association rows, which carry copies of their news item's date and
  // publication (migrations 0019, 0020): a write to the news item, from any tool, must reach them.
  it('follows a news item in the filter when its date or publication changes, by any write', async () => {
    const db = t.database.db;
    const car99 = async () =>
      titles((await page('/api/news/json/filter?textEnum=Carros&association_id=99')).news).join(', ');
    const older = await createNews(db, {
      title: 'Carro 99 antigo',
      newsDate: '2026-01-01',
      about: [{ textEnum: 'Carros', id: 99 }],
    });
    const newer = await createNews(db, {
      title: 'Carro 99 novo',
      newsDate: '2026-02-01',
      about: [{ textEnum: 'Carros', id: 99 }],
    });
    expect(await car99()).toBe('Carro 99 novo, Carro 99 antigo');
    await db.execute(sql`update news set news_date = '2026-03-01' where id = ${older.id}`);
    await eventually(async () => (await car99()) === 'Carro 99 antigo, Carro 99 novo');
    await db.execute(sql`update news set published = false where id = ${newer.id}`);
    await eventually(async () => (await car99()) === 'Carro 99 antigo');
    // An association added to an older news item takes that item's date.
    await db.insert(newsAssociations).values({ newsId: detailed.id, textEnum: 'Carros', associationId: 99 });
    await eventually(async () => (await car99()) === 'Notícia completa, Carro 99 antigo');
    await db.execute(sql`update news set published = true where id = ${newer.id}`);
    await eventually(async () => (await car99()) === 'Notícia completa, Carro 99 antigo, Carro 99 novo');
  });
});
