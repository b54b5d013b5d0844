import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, NewsCarsResponse, NewsPageResponse } from '../../src/domain/content';
import { createCar, createCarVersion, createNews } from './builders';
import { testDatabases } from './databases';
import { eventually, startTestApp, type TestApp } from './testApp';

describe.each(testDatabases)('the cars of the news filter on $name', (target) => {
  let t: TestApp;
  const json = async <T>(url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  };
  const newsCars = () => json<NewsCarsResponse>('/api/news/json/cars');
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(target);
    const db = t.database.db;
    // As in the demo seed: two cars kept out of the menu (`showMenu` false) that have news.
    const tcross = await createCar(db, { title: 'Aurora T-Cross', position: 1 });
    const lume = await createCar(db, { title: 'Aurora Lume Concept', position: 2, showMenu: false });
    const carcara = await createCar(db, { title: 'Aurora Carcará', position: 3, showMenu: false });
    const quiet = await createCar(db, { title: 'Aurora Sem Notícias', position: 4 });
    const draft = await createCar(db, { title: 'Aurora Rascunho', position: 5, published: false });
    const draftNewsOnly = await createCar(db, { title: 'Aurora Só Rascunhos', position: 6 });
    const otherKind = await createCar(db, { title: 'Aurora Outra Categoria', position: 7 });
    Object.assign(ids, { tcross: tcross.id, lume: lume.id, carcara: carcara.id, quiet: quiet.id });

    const highline = await createCarVersion(db, tcross.id, { title: 'T-Cross Highline' });
    await createCarVersion(db, tcross.id, { title: 'T-Cross Sense' }); // no news about it
    const draftVersion = await createCarVersion(db, tcross.id, { title: 'T-Cross Futuro', published: false });
    const entregas = await createCarVersion(db, lume.id, { title: 'Lume Concept Entregas' });
    await createCarVersion(db, carcara.id, { title: 'Carcará Cabine Simples (1982)' });
    await createCarVersion(db, quiet.id, { title: 'Sem Notícias Base' });
    Object.assign(ids, { highline: highline.id, entregas: entregas.id });

    await createNews(db, {
      title: 'T-Cross Highline chega às lojas',
      about: [{ textEnum: 'Carros', id: tcross.id, itemId: highline.id }],
    });
    await createNews(db, {
      title: 'T-Cross Futuro em teste',
      about: [{ textEnum: 'Carros', id: tcross.id, itemId: draftVersion.id }],
    });
    await createNews(db, {
      title: 'Lume Concept será testado em serviço de entregas',
      newsDate: '2026-10-02',
      about: [{ textEnum: 'Carros', id: lume.id, itemId: entregas.id }],
    });
    await createNews(db, {
      title: 'Estudantes apresentam evolução do Lume Concept',
      newsDate: '2026-10-01',
      about: [{ textEnum: 'Carros', id: lume.id }],
    });
    await createNews(db, {
      title: 'Carcará de 1982 é doada ao acervo',
      about: [{ textEnum: 'Carros', id: carcara.id }],
    });
    await createNews(db, { title: 'Notícia do rascunho', about: [{ textEnum: 'Carros', id: draft.id }] });
    await createNews(db, {
      title: 'Notícia não publicada',
      published: false,
      about: [{ textEnum: 'Carros', id: draftNewsOnly.id }],
    });
    // About a company page whose id happens to be this car's: not news about the car.
    await createNews(db, { title: 'Página da empresa', about: [{ textEnum: 'Empresa', id: otherKind.id }] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every published car with published news, those out of the menu too, with their versions that have news', async () => {
    expect(await newsCars()).toEqual({
      cars: [
        {
          id: ids.tcross,
          title: 'Aurora T-Cross',
          listsub: [{ id: ids.highline, title: 'T-Cross Highline' }],
        },
        {
          id: ids.lume,
          title: 'Aurora Lume Concept',
          listsub: [{ id: ids.entregas, title: 'Lume Concept Entregas' }],
        },
        { id: ids.carcara, title: 'Aurora Carcará' },
      ],
    });
    // The menu still leaves them out: `showMenu` is about the menu only.
    const menu = await json<Menu>('/api/menu/json/');
    expect(menu.cars.map((car) => car.title)).toEqual([
      'Aurora T-Cross',
      'Aurora Sem Notícias',
      'Aurora Só Rascunhos',
      'Aurora Outra Categoria',
    ]);
  });

  it('filters the news by a car out of the menu, and by its version', async () => {
    const filter = (query: string) =>
      json<NewsPageResponse>(`/api/news/json/filter?textEnum=Carros&${query}`).then((page) =>
        page.news.map((item) => item.title),
      );
    expect(await filter(`association_id=${ids.lume}`)).toEqual([
      'Lume Concept será testado em serviço de entregas',
      'Estudantes apresentam evolução do Lume Concept',
    ]);
    expect(await filter(`association_id=${ids.lume}&association_item_id=${ids.entregas}`)).toEqual([
      'Lume Concept será testado em serviço de entregas',
    ]);
    expect(await filter(`association_id=${ids.carcara}`)).toEqual(['Carcará de 1982 é doada ao acervo']);
  });

  it('follows the content: a car appears with its first published news, and goes with its last', async () => {
    const listed = async () => (await newsCars()).cars.map((car) => car.title).join(', ');
    expect(await listed()).toBe('Aurora T-Cross, Aurora Lume Concept, Aurora Carcará');
    const first = await createNews(t.database.db, {
      title: 'Primeira do carro quieto',
      about: [{ textEnum: 'Carros', id: ids.quiet! }],
    });
    await eventually(
      async () =>
        (await listed()) === 'Aurora T-Cross, Aurora Lume Concept, Aurora Carcará, Aurora Sem Notícias',
    );
    await t.database.db.execute(sql`update news set published = false where id = ${first.id}`);
    await eventually(async () => (await listed()) === 'Aurora T-Cross, Aurora Lume Concept, Aurora Carcará');
    await t.database.db.execute(sql`update cars set published = false where id = ${ids.carcara}`);
    await eventually(async () => (await listed()) === 'Aurora T-Cross, Aurora Lume Concept');
  });
});
