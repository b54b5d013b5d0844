/**
 * The press office's uploads: resumable (tus) under `/api/redacao/uploads`, for the `publish` capability only; a
 * finished upload registered as a photo or a video is checked byte by byte (a PDF named image/jpeg is refused and
 * nothing is kept), takes its date from the photo's EXIF and offers its credit and caption as suggestions the editor
 * confirms, and waits 'processing' until the job
 * queue has made its sizes; then it is choosable as a news item's photo and served in its sizes and formats.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { NewsDetailResponse } from '../../src/domain/content';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaLimits, mediaMessages } from '../../src/domain/editorialMedia';
import type {
  EditorialDocument,
  EditorialMediaItem,
  EditorialPhotoList,
} from '../../src/domain/editorialSchemas';
import { editorialChanges, media } from '../../server/db/schema';
import { openUploadStore } from '../../server/editorial/media/uploadStore';
import { createNews, createSignInSession, createUser } from './builders';
import { testDatabases } from './databases';
import { eventually, startTestApp, testNow, type TestApp } from './testApp';

const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const metadataHeader = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `${name} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/**
 * A 2400 x 1600 photo with its photographer, description and moment in EXIF, as a camera writes them (EXIF text is
 * ASCII: a camera writes no accents there).
 */
const cameraPhoto = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3a6ea5' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><circle cx="1200" cy="800" r="500" fill="#f2c14e"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Artist: 'Ana Fotografa', ImageDescription: 'Zenite na pista de testes' },
      IFD2: { DateTimeOriginal: '2026:11:10 14:30:00' },
    })
    .toBuffer();

describe.each(testDatabases)('editorial uploads on $name', (target) => {
  let t: TestApp;
  let editorToken: string;
  const db = () => t.database.db;
  const asEditor = (request: InjectOptions) =>
    t.inject({
      ...request,
      headers: { 'tus-resumable': '1.0.0', ...request.headers, authorization: editorToken },
    });
  /** The app's own job worker makes the sizes (as in production): wait for the row to leave 'processing'. */
  const preparedBy = (id: number) =>
    eventually(async () => {
      const [row] = await db().select({ state: media.state }).from(media).where(eq(media.id, id));
      return row?.state !== 'processing';
    }, 60_000);

  /** Opens an upload of `bytes` declared as `filetype`; answers its id. */
  const openUpload = async (bytes: number, filetype: string, filename: string) => {
    const created = await asEditor({
      method: 'POST',
      url: '/api/redacao/uploads',
      headers: { 'upload-length': String(bytes), 'upload-metadata': metadataHeader({ filename, filetype }) },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.headers.location!.split('/').at(-1)!;
  };
  const sendPart = (id: string, offset: number, part: Buffer) =>
    asEditor({
      method: 'PATCH',
      url: `/api/redacao/uploads/${id}`,
      headers: { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      payload: part,
    });
  const upload = async (file: Buffer, filetype: string, filename: string) => {
    const id = await openUpload(file.length, filetype, filename);
    expect((await sendPart(id, 0, file)).statusCode).toBe(204);
    return id;
  };
  const register = (id: string, title?: string) =>
    asEditor({
      method: 'POST',
      url: '/api/redacao/media',
      payload: { upload: id, ...(title ? { title } : {}) },
    });
  const photoChoices = async () =>
    (await asEditor({ url: '/api/redacao/photos' })).json<EditorialPhotoList>().list.map((photo) => photo.id);

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    const editor = await createUser(db(), { role: 0, name: 'Renata Redação' });
    editorToken = await createSignInSession(db(), editor.id, { now: testNow });
  });
  afterAll(async () => t?.close());

  it('is closed to anyone without the publish capability', async () => {
    const headers = { 'tus-resumable': '1.0.0', 'upload-length': '10' };
    expect((await t.inject({ method: 'POST', url: '/api/redacao/uploads', headers })).statusCode).toBe(401);
    for (const role of [10, 5, 2])
      expect(
        (await t.injectAs(role, { method: 'POST', url: '/api/redacao/uploads', headers })).statusCode,
      ).toBe(403);
    expect(
      (
        await t.injectAs(10, {
          method: 'POST',
          url: '/api/redacao/media',
          payload: { upload: 'a'.repeat(32) },
        })
      ).statusCode,
    ).toBe(403);
  });

  // A 2400 px photo in three sizes and their AVIF and WebP siblings: seconds on a busy machine.
  it(
    'resumes a photo where it stopped, reads its EXIF, and makes its sizes in a job before it can be chosen',
    { timeout: 90_000 },
    async () => {
      const photo = await cameraPhoto();
      const id = await openUpload(photo.length, 'image/jpeg', 'zenite-pista.jpg');
      const half = Math.floor(photo.length / 2);
      expect((await sendPart(id, 0, photo.subarray(0, half))).statusCode).toBe(204);
      // The connection broke: the client asks where the server stands, and sends the rest from there.
      const where = await asEditor({ method: 'HEAD', url: `/api/redacao/uploads/${id}` });
      expect(where.headers['upload-offset']).toBe(String(half));
      expect((await sendPart(id, half, photo.subarray(half))).statusCode).toBe(204);

      const registered = await register(id);
      expect(registered.statusCode, registered.body).toBe(200);
      const item = registered.json<EditorialMediaItem>();
      expect(item).toMatchObject({
        kind: 'image',
        state: 'processing',
        title: 'zenite-pista',
        // The camera's words are the editor's to take: suggested, not published.
        credit: '',
        caption: '',
        suggestedCredit: 'Ana Fotografa',
        suggestedCaption: 'Zenite na pista de testes',
        thumbnail: null,
      });
      expect(item.takenAt).toMatch(/^2026-11-10T/);
      expect(await photoChoices()).not.toContain(item.id);

      await preparedBy(item.id);
      const ready = (await asEditor({ url: `/api/redacao/media/${item.id}` })).json<EditorialMediaItem>();
      expect(ready).toMatchObject({ state: 'ready', size: '2400 x 1600 px' });
      expect(await photoChoices()).toContain(item.id);

      const [row] = await db().select().from(media).where(eq(media.id, item.id));
      const low = await t.inject({ url: ready.thumbnail! });
      expect(low.statusCode).toBe(200);
      expect((await sharp(low.rawPayload).metadata()).width).toBe(1024);
      // Nothing published holds it yet: the editorial area's own address opens it (src/domain/fileAccess.ts).
      expect((await t.inject({ url: ready.thumbnail!.split('?')[0]! })).statusCode).toBe(404);
      const full = { rawPayload: await readFile(path.join(t.dataDir, 'media', 'images', row!.fileFull)) };
      expect((await sharp(full.rawPayload).metadata()).width).toBe(2400);
      const avif = await t.inject({ url: ready.thumbnail!.replace('.jpg?', '-320.avif?') });
      expect(avif.statusCode).toBe(200);
      expect(row).toMatchObject({ sizeLow: '1024 x 683 px', sizeMed: '1795 x 1197 px', inGallery: false });
      expect(row!.bytesFull).toBe(full.rawPayload.length);

      // A news item can now take it as its main photo.
      const created = await asEditor({
        method: 'POST',
        url: '/api/redacao/news',
        payload: {
          title: 'Zênite em testes',
          subtitle: '',
          description: '<p>Na pista.</p>',
          newsDate: '2026-11-20',
          mediaId: item.id,
          albumId: null,
          associations: [],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
    },
  );

  it("keeps a photo's EXIF author and description off the public site until the editor takes them", async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a4' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Joao Reporter', ImageDescription: 'Boreal no salao' } })
      .toBuffer();
    const item = (
      await register(await upload(photo, 'image/jpeg', 'boreal-salao.jpg'))
    ).json<EditorialMediaItem>();
    const suggested = {
      caption: '',
      credit: '',
      suggestedCaption: 'Boreal no salao',
      suggestedCredit: 'Joao Reporter',
    };
    expect(item).toMatchObject(suggested);
    expect((await asEditor({ url: `/api/redacao/media/${item.id}` })).json()).toMatchObject(suggested);

    // A published release showing the photo gives it no caption and no credit.
    await db().update(media).set({ state: 'ready' }).where(eq(media.id, item.id));
    const release = await createNews(db(), { published: true, mediaId: item.id });
    const publicPhoto = async () =>
      (await t.inject({ url: `/api/news/json/news/${release.id}` }))
        .json<NewsDetailResponse>()
        .gallery.find((entry) => entry.id === item.id);
    expect(await publicPhoto()).toMatchObject({ caption: '', credit: '' });

    // Taken by the editor, they are the photo's.
    const taken = await asEditor({
      method: 'PUT',
      url: `/api/redacao/media/${item.id}`,
      payload: { title: item.title, caption: 'Boreal no salao', credit: 'Joao Reporter' },
    });
    expect(taken.json()).toMatchObject({ caption: 'Boreal no salao', credit: 'Joao Reporter' });
    const [row] = await db().select().from(media).where(eq(media.id, item.id));
    expect(row).toMatchObject({ caption: 'Boreal no salao', credit: 'Joao Reporter' });
  });

  it('refuses a type it does not take at the first request, and a PDF that claims to be a JPEG when registered', async () => {
    const refused = await asEditor({
      method: 'POST',
      url: '/api/redacao/uploads',
      headers: {
        'upload-length': '1000',
        'upload-metadata': metadataHeader({ filename: 'fotos.zip', filetype: 'application/zip' }),
      },
    });
    expect(refused.statusCode).toBe(415);
    expect(JSON.parse(refused.body).message).toBe(mediaMessages.type);

    const before = await db().select({ id: media.id }).from(media);
    const pdf = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const id = await upload(pdf, 'image/jpeg', 'foto.jpg');
    const answer = await register(id);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe(mediaMessages.notAnImage);
    expect(await db().select({ id: media.id }).from(media)).toEqual(before);
    // Nothing is kept: the upload is gone too.
    expect((await register(id)).statusCode).toBe(404);
  });

  it("attaches a release's PDF to a news item: offered on its page once out, saved under the release's name", async () => {
    const pdf = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    // Not a photo or a film of the gallery, whatever its bytes.
    const asMedia = await register(await upload(pdf, 'application/pdf', 'release.pdf'));
    expect(asMedia.json<{ message: string }>().message).toBe(mediaMessages.type);
    // A JPEG named a PDF is refused, and nothing is kept.
    const disguised = await asEditor({
      method: 'POST',
      url: '/api/redacao/documents',
      payload: { upload: await upload(await cameraPhoto(), 'application/pdf', 'release.pdf') },
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json<{ message: string }>().message).toBe(mediaMessages.notAPdf);

    const registered = await asEditor({
      method: 'POST',
      url: '/api/redacao/documents',
      payload: { upload: await upload(pdf, 'application/pdf', 'Release Zênite.pdf') },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const document = registered.json<EditorialDocument>();
    expect(document).toMatchObject({ name: 'Release Zênite.pdf', bytes: pdf.length });
    expect(document.file).toMatch(/^documents\/release-zenite-[0-9a-f]{8}\.pdf$/);

    const draft = {
      title: 'Aurora Zênite chega ao Brasil',
      subtitle: '',
      description: '<p>O Zênite chega em dezembro.</p>',
      newsDate: '2026-11-20',
      mediaId: null,
      albumId: null,
      associations: [],
    };
    const unknown = await asEditor({
      method: 'POST',
      url: '/api/redacao/news',
      payload: { ...draft, pdfFile: 'documents/nunca-enviado.pdf' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(mediaMessages.documentUnknown);
    const created = await asEditor({
      method: 'POST',
      url: '/api/redacao/news',
      payload: { ...draft, pdfFile: document.file },
    });
    expect(created.statusCode, created.body).toBe(201);
    const news = created.json<{ id: number; version: number; pdfFile: string; pdfUrl: string }>();
    expect(news).toMatchObject({ pdfFile: document.file, pdfUrl: document.url });
    const storedName = document.file.split('/')[1]!;
    // A draft's PDF is not a download of the newsroom yet.
    expect((await t.inject({ url: `/api/medias_api/download-file/${storedName}` })).statusCode).toBe(404);

    await asEditor({
      method: 'POST',
      url: `/api/redacao/news/${news.id}/publish`,
      payload: { version: news.version },
    });
    const page = (await t.inject({ url: `/api/news/json/news/${news.id}` })).json<{
      news: { pdfMedia: string };
    }>();
    // Published, the PDF's address is everyone's, without the editorial area's grant.
    expect(page.news.pdfMedia).toBe(document.url.split('?')[0]);
    const downloaded = await t.inject({ url: `/api/medias_api/download-file/${storedName}` });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-disposition']).toContain('aurora-zenite-chega-ao-brasil-release.pdf');
    expect(downloaded.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses to register an upload that has not arrived whole', async () => {
    const id = await openUpload(5000, 'image/jpeg', 'metade.jpg');
    await sendPart(id, 0, Buffer.alloc(100, 1));
    const answer = await register(id);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe(mediaMessages.unfinished);
  });

  it('deletes the uploads left a week, half sent or never registered, and keeps younger ones', async () => {
    const halfSent = await openUpload(5000, 'video/mp4', 'desistido.mp4');
    await sendPart(halfSent, 0, Buffer.alloc(100, 1));
    const unregistered = await upload(await cameraPhoto(), 'image/jpeg', 'esquecida.jpg');
    const answer = (id: string) => asEditor({ method: 'HEAD', url: `/api/redacao/uploads/${id}` });

    // The app's own store gives them a week: the sweep leaves them.
    expect(await openUploadStore({ dataDir: t.dataDir, s3: undefined }).deleteExpired()).toBe(0);
    expect((await answer(halfSent)).statusCode).toBe(200);
    // The same folder seen with a millisecond's expiry: both are past it, and go.
    const sweptNow = openUploadStore({ dataDir: t.dataDir, s3: undefined }, 1);
    expect(await sweptNow.deleteExpired()).toBeGreaterThanOrEqual(2);
    expect((await answer(halfSent)).statusCode).toBe(404);
    expect((await answer(unregistered)).statusCode).toBe(404);
  });

  it('keeps the title, caption and credit the press office writes, and records who changed what', async () => {
    const id = await upload(await cameraPhoto(), 'image/jpeg', 'IMG_0042.JPG');
    const item = (await register(id, 'Zênite no autódromo')).json<EditorialMediaItem>();
    expect(item.title).toBe('Zênite no autódromo');
    // Empty or blank, a title gets the field's words, not the schema's.
    for (const title of ['', '  ']) {
      const empty = await asEditor({
        method: 'PUT',
        url: `/api/redacao/media/${item.id}`,
        payload: { title, caption: '', credit: '' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ message: string }>().message).toBe(mediaMessages.titleRequired);
    }
    const long = await asEditor({
      method: 'PUT',
      url: `/api/redacao/media/${item.id}`,
      payload: { title: 'Z'.repeat(mediaLimits.title + 1), caption: '', credit: '' },
    });
    expect(long.json<{ message: string }>().message).toBe(mediaMessages.titleLong);
    const longCredit = await asEditor({
      method: 'PUT',
      url: `/api/redacao/media/${item.id}`,
      payload: { title: 'Zênite', caption: '', credit: 'C'.repeat(mediaLimits.credit + 1) },
    });
    expect(longCredit.json<{ message: string }>().message).toBe(mediaMessages.credit);
    const saved = await asEditor({
      method: 'PUT',
      url: `/api/redacao/media/${item.id}`,
      payload: { title: 'Zênite no autódromo', caption: 'Curva 3', credit: 'Aurora / Divulgação' },
    });
    expect(saved.json<EditorialMediaItem>()).toMatchObject({
      caption: 'Curva 3',
      credit: 'Aurora / Divulgação',
    });
    const changes = await db().select().from(editorialChanges).where(eq(editorialChanges.subjectId, item.id));
    expect(
      changes.filter((change) => change.subject === 'media').map((change) => [change.action, change.fields]),
    ).toEqual([
      ['create', []],
      ['update', ['caption', 'credit']],
    ]);
  });

  it.skipIf(!hasFfmpeg)(
    'makes a film its MP4 and its poster, and keeps the original as the high size',
    async () => {
      const film = execFileSync('ffmpeg', [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=duration=2:size=640x360:rate=25',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        '-f',
        'mov',
        '-movflags',
        'frag_keyframe',
        'pipe:1',
      ]);
      const id = await upload(film, 'video/quicktime', 'lancamento.mov');
      const item = (await register(id)).json<EditorialMediaItem>();
      expect(item).toMatchObject({ kind: 'video', state: 'processing' });
      await preparedBy(item.id);
      const [row] = await db().select().from(media).where(eq(media.id, item.id));
      expect(row).toMatchObject({
        state: 'ready',
        sizeMed: 'MP4 · 640 x 360 px',
        sizeFull: 'MOV · 640 x 360 px',
      });
      // As stored: nothing published holds the film yet, so the media route would not serve it to anyone.
      const stored = (name: string) => readFile(path.join(t.dataDir, 'media', 'videos', name));
      expect((await sharp(await stored(row!.fileLow)).metadata()).format).toBe('jpeg');
      expect((await stored(row!.fileFull)).equals(film)).toBe(true);
    },
  );
});
