/**
 * The editorial news API (`/api/redacao/…`): only those with the `publish` capability reach it; a draft is created,
 * listed and opened with its preview link and history; a save on an older version is refused with 409 and changes
 * nothing; bad input gets the field's words and changes nothing; a scheduled publication is a job that publishes the
 * item at its minute (in a restarted process too), and that a reschedule or an unpublication leaves with nothing to
 * do. Time is the test clock: nothing waits for a minute to pass.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorialNewsMessages } from '../../src/domain/editorialNews';
import { editorialHtmlMessages } from '../../src/domain/editorialHtml';
import { editorialLinkMessages } from '../../src/domain/editorialLinks';
import type { EditorialNews, EditorialNewsList, NewsDraftBody } from '../../src/domain/editorialSchemas';
import type { SearchResponse } from '../../src/domain/searchSchemas';
import { buildApp } from '../../server/app';
import { jobs, news, newsAssociations } from '../../server/db/schema';
import { editorialJobs, publishNewsJobKind } from '../../server/editorial/publishJob';
import { runDueJobs } from '../../server/jobs/jobWorker';
import { fixedClock } from '../../server/shared/clock';
import {
  createAlbum,
  createCar,
  createCarVersion,
  createMedia,
  createSectionPage,
  createSignInSession,
  createUser,
} from './builders';
import { testDatabases } from './databases';
import { eventually, startTestApp, testNow, testPublicUrl, testSettings, type TestApp } from './testApp';

/** testNow is 09:00 in Brasília (12:00 UTC). */
const oneMinuteAhead = '2026-11-20T09:01';
const momentAhead = new Date('2026-11-20T12:01:00Z');
const later = (ms: number) => new Date(testNow.getTime() + ms);

describe.each(testDatabases)('editorial news on $name', (target) => {
  let t: TestApp;
  let editorToken: string;
  let editorName: string;
  let photoId: number;
  let albumId: number;
  let carId: number;
  let versionId: number;
  const db = () => t.database.db;

  const asEditor = (request: InjectOptions) =>
    t.inject({ ...request, headers: { ...request.headers, authorization: editorToken } });
  const draftBody = (fields: Partial<NewsDraftBody> = {}): NewsDraftBody => ({
    title: 'Aurora Zênite: lançamento em São Paulo',
    subtitle: 'O novo SUV chega às lojas em dezembro',
    description: '<p>A Aurora apresenta o <strong>Zênite</strong>.</p>',
    newsDate: '2026-11-20',
    mediaId: photoId,
    albumId,
    associations: [{ textEnum: 'Carros', associationId: carId, associationItemId: versionId }],
    ...fields,
  });
  const create = async (fields: Partial<NewsDraftBody> = {}) => {
    const response = await asEditor({ method: 'POST', url: '/api/redacao/news', payload: draftBody(fields) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EditorialNews>();
  };
  const read = async (id: number) =>
    (await asEditor({ url: `/api/redacao/news/${id}` })).json<EditorialNews>();
  const publicIds = async (app = t.app) =>
    (await app.inject({ url: '/api/news/json?limit=50' }))
      .json<{ news: { id: number }[] }>()
      .news.map((n) => n.id);
  const storedRow = async (id: number) => (await db().select().from(news).where(eq(news.id, id)))[0]!;
  const runJobsAt = (now: Date) => runDueJobs({ db: db(), tasks: editorialJobs({ db: db() }) }, now);
  /** The item's `pubDate` in the RSS feed, found by its guid; undefined while it is not there. */
  const feedPubDateOf = async (id: number) => {
    const body = (await t.inject({ url: '/api/news/feed.xml' })).body;
    const item = body
      .split('<item>')
      .find((entry) => entry.includes(`<guid isPermaLink="true">${testPublicUrl}/news/${id}</guid>`));
    return item ? /<pubDate>(.*)<\/pubDate>/.exec(item)?.[1] : undefined;
  };

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    const editor = await createUser(db(), { role: 0, name: 'Renata Redação' });
    editorName = editor.name;
    editorToken = await createSignInSession(db(), editor.id, { now: testNow });
    photoId = (await createMedia(db(), { title: 'Zênite de frente' })).id;
    albumId = (await createAlbum(db(), [photoId])).id;
    carId = (await createCar(db(), { title: 'Aurora Zênite' })).id;
    versionId = (await createCarVersion(db(), carId, { title: 'Zênite Turbo' })).id;
    await createSectionPage(db(), 'company', 1);
    await createSectionPage(db(), 'company', 2, { parentId: 1, title: 'Fábrica' });
  });
  afterAll(async () => t?.close());

  describe('who may call it', () => {
    const routes: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/redacao/news' },
      { method: 'GET', url: '/api/redacao/news/choices' },
      // An id no item has: past the guard, the service's own 404.
      { method: 'GET', url: '/api/redacao/news/2000000000' },
      { method: 'POST', url: '/api/redacao/news', payload: {} },
      { method: 'PUT', url: '/api/redacao/news/1', payload: {} },
      { method: 'POST', url: '/api/redacao/news/1/publish', payload: {} },
      { method: 'POST', url: '/api/redacao/news/1/unpublish', payload: {} },
      { method: 'POST', url: '/api/redacao/news/1/schedule', payload: {} },
      { method: 'GET', url: '/api/redacao/photos' },
    ];
    for (const route of routes)
      it(`${route.method} ${route.url}: 401 without a session, 403 for roles 10, 5, 2, through for 0 and 1`, async () => {
        const anonymous = await t.inject(route);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json().message).toBe('Faça login para continuar.');
        for (const role of [10, 5, 2]) {
          const refused = await t.injectAs(role, route);
          expect(refused.statusCode, `role ${role}`).toBe(403);
          expect(refused.json().message).toBe('Você não tem permissão para esta ação.');
        }
        for (const role of [0, 1]) {
          const allowed = await t.injectAs(role, route);
          // Past the guard: reads answer, writes with an empty body are refused by their schema (400).
          const expected = route.url.endsWith('/2000000000') ? 404 : route.method === 'GET' ? 200 : 400;
          expect(allowed.statusCode, `role ${role}: ${allowed.body}`).toBe(expected);
        }
      });
  });

  it('creates a draft, lists it first with its preview link, and opens it with its history', async () => {
    const created = await create();
    expect(created).toMatchObject({
      title: 'Aurora Zênite: lançamento em São Paulo',
      newsDate: '2026-11-20',
      state: 'draft',
      stateText: 'Rascunho',
      version: 1,
      mediaId: photoId,
      albumId,
      mediaThumbnail: expect.stringMatching(/^\/media\/images\/foto-\d+-low\.jpg$/),
      associations: [{ textEnum: 'Carros', associationId: carId, associationItemId: versionId }],
    });
    const row = await storedRow(created.id);
    expect(row.published).toBe(false);
    expect(created.url).toBe(`/news/${created.id}?token=${row.previewToken}`);
    expect(created.changes).toEqual([
      { at: testNow.toISOString(), who: editorName, action: 'create', actionText: 'Criou', fields: [] },
    ]);

    const list = (
      await asEditor({ url: '/api/redacao/news?q=LANCAMENTO%20em&state=draft' })
    ).json<EditorialNewsList>();
    expect(list.list.map((item) => item.id)).toContain(created.id);
    expect(list.list.find((item) => item.id === created.id)).toMatchObject({
      state: 'draft',
      url: created.url,
    });
    const published = (
      await asEditor({ url: '/api/redacao/news?state=published' })
    ).json<EditorialNewsList>();
    expect(published.list.map((item) => item.id)).not.toContain(created.id);

    // The preview link opens it; the public reads don't show it.
    expect(
      (await t.inject({ url: `/api/news/json/news/${created.id}?token=${row.previewToken}` })).statusCode,
    ).toBe(200);
    expect((await t.inject({ url: `/api/news/json/news/${created.id}` })).statusCode).toBe(404);
    expect(await publicIds()).not.toContain(created.id);
  });

  it('saves with the version it started from, records the changed fields, and refuses an older version (409)', async () => {
    const created = await create();
    const saved = await asEditor({
      method: 'PUT',
      url: `/api/redacao/news/${created.id}`,
      payload: { ...draftBody({ title: 'Título revisto', associations: [] }), version: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<EditorialNews>()).toMatchObject({
      title: 'Título revisto',
      version: 2,
      associations: [],
    });
    expect(saved.json<EditorialNews>().changes[0]).toMatchObject({
      who: editorName,
      actionText: 'Salvou',
      fields: ['Título', 'Assuntos'],
    });

    const stale = await asEditor({
      method: 'PUT',
      url: `/api/redacao/news/${created.id}`,
      payload: { ...draftBody({ title: 'Outra pessoa' }), version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Este conteúdo foi alterado por outra pessoa. Recarregue para ver a versão atual.',
    );
    const after = await read(created.id);
    expect(after).toMatchObject({ title: 'Título revisto', version: 2, associations: [] });
    expect(after.changes).toHaveLength(2);

    const stalePublish = await asEditor({
      method: 'POST',
      url: `/api/redacao/news/${created.id}/publish`,
      payload: { version: 1 },
    });
    expect(stalePublish.statusCode).toBe(409);
    expect((await storedRow(created.id)).published).toBe(false);
  });

  it('keeps the address when a published item is edited, and publishes and unpublishes it', async () => {
    const created = await create();
    const published = await asEditor({
      method: 'POST',
      url: `/api/redacao/news/${created.id}/publish`,
      payload: { version: 1 },
    });
    expect(published.json<EditorialNews>()).toMatchObject({
      state: 'published',
      url: `/news/${created.id}`,
      version: 2,
    });
    await eventually(async () => (await publicIds()).includes(created.id));
    // The feed dates it the moment it went live (testNow, 09:00 in Brasília), not the start of its day.
    await eventually(async () => (await feedPubDateOf(created.id)) === 'Fri, 20 Nov 2026 09:00:00 -0300');
    const edited = await asEditor({
      method: 'PUT',
      url: `/api/redacao/news/${created.id}`,
      payload: { ...draftBody({ subtitle: 'Novo subtítulo' }), version: 2 },
    });
    expect(edited.json<EditorialNews>()).toMatchObject({
      id: created.id,
      url: `/news/${created.id}`,
      state: 'published',
    });
    const unpublished = await asEditor({
      method: 'POST',
      url: `/api/redacao/news/${created.id}/unpublish`,
      payload: { version: 3 },
    });
    expect(unpublished.json<EditorialNews>()).toMatchObject({ state: 'draft' });
    expect(unpublished.json<EditorialNews>().url).toMatch(new RegExp(`^/news/${created.id}\\?token=.+`));
    await eventually(async () => !(await publicIds()).includes(created.id));
  });

  describe('refuses bad input with the field’s words, and stores nothing', () => {
    const cases: [string, () => Partial<NewsDraftBody>, string | RegExp][] = [
      ['a script in the text', () => ({ description: '<p>Oi</p><script>alert(1)</script>' }), /scripts/],
      ['an onclick in the text', () => ({ description: '<p onclick="alert(1)">Oi</p>' }), /onclick/],
      [
        'a picture of another site in the text',
        () => ({ description: '<figure><img src="https://fotos.example/z.jpg" alt=""></figure>' }),
        editorialHtmlMessages.foreignPicture('Texto'),
      ],
      [
        'a link in the text that is no address',
        () => ({ description: '<p>Veja <a href="nao é url">o site</a>.</p>' }),
        editorialLinkMessages.badLinkInText('nao é url', 'Texto'),
      ],
      [
        'a link in the text to a host with no name',
        () => ({ description: '<p>Veja <a href="https://aurora">o site</a>.</p>' }),
        editorialLinkMessages.badLinkInText('https://aurora', 'Texto'),
      ],
      ['no title', () => ({ title: '  ' }), 'Informe o título da notícia.'],
      ['an unknown main photo', () => ({ mediaId: 999_999 }), editorialNewsMessages.mediaUnknown],
      ['an unknown album', () => ({ albumId: 999_999 }), editorialNewsMessages.albumUnknown],
      [
        'an unknown subject',
        () => ({ associations: [{ textEnum: 'Empresa', associationId: 2, associationItemId: null }] }),
        editorialNewsMessages.associationUnknown,
      ],
      ['a bad date', () => ({ newsDate: '20/11/2026' }), editorialNewsMessages.newsDateInvalid],
    ];
    for (const [name, fields, message] of cases)
      it(name, async () => {
        const before = await db().select().from(news);
        const created = await asEditor({
          method: 'POST',
          url: '/api/redacao/news',
          payload: draftBody(fields()),
        });
        expect(created.statusCode, created.body).toBe(400);
        expect(created.json().message).toMatch(message);
        expect(await db().select().from(news)).toEqual(before);

        const existing = await create();
        const associationsBefore = await db()
          .select()
          .from(newsAssociations)
          .where(eq(newsAssociations.newsId, existing.id));
        const saved = await asEditor({
          method: 'PUT',
          url: `/api/redacao/news/${existing.id}`,
          payload: { ...draftBody({ associations: [], ...fields() }), version: 1 },
        });
        expect(saved.statusCode, saved.body).toBe(400);
        expect(saved.json().message).toMatch(message);
        expect(await read(existing.id)).toEqual(existing);
        expect(
          await db().select().from(newsAssociations).where(eq(newsAssociations.newsId, existing.id)),
        ).toEqual(associationsBefore);
      });

    it('keeps a text with links (a target too), headings, lists, a quote and a picture of the media', async () => {
      const description =
        '<h2>Ficha</h2><p>Veja <a href="https://www.aurora.com.br" target="_blank" rel="noopener">o site</a>.</p>' +
        '<ol start="2"><li><p>Um</p></li></ol><blockquote><p>Frase</p></blockquote><figure>' +
        '<img src="/media/images/foto-1-med.jpg" alt="O Zênite"><figcaption>Na fábrica<small>Ana Lima</small>' +
        '</figcaption></figure>';
      const created = await create({ description });
      // Stored as written; the editor reads it with the picture's address granted while nothing published holds it.
      expect((await storedRow(created.id)).description).toBe(description);
      expect((await read(created.id)).description.replace(/\?acesso=[\w.-]+/, '')).toBe(description);
    });

    it('accepts a subject that is a level-1 page with its level-2 page', async () => {
      const created = await create({
        associations: [{ textEnum: 'Empresa', associationId: 1, associationItemId: 2 }],
      });
      expect(created.associations).toEqual([{ textEnum: 'Empresa', associationId: 1, associationItemId: 2 }]);
    });
  });

  it('offers the subjects, albums and photos to choose from', async () => {
    const choices = (await asEditor({ url: '/api/redacao/news/choices' })).json();
    expect(choices.subjects).toContainEqual({
      textEnum: 'Carros',
      id: carId,
      title: 'Aurora Zênite',
      items: [{ id: versionId, title: 'Zênite Turbo' }],
    });
    expect(choices.subjects).toContainEqual({
      textEnum: 'Empresa',
      id: 1,
      title: 'Página company 1',
      items: [{ id: 2, title: 'Fábrica' }],
    });
    expect(choices.albums.map((album: { id: number }) => album.id)).toContain(albumId);
    const photos = (await asEditor({ url: '/api/redacao/photos?q=zenite' })).json();
    expect(photos.list).toEqual([
      {
        id: photoId,
        title: 'Zênite de frente',
        thumbnail: expect.stringMatching(/^\/media\/images\/.+-low\.jpg$/),
        picture: expect.stringMatching(/^\/media\/images\/.+-med\.jpg$/),
        caption: '',
        credit: '',
      },
    ]);
  });

  describe('scheduled publication', () => {
    const schedule = (id: number, version: number, publishAt: string) =>
      asEditor({ method: 'POST', url: `/api/redacao/news/${id}/schedule`, payload: { version, publishAt } });

    it('lists what is scheduled in the order it will go out, the agenda of the press office', async () => {
      const sooner = await create({ title: 'Agenda: antes' });
      const later = await create({ title: 'Agenda: depois' });
      const draft = await create({ title: 'Agenda: rascunho' });
      // The one written and scheduled last goes out last: the desk's order (newest change first) would put it first.
      expect((await schedule(sooner.id, 1, '2026-11-20T18:30')).statusCode).toBe(200);
      expect((await schedule(later.id, 1, '2026-11-21T10:00')).statusCode).toBe(200);
      const listed = (await asEditor({ url: '/api/redacao/news?state=scheduled&limit=100' })).json<{
        list: { id: number; publishAt: string }[];
      }>().list;
      const ids = listed.map((item) => item.id);
      expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
      expect(ids).not.toContain(draft.id);
      const moments = listed.map((item) => item.publishAt);
      expect(moments).toEqual([...moments].sort());
      // Scheduled, an item is dated the day it will go out: the editor, its preview and the lists agree.
      expect((await read(later.id)).newsDate.slice(0, 10)).toBe('2026-11-21');
      expect((await read(draft.id)).newsDate.slice(0, 10)).toBe(draft.newsDate.slice(0, 10));
    });

    it('refuses a moment that is not in the future, and changes nothing', async () => {
      const created = await create();
      const past = await schedule(created.id, 1, '2026-11-20T09:00');
      expect(past.statusCode).toBe(400);
      expect(past.json().message).toBe(editorialNewsMessages.publishAtPast);
      const bad = await schedule(created.id, 1, '20/11/2026 09:05');
      expect(bad.json().message).toBe(editorialNewsMessages.publishAtInvalid);
      expect(await read(created.id)).toEqual(created);
    });

    it('is shown only through the preview link until its minute, then everywhere', async () => {
      const created = await create({ title: 'Quimera elétrica chega em dezembro' });
      const searchIds = async () =>
        (await t.inject({ url: '/api/elastic/elastic/findBy', query: { search: 'quimera' } }))
          .json<SearchResponse>()
          .listAll.map((result) => result.item.object.id);
      const feed = async () => (await t.inject({ url: '/api/news/feed.xml' })).body;
      const scheduled = await schedule(created.id, 1, oneMinuteAhead);
      expect(scheduled.statusCode, scheduled.body).toBe(200);
      expect(scheduled.json<EditorialNews>()).toMatchObject({
        state: 'scheduled',
        stateText: 'Agendada',
        publishAt: momentAhead.toISOString(),
        publishAtLocal: oneMinuteAhead,
      });
      expect(scheduled.json<EditorialNews>().changes[0]!.actionText).toBe('Agendou para 20/11/2026 09:01');
      const token = (await storedRow(created.id)).previewToken;

      expect((await runJobsAt(later(59_000))).done).toBe(0);
      expect(await publicIds()).not.toContain(created.id);
      expect((await t.inject({ url: `/api/news/json/news/${created.id}` })).statusCode).toBe(404);
      expect(await searchIds()).not.toContain(created.id);
      expect(await feed()).not.toContain('Quimera');
      expect((await t.inject({ url: `/api/news/json/news/${created.id}?token=${token}` })).statusCode).toBe(
        200,
      );

      expect((await runJobsAt(momentAhead)).done).toBe(1);
      await eventually(async () => (await publicIds()).includes(created.id));
      expect((await t.inject({ url: `/api/news/json/news/${created.id}` })).statusCode).toBe(200);
      await eventually(async () => (await searchIds()).includes(created.id));
      await eventually(async () => (await feed()).includes('Quimera elétrica chega em dezembro'));
      expect(await feedPubDateOf(created.id)).toBe('Fri, 20 Nov 2026 09:01:00 -0300');
      const after = await read(created.id);
      expect(after).toMatchObject({ state: 'published', publishAt: null, url: `/news/${created.id}` });
      expect(after.changes[0]).toMatchObject({
        who: 'Publicação agendada',
        action: 'publish',
        at: momentAhead.toISOString(),
      });
    });

    it('is published by a process started after the schedule was made (the job is a row, not a timer)', async () => {
      const created = await create();
      await schedule(created.id, 1, '2026-11-20T09:02');
      // A process whose clock reads the moment: its worker takes the job as it starts.
      const restarted = await buildApp({
        settings: testSettings(t.dataDir),
        database: t.database,
        logger: false,
        clock: fixedClock(new Date('2026-11-20T12:02:00Z')),
        sendQueuedMail: false,
      });
      try {
        await restarted.ready();
        await eventually(async () => (await publicIds(restarted)).includes(created.id));
        await eventually(async () => (await publicIds()).includes(created.id));
      } finally {
        await restarted.close();
      }
    });

    it('leaves an old job with nothing to do after a reschedule or an unpublication', async () => {
      const moved = await create();
      await schedule(moved.id, 1, '2026-11-20T09:03');
      const rescheduled = await schedule(moved.id, 2, '2026-11-20T09:10');
      expect(rescheduled.json<EditorialNews>()).toMatchObject({
        state: 'scheduled',
        publishAtLocal: '2026-11-20T09:10',
      });
      const dropped = await create();
      await schedule(dropped.id, 1, '2026-11-20T09:03');
      const unpublished = await asEditor({
        method: 'POST',
        url: `/api/redacao/news/${dropped.id}/unpublish`,
        payload: { version: 2 },
      });
      expect(unpublished.json<EditorialNews>()).toMatchObject({ state: 'draft', publishAt: null });

      await runJobsAt(new Date('2026-11-20T12:03:00Z'));
      expect(await storedRow(moved.id)).toMatchObject({ published: false });
      expect(await storedRow(dropped.id)).toMatchObject({ published: false, publishAt: null });

      await runJobsAt(new Date('2026-11-20T12:10:00Z'));
      expect(await storedRow(moved.id)).toMatchObject({ published: true, publishAt: null });
      expect(await storedRow(dropped.id)).toMatchObject({ published: false });
      const pending = await db().select().from(jobs).where(eq(jobs.kind, publishNewsJobKind));
      expect(
        pending.filter((job) => job.doneAt === null && job.runAt <= new Date('2026-11-20T12:10:00Z')),
      ).toEqual([]);
    });
  });
});
