/**
 * The press office's albums (`/api/redacao/albums…`): a new album is a draft the gallery doesn't show; it is filled,
 * ordered and given a cover, then published, and the gallery lists it with its photos in that order; a save on an
 * older version is refused with 409 and changes nothing; bad input gets the field's words and changes nothing;
 * unpublishing takes it and its uploaded photos out of the gallery again.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumLimits, albumMessages } from '../../src/domain/editorialAlbums';
import { editorialNewsMessages } from '../../src/domain/editorialNews';
import type { EditorialAlbum, EditorialAlbumList } from '../../src/domain/editorialSchemas';
import { albumMedia, media } from '../../server/db/schema';
import { createMedia, createSignInSession, createUser } from './builders';
import { testDatabases } from './databases';
import { startTestApp, testNow, type TestApp } from './testApp';

describe.each(testDatabases)('editorial albums on $name', (target) => {
  let t: TestApp;
  let editorToken: string;
  let editorId: number;
  const db = () => t.database.db;

  const asEditor = (request: InjectOptions) =>
    t.inject({ ...request, headers: { ...request.headers, authorization: editorToken } });
  const create = async (title = 'Lançamento do Zênite') => {
    const response = await asEditor({
      method: 'POST',
      url: '/api/redacao/albums',
      payload: { title, description: 'Fotos oficiais do lançamento.' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EditorialAlbum>();
  };
  const save = (album: EditorialAlbum, fields: Partial<Record<string, unknown>>) =>
    asEditor({
      method: 'PUT',
      url: `/api/redacao/albums/${album.id}`,
      payload: {
        version: album.version,
        title: album.title,
        description: album.description,
        mediaIds: album.items.map((item) => item.id),
        coverMediaId: album.coverMediaId,
        ...fields,
      },
    });
  const move = (album: EditorialAlbum, action: 'publish' | 'unpublish') =>
    asEditor({
      method: 'POST',
      url: `/api/redacao/albums/${album.id}/${action}`,
      payload: { version: album.version },
    });
  /** What a visitor gets: the gallery's albums, one album's page, its download. */
  const galleryAlbumIds = async () =>
    (await t.inject({ url: '/api/buckets/json?page=1&limit=50' }))
      .json<{ bucket: { id: number }[] }>()
      .bucket.map((album) => album.id);
  const albumPage = (id: number) => t.inject({ url: `/api/buckets/json/bucket/${id}?page=1&limit=50` });
  const galleryPhotoIds = async () =>
    (await t.inject({ url: '/api/buckets/json/photos?page=1&limit=50' }))
      .json<{ bucket_media: { id: number }[] }>()
      .bucket_media.map((item) => item.id);
  /** A photo the press office uploaded: out of the gallery until an album of it is published. */
  const uploadedPhoto = async (title: string, state: 'ready' | 'processing' = 'ready') =>
    (await createMedia(db(), { title, inGallery: false, uploadedBy: editorId, state })).id;

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    const editor = await createUser(db(), { role: 0, name: 'Renata Redação' });
    editorId = editor.id;
    editorToken = await createSignInSession(db(), editor.id, { now: testNow });
  });
  afterAll(async () => t?.close());

  it('keeps a new album a draft, out of the gallery, until it is filled and published', async () => {
    const album = await create();
    expect(album).toMatchObject({ state: 'draft', stateText: 'Rascunho', items: [], url: null, version: 1 });
    expect(album.changes[0]).toMatchObject({ who: 'Renata Redação', actionText: 'Criou' });

    const front = await uploadedPhoto('Zênite de frente');
    const side = await uploadedPhoto('Zênite de lado');
    const saved = await save(album, { mediaIds: [side, front], coverMediaId: front });
    expect(saved.statusCode, saved.body).toBe(200);
    const filled = saved.json<EditorialAlbum>();
    expect(filled.items.map((item) => item.title)).toEqual(['Zênite de lado', 'Zênite de frente']);
    expect(filled.changes[0]!.fields).toEqual(['Fotos e vídeos', 'Capa']);
    expect(await galleryAlbumIds()).not.toContain(album.id);
    expect((await albumPage(album.id)).statusCode).toBe(404);
    expect(await galleryPhotoIds()).not.toContain(front);

    const published = await move(filled, 'publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<EditorialAlbum>()).toMatchObject({
      state: 'published',
      url: `/media-gallery/album/${album.id}`,
    });
    expect(await galleryAlbumIds()).toContain(album.id);
    const page = (await albumPage(album.id)).json<{ bucket: { bucket_associations: { title: string }[] } }>();
    expect(page.bucket.bucket_associations.map((item) => item.title)).toEqual([
      'Zênite de lado',
      'Zênite de frente',
    ]);
    expect(await galleryPhotoIds()).toEqual(expect.arrayContaining([front, side]));

    const list = (await asEditor({ url: '/api/redacao/albums' })).json<EditorialAlbumList>();
    expect(list.list.find((row) => row.id === album.id)).toMatchObject({
      state: 'published',
      stateText: 'Publicado',
      mediaAmount: 2,
    });
  });

  it('publishes an album only when it has items and all are ready, choosing its first photo as the cover', async () => {
    const album = await create('Bastidores');
    expect((await move(album, 'publish')).json().message).toBe(albumMessages.publishEmpty);

    const preparing = await uploadedPhoto('Ainda sendo preparada', 'processing');
    const ready = await uploadedPhoto('Pronta');
    const filled = (await save(album, { mediaIds: [preparing, ready] })).json<EditorialAlbum>();
    const refused = await move(filled, 'publish');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(albumMessages.publishNotReady);
    expect(await galleryAlbumIds()).not.toContain(album.id);

    await db().update(media).set({ state: 'ready' }).where(eq(media.id, preparing));
    const published = (await move(filled, 'publish')).json<EditorialAlbum>();
    expect(published).toMatchObject({ state: 'published', coverMediaId: preparing });
  });

  it('refuses a save on an older version with 409, changing nothing', async () => {
    const album = await create('Salão do Automóvel');
    const first = await save(album, { title: 'Salão do Automóvel 2026' });
    expect(first.statusCode).toBe(200);
    const stale = await save(album, { title: 'Outro título' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(editorialNewsMessages.conflict);
    const now = (await asEditor({ url: `/api/redacao/albums/${album.id}` })).json<EditorialAlbum>();
    expect(now.title).toBe('Salão do Automóvel 2026');
  });

  it('refuses bad input with the field’s words and changes nothing', async () => {
    const album = await create('Teste de pista');
    const photo = await uploadedPhoto('Na pista');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, albumMessages.titleRequired],
      // Past a limit, the field's words too, not the schema's.
      [{ title: 'T'.repeat(albumLimits.titleMax + 1) }, albumMessages.titleLong],
      [{ description: 'D'.repeat(albumLimits.descriptionMax + 1) }, albumMessages.descriptionLong],
      [{ mediaIds: [photo, photo] }, albumMessages.itemRepeated],
      [{ mediaIds: [photo], coverMediaId: photo + 1000 }, albumMessages.coverOutside],
      [{ mediaIds: [2_000_000_000] }, albumMessages.itemUnknown],
    ];
    for (const [fields, message] of cases) {
      const refused = await save(album, fields);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect(await db().select().from(albumMedia).where(eq(albumMedia.albumId, album.id))).toEqual([]);
    const after = (await asEditor({ url: `/api/redacao/albums/${album.id}` })).json<EditorialAlbum>();
    expect(after).toMatchObject({ version: 1, title: 'Teste de pista' });
    const blank = await asEditor({
      method: 'POST',
      url: '/api/redacao/albums',
      payload: { title: '', description: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(albumMessages.titleRequired);
  });

  it('takes an unpublished album and its uploaded photos out of the gallery, unless another published album holds them', async () => {
    const shared = await uploadedPhoto('Em dois álbuns');
    const own = await uploadedPhoto('Só neste');
    const seeded = (await createMedia(db(), { title: 'Do acervo' })).id;
    const first = await create('Primeiro');
    const second = await create('Segundo');
    const firstFilled = (await save(first, { mediaIds: [shared, own, seeded] })).json<EditorialAlbum>();
    const secondFilled = (await save(second, { mediaIds: [shared] })).json<EditorialAlbum>();
    const firstOut = (await move(firstFilled, 'publish')).json<EditorialAlbum>();
    await move(secondFilled, 'publish');

    const unpublished = await move(firstOut, 'unpublish');
    expect(unpublished.json<EditorialAlbum>()).toMatchObject({ state: 'draft', url: null });
    expect(await galleryAlbumIds()).not.toContain(first.id);
    const photos = await galleryPhotoIds();
    expect(photos).toContain(shared);
    expect(photos).toContain(seeded);
    expect(photos).not.toContain(own);
    // 'Baixar álbum' finds no album (rather than a file missing from this test's storage).
    const set = await t.inject({ method: 'GET', url: `/api/sets/album/${first.id}` });
    expect(set.json()).toMatchObject({ statusCode: 404, message: 'Conteúdo não encontrado.' });
  });

  it('gives a published album’s new items their place in the gallery, and refuses one not ready', async () => {
    const album = await create('Em constante atualização');
    const first = await uploadedPhoto('Primeira');
    const out = (
      await move((await save(album, { mediaIds: [first] })).json<EditorialAlbum>(), 'publish')
    ).json<EditorialAlbum>();
    const preparing = await uploadedPhoto('Chegando', 'processing');
    const refused = await save(out, { mediaIds: [first, preparing] });
    expect(refused.json().message).toBe(albumMessages.publishNotReady);
    const added = await uploadedPhoto('Nova');
    expect((await save(out, { mediaIds: [added, first] })).statusCode).toBe(200);
    expect(await galleryPhotoIds()).toContain(added);
  });
});
