/**
 * The public media of two API processes that share one S3-compatible bucket (s3rver), as two machines behind a
 * balancer: the seed's files are made once per bucket, `/media/*` is served from it by either process, a sibling or
 * a share picture made by one is the other's too, and a cart's zip streams from it.
 */
import { copyFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../../server/db/schema';
import { seedMedia } from '../../server/seed/media/catalogue';
import { ensureSeedMedia } from '../../server/seed/media/ensureFiles';
import { s3Store } from '../../server/storage/s3Store';
import type { FileStore } from '../../server/storage/fileStore';
import { createMedia, createNews } from './builders';
import { embeddedDatabase } from './databases';
import { startS3Server, type TestS3Server } from './helpers/s3Server';
import { zipEntries } from './helpers/zipEntries';
import { anotherProcess, freshClientAddress, startTestApp, testPublicUrl, type TestApp } from './testApp';

describe('public media shared by two processes through a bucket', () => {
  let s3: TestS3Server;
  let bucket: FileStore;
  let first: TestApp;
  let second: FastifyInstance;
  let photo: Buffer;
  const onSecond = (url: string, headers: Record<string, string> = {}) =>
    second.inject({ url, headers, remoteAddress: freshClientAddress() });

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = s3Store(s3.location);
    const webDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-shared-web-'));
    await copyFile(path.resolve('index.html'), path.join(webDir, 'index.html'));
    first = await startTestApp(embeddedDatabase, {
      settings: { s3: s3.location, webDir },
      sendQueuedMail: false,
    });
    second = await anotherProcess(first, { s3: s3.location, webDir });
    photo = await sharp({ create: { width: 1795, height: 1197, channels: 3, background: '#1d4e89' } })
      .jpeg()
      .toBuffer();
    await bucket.put('media/images/lancamento-med.jpg', photo);
    // A photo of the gallery: public (src/domain/fileAccess.ts).
    await createMedia(first.database.db, {
      title: 'Lançamento do Polo',
      fileLow: 'lancamento-med.jpg',
      fileMed: 'lancamento-med.jpg',
      fileFull: 'lancamento-med.jpg',
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await s3?.close();
  });

  it("makes the seed's media once per bucket: the next machine finds them all and makes none", async () => {
    const sample = (['thumbnail', 'asset'] as const).map((type) =>
      seedMedia.find((item) => item.recipe.type === type)!,
    );
    const made = await ensureSeedMedia(bucket, undefined, sample);
    expect(made.made).toBeGreaterThan(0);
    expect(await ensureSeedMedia(s3Store(s3.location), undefined, sample)).toEqual({
      made: 0,
      skipped: made.made,
    });
    const thumbnail = sample[0]!;
    await createMedia(first.database.db, {
      folder: thumbnail.folder,
      fileLow: thumbnail.files.low,
      fileMed: thumbnail.files.low,
      fileFull: thumbnail.files.low,
    });
    const served = await onSecond(`/media/${thumbnail.folder}/${thumbnail.files.low}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('serves a media file from the bucket with caching, revalidation and ranges', async () => {
    const url = '/media/images/lancamento-med.jpg';
    const whole = await onSecond(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/jpeg');
    expect(whole.headers['cache-control']).toBe('public, max-age=604800');
    expect(whole.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(whole.rawPayload.equals(photo)).toBe(true);
    const etag = String(whole.headers.etag);
    expect(etag).toMatch(/^W\/"/);

    expect((await onSecond(url, { 'if-none-match': etag })).statusCode).toBe(304);
    const head = await second.inject({ method: 'HEAD', url, remoteAddress: freshClientAddress() });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(photo.length));
    expect(head.rawPayload.length).toBe(0);

    const part = await onSecond(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${photo.length}`);
    expect(part.rawPayload.equals(photo.subarray(100, 200))).toBe(true);
    // A range for another version of the file: the whole of this one.
    expect((await onSecond(url, { range: 'bytes=0-9', 'if-range': 'W/"outra"' })).statusCode).toBe(200);
    const beyond = await onSecond(url, { range: `bytes=${photo.length + 10}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${photo.length}`);

    for (const missing of ['/media/images/nada.jpg', '/media/images/..%2f..%2fprivate%2fsegredo.jpg'])
      expect((await onSecond(missing)).statusCode, missing).toBe(404);
  });

  it('makes a sibling once, on the process asked first, and the other serves that same file', async () => {
    const made = await first.inject({ url: '/media/images/lancamento-med.avif' });
    expect(made.statusCode).toBe(200);
    expect(made.headers['content-type']).toBe('image/avif');
    expect(await bucket.stat('media/images/lancamento-med.avif')).not.toBeNull();
    const served = await onSecond('/media/images/lancamento-med.avif');
    expect(served.statusCode).toBe(200);
    expect(served.headers.etag).toBe(made.headers.etag);
  });

  it('cuts a share picture once, on one process, for both', async () => {
    const media = await createMedia(first.database.db, {
      title: 'Lançamento do Polo',
      fileLow: 'lancamento-med.jpg',
      fileMed: 'lancamento-med.jpg',
      fileFull: 'lancamento-med.jpg',
    });
    const news = await createNews(first.database.db, {
      title: 'Lançamento',
      mediaId: media.id,
      published: true,
    });
    const page = await first.inject({ url: `/news/${news.id}` });
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1];
    expect(image).toMatch(new RegExp(`^${testPublicUrl}/media/og/${media.id}-[0-9a-f]{12}\\.jpg$`));
    const served = await onSecond(new URL(image!).pathname);
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it("streams a cart's zip from the bucket, asked through one process and downloaded through the other", async () => {
    await createMedia(first.database.db, {
      title: 'Lançamento do Polo',
      fileLow: 'lancamento-med.jpg',
      fileMed: 'lancamento-med.jpg',
      fileFull: 'lancamento-med.jpg',
    });
    const asked = await second.inject({
      method: 'POST',
      url: '/api/cartfiles',
      payload: {
        email: 'jornalista@redacao.test',
        cart: [{ title: 'Lançamento', files: ['/media/images/lancamento-med.jpg'] }],
      },
      remoteAddress: freshClientAddress(),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [mail] = await first.database.db.select().from(mailOutbox);
    const link = /http:\/\/newsroom\.test(\/api\/cartfiles\/\d+\/zip\?\S+)/.exec(mail!.text)![1]!;
    const zip = await first.inject({ url: link });
    expect(zip.statusCode, zip.body).toBe(200);
    const entries = await zipEntries(zip.rawPayload);
    // In the favorite's folder, named as the photo's row (the share picture test's, when run together) says.
    expect(entries.map((entry) => entry.name)).toEqual([
      'LEIA-ME.txt',
      expect.stringMatching(/^lancamento\/[a-z0-9-]+-grande-4096x2731\.jpg$/),
    ]);
    expect(entries[1]!.data.equals(photo)).toBe(true);
  });
});
