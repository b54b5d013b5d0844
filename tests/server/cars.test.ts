import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CarDetailResponse,
  CarListResponse,
  GalleryItem,
  NewsItem,
  VersionResponse,
} from '../../src/domain/content';
import { createCar, createCarVersion, createMedia, createNews, createTemplateBlock } from './builders';
import { testDatabases } from './databases';
import { startTestApp, type TestApp } from './testApp';

const notFound = { statusCode: 404, error: 'Not Found', message: 'Conteúdo não encontrado.' };
const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe.each(testDatabases)('car reads on $name', (target) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ url });
  let tCross: { id: number };
  let vento: { id: number };
  let urbano: { id: number };
  let prestige: { id: number };
  let photo: { id: number; fileLow: string };
  let side: { id: number };
  let blockPhoto: { id: number };

  beforeAll(async () => {
    t = await startTestApp(target);
    const db = t.database.db;
    photo = await createMedia(db, { title: 'T-Cross de frente', inGallery: false });
    side = await createMedia(db, { title: 'Painel do T-Cross' });
    blockPhoto = await createMedia(db, { title: 'T-Cross na estrada' });
    for (let n = 1; n <= 10; n++) await createMedia(db, { title: `Galeria ${n}` });
    const thumb = await createMedia(db, { inGallery: false, fileLow: 'thumb-tcross.jpg' });
    tCross = await createCar(db, {
      title: 'Aurora T-Cross',
      categoryCar: 3,
      position: 1,
      description: '<p>O SUV compacto.</p>',
      mediaId: photo.id,
      sideMediaId: side.id,
      sideDescription: '<p>Seis airbags.</p>',
      bottomTitle: 'Feito no Brasil',
      thumbMediaId: thumb.id,
    });
    vento = await createCar(db, { title: 'Aurora Vento', categoryCar: 3, position: 0 });
    await createCar(db, { title: 'Aurora Boreal', categoryCar: 2 });
    await createCar(db, { title: 'Aurora Sabiá', categoryCar: 1 });
    await createTemplateBlock(
      db,
      { type: 'car', id: tCross.id },
      { position: 0, text: '<p>Longo</p>', textMed: '<p>Médio</p>', textLow: '<p>Curto</p>' },
    );
    await createTemplateBlock(db, { type: 'car', id: tCross.id }, { position: 1, mediaId: blockPhoto.id });
    prestige = await createCarVersion(db, tCross.id, { title: 'T-Cross Prestige', position: 1 });
    urbano = await createCarVersion(db, tCross.id, {
      title: 'T-Cross Urbano',
      position: 0,
      mediaId: photo.id,
      pdfFile: 'documents/ficha-tecnica-tcross-urbano.pdf',
    });
    for (let day = 1; day <= 9; day++) {
      await createNews(db, {
        title: `T-Cross ${day}`,
        newsDate: `2026-10-0${day}`,
        about: [{ textEnum: 'Carros', id: tCross.id, ...(day === 2 ? { itemId: urbano.id } : {}) }],
      });
    }
    await createNews(db, {
      title: 'Vento 1',
      newsDate: '2026-10-20',
      about: [{ textEnum: 'Carros', id: vento.id }],
    });
    await createNews(db, {
      title: 'Empresa 1',
      newsDate: '2026-10-21',
      about: [{ textEnum: 'Empresa', id: 2 }],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the models (category 3) in menu order, with the news about them and photos', async () => {
    const response = await get('/api/cars/json/?category=3');
    expect(response.statusCode).toBe(200);
    const list = response.json<CarListResponse>();
    expect(list.cars).toEqual([
      { id: vento.id, title: 'Aurora Vento', categoryCar: 3, mediaThumb: '' },
      {
        id: tCross.id,
        title: 'Aurora T-Cross',
        categoryCar: 3,
        mediaThumb: '/media/images/thumb-tcross.jpg',
      },
    ]);
    expect(titles(list.news)).toEqual([
      'Vento 1',
      'T-Cross 9',
      'T-Cross 8',
      'T-Cross 7',
      'T-Cross 6',
      'T-Cross 5',
      'T-Cross 4',
    ]);
    // The cars' own photos first, then the latest of the gallery, 9 in all.
    expect(list.gallery).toHaveLength(9);
    expect(list.gallery[0]).toMatchObject({ id: photo.id, title: 'T-Cross de frente' });
    expect(titles(list.gallery).slice(1, 3)).toEqual(['Galeria 10', 'Galeria 9']);
  });

  it('lists concepts (2) and classics (1), and answers an empty category with empty lists of cars and news', async () => {
    expect(titles((await get('/api/cars/json/?category=2')).json<CarListResponse>().cars)).toEqual([
      'Aurora Boreal',
    ]);
    const classics = (await get('/api/cars/json?category=1')).json<CarListResponse>();
    expect(titles(classics.cars)).toEqual(['Aurora Sabiá']);
    expect(classics.news).toEqual([]);
  });

  it.each([
    ['?category=4', 'Parâmetro inválido na consulta: category deve ser <= 3.'],
    ['?category=0', 'Parâmetro inválido na consulta: category deve ser >= 1.'],
    ['?category=carros', 'Parâmetro inválido na consulta: category deve ser um número inteiro.'],
    ['', 'Parâmetro inválido na consulta: deve ter a propriedade obrigatória category.'],
  ])('refuses the car list with %s in Portuguese', async (query, message) => {
    const response = await get(`/api/cars/json/${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it("answers a car's page: content fields, media slots ('' when empty), templates, versions, news, gallery", async () => {
    const response = await get(`/api/cars/json/car/${tCross.id}`);
    expect(response.statusCode).toBe(200);
    const { cars: car, news, gallery } = response.json<CarDetailResponse>();
    expect(car).toMatchObject({
      id: tCross.id,
      title: 'Aurora T-Cross',
      categoryCar: 3,
      description: '<p>O SUV compacto.</p>',
      media: `/media/images/foto-${photo.fileLow.match(/\d+/)![0]}-full.jpg`,
      mediaLow: `/media/images/${photo.fileLow}`,
      mediaSize: '4096 x 2731 px',
      mediaSizeMedium: '1795 x 1197 px',
      mediaSizeLow: '1024 x 683 px',
      sideDescription: '<p>Seis airbags.</p>',
      bottomTitle: 'Feito no Brasil',
      bottomMedia: '',
      bottomMediaMed: '',
      bottomMediaLow: '',
      bottomMediaSize: '',
    });
    expect(car.sideMediaLow).toMatch(/^\/media\/images\/foto-\d+-low\.jpg$/);
    expect(car.templates).toEqual([
      expect.objectContaining({
        type: 1,
        text: '<p>Longo</p>',
        textMed: '<p>Médio</p>',
        textLow: '<p>Curto</p>',
        media: '',
      }),
      expect.objectContaining({
        type: 2,
        text: '',
        mediaSizeLow: '1024 x 683 px',
        mediaLow: expect.stringMatching(/low\.jpg$/),
      }),
    ]);
    expect(car.versions).toEqual([
      { id: urbano.id, title: 'T-Cross Urbano', mediaThumb: `/media/images/${photo.fileLow}` },
      { id: prestige.id, title: 'T-Cross Prestige', mediaThumb: '' },
    ]);
    // News about the car or any of its versions, newest first, 7 at most.
    expect(titles(news)).toEqual([9, 8, 7, 6, 5, 4, 3].map((day) => `T-Cross ${day}`));
    expect(gallery.map((item: GalleryItem) => item.id).slice(0, 3)).toEqual([
      photo.id,
      side.id,
      blockPhoto.id,
    ]);
    expect(gallery).toHaveLength(9);
    expect(new Set(gallery.map((item) => item.id)).size).toBe(9);
  });

  it("answers a version's page with its car, spec sheet, news about the version first", async () => {
    const response = await get(`/api/cars/json/car/${tCross.id}/version/${urbano.id}`);
    expect(response.statusCode).toBe(200);
    const { version, news } = response.json<VersionResponse>();
    expect(version).toMatchObject({
      id: urbano.id,
      title: 'T-Cross Urbano',
      car_id: tCross.id,
      carTitle: 'Aurora T-Cross',
      categoryCar: 3,
      pdfMedia: '/media/documents/ficha-tecnica-tcross-urbano.pdf',
      templates: [],
    });
    expect(titles(news)).toEqual([
      'T-Cross 2',
      'T-Cross 9',
      'T-Cross 8',
      'T-Cross 7',
      'T-Cross 6',
      'T-Cross 5',
      'T-Cross 4',
    ]);
    const other = (
      await get(`/api/cars/json/car/${tCross.id}/version/${prestige.id}`)
    ).json<VersionResponse>();
    expect(other.version.pdfMedia).toBeNull();
    expect(titles(other.news)[0]).toBe('T-Cross 9');
  });

  it('answers 404 JSON for an unknown car or version, and for a version under another car', async () => {
    for (const url of [
      '/api/cars/json/car/999999',
      `/api/cars/json/car/${tCross.id}/version/999999`,
      `/api/cars/json/car/${vento.id}/version/${urbano.id}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual(notFound);
    }
  });

  it('answers 400 in Portuguese for an id that is not a positive integer or too large for the database', async () => {
    for (const url of [
      '/api/cars/json/car/abc',
      '/api/cars/json/car/0',
      '/api/cars/json/car/99999999999',
      `/api/cars/json/car/${tCross.id}/version/x`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(
        /^Parâmetro inválido no endereço: (id|versionId) deve ser/,
      );
    }
  });

  it('answers from the public cache: an ETag and a revalidation', async () => {
    const first = await get(`/api/cars/json/car/${tCross.id}`);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({
      url: `/api/cars/json/car/${tCross.id}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('shapes news items of the lists as the news list does', async () => {
    const { news } = (await get(`/api/cars/json/car/${tCross.id}`)).json<CarDetailResponse>();
    expect(news[0]).toMatchObject<Partial<NewsItem>>({
      category_type: 'news',
      car_id: tCross.id,
      news_associations: [{ text_enum: 'Carros', association_id: tCross.id, association_item_id: null }],
    });
  });
});
