/**
 * A news item's photo set and its public date: every photo and film the editor put under the item is saved in the
 * chosen order, read back in it, refused when one does not exist, shown on the public page with its caption and
 * credit and taken by 'Baixar todas' right after the main photo; an item scheduled for tomorrow is published dated tomorrow (Brazil's day),
 * one published at once keeps the date typed.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsDetailResponse } from '../../src/domain/content';
import { editorialNewsLimits, editorialNewsMessages } from '../../src/domain/editorialNews';
import type { EditorialNews, NewsDraftBody } from '../../src/domain/editorialSchemas';
import type { MediaSetResponse } from '../../src/domain/setSchemas';
import { editorialJobs } from '../../server/editorial/publishJob';
import { runDueJobs } from '../../server/jobs/jobWorker';
import { createAlbum, createMedia, createSignInSession, createUser } from './builders';
import { testDatabases } from './databases';
import { startTestApp, testNow, type TestApp } from './testApp';

describe.each(testDatabases)('a news item photo set and date on $name', (target) => {
  let t: TestApp;
  let editorToken: string;
  const photos: Record<'main' | 'front' | 'side' | 'rear' | 'albumOnly', number> = {
    main: 0,
    front: 0,
    side: 0,
    rear: 0,
    albumOnly: 0,
  };
  let filmInPreparation: number;
  let albumId: number;
  const db = () => t.database.db;

  const asEditor = (request: InjectOptions) =>
    t.inject({ ...request, headers: { ...request.headers, authorization: editorToken } });
  const body = (fields: Partial<NewsDraftBody> = {}): NewsDraftBody => ({
    title: 'Aurora Zênite: as fotos do lançamento',
    subtitle: '',
    description: '<p>O Zênite em três ângulos.</p>',
    newsDate: '2026-11-20',
    mediaId: null,
    albumId: null,
    associations: [],
    ...fields,
  });
  const create = async (fields: Partial<NewsDraftBody> = {}) => {
    const response = await asEditor({ method: 'POST', url: '/api/redacao/news', payload: body(fields) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EditorialNews>();
  };
  const save = (id: number, version: number, fields: Partial<NewsDraftBody>) =>
    asEditor({ method: 'PUT', url: `/api/redacao/news/${id}`, payload: { ...body(fields), version } });
  const publish = (id: number, version: number) =>
    asEditor({ method: 'POST', url: `/api/redacao/news/${id}/publish`, payload: { version } });
  const publicItem = async (id: number) => {
    const response = await t.inject({ url: `/api/news/json/news/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NewsDetailResponse>();
  };

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    const editor = await createUser(db(), { role: 0, name: 'Renata Redação' });
    editorToken = await createSignInSession(db(), editor.id, { now: testNow });
    // Sizes already measured, as the start-up leaves them: the set's zip needs no file to read them from.
    const photo = async (title: string) => (await createMedia(db(), { title, bytesFull: 1000 })).id;
    photos.main = await photo('Zênite em estúdio');
    photos.front = await photo('Zênite de frente');
    photos.side = await photo('Zênite de lado');
    photos.rear = await photo('Zênite de trás');
    photos.albumOnly = await photo('Zênite no salão');
    filmInPreparation = (
      await createMedia(db(), { kind: 'video', title: 'Filme do Zênite', state: 'processing' })
    ).id;
    albumId = (await createAlbum(db(), [photos.side, photos.albumOnly])).id;
  });
  afterAll(async () => t?.close());

  it('saves the set in the chosen order, reads it back in it, and keeps it when a save leaves it out', async () => {
    const set = [photos.rear, photos.front, filmInPreparation, photos.side];
    const created = await create({ mediaIds: set });
    expect(created.mediaIds).toEqual(set);
    expect(created.photoSet.map((item) => item.title)).toEqual([
      'Zênite de trás',
      'Zênite de frente',
      'Filme do Zênite',
      'Zênite de lado',
    ]);
    expect(created.photoSet[2]).toMatchObject({ kind: 'video', state: 'processing' });

    const reordered = [photos.side, photos.rear, photos.front];
    const saved = await save(created.id, created.version, { mediaIds: reordered });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<EditorialNews>();
    expect(after.mediaIds).toEqual(reordered);
    expect(after.changes[0]!.fields).toContain('Fotos e vídeos');

    // An older client's save, without the set: the set stays, and is not said to have changed.
    const { mediaIds: _left, ...withoutSet } = body({ title: 'Aurora Zênite: novas fotos' });
    const kept = await asEditor({
      method: 'PUT',
      url: `/api/redacao/news/${created.id}`,
      payload: { ...withoutSet, version: after.version },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<EditorialNews>().mediaIds).toEqual(reordered);
    expect(kept.json<EditorialNews>().changes[0]!.fields).toEqual(['Título']);
  });

  it('refuses a set naming a photo that does not exist, one twice, or too many, in Portuguese, writing nothing', async () => {
    const created = await create({ mediaIds: [photos.front] });
    const unknown = await save(created.id, created.version, { mediaIds: [photos.front, 2_000_000_000] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(editorialNewsMessages.photoSetUnknown);
    const twice = await save(created.id, created.version, { mediaIds: [photos.front, photos.front] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(editorialNewsMessages.photoSetRepeated);
    const many = Array.from({ length: editorialNewsLimits.photoSetMax + 1 }, (_, index) => index + 1);
    const tooMany = await save(created.id, created.version, { mediaIds: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(editorialNewsMessages.photoSetLong);
    const refusedCreate = await asEditor({
      method: 'POST',
      url: '/api/redacao/news',
      payload: body({ mediaIds: [2_000_000_000] }),
    });
    expect(refusedCreate.statusCode).toBe(400);
    expect(refusedCreate.json().message).toBe(editorialNewsMessages.photoSetUnknown);

    const unchanged = (await asEditor({ url: `/api/redacao/news/${created.id}` })).json<EditorialNews>();
    expect(unchanged).toMatchObject({ version: created.version, mediaIds: [photos.front] });
  });

  it('shows the main photo, then the set in its order, then the album, each once; the set zip follows it', async () => {
    const created = await create({
      mediaId: photos.main,
      albumId,
      // The main photo and an album photo in the set too: each is shown once, where it first comes.
      mediaIds: [photos.rear, photos.main, filmInPreparation, photos.side, photos.front],
    });
    expect((await publish(created.id, created.version)).statusCode).toBe(200);

    const { gallery } = await publicItem(created.id);
    // The film still being prepared has nothing to show yet.
    expect(gallery.map((item) => item.title)).toEqual([
      'Zênite em estúdio',
      'Zênite de trás',
      'Zênite de lado',
      'Zênite de frente',
      'Zênite no salão',
    ]);

    const setResponse = await t.inject({ url: `/api/sets/news/${created.id}` });
    expect(setResponse.statusCode, setResponse.body).toBe(200);
    // Each at its largest rendition, in the page's order.
    expect(setResponse.json<MediaSetResponse>().files).toEqual(gallery.map((item) => item.media));
  });

  it('gives each photo of the page its caption and credit as the press office wrote them', async () => {
    const texts = await asEditor({
      method: 'PUT',
      url: `/api/redacao/media/${photos.rear}`,
      payload: { title: 'Zênite de trás', caption: 'As lanternas de LED do Zênite', credit: 'Ana Lima' },
    });
    expect(texts.statusCode, texts.body).toBe(200);
    const created = await create({ mediaIds: [photos.rear, photos.front] });
    expect((await publish(created.id, created.version)).statusCode).toBe(200);
    const { gallery } = await publicItem(created.id);
    expect(gallery.map(({ title, caption, credit }) => ({ title, caption, credit }))).toEqual([
      { title: 'Zênite de trás', caption: 'As lanternas de LED do Zênite', credit: 'Ana Lima' },
      { title: 'Zênite de frente', caption: '', credit: '' },
    ]);
  });

  it('dates an item published by its schedule with Brazil’s day of the publication; one published now keeps its date', async () => {
    // testNow is 20/11/2026 09:00 in Brasília: the embargo is tomorrow at 10:00 (13:00 UTC).
    const scheduled = await create({ newsDate: '2026-11-20' });
    const response = await asEditor({
      method: 'POST',
      url: `/api/redacao/news/${scheduled.id}/schedule`,
      payload: { version: scheduled.version, publishAt: '2026-11-21T10:00' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const ran = await runDueJobs(
      { db: db(), tasks: editorialJobs({ db: db() }) },
      new Date('2026-11-21T13:00:00Z'),
    );
    expect(ran.done).toBeGreaterThanOrEqual(1);
    expect((await publicItem(scheduled.id)).news.news_date).toBe('2026-11-21');
    const listed = (await t.inject({ url: '/api/news/json?limit=50' })).json<{
      news: { id: number; news_date: string }[];
    }>();
    expect(listed.news.find((item) => item.id === scheduled.id)?.news_date).toBe('2026-11-21');

    // Late at night in Brasília is still that day there, though UTC has moved on.
    const lateNight = await create({ newsDate: '2026-11-20' });
    await asEditor({
      method: 'POST',
      url: `/api/redacao/news/${lateNight.id}/schedule`,
      payload: { version: lateNight.version, publishAt: '2026-11-22T23:30' },
    });
    await runDueJobs({ db: db(), tasks: editorialJobs({ db: db() }) }, new Date('2026-11-23T02:30:00Z'));
    expect((await publicItem(lateNight.id)).news.news_date).toBe('2026-11-22');

    const now = await create({ newsDate: '2026-11-18' });
    expect((await publish(now.id, now.version)).statusCode).toBe(200);
    expect((await publicItem(now.id)).news.news_date).toBe('2026-11-18');
  });
});
