/**
 * 'Excluir' and 'Restaurar' of a news item (the trash), and 'Cancelar agendamento': moves like 'Despublicar', at the
 * version the editor saw (409 otherwise), for the `publish` capability only, each with its line in the history. An
 * item in the trash is gone from every public place (its page, the lists and filters, the home, the search, the RSS,
 * the sitemap, 'Relacionados', 'Baixar todas') and its preview link is dead; it takes no write but 'Restaurar', which
 * brings it back as a draft with a new preview link; the publication job never publishes it. Time is the test clock.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorialNewsMessages } from '../../src/domain/editorialNews';
import type { EditorialNews, EditorialNewsList, NewsDraftBody } from '../../src/domain/editorialSchemas';
import type { SearchResponse } from '../../src/domain/searchSchemas';
import { news } from '../../server/db/schema';
import { editorialJobs } from '../../server/editorial/publishJob';
import { runDueJobs } from '../../server/jobs/jobWorker';
import { createCar, createMedia, createNews, createSignInSession, createUser } from './builders';
import { testDatabases } from './databases';
import { eventually, startTestApp, testNow, type TestApp } from './testApp';

/** testNow is 09:00 in Brasília (12:00 UTC). */
const fiveMinutesAhead = '2026-11-20T09:05';
const momentAhead = new Date('2026-11-20T12:05:00Z');

describe.each(testDatabases)('the news trash on $name', (target) => {
  let t: TestApp;
  let editorToken: string;
  let photoId: number;
  let carId: number;
  const db = () => t.database.db;

  const asEditor = (request: InjectOptions) =>
    t.inject({ ...request, headers: { ...request.headers, authorization: editorToken } });
  const draftBody = (fields: Partial<NewsDraftBody> = {}): NewsDraftBody => ({
    title: 'Aurora Quasar estreia na fábrica',
    subtitle: 'O sedã elétrico sai da linha em dezembro',
    description: '<p>A Aurora mostra o <strong>Quasar</strong>.</p>',
    newsDate: '2026-11-20',
    mediaId: photoId,
    albumId: null,
    associations: [{ textEnum: 'Carros', associationId: carId, associationItemId: null }],
    mediaIds: [photoId],
    ...fields,
  });
  const create = async (fields: Partial<NewsDraftBody> = {}) => {
    const response = await asEditor({ method: 'POST', url: '/api/redacao/news', payload: draftBody(fields) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EditorialNews>();
  };
  const move = (id: number, action: string, version: number) =>
    asEditor({ method: 'POST', url: `/api/redacao/news/${id}/${action}`, payload: { version } });
  const moved = async (id: number, action: string, version: number) => {
    const response = await move(id, action, version);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EditorialNews>();
  };
  const schedule = (id: number, version: number, publishAt: string) =>
    asEditor({ method: 'POST', url: `/api/redacao/news/${id}/schedule`, payload: { version, publishAt } });
  const read = async (id: number) =>
    (await asEditor({ url: `/api/redacao/news/${id}` })).json<EditorialNews>();
  const deskIds = async (query = '') =>
    (await asEditor({ url: `/api/redacao/news?limit=100${query}` }))
      .json<EditorialNewsList>()
      .list.map((item) => item.id);
  const storedRow = async (id: number) => (await db().select().from(news).where(eq(news.id, id)))[0]!;
  const runJobsAt = (now: Date) => runDueJobs({ db: db(), tasks: editorialJobs({ db: db() }) }, now);

  /** Every public place a published news item is seen, each answering whether `id` is there. */
  const publicPlaces = (id: number, title: string) => ({
    page: async () => (await t.inject({ url: `/api/news/json/news/${id}` })).statusCode === 200,
    list: async () =>
      (await t.inject({ url: '/api/news/json?limit=50' }))
        .json<{ news: { id: number }[] }>()
        .news.some((item) => item.id === id),
    filter: async () =>
      (
        await t.inject({
          url: '/api/news/json/filter',
          query: { limit: '50', page: '1', textEnum: 'Carros', association_id: String(carId) },
        })
      )
        .json<{ news: { id: number }[] }>()
        .news.some((item) => item.id === id),
    home: async () =>
      (await t.inject({ url: '/api/home/json/' }))
        .json<{ news: { id: number }[] }>()
        .news.some((item) => item.id === id),
    search: async () =>
      (await t.inject({ url: '/api/elastic/elastic/findBy', query: { search: 'quasar' } }))
        .json<SearchResponse>()
        .listAll.some((result) => result.category_type === 'news' && result.item.object.id === id),
    rss: async () => (await t.inject({ url: '/api/news/feed.xml' })).body.includes(title),
    // Its full address: the id, then its slug.
    sitemap: async () =>
      new RegExp(`/news/${id}(/[a-z0-9-]+)?<`).test((await t.inject({ url: '/sitemap.xml' })).body),
    set: async () => (await t.inject({ url: `/api/sets/news/${id}` })).statusCode === 200,
  });
  const whereSeen = async (places: Record<string, () => Promise<boolean>>) => {
    const seen: string[] = [];
    for (const [name, check] of Object.entries(places)) if (await check()) seen.push(name);
    return seen;
  };
  const everywhere = ['page', 'list', 'filter', 'home', 'search', 'rss', 'sitemap', 'set'];

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    const editor = await createUser(db(), { role: 0, name: 'Renata Redação' });
    editorToken = await createSignInSession(db(), editor.id, { now: testNow });
    // Its size recorded, 'Baixar todas' answers without the file in the store.
    photoId = (await createMedia(db(), { title: 'Quasar na linha de montagem', bytesFull: 4096 })).id;
    carId = (await createCar(db(), { title: 'Aurora Quasar' })).id;
  });
  afterAll(async () => t?.close());

  it('takes a published item out of every public place and the desk, and back as a draft on Restaurar', async () => {
    const title = 'Aurora Quasar estreia na fábrica';
    const created = await create({ title });
    const published = await moved(created.id, 'publish', created.version);
    // Another item whose 'Relacionados' would list it: the same car.
    const neighbour = await createNews(db(), {
      title: 'Quasar: a ficha técnica',
      about: [{ textEnum: 'Carros', id: carId }],
    });
    const related = async () =>
      (await t.inject({ url: `/api/news/json/news/${neighbour.id}` }))
        .json<{ related: { id: number }[] }>()
        .related.some((item) => item.id === created.id);
    const places = { ...publicPlaces(created.id, title), related };
    await eventually(async () => (await whereSeen(places)).length === everywhere.length + 1);

    const trashed = await moved(created.id, 'trash', published.version);
    expect(trashed).toMatchObject({
      state: 'deleted',
      stateText: 'Na lixeira',
      version: published.version + 1,
      url: `/news/${created.id}`,
      publishAt: null,
    });
    expect(trashed.changes[0]).toMatchObject({ action: 'trash', actionText: 'Enviou para a lixeira' });
    // Its fields, set and subjects are kept for its restoration.
    expect(trashed).toMatchObject({ title, mediaIds: [photoId], associations: draftBody().associations });
    await eventually(async () => (await whereSeen(places)).length === 0);
    expect(await whereSeen(places)).toEqual([]);
    expect((await storedRow(created.id)).previewToken).toBeNull();
    // Reading it in the editor makes no preview link for it.
    expect((await read(created.id)).url).toBe(`/news/${created.id}`);
    expect((await storedRow(created.id)).previewToken).toBeNull();

    // Only under 'Lixeira' on the desk, with the version a restoration names.
    expect(await deskIds()).not.toContain(created.id);
    for (const state of ['draft', 'scheduled', 'published'])
      expect(await deskIds(`&state=${state}`), state).not.toContain(created.id);
    const inTrash = (await asEditor({ url: '/api/redacao/news?state=deleted' })).json<EditorialNewsList>();
    expect(inTrash.list.find((item) => item.id === created.id)).toMatchObject({
      state: 'deleted',
      stateText: 'Na lixeira',
      version: trashed.version,
    });

    const restored = await moved(created.id, 'untrash', trashed.version);
    expect(restored).toMatchObject({ state: 'draft', stateText: 'Rascunho', version: trashed.version + 1 });
    expect(restored.changes[0]).toMatchObject({ action: 'untrash', actionText: 'Restaurou da lixeira' });
    const token = (await storedRow(created.id)).previewToken!;
    expect(restored.url).toBe(`/news/${created.id}?token=${token}`);
    expect((await t.inject({ url: restored.url.replace('/news/', '/api/news/json/news/') })).statusCode).toBe(
      200,
    );
    expect(await deskIds('&state=draft')).toContain(created.id);
    // A draft: still out of the site until it is published again.
    expect(await whereSeen(places)).toEqual([]);
  });

  it('kills the preview link of a draft, and gives a restored one a new link', async () => {
    const created = await create();
    const oldToken = (await storedRow(created.id)).previewToken!;
    const preview = (token: string) =>
      t.inject({ url: `/api/news/json/news/${created.id}?token=${encodeURIComponent(token)}` });
    expect((await preview(oldToken)).statusCode).toBe(200);

    const trashed = await moved(created.id, 'trash', created.version);
    expect((await preview(oldToken)).statusCode).toBe(404);
    expect((await preview(oldToken)).json().message).toBe('Conteúdo não encontrado.');

    await moved(created.id, 'untrash', trashed.version);
    const newToken = (await storedRow(created.id)).previewToken!;
    expect(newToken).not.toBe(oldToken);
    expect((await preview(oldToken)).statusCode).toBe(404);
    expect((await preview(newToken)).statusCode).toBe(200);
  });

  it('refuses every write but Restaurar on an item in the trash, and changes nothing', async () => {
    const created = await create();
    const trashed = await moved(created.id, 'trash', created.version);
    const v = trashed.version;
    const { id } = created;
    const save = await asEditor({
      method: 'PUT',
      url: `/api/redacao/news/${id}`,
      payload: { ...draftBody({ title: 'Mudado na lixeira' }), version: v },
    });
    const restoreRevision = await asEditor({
      method: 'POST',
      url: `/api/redacao/revisions/news/${id}/1/restore`,
      payload: { version: v },
    });
    for (const [what, response] of [
      ['save', save],
      ['revision restore', restoreRevision],
      ['publish', await move(id, 'publish', v)],
      ['unpublish', await move(id, 'unpublish', v)],
      ['unschedule', await move(id, 'unschedule', v)],
      ['trash', await move(id, 'trash', v)],
      ['schedule', await schedule(id, v, fiveMinutesAhead)],
    ] as const) {
      expect(response.statusCode, what).toBe(400);
      expect(response.json().message, what).toBe(editorialNewsMessages.inTrash);
    }
    expect(await read(id)).toEqual(trashed);

    // Restored, it is no longer in the trash: a second 'Restaurar' is refused.
    const restored = await moved(id, 'untrash', v);
    const again = await move(id, 'untrash', restored.version);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(editorialNewsMessages.notInTrash);
  });

  it('refuses a deletion or a restoration made on an older version (409), and changes nothing', async () => {
    const created = await create();
    const saved = await asEditor({
      method: 'PUT',
      url: `/api/redacao/news/${created.id}`,
      payload: { ...draftBody({ title: 'Salvo por outra pessoa' }), version: created.version },
    });
    expect(saved.statusCode).toBe(200);
    const stale = await move(created.id, 'trash', created.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(editorialNewsMessages.conflict);
    expect((await read(created.id)).state).toBe('draft');

    const trashed = await moved(created.id, 'trash', saved.json<EditorialNews>().version);
    const staleRestore = await move(created.id, 'untrash', trashed.version - 1);
    expect(staleRestore.statusCode).toBe(409);
    expect((await read(created.id)).state).toBe('deleted');
  });

  it('is for the publish capability only: 401 without a session, 403 for a journalist', async () => {
    const created = await create();
    for (const action of ['trash', 'untrash', 'unschedule']) {
      const route = {
        method: 'POST' as const,
        url: `/api/redacao/news/${created.id}/${action}`,
        payload: { version: created.version },
      };
      expect((await t.inject(route)).statusCode, action).toBe(401);
      expect((await t.injectAs(10, route)).statusCode, action).toBe(403);
      expect((await t.injectAs(5, route)).statusCode, action).toBe(403);
    }
    expect(await read(created.id)).toEqual(created);
  });

  it('is never published by the job of a schedule it had, even once restored', async () => {
    const created = await create();
    const scheduled = await schedule(created.id, created.version, fiveMinutesAhead);
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const trashed = await moved(created.id, 'trash', scheduled.json<EditorialNews>().version);
    expect(trashed).toMatchObject({ state: 'deleted', publishAt: null });

    await runJobsAt(momentAhead);
    expect(await storedRow(created.id)).toMatchObject({ published: false });

    await moved(created.id, 'untrash', trashed.version);
    await runJobsAt(new Date(momentAhead.getTime() + 60_000));
    expect(await storedRow(created.id)).toMatchObject({ published: false, publishAt: null });
    expect((await read(created.id)).state).toBe('draft');
  });

  describe('Cancelar agendamento', () => {
    it('makes a scheduled item a draft again, its preview link kept, and its job does nothing', async () => {
      const created = await create();
      const token = (await storedRow(created.id)).previewToken;
      const scheduled = (await schedule(created.id, created.version, fiveMinutesAhead)).json<EditorialNews>();
      const cancelled = await moved(created.id, 'unschedule', scheduled.version);
      expect(cancelled).toMatchObject({ state: 'draft', publishAt: null, publishAtLocal: null });
      expect(cancelled.changes[0]).toMatchObject({
        action: 'unschedule',
        actionText: 'Cancelou o agendamento de 20/11/2026 09:05',
      });
      expect((await storedRow(created.id)).previewToken).toBe(token);
      expect(await deskIds('&state=scheduled')).not.toContain(created.id);

      await runJobsAt(momentAhead);
      expect(await storedRow(created.id)).toMatchObject({ published: false, publishAt: null });
    });

    it('is refused for what is not scheduled', async () => {
      const draft = await create();
      const refused = await move(draft.id, 'unschedule', draft.version);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(editorialNewsMessages.notScheduled);
      const published = await moved(draft.id, 'publish', draft.version);
      const again = await move(draft.id, 'unschedule', published.version);
      expect(again.json().message).toBe(editorialNewsMessages.notScheduled);
      expect((await read(draft.id)).state).toBe('published');
    });
  });
});
