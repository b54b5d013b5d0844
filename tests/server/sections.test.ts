import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { NewsTextEnum, SectionPage } from '../../src/domain/content';
import type { SectionKind } from '../../src/domain/sections';
import { createMedia, createNews, createSectionPage, createTemplateBlock } from './builders';
import { testDatabases } from './databases';
import { eventually, startTestApp, type TestApp } from './testApp';

const notFound = { statusCode: 404, error: 'Not Found', message: 'Conteúdo não encontrado.' };
const titles = (items: { title: string }[]) => items.map((item) => item.title);

/** Each tree's addresses and wire keys (spec section 7). */
const trees: {
  kind: SectionKind;
  textEnum: NewsTextEnum;
  root: string;
  page: string;
  subpage: string;
  keys: [string, string, string];
}[] = [
  {
    kind: 'company',
    textEnum: 'Empresa',
    root: '/api/sessions/json/',
    page: 'session',
    subpage: 'subsession',
    keys: ['session', 'session', 'subsession'],
  },
  {
    kind: 'technology',
    textEnum: 'Technologies',
    root: '/api/technology/json/',
    page: 'technology',
    subpage: 'subtech',
    keys: ['technology', 'technology', 'subTech'],
  },
  {
    kind: 'emobility',
    textEnum: 'E-Mobilities',
    root: '/api/mobilidade-eletrica/json/',
    page: 'mobilidade-eletrica',
    subpage: 'subMob',
    keys: ['emobility', 'emobility', 'subMob'],
  },
];

type Answer = Record<string, unknown> & { news: { title: string }[]; gallery: { id: number }[] };

describe.each(testDatabases)('section reads on $name', (target) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ url });
  let rootPhoto: { id: number };

  beforeAll(async () => {
    t = await startTestApp(target);
    const db = t.database.db;
    rootPhoto = await createMedia(db, { title: 'Sede' });
    for (const { kind, textEnum } of trees) {
      const thumb = await createMedia(db, { fileLow: `${kind}-sub-low.jpg` });
      await createSectionPage(db, kind, 1, { title: `Raiz ${kind}`, mediaId: rootPhoto.id });
      await createSectionPage(db, kind, 2, { title: `Nível 1 ${kind}`, description: '<p>Texto</p>' });
      await createSectionPage(db, kind, 3, { title: `Outro nível 1 ${kind}` });
      await createSectionPage(db, kind, 10, { title: `B ${kind}`, parentId: 2, position: 1 });
      await createSectionPage(db, kind, 11, {
        title: `A ${kind}`,
        parentId: 2,
        position: 0,
        mediaId: thumb.id,
      });
      await createSectionPage(db, kind, 12, { title: `Rascunho ${kind}`, parentId: 2, published: false });
      await createSectionPage(db, kind, 20, { title: `Filha de 3 ${kind}`, parentId: 3 });
      await createTemplateBlock(db, { type: kind, id: 11 }, { text: '<p>Bloco</p>', textLow: '<p>B</p>' });
      await createNews(db, {
        title: `${kind} sobre 2`,
        newsDate: '2026-10-01',
        about: [{ textEnum, id: 2 }],
      });
      await createNews(db, {
        title: `${kind} sobre 11`,
        newsDate: '2026-09-01',
        about: [{ textEnum, id: 2, itemId: 11 }],
      });
      await createNews(db, {
        title: `${kind} sobre 3`,
        newsDate: '2026-10-05',
        about: [{ textEnum, id: 3 }],
      });
    }
    await createNews(db, {
      title: 'Sobre um carro',
      newsDate: '2026-11-01',
      about: [{ textEnum: 'Carros', id: 1 }],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe.each(trees)('$kind', ({ kind, root, page, subpage, keys: [rootKey, pageKey, subKey] }) => {
    it('answers the root page (id 1) as a one-item list, with all the news of the section', async () => {
      const response = await get(root);
      expect(response.statusCode).toBe(200);
      const answer = response.json<Answer>();
      expect(Object.keys(answer).sort()).toEqual(['gallery', 'news', rootKey].sort());
      const pages = answer[rootKey] as SectionPage[];
      expect(pages).toHaveLength(1);
      expect(pages[0]).toMatchObject({
        id: 1,
        title: `Raiz ${kind}`,
        parent_id: null,
        parentTitle: null,
        listsub: [],
      });
      expect(titles(answer.news)).toEqual([`${kind} sobre 3`, `${kind} sobre 2`, `${kind} sobre 11`]);
      expect(answer.gallery[0]?.id).toBe(rootPhoto.id);
    });

    it('answers a level-1 page with its published level-2 pages as listsub, and the news about it', async () => {
      const response = await get(`${root}${page}/2`);
      expect(response.statusCode).toBe(200);
      const answer = response.json<Answer>();
      const section = answer[pageKey] as SectionPage;
      expect(section).toMatchObject({
        id: 2,
        title: `Nível 1 ${kind}`,
        description: '<p>Texto</p>',
        parent_id: null,
      });
      expect(section.listsub).toEqual([
        { id: 11, title: `A ${kind}`, mediaThumb: `/media/images/${kind}-sub-low.jpg` },
        { id: 10, title: `B ${kind}`, mediaThumb: '' },
      ]);
      expect(titles(answer.news)).toEqual([`${kind} sobre 2`, `${kind} sobre 11`]);
    });

    it('answers a level-2 page with its parent, templates, and the news about it first', async () => {
      const response = await get(`${root}${page}/2/${subpage}/11`);
      expect(response.statusCode).toBe(200);
      const answer = response.json<Answer>();
      expect(Object.keys(answer).sort()).toEqual(['gallery', 'news', subKey].sort());
      const section = answer[subKey] as SectionPage;
      expect(section).toMatchObject({ id: 11, parent_id: 2, parentTitle: `Nível 1 ${kind}`, listsub: [] });
      expect(section.templates).toEqual([
        expect.objectContaining({ type: 1, text: '<p>Bloco</p>', textMed: '', textLow: '<p>B</p>' }),
      ]);
      expect(titles(answer.news)).toEqual([`${kind} sobre 11`, `${kind} sobre 2`]);
    });

    it('answers 404 for a level-2 page under another parent, a level-2 page as level 1, unknown ids and drafts', async () => {
      for (const url of [
        `${root}${page}/3/${subpage}/11`,
        `${root}${page}/11`,
        `${root}${page}/10/${subpage}/11`,
        `${root}${page}/99`,
        `${root}${page}/2/${subpage}/99`,
        `${root}${page}/2/${subpage}/12`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual(notFound);
      }
    });

    it('answers 400 in Portuguese for ids that are not numbers', async () => {
      const response = await get(`${root}${page}/dois`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'Parâmetro inválido no endereço: id deve ser um número inteiro.',
      );
    });
  });

  it('answers 404 for a tree without a root page', async () => {
    // The e-mobility tree loses its root (and, by the foreign key, nothing else: its pages hang from 2 and 3).
    await t.database.db.execute(sql`delete from section_pages where kind = 'emobility' and id = 1`);
    // The cached root page goes once the database's NOTIFY arrives.
    await eventually(async () => (await get('/api/mobilidade-eletrica/json/')).statusCode === 404);
    const response = await get('/api/mobilidade-eletrica/json/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });
});
