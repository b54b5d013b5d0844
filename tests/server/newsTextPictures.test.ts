/**
 * The photos a news item's text shows ('Imagem' of the editor) are held by the item like its main photo: nobody's
 * while it is a draft, except through the granted addresses the editorial area and its preview link hand out inside
 * the text; everyone's once it is published, and nobody's again once it is unpublished. A text sent back with the
 * granted addresses it was given is stored with the plain ones.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorialNews, NewsDraftBody } from '../../src/domain/editorialSchemas';
import { news } from '../../server/db/schema';
import { createMedia, createSignInSession, createUser } from './builders';
import { testDatabases } from './databases';
import { eventually, startTestApp, testNow, type TestApp } from './testApp';

describe.each(testDatabases)('pictures of a news text on $name', (target) => {
  let t: TestApp;
  let editorToken: string;
  let photoName: string;
  let newsId: number;
  const db = () => t.database.db;

  const address = () => `/media/images/${photoName}`;
  const textWith = (src: string) =>
    `<p>Na fábrica.</p><figure><img src="${src}" alt="Linha de montagem"><figcaption>A linha` +
    `<small>Ana Lima</small></figcaption></figure>`;
  const body = (description: string): NewsDraftBody => ({
    title: 'Aurora amplia a fábrica',
    subtitle: 'Nova linha de montagem',
    description,
    newsDate: '2026-11-20',
    mediaId: null,
    albumId: null,
    associations: [],
  });
  const asEditor = (request: Parameters<TestApp['inject']>[0] & object) =>
    t.inject({ ...request, headers: { authorization: editorToken } });
  const editorialRead = async () =>
    (await asEditor({ url: `/api/redacao/news/${newsId}` })).json<EditorialNews>();
  const stored = async () => (await db().select().from(news).where(eq(news.id, newsId)))[0]!;
  const visitorStatus = async (url = address()) => (await t.inject({ url })).statusCode;
  /** The picture's address in a text, as the answer gives it. */
  const srcIn = (html: string) => {
    const found = /<img src="([^"]*)"/.exec(html)?.[1];
    expect(found, html).toBeTruthy();
    return found!.replace(/&amp;/g, '&');
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    const editor = await createUser(db(), { role: 0 });
    editorToken = await createSignInSession(db(), editor.id, { now: testNow });
    // Uploaded for the text alone: no gallery, no other holder.
    const photo = await createMedia(db(), { inGallery: false });
    photoName = photo.fileMed;
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a53a3a' } })
      .jpeg()
      .toBuffer();
    await mkdir(path.join(t.dataDir, 'media', 'images'), { recursive: true });
    for (const name of [photo.fileLow, photo.fileMed, photo.fileFull])
      await writeFile(path.join(t.dataDir, 'media', 'images', name), jpeg);
    const created = await asEditor({
      method: 'POST',
      url: '/api/redacao/news',
      payload: body(textWith(address())),
    });
    expect(created.statusCode, created.body).toBe(201);
    newsId = created.json<EditorialNews>().id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses the picture of a draft to a visitor', async () => {
    expect(await visitorStatus()).toBe(404);
  });

  it('grants it inside the text the editorial area reads, and that address opens it', async () => {
    const src = srcIn((await editorialRead()).description);
    expect(src).toMatch(new RegExp(`^${address()}\\?acesso=\\d+\\.[\\w-]+$`));
    const picture = await t.inject({ url: src });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('private, no-store');
  });

  it('grants it inside the text a preview link reads', async () => {
    await db().update(news).set({ previewToken: 'previa-do-texto' }).where(eq(news.id, newsId));
    const read = await t.inject({ url: `/api/news/json/news/${newsId}?token=previa-do-texto` });
    expect(read.statusCode, read.body).toBe(200);
    const src = srcIn(read.json<{ news: { description: string } }>().news.description);
    expect(src).toContain('?acesso=');
    expect((await t.inject({ url: src })).statusCode).toBe(200);
  });

  it('stores the text sent back with its granted address as the plain address', async () => {
    const read = await editorialRead();
    expect(read.description).toContain('?acesso=');
    const saved = await asEditor({
      method: 'PUT',
      url: `/api/redacao/news/${newsId}`,
      payload: { ...body(read.description), version: read.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await stored()).description).toBe(textWith(address()));
  });

  it('serves it to everyone once the item is published, and to nobody once it is unpublished', async () => {
    const published = await asEditor({
      method: 'POST',
      url: `/api/redacao/news/${newsId}/publish`,
      payload: { version: (await editorialRead()).version },
    });
    expect(published.statusCode, published.body).toBe(200);
    await eventually(async () => (await visitorStatus()) === 200);
    const picture = await t.inject({ url: address() });
    expect(picture.headers['cache-control']).toBe('public, max-age=604800');
    // The public page shows the plain address everyone shares.
    const page = await t.inject({ url: `/api/news/json/news/${newsId}` });
    expect(srcIn(page.json<{ news: { description: string } }>().news.description)).toBe(address());

    const unpublished = await asEditor({
      method: 'POST',
      url: `/api/redacao/news/${newsId}/unpublish`,
      payload: { version: (await editorialRead()).version },
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    await eventually(async () => (await visitorStatus()) === 404);
  });

  it('lets go of a picture taken out of the text of a published item, and holds it again when restored', async () => {
    const before = await editorialRead();
    await asEditor({
      method: 'POST',
      url: `/api/redacao/news/${newsId}/publish`,
      payload: { version: before.version },
    });
    await eventually(async () => (await visitorStatus()) === 200);
    const saved = await asEditor({
      method: 'PUT',
      url: `/api/redacao/news/${newsId}`,
      payload: { ...body('<p>Na fábrica.</p>'), version: before.version + 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await eventually(async () => (await visitorStatus()) === 404);

    // 'Restaurar esta versão' of the first version brings the picture back into the text, and to everyone.
    const restored = await asEditor({
      method: 'POST',
      url: `/api/redacao/revisions/news/${newsId}/1/restore`,
      payload: { version: (await editorialRead()).version },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await stored()).description).toBe(textWith(address()));
    await eventually(async () => (await visitorStatus()) === 200);
  });
});
