import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createMedia } from './builders';
import { embeddedDatabase } from './databases';
import { startTestApp, type TestApp } from './testApp';

// Serving files does not depend on the database kind: PGlite only.
describe('media files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(embeddedDatabase, {});
    await mkdir(path.join(t.dataDir, 'media', 'images'), { recursive: true });
    await writeFile(
      path.join(t.dataDir, 'media', 'images', 'foto.jpg'),
      Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
    );
    await writeFile(path.join(t.dataDir, 'segredo.txt'), 'não deve sair');
    // A photo of the gallery: public (src/domain/fileAccess.ts).
    await createMedia(t.database.db, { fileLow: 'foto.jpg', fileMed: 'foto.jpg', fileFull: 'foto.jpg' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves a media file with caching headers', async () => {
    const response = await t.app.inject({ url: '/media/images/foto.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toMatch(/max-age=604800/);
    expect(response.headers.etag).toBeTruthy();
    // Press media are public: a partner site may embed them.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers a wrong method on a media file with 405 and Allow', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/media/images/foto.jpg' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('never serves a file outside the media folder', async () => {
    for (const url of [
      '/media/../segredo.txt',
      '/media/%2e%2e/segredo.txt',
      '/media/images/..%2f..%2fsegredo.txt',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('não deve sair');
    }
  });

  it('answers a missing media file with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/media/images/nada.jpg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><title>Aurora Imprensa</title></head><body></body></html>',
    );
    await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await startTestApp(embeddedDatabase, { settings: { webDir } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every route of the app with index.html, revalidated on each visit', async () => {
    for (const url of ['/', '/home', '/cars/models', '/SearchPage?search=t-cross']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(200);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.headers['cache-control']).toBe('public, no-cache');
      }
    }
    // An item that is not there: still the app (it says so), with the status a crawler reads.
    const missing = await t.app.inject({ url: '/cars/car/1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Aurora Imprensa</title>');
    expect(missing.body).toMatch(/<meta name="robots" content="noindex" ?\/>/);
  });

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset or API address with a JSON 404, not the app', async () => {
    for (const url of ['/assets/index-gone.js', '/api/nada', '/favicon-antigo.ico']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404 });
    }
  });
});
