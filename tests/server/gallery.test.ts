import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumDetailResponse, AlbumPageResponse, GalleryPageResponse } from '../../src/domain/content';
import { createAlbum, createCar, createCarVersion, createContact, createMedia } from './builders';
import { testDatabases } from './databases';
import { startTestApp, type TestApp } from './testApp';

const titles = (items: { title: string }[]) => items.map((item) => item.title);
const at = (day: number) => new Date(`2026-10-${String(day).padStart(2, '0')}T10:00:00Z`);
const fileNotFound = { statusCode: 404, error: 'Not Found', message: 'Arquivo não encontrado.' };

describe.each(testDatabases)('gallery reads on $name', (target) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ url });
  const ok = async <T>(url: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  };
  let albumId = 0;
  let emptyAlbumId = 0;
  const photoBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);
  const pdfBytes = Buffer.from('%PDF-1.4 ficha técnica');

  beforeAll(async () => {
    t = await startTestApp(target);
    const db = t.database.db;
    // 11 gallery photos on days 1..11, one photo kept out of the gallery, 3 videos.
    const photos = [];
    for (let n = 1; n <= 11; n++)
      photos.push(await createMedia(db, { title: `Foto ${n}`, createdAt: at(n) }));
    await createMedia(db, { title: 'Retrato', inGallery: false, createdAt: at(20) });
    for (let n = 1; n <= 3; n++)
      await createMedia(db, {
        kind: 'video',
        title: `Vídeo ${n}`,
        createdAt: at(n),
        fileMed: `video-${n}.mp4`,
        fileFull: `video-${n}.mov`,
      });
    // Albums: an old one of 3 photos with a cover, a newer one of 1 photo without cover, a newest empty one.
    const album = await createAlbum(db, [photos[4]!.id, photos[0]!.id, photos[2]!.id], {
      title: 'Lançamento',
      description: 'Fotos do lançamento',
      coverMediaId: photos[0]!.id,
      createdAt: at(1),
    });
    albumId = album.id;
    await createAlbum(db, [photos[1]!.id], { title: 'Salão', createdAt: at(5) });
    emptyAlbumId = (await createAlbum(db, [], { title: 'Vazio', createdAt: at(9) })).id;

    // Files for the download: one of our photos, a spec sheet, and a secret outside the media folder.
    // Out of the gallery's lists, and public through what holds it: a contact's portrait.
    const download = await createMedia(db, {
      title: 'Aurora T-Cross Prestige em estúdio',
      folder: 'images',
      fileFull: 'baixar-full.jpg',
      inGallery: false,
    });
    await createContact(db, { imageMediaId: download.id });
    await createMedia(db, { title: 'Fora', folder: '..', fileFull: 'segredo.txt', inGallery: false });
    await createMedia(db, {
      title: 'Sem arquivo',
      folder: 'images',
      fileFull: 'sumiu.jpg',
      inGallery: false,
    });
    const car = await createCar(db);
    await createCarVersion(db, car.id, { title: 'T-Cross Highline', pdfFile: 'documents/ficha-tecnica.pdf' });
    const mediaDir = path.join(t.dataDir, 'media');
    await mkdir(path.join(mediaDir, 'images'), { recursive: true });
    await mkdir(path.join(mediaDir, 'documents'), { recursive: true });
    await writeFile(path.join(mediaDir, 'images', 'baixar-full.jpg'), photoBytes);
    await writeFile(path.join(mediaDir, 'documents', 'ficha-tecnica.pdf'), pdfBytes);
    await writeFile(path.join(t.dataDir, 'segredo.txt'), 'segredo');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pages the gallery photos 9 at a time by default, newest first, with the page count', async () => {
    const first = await ok<GalleryPageResponse>('/api/buckets/json/photos');
    expect(first.pages).toBe(2);
    expect(titles(first.bucket_media)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Foto ${n}`));
    const second = await ok<GalleryPageResponse>('/api/buckets/json/photos?page=2&limit=9');
    expect(titles(second.bucket_media)).toEqual(['Foto 2', 'Foto 1']);
    const item = second.bucket_media[1]!;
    expect(item).toMatchObject({
      title: 'Foto 1',
      created_at: at(1).toISOString(),
      mediaSizeLow: '1024 x 683 px',
      mediaSizeMedium: '1795 x 1197 px',
      mediaSize: '4096 x 2731 px',
    });
    expect(item.mediaLow).toMatch(/^\/media\/images\/foto-\d+-low\.jpg$/);
    const byFour = await ok<GalleryPageResponse>('/api/buckets/json/photos?page=3&limit=4');
    expect(byFour.pages).toBe(3);
    expect(titles(byFour.bucket_media)).toEqual(['Foto 3', 'Foto 2', 'Foto 1']);
    const past = await ok<GalleryPageResponse>('/api/buckets/json/photos?page=5');
    expect(past).toEqual({ bucket_media: [], pages: 2 });
  });

  it('pages the videos apart from the photos', async () => {
    const videos = await ok<GalleryPageResponse>('/api/buckets/json/videos?limit=2');
    expect(videos.pages).toBe(2);
    expect(titles(videos.bucket_media)).toEqual(['Vídeo 3', 'Vídeo 2']);
    expect(videos.bucket_media[0]!.mediaMed).toBe('/media/images/video-3.mp4');
    const last = await ok<GalleryPageResponse>('/api/buckets/json/videos?page=2&limit=2');
    expect(titles(last.bucket_media)).toEqual(['Vídeo 1']);
  });

  it('lists the albums holding media, newest first, with their cover and media count', async () => {
    const albums = await ok<AlbumPageResponse>('/api/buckets/json');
    expect(albums.pages).toBe(1);
    expect(titles(albums.bucket)).toEqual(['Salão', 'Lançamento']);
    expect(albums.bucket[0]).toMatchObject({ media: '', mediaMed: '', mediaLow: '', mediaAmount: 1 });
    expect(albums.bucket[1]).toMatchObject({
      id: albumId,
      description: 'Fotos do lançamento',
      created_at: at(1).toISOString(),
      mediaAmount: 3,
    });
    expect(albums.bucket[1]!.mediaLow).toMatch(/^\/media\/images\/foto-\d+-low\.jpg$/);
    const byOne = await ok<AlbumPageResponse>('/api/buckets/json?page=2&limit=1');
    expect(byOne.pages).toBe(2);
    expect(titles(byOne.bucket)).toEqual(['Lançamento']);
  });

  it("pages an album's media in the album's order", async () => {
    const detail = await ok<AlbumDetailResponse>(`/api/buckets/json/bucket/${albumId}?limit=2`);
    expect(detail.pages).toBe(2);
    expect(detail.bucket).toMatchObject({
      id: albumId,
      title: 'Lançamento',
      description: 'Fotos do lançamento',
    });
    expect(titles(detail.bucket.bucket_associations)).toEqual(['Foto 5', 'Foto 1']);
    const second = await ok<AlbumDetailResponse>(`/api/buckets/json/bucket/${albumId}?page=2&limit=2`);
    expect(titles(second.bucket.bucket_associations)).toEqual(['Foto 3']);
    const empty = await ok<AlbumDetailResponse>(`/api/buckets/json/bucket/${emptyAlbumId}`);
    expect(empty).toMatchObject({ bucket: { title: 'Vazio', bucket_associations: [] }, pages: 0 });
  });

  it('answers 404 in Portuguese for an unknown album', async () => {
    const response = await get('/api/buckets/json/bucket/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Conteúdo não encontrado.',
    });
  });

  it.each([
    ['/api/buckets/json/photos?page=0', 'Parâmetro inválido na consulta: page deve ser >= 1.'],
    ['/api/buckets/json/videos?limit=51', 'Parâmetro inválido na consulta: limit deve ser <= 50.'],
    ['/api/buckets/json?page=um', 'Parâmetro inválido na consulta: page deve ser um número inteiro.'],
    [`/api/buckets/json/bucket/1?limit=0`, 'Parâmetro inválido na consulta: limit deve ser >= 1.'],
  ])('refuses bad paging: %s', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('downloads one of our media files as an attachment named from its title, size and pixels', async () => {
    const response = await get('/api/medias_api/download-file/baixar-full.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=aurora-t-cross-prestige-em-estudio-grande-4096x2731.jpg',
    );
    expect(response.rawPayload.equals(photoBytes)).toBe(true);
  });

  it("downloads a version's spec sheet", async () => {
    const response = await get('/api/medias_api/download-file/ficha-tecnica.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=t-cross-highline-ficha-tecnica.pdf',
    );
    expect(response.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it.each([
    ['..%2F..%2Fetc%2Fpasswd', 400],
    ['%2Fetc%2Fpasswd', 400],
    ['a%2Fb.jpg', 400],
    ['..%5Cimages%5Cbaixar-full.jpg', 400],
    ['...', 400],
    ['images%2Fbaixar-full.jpg', 400],
    ['passwd', 404],
    ['nao-existe.jpg', 404],
    // Named by a row, but the file is not on disk.
    ['sumiu.jpg', 404],
    // Named by a row whose folder leaves the media folder: never read.
    ['segredo.txt', 404],
  ])('refuses %s with %i', async (name, status) => {
    const response = await get(`/api/medias_api/download-file/${name}`);
    expect(response.statusCode, name).toBe(status);
    expect(response.body).not.toContain('root:');
    expect(response.body).not.toContain('segredo');
    if (status === 404) expect(response.json()).toEqual(fileNotFound);
    else expect(response.json()).toMatchObject({ statusCode: 400, message: 'Nome de arquivo inválido.' });
  });
});
