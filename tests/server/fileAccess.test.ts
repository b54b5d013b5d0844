/**
 * A draft's files are nobody's until the draft is published: its photo's renditions, their AVIF/WebP siblings, its
 * download and a cart holding it answer as if it didn't exist, except through the addresses the server granted to
 * whoever opened the draft with its preview link and to the editorial area; once published, everyone gets them,
 * cached as before.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../server/db/schema';
import { createMedia, createNews } from './builders';
import { testDatabases } from './databases';
import { eventually, startTestApp, type TestApp } from './testApp';

describe.each(testDatabases)('files of drafts on $name', (target) => {
  let t: TestApp;
  let newsId: number;
  let photoName: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    const photo = await createMedia(t.database.db, { inGallery: false });
    photoName = photo.fileMed;
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    await mkdir(path.join(t.dataDir, 'media', 'images'), { recursive: true });
    for (const name of [photo.fileLow, photo.fileMed, photo.fileFull])
      await writeFile(path.join(t.dataDir, 'media', 'images', name), jpeg);
    const draft = await createNews(t.database.db, {
      title: 'Lançamento sob embargo',
      published: false,
      previewToken: 'previa-valida',
      mediaId: photo.id,
    });
    newsId = draft.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const mediaUrl = () => `/media/images/${photoName}`;
  const cartSize = (link: string) =>
    t.inject({
      method: 'POST',
      url: '/api/cartfiles/size',
      payload: { email: '', cart: [{ title: 'Foto', files: [link] }] },
    });
  /** The address of the photo in an answer, as the answer gives it (with its grant, if any). */
  const photoAddressIn = (body: string, name = photoName) => {
    const found = new RegExp(`/media/images/${name.replace(/\./g, '\\.')}[^"]*`).exec(body)?.[0];
    expect(found, body).toBeTruthy();
    return found!;
  };

  it('refuses a draft photo to a visitor: renditions, siblings, download and cart', async () => {
    const rendition = await t.inject({ url: mediaUrl() });
    expect(rendition.statusCode).toBe(404);
    expect(rendition.headers['cache-control']).toBe('no-store');
    expect((await t.inject({ url: mediaUrl().replace(/\.jpg$/, '.webp') })).statusCode).toBe(404);
    expect((await t.inject({ url: `/api/medias_api/download-file/${photoName}` })).statusCode).toBe(404);
    // A made-up grant opens nothing.
    expect((await t.inject({ url: `${mediaUrl()}?acesso=9999999999.abc` })).statusCode).toBe(404);
    const cart = await cartSize(mediaUrl());
    expect(cart.statusCode).toBe(400);
    expect(cart.json<{ message: string }>().message).toBe(`Arquivo não permitido no carrinho: ${mediaUrl()}`);
  });

  it('serves it through the preview link, privately', async () => {
    const read = await t.inject({ url: `/api/news/json/news/${newsId}?token=previa-valida` });
    expect(read.statusCode).toBe(200);
    const address = photoAddressIn(read.body);
    expect(address).toContain('?acesso=');
    const photo = await t.inject({ url: address });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cache-control']).toBe('private, no-store');
    const sibling = await t.inject({ url: address.replace('.jpg?', '.webp?') });
    expect(sibling.statusCode).toBe(200);
    const grant = address.slice(address.indexOf('?'));
    const download = await t.inject({ url: `/api/medias_api/download-file/${photoName}${grant}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('private, no-store');
    // A grant is for its own file only.
    expect(
      (await t.inject({ url: `/media/images/${photoName.replace('-med', '-full')}${grant}` })).statusCode,
    ).toBe(404);
  });

  it('serves it to the editorial area', async () => {
    const read = await t.injectAs(1, { url: `/api/redacao/news/${newsId}` });
    expect(read.statusCode, read.body).toBe(200);
    // The desk shows the photo's small rendition.
    const photo = await t.inject({ url: photoAddressIn(read.body, photoName.replace('-med', '-low')) });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cache-control']).toBe('private, no-store');
  });

  it('serves it to everyone once the news item is published, cached as before', async () => {
    await t.database.db.update(news).set({ published: true }).where(eq(news.id, newsId));
    // Once the database says content changed (NOTIFY content_changed).
    await eventually(async () => (await t.inject({ url: mediaUrl() })).statusCode === 200);
    const photo = await t.inject({ url: mediaUrl() });
    expect(photo.headers['cache-control']).toBe('public, max-age=604800');
    expect((await t.inject({ url: `/api/medias_api/download-file/${photoName}` })).statusCode).toBe(200);
    expect((await cartSize(mediaUrl())).statusCode).toBe(200);
  });
});
