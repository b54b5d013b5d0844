/**
 * A set taken whole: a news item's photo set and an album, as JSON (files, bytes, delivery) and as the zip sent at
 * once, read the way an unzip program and Java's streaming reader read it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAtOnceMaxBytes } from '../../src/domain/limits';
import type { MediaSetResponse } from '../../src/domain/setSchemas';
import { setMessages } from '../../server/sets/setRoutes';
import { createAlbum, createMedia, createNews, createTemplateBlock } from './builders';
import { testDatabases } from './databases';
import { zipEntries, zipEntriesAsStreamed } from './helpers/zipEntries';
import { startTestApp, type TestApp } from './testApp';

const link = (folder: string, name: string) => `/media/${folder}/${name}`;
const notFound = { statusCode: 404, error: 'Not Found', message: 'Conteúdo não encontrado.' };

describe.each(testDatabases)('sets taken whole on $name', (target) => {
  let t: TestApp;
  const stored: Record<string, Buffer> = {};
  const ids = { news: 0, draft: 0, album: 0, emptyAlbum: 0, largeAlbum: 0 };

  const get = (url: string) => t.inject({ url });

  beforeAll(async () => {
    t = await startTestApp(target);
    const db = t.database.db;
    const write = async (folder: string, name: string, size: number) => {
      const bytes = randomBytes(size);
      await mkdir(path.join(t.dataDir, 'media', folder), { recursive: true });
      await writeFile(path.join(t.dataDir, 'media', folder, name), bytes);
      stored[`${folder}/${name}`] = bytes;
      return bytes;
    };

    // The news item's photo: its size recorded, as the start-up measure leaves it.
    const lead = await createMedia(db, {
      title: 'Aurora T-Cross Prestige em estúdio',
      fileFull: 'tcross-01-full.jpg',
      bytesFull: (await write('images', 'tcross-01-full.jpg', 5000)).length,
    });
    // A photo in one of its blocks: not measured yet, so its size is read from the store.
    const detail = await createMedia(db, {
      title: 'Detalhe dos faróis do Aurora T-Cross',
      fileFull: 'tcross-04-full.jpg',
      sizeFull: '3000 x 2000 px',
    });
    await write('images', 'tcross-04-full.jpg', 2100);
    const road = await createMedia(db, {
      title: 'Aurora T-Cross na estrada',
      fileFull: 'tcross-02-full.jpg',
      bytesFull: (await write('images', 'tcross-02-full.jpg', 3000)).length,
    });
    const film = await createMedia(db, {
      kind: 'video',
      title: 'Filme de lançamento do Aurora T-Cross',
      folder: 'videos',
      fileLow: 'video-01-poster.jpg',
      fileMed: 'video-01-med.mp4',
      fileFull: 'video-01-high.mov',
      sizeLow: '854 x 480 px',
      sizeMed: 'MP4 · 854 x 480 px',
      sizeFull: 'MOV · 1280 x 720 px',
      bytesFull: (await write('videos', 'video-01-high.mov', 4096)).length,
    });

    // The album holds the lead photo too: the set names it once.
    const album = await createAlbum(db, [road.id, lead.id, film.id], {
      title: 'Lançamento do Aurora T-Cross',
      coverMediaId: film.id,
    });
    ids.album = album.id;
    const news = await createNews(db, {
      title: 'Aurora T-Cross chega: fotos',
      mediaId: lead.id,
      albumId: album.id,
    });
    ids.news = news.id;
    await createTemplateBlock(db, { type: 'news', id: news.id }, { mediaId: detail.id });
    ids.draft = (await createNews(db, { mediaId: lead.id, published: false, previewToken: 'segredo' })).id;
    ids.emptyAlbum = (await createAlbum(db, [])).id;

    // Past the limit by its recorded size alone: no file needed to answer how it is delivered.
    const huge = await createMedia(db, {
      kind: 'video',
      title: 'Making of em 4K',
      folder: 'videos',
      fileFull: 'making-of-4k.mov',
      bytesFull: setAtOnceMaxBytes + 1,
    });
    ids.largeAlbum = (await createAlbum(db, [road.id, huge.id], { title: 'Bastidores' })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers a news item's set: its photo, its blocks' and its album's, each file once, at its largest", async () => {
    const response = await get(`/api/sets/news/${ids.news}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MediaSetResponse>()).toEqual({
      title: 'Aurora T-Cross chega: fotos',
      cover: expect.stringMatching(/^\/media\/images\/foto-\d+-low\.jpg$/),
      files: [
        link('images', 'tcross-01-full.jpg'),
        link('images', 'tcross-04-full.jpg'),
        link('images', 'tcross-02-full.jpg'),
        link('videos', 'video-01-high.mov'),
      ],
      bytes: 5000 + 2100 + 3000 + 4096,
      atOnce: true,
    });
  });

  it("answers an album's set in the album's order, shown by its cover", async () => {
    const response = await get(`/api/sets/album/${ids.album}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MediaSetResponse>()).toEqual({
      title: 'Lançamento do Aurora T-Cross',
      cover: link('videos', 'video-01-poster.jpg'),
      files: [
        link('images', 'tcross-02-full.jpg'),
        link('images', 'tcross-01-full.jpg'),
        link('videos', 'video-01-high.mov'),
      ],
      bytes: 3000 + 5000 + 4096,
      atOnce: true,
    });
  });

  it.each([
    ['news', () => ids.news, 'aurora-t-cross-chega-fotos'],
    ['album', () => ids.album, 'lancamento-do-aurora-t-cross'],
  ])('sends a small %s set as a zip at once, named from its title', async (kind, id, slug) => {
    const set = (await get(`/api/sets/${kind}/${id()}`)).json<MediaSetResponse>();
    const response = await get(`/api/sets/${kind}/${id()}/zip`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename=${slug}.zip`);
    const body = response.rawPayload;
    expect(Number(response.headers['content-length'])).toBe(body.length);

    const names = {
      [link('images', 'tcross-01-full.jpg')]: 'aurora-t-cross-prestige-em-estudio-grande-4096x2731.jpg',
      [link('images', 'tcross-04-full.jpg')]: 'detalhe-dos-farois-do-aurora-t-cross-grande-3000x2000.jpg',
      [link('images', 'tcross-02-full.jpg')]: 'aurora-t-cross-na-estrada-grande-4096x2731.jpg',
      [link('videos', 'video-01-high.mov')]: 'filme-de-lancamento-do-aurora-t-cross-grande-1280x720.mov',
    };
    const expected = set.files.map((file) => ({
      name: `${slug}/${names[file]}`,
      data: stored[file.replace('/media/', '')],
    }));
    for (const entries of [await zipEntries(body), zipEntriesAsStreamed(body)]) {
      expect(entries[0]!.name).toBe('LEIA-ME.txt');
      expect(entries[0]!.data.toString('utf8')).toContain(`(pasta ${slug})`);
      expect(entries.slice(1)).toEqual(expected);
    }
  });

  it('tells a set past the limit to go by e-mail, and refuses its zip', async () => {
    const response = await get(`/api/sets/album/${ids.largeAlbum}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MediaSetResponse>()).toMatchObject({
      files: [link('images', 'tcross-02-full.jpg'), link('videos', 'making-of-4k.mov')],
      bytes: 3000 + setAtOnceMaxBytes + 1,
      atOnce: false,
    });
    const zip = await get(`/api/sets/album/${ids.largeAlbum}/zip`);
    expect(zip.statusCode).toBe(413);
    expect(zip.json()).toMatchObject({ message: setMessages.tooLarge(3000 + setAtOnceMaxBytes + 1) });
    expect(zip.json<{ message: string }>().message).toMatch(/por e-mail/);
  });

  it('answers an empty album as a set of nothing', async () => {
    const response = await get(`/api/sets/album/${ids.emptyAlbum}`);
    expect(response.json()).toEqual({
      title: expect.any(String),
      cover: '',
      files: [],
      bytes: 0,
      atOnce: true,
    });
  });

  it.each([
    ['an unknown news item', () => '/api/sets/news/999999'],
    ['a draft, even with its preview token', () => `/api/sets/news/${ids.draft}?token=segredo`],
    ['an unknown album', () => '/api/sets/album/999999'],
  ])('answers 404 for %s, its zip too', async (_what, url) => {
    const [address, query = ''] = url().split('?');
    for (const asked of [url(), `${address}/zip${query && `?${query}`}`]) {
      const response = await get(asked);
      expect(response.statusCode, asked).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });
});
