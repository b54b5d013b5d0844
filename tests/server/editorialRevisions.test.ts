/**
 * Revisions, autosaves and editing locks of the items the editors edit (`/api/redacao/revisions|autosaves|locks/…`):
 * every save of each kind of item is kept whole; an item's revisions are listed, shown and restored through the
 * item's own save (its rules, its 409 on a stale version, a new revision, 'Restaurou a versão N' in the history);
 * a person's autosave is theirs alone and goes when they save; the lock follows heartbeats on the app's clock,
 * lapses a minute after the last, and tells the one taken over by whom.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorialNewsMessages } from '../../src/domain/editorialNews';
import type {
  Autosave,
  EditingLock,
  Revision,
  RevisionList,
} from '../../src/domain/editorialRevisionSchemas';
import type { EditorialNews, NewsDraftBody } from '../../src/domain/editorialSchemas';
import { media } from '../../server/db/schema';
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
import { startTestApp, testNow, type TestApp } from './testApp';

describe.each(testDatabases)('editorial revisions on $name', (target) => {
  let t: TestApp;
  let renata: string;
  let paulo: string;
  let photoId: number;
  const db = () => t.database.db;
  const as = (token: string, request: InjectOptions) =>
    t.inject({ ...request, headers: { ...request.headers, authorization: token } });

  const draft = (fields: Partial<NewsDraftBody> = {}): NewsDraftBody => ({
    title: 'Aurora Zênite chega às lojas',
    subtitle: 'O SUV chega em dezembro',
    description: '<p>A Aurora apresenta o Zênite em São Paulo.</p>',
    newsDate: '2026-11-20',
    mediaId: null,
    albumId: null,
    associations: [],
    ...fields,
  });
  const createNews = async (fields: Partial<NewsDraftBody> = {}) => {
    const response = await as(renata, { method: 'POST', url: '/api/redacao/news', payload: draft(fields) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EditorialNews>();
  };
  const saveNews = async (item: EditorialNews, fields: Partial<NewsDraftBody>, token = renata) => {
    const response = await as(token, {
      method: 'PUT',
      url: `/api/redacao/news/${item.id}`,
      payload: { ...draft(), ...fields, version: item.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EditorialNews>();
  };
  const revisions = async (subject: string, id: number) => {
    const response = await as(renata, { url: `/api/redacao/revisions/${subject}/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RevisionList>().revisions;
  };
  const restore = (id: number, number: number, version: number) =>
    as(renata, {
      method: 'POST',
      url: `/api/redacao/revisions/news/${id}/${number}/restore`,
      payload: { version },
    });
  const readNews = async (id: number) =>
    (await as(renata, { url: `/api/redacao/news/${id}` })).json<EditorialNews>();

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    const editor = await createUser(db(), { role: 0, name: 'Renata Redação' });
    renata = await createSignInSession(db(), editor.id, { now: testNow });
    const admin = await createUser(db(), { role: 1, name: 'Paulo Administrador' });
    paulo = await createSignInSession(db(), admin.id, { now: testNow });
    photoId = (await createMedia(db(), { title: 'Zênite de frente' })).id;
  });
  afterAll(async () => t?.close());

  it('keeps each save of a news item whole, newest first, with who and when', async () => {
    const item = await createNews();
    await saveNews(item, { title: 'Aurora Zênite: pré-venda aberta' }, paulo);
    const list = await revisions('news', item.id);
    expect(list.map(({ number, who }) => [number, who])).toEqual([
      [2, 'Paulo Administrador'],
      [1, 'Renata Redação'],
    ]);
    expect(list[0]!.at).toBe(testNow.toISOString());
    const second = await as(renata, { url: `/api/redacao/revisions/news/${item.id}/2` });
    expect(second.json<Revision>().snapshot).toEqual({
      ...draft(),
      title: 'Aurora Zênite: pré-venda aberta',
    });
    expect(second.json<Revision>().snapshot).not.toHaveProperty('version');
    const missing = await as(renata, { url: `/api/redacao/revisions/news/${item.id}/3` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Versão não encontrada.' });
  });

  it('keeps a revision of every save of a section page, a car, a version, an album and an event', async () => {
    const page = await createSectionPage(db(), 'company', 40);
    const car = await createCar(db(), { title: 'Aurora Zênite' });
    const version = await createCarVersion(db(), car.id, { title: 'Zênite Turbo' });
    const pageBody = {
      title: 'A Aurora no Brasil',
      subtitle: '',
      description: '<p>Desde 1962.</p>',
      mediaId: null,
      sideMediaId: null,
      sideDescription: '',
      bottomTitle: '',
      bottomMediaId: null,
      position: 0,
      blocks: [],
      version: 1,
    };
    const carFields = { categoryCar: 3, thumbMediaId: null, isHighlight: false, highlightPosition: null };
    const saves: [string, string, number, object][] = [
      ['company', `/api/redacao/pages/company/${page.id}`, page.id, pageBody],
      ['car', `/api/redacao/cars/${car.id}`, car.id, { ...pageBody, ...carFields, showMenu: true }],
      ['version', `/api/redacao/versions/${version.id}`, version.id, { ...pageBody, pdfFile: null }],
    ];
    for (const [subject, url, id, payload] of saves) {
      const response = await as(renata, { method: 'PUT', url, payload });
      expect(response.statusCode, `${subject}: ${response.body}`).toBe(200);
      const [revision] = await revisions(subject, id);
      expect(revision).toMatchObject({ number: 1, who: 'Renata Redação' });
      const shown = await as(renata, { url: `/api/redacao/revisions/${subject}/${id}/1` });
      expect(shown.json<Revision>().snapshot).toMatchObject({ title: 'A Aurora no Brasil' });
    }

    const album = await createAlbum(db(), [photoId], { title: 'Zênite em estúdio' });
    const albumSave = await as(renata, {
      method: 'PUT',
      url: `/api/redacao/albums/${album.id}`,
      payload: {
        version: 1,
        title: 'Zênite no estúdio',
        description: '',
        mediaIds: [photoId],
        coverMediaId: null,
      },
    });
    expect(albumSave.statusCode, albumSave.body).toBe(200);
    expect(
      (await as(renata, { url: `/api/redacao/revisions/album/${album.id}/1` })).json<Revision>().snapshot,
    ).toEqual({ title: 'Zênite no estúdio', description: '', mediaIds: [photoId], coverMediaId: null });

    const eventBody = {
      title: 'Lançamento do Zênite',
      description: '<p>Coquetel.</p>',
      location: 'São Paulo',
      start: '2026-12-10T19:00',
      end: '2026-12-10T22:00',
      textBlocks: [],
    };
    const created = await as(renata, { method: 'POST', url: '/api/redacao/events', payload: eventBody });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json<{ id: number }>().id;
    const saved = await as(renata, {
      method: 'PUT',
      url: `/api/redacao/events/${eventId}`,
      payload: { ...eventBody, location: 'Rio de Janeiro', version: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await revisions('event', eventId)).map((revision) => revision.number)).toEqual([2, 1]);
  });

  it('restores an older version as a new one, with its line in the history', async () => {
    const item = await createNews({ title: 'Primeiro título' });
    const saved = await saveNews(item, { title: 'Segundo título', subtitle: 'Outro subtítulo' });
    const response = await restore(item.id, 1, saved.version);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ number: 3 });
    const now = await readNews(item.id);
    expect(now).toMatchObject({ title: 'Primeiro título', subtitle: 'O SUV chega em dezembro' });
    expect(now.version).toBe(saved.version + 1);
    expect(now.changes[0]).toMatchObject({ who: 'Renata Redação', actionText: 'Restaurou a versão 1' });
    expect((await revisions('news', item.id))[0]).toMatchObject({ number: 3, restoredFrom: 1 });
  });

  it('refuses a restore from a stale version with 409 and changes nothing', async () => {
    const item = await createNews({ title: 'Título de origem' });
    const saved = await saveNews(item, { title: 'Título novo' });
    const response = await restore(item.id, 1, item.version);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: editorialNewsMessages.conflict });
    expect(await readNews(item.id)).toMatchObject({ title: 'Título novo', version: saved.version });
    expect(await revisions('news', item.id)).toHaveLength(2);
  });

  it("applies the save's rules to a restored version: a photo since removed is refused", async () => {
    const doomed = await createMedia(db(), { title: 'Foto que sairá' });
    const item = await createNews({ mediaId: doomed.id });
    const saved = await saveNews(item, { mediaId: photoId });
    await db().delete(media).where(eq(media.id, doomed.id));
    const response = await restore(item.id, 1, saved.version);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: editorialNewsMessages.mediaUnknown });
    expect(await readNews(item.id)).toMatchObject({ mediaId: photoId, version: saved.version });
    expect(await revisions('news', item.id)).toHaveLength(2);
  });

  it("keeps one person's autosave of an item, theirs alone, until they save or drop it", async () => {
    const item = await createNews();
    const url = `/api/redacao/autosaves/news/${item.id}`;
    const body = { ...draft(), title: 'Ainda não salvo' };
    const put = await as(renata, { method: 'PUT', url, payload: { version: item.version, body } });
    expect(put.statusCode, put.body).toBe(204);
    const replaced = await as(renata, {
      method: 'PUT',
      url,
      payload: { version: item.version, body: { ...body, title: 'Ainda não salvo, segunda vez' } },
    });
    expect(replaced.statusCode).toBe(204);
    const mine = (await as(renata, { url })).json<{ autosave: Autosave | null }>().autosave;
    expect(mine).toEqual({
      version: item.version,
      body: { ...body, title: 'Ainda não salvo, segunda vez' },
      savedAt: testNow.toISOString(),
    });
    expect((await as(paulo, { url })).json()).toEqual({ autosave: null });

    // Paulo's save leaves Renata's autosave; hers drops it.
    const byPaulo = await saveNews(item, { title: 'Salvo pelo Paulo' }, paulo);
    expect((await as(renata, { url })).json<{ autosave: Autosave | null }>().autosave).not.toBeNull();
    await saveNews(byPaulo, { title: 'Salvo pela Renata' });
    expect((await as(renata, { url })).json()).toEqual({ autosave: null });

    await as(renata, { method: 'PUT', url, payload: { version: 3, body } });
    expect((await as(renata, { method: 'DELETE', url })).statusCode).toBe(204);
    expect((await as(renata, { url })).json()).toEqual({ autosave: null });
  });

  it('refuses an autosave that is too large or not an object', async () => {
    const url = '/api/redacao/autosaves/album/1';
    const tooLarge = await as(renata, {
      method: 'PUT',
      url,
      // Over the album's limit (two bytes a letter), under the largest one, which the route itself enforces.
      payload: { version: 1, body: { description: 'á'.repeat(105_000) } },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      message: 'O rascunho automático é grande demais para ser guardado.',
    });
    const list = await as(renata, { method: 'PUT', url, payload: { version: 1, body: ['título'] } });
    expect(list.statusCode).toBe(400);
    expect((await as(renata, { url })).json()).toEqual({ autosave: null });
  });
});

describe.each(testDatabases)('editing locks on $name', (target) => {
  let t: TestApp;
  let renata: string;
  let paulo: string;
  const lock = (token: string, suffix = '', method: 'POST' | 'DELETE' = 'POST') =>
    t.inject({
      method,
      url: `/api/redacao/locks/news/7${suffix}`,
      headers: { authorization: token },
    });
  const answer = async (token: string, suffix = '') => {
    const response = await lock(token, suffix);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EditingLock>();
  };
  const moveClock = (seconds: number) =>
    t.inject({ method: 'POST', url: '/dev/clock', payload: { seconds } });

  beforeAll(async () => {
    // The app's own clock, which /dev/clock moves: a lock lapses without anyone waiting a minute.
    t = await startTestApp(target, { sendQueuedMail: false, ownClock: true });
    const db = t.database.db;
    const editor = await createUser(db, { role: 0, name: 'Renata Redação' });
    renata = await createSignInSession(db, editor.id, { validForMs: 30 * 24 * 3600 * 1000 });
    const admin = await createUser(db, { role: 1, name: 'Paulo Administrador' });
    paulo = await createSignInSession(db, admin.id, { validForMs: 30 * 24 * 3600 * 1000 });
  });
  afterAll(async () => t?.close());

  it('is held by heartbeats, lapses a minute after the last, and tells who was taken over', async () => {
    const first = await answer(renata);
    expect(first.state).toBe('mine');
    expect(await answer(paulo)).toEqual({ state: 'held', holder: 'Renata Redação', since: first.since });

    await moveClock(40);
    expect((await answer(renata)).state).toBe('mine');
    await moveClock(40);
    // Renata's heartbeat 40 s ago still holds it.
    expect(await answer(paulo)).toMatchObject({ state: 'held', holder: 'Renata Redação' });

    await moveClock(61);
    const lapsed = await answer(paulo);
    expect(lapsed.state).toBe('mine');
    expect(await answer(renata)).toEqual({
      state: 'held',
      holder: 'Paulo Administrador',
      since: lapsed.since,
    });

    const taken = await answer(renata, '/takeover');
    expect(taken.state).toBe('mine');
    expect(await answer(paulo)).toEqual({
      state: 'takenOver',
      holder: 'Renata Redação',
      since: taken.since,
    });

    // Leaving frees it at once; a release by someone else's editor frees nothing.
    expect((await lock(paulo, '', 'DELETE')).statusCode).toBe(204);
    expect((await answer(paulo)).state).toBe('takenOver');
    expect((await lock(renata, '/release')).statusCode).toBe(204);
    expect((await answer(paulo)).state).toBe('mine');
  });

  it('is refused to those who may not edit the item', async () => {
    const db = t.database.db;
    const backoffice = await createUser(db, { role: 5 });
    const token = await createSignInSession(db, backoffice.id, { validForMs: 30 * 24 * 3600 * 1000 });
    expect((await lock(token)).statusCode).toBe(403);
    const event = await t.inject({
      method: 'POST',
      url: '/api/redacao/locks/event/3',
      headers: { authorization: token },
    });
    expect(event.statusCode).toBe(403);
    expect((await t.inject({ method: 'POST', url: '/api/redacao/locks/news/7' })).statusCode).toBe(401);
  });
});
