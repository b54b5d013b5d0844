/**
 * Limits count per person when signed in and per address otherwise: a newspaper's newsroom behind one address is not
 * one journalist. Downloads followed as links are counted when their pass is asked (src/domain/downloadPass.ts), so a
 * refusal is an answer the page can show. These don't depend on the database kind: PGlite only.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routeAllowances } from '../../server/plugins/security';
import { createMedia, createSignInSession, createUser } from './builders';
import { embeddedDatabase } from './databases';
import { startTestApp, testNow, type TestApp } from './testApp';

const office = '10.77.0.1';

describe('limits per person, and downloads by pass', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const journalist = async () => {
    const user = await createUser(t!.database.db);
    return createSignInSession(t!.database.db, user.id, { now: testNow });
  };
  const askPass = (filePath: string, from: string, token?: string) =>
    t!.app.inject({
      method: 'POST',
      url: '/api/downloads/pass',
      remoteAddress: from,
      payload: { path: filePath },
      ...(token ? { headers: { authorization: token } } : {}),
    });

  it('counts each signed-in journalist on their own, wherever they are, and anonymous calls per address', async () => {
    t = await startTestApp(embeddedDatabase);
    const photo = 'medias_api/download-file/farol-full.jpg';
    const ana = await journalist();
    const bia = await journalist();
    const { person } = routeAllowances.fileDownload;
    // Well past the 60 a minute an address had: a journalist taking an album photo by photo.
    for (let n = 0; n < person; n++) expect((await askPass(photo, office, ana)).statusCode).toBe(200);
    const refused = await askPass(photo, office, ana);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Muitas requisições\. Tente novamente em \d+ segundos\.$/);
    // Her colleague at the same address, and an anonymous visitor there, are not refused for her.
    expect((await askPass(photo, office, bia)).statusCode).toBe(200);
    expect((await askPass(photo, office)).statusCode).toBe(200);
    // From another address she is the same person.
    expect((await askPass(photo, '10.77.0.2', ana)).statusCode).toBe(429);
  });

  it("counts the API's general limit per person too", async () => {
    t = await startTestApp(embeddedDatabase, { settings: { rateLimitPerMinute: 2 } });
    const read = (token?: string) =>
      t!.app.inject({
        url: '/api/menu/json/',
        remoteAddress: office,
        ...(token ? { headers: { authorization: token } } : {}),
      });
    const ana = await journalist();
    const bia = await journalist();
    expect([
      (await read(ana)).statusCode,
      (await read(ana)).statusCode,
      (await read(ana)).statusCode,
    ]).toEqual([200, 200, 429]);
    expect([(await read(bia)).statusCode, (await read()).statusCode]).toEqual([200, 200]);
  });

  it('opens the file its pass was given for, a few times, and no other', async () => {
    t = await startTestApp(embeddedDatabase);
    await createMedia(t.database.db, { title: 'Farol', folder: 'images', fileFull: 'farol-full.jpg' });
    await createMedia(t.database.db, { title: 'Painel', folder: 'images', fileFull: 'painel-full.jpg' });
    await mkdir(path.join(t.dataDir, 'media', 'images'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'media', 'images', 'farol-full.jpg'), randomBytes(900));
    await writeFile(path.join(t.dataDir, 'media', 'images', 'painel-full.jpg'), randomBytes(700));

    const answer = await askPass('medias_api/download-file/farol-full.jpg', office, await journalist());
    expect(answer.statusCode, answer.body).toBe(200);
    const { pass } = answer.json() as { pass: string };
    const open = (name: string, given = pass) =>
      t!.app.inject({
        url: `/api/medias_api/download-file/${name}?pass=${encodeURIComponent(given)}`,
        remoteAddress: office,
      });
    const first = await open('farol-full.jpg');
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload).toHaveLength(900);
    // Counted under the pass: a retry or two, never a way around the limit.
    expect([(await open('farol-full.jpg')).statusCode, (await open('farol-full.jpg')).statusCode]).toEqual([
      200, 200,
    ]);
    expect((await open('farol-full.jpg')).statusCode).toBe(429);
    // Another file with this pass is an anonymous download from the address: counted there, not refused.
    expect((await open('painel-full.jpg')).statusCode).toBe(200);
  });

  it('gives passes only for downloads', async () => {
    t = await startTestApp(embeddedDatabase);
    for (const filePath of ['cartfiles/1/zip', 'medias_api/download-file/../x', 'sets/news/1', '/etc/passwd'])
      expect((await askPass(filePath, office)).statusCode, filePath).toBe(400);
    expect((await askPass('sets/album/12/zip', office)).statusCode).toBe(200);
  });
});
