/**
 * The AVIF, WebP and thumbnail siblings of a public JPEG (src/domain/imageFormats.ts): the media route serves them
 * with their own types and the JPEGs' caching, makes one that is missing from the JPEG beside it (a folder seeded
 * before they existed, a photo placed by hand), and makes nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { encodeSiblings, siblingsOf } from '../../server/media/imageSiblings';
import { createMedia } from './builders';
import { embeddedDatabase } from './databases';
import { startTestApp, type TestApp } from './testApp';

/** A 3:2 JPEG with some detail, like a seed photo's low rendition. */
async function photo(width: number, height: number, colour = '#c0392b'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#1d2b3a"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

const metadataOf = async (bytes: Buffer) => {
  const { format, width, height, compression } = await sharp(bytes).metadata();
  return { format, width, height, compression };
};

describe('the siblings writer', () => {
  it('makes AVIF and WebP of a rendition, and its 320 and 640 px thumbnails in three formats', async () => {
    const wanted = siblingsOf('x-low.jpg', { thumbnails: true, width: 1024 });
    const made = await encodeSiblings(await photo(1024, 683), wanted);
    expect([...made.keys()].sort()).toEqual(
      [
        'x-low.avif',
        'x-low.webp',
        'x-low-320.avif',
        'x-low-320.webp',
        'x-low-320.jpg',
        'x-low-640.avif',
        'x-low-640.webp',
        'x-low-640.jpg',
      ].sort(),
    );
    // sharp names AVIF 'heif' with AV1 compression.
    expect(await metadataOf(made.get('x-low.avif')!)).toEqual({
      format: 'heif',
      compression: 'av1',
      width: 1024,
      height: 683,
    });
    expect(await metadataOf(made.get('x-low.webp')!)).toMatchObject({
      format: 'webp',
      width: 1024,
      height: 683,
    });
    expect(await metadataOf(made.get('x-low-320.jpg')!)).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 213,
    });
    expect(await metadataOf(made.get('x-low-640.avif')!)).toMatchObject({
      format: 'heif',
      width: 640,
      height: 427,
    });
  });

  it('makes no thumbnail as wide as the picture or wider: a 400 px portrait gets the 320 px one only', () => {
    const names = siblingsOf('p.jpg', { thumbnails: true, width: 400 }).map(
      (each) => `${each.width}.${each.format}`,
    );
    expect(names).toEqual(['null.avif', 'null.webp', '320.avif', '320.webp', '320.jpg']);
  });
});

// Serving files does not depend on the database kind: PGlite only.
describe('the media route and the siblings', () => {
  let t: TestApp;
  let images: string;
  beforeAll(async () => {
    t = await startTestApp(embeddedDatabase, {});
    images = path.join(t.dataDir, 'media', 'images');
    await mkdir(images, { recursive: true });
    // Photos of the gallery: public (src/domain/fileAccess.ts).
    await createMedia(t.database.db, {
      fileLow: 'carro-low.jpg',
      fileMed: 'retrato.jpeg',
      fileFull: 'pronto.webp',
    });
    await writeFile(path.join(images, 'carro-low.jpg'), await photo(1024, 683));
    await writeFile(path.join(images, 'retrato.jpeg'), await photo(400, 400));
    await writeFile(
      path.join(images, 'pronto.webp'),
      await sharp(await photo(64, 64))
        .webp()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes a missing AVIF, WebP or thumbnail from the JPEG beside it, with its type and the JPEGs’ caching', async () => {
    for (const [name, type, width] of [
      ['carro-low.avif', 'image/avif', 1024],
      ['carro-low.webp', 'image/webp', 1024],
      ['carro-low-320.avif', 'image/avif', 320],
      ['carro-low-640.webp', 'image/webp', 640],
      ['carro-low-320.jpg', 'image/jpeg', 320],
      ['retrato-320.webp', 'image/webp', 320],
    ] as const) {
      const response = await t.app.inject({ url: `/media/images/${name}` });
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type'], name).toBe(type);
      expect(response.headers['cache-control'], name).toMatch(/max-age=604800/);
      expect(response.headers.etag, name).toBeTruthy();
      expect((await sharp(response.rawPayload).metadata()).width, name).toBe(width);
      // Made once: it is on disk now, and served from there.
      expect((await stat(path.join(images, name))).size, name).toBe(response.rawPayload.length);
    }
  });

  it('serves a sibling already on disk as it is', async () => {
    const response = await t.app.inject({ url: '/media/images/pronto.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it('makes a sibling again when its JPEG was replaced after it', async () => {
    await t.app.inject({ url: '/media/images/carro-low-640.avif' });
    await writeFile(path.join(images, 'carro-low.jpg'), await photo(900, 600, '#2e86c1'));
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(images, 'carro-low.jpg'), later, later);
    const response = await t.app.inject({ url: '/media/images/carro-low.avif' });
    expect((await sharp(response.rawPayload).metadata()).width).toBe(900);
  });

  it('makes nothing without a JPEG to make it from, nor outside the media folder, nor of another name', async () => {
    for (const url of [
      '/media/images/nada.avif',
      '/media/images/nada-320.jpg',
      '/media/images/carro-low-480.webp',
      '/media/images/..%2f..%2fcarro-low.avif',
      '/media/images/carro-low.png',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
    }
    await expect(stat(path.join(images, 'carro-low-480.webp'))).rejects.toThrow();
    await expect(stat(path.join(images, 'nada.avif'))).rejects.toThrow();
  });
});
