/**
 * A release that goes out complete: a news item's slug, meta description, share title and share image are checked
 * as the editor checks them and stored, a slug belongs to one item; and its preview link opens the draft for 7 days
 * from when it was made, can be revoked at once and made anew. Time is the test clock: a later moment is another app
 * on the same database whose clock reads it.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsDetailResponse } from '../../src/domain/content';
import type { EditorialNews, NewsDraftBody } from '../../src/domain/editorialSchemas';
import { newsShareMessages } from '../../src/domain/newsSharing';
import { buildApp } from '../../server/app';
import { news } from '../../server/db/schema';
import { fixedClock } from '../../server/shared/clock';
import { createMedia, createSignInSession, createUser } from './builders';
import { testDatabases } from './databases';
import { startTestApp, testNow, testSettings, type TestApp } from './testApp';

const minute = 60_000;
const day = 24 * 60 * minute;

describe.each(testDatabases)('news sharing and preview links on $name', (target) => {
  let t: TestApp;
  let editorToken: string;
  let photoId: number;
  let sharePhotoId: number;
  let videoId: number;
  let unreadyPhotoId: number;
  const db = () => t.database.db;

  const asEditor = (request: InjectOptions) =>
    t.inject({ ...request, headers: { ...request.headers, authorization: editorToken } });
  const draftBody = (fields: Partial<NewsDraftBody> = {}): NewsDraftBody => ({
    title: 'Aurora Volt chega ao Brasil',
    subtitle: 'O elétrico compacto estreia em dezembro',
    description: '<p>A Aurora anuncia o <strong>Volt</strong>.</p>',
    newsDate: '2026-11-20',
    mediaId: photoId,
    albumId: null,
    associations: [],
    ...fields,
  });
  const create = async (fields: Partial<NewsDraftBody> = {}) => {
    const response = await asEditor({ method: 'POST', url: '/api/redacao/news', payload: draftBody(fields) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EditorialNews>();
  };
  const save = (item: EditorialNews, fields: Partial<NewsDraftBody>) =>
    asEditor({
      method: 'PUT',
      url: `/api/redacao/news/${item.id}`,
      payload: { ...draftBody(), ...fields, version: item.version },
    });
  const read = async (id: number) =>
    (await asEditor({ url: `/api/redacao/news/${id}` })).json<EditorialNews>();
  const linkCall = (id: number, method: 'POST' | 'DELETE') =>
    asEditor({ method, url: `/api/redacao/news/${id}/preview-link` });
  const newsCount = async () => (await db().select({ id: news.id }).from(news)).length;
  const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;
  /** The public read of the item with `token`, by an app whose clock reads `at`. */
  const previewStatusAt = async (id: number, token: string, at: Date) => {
    const other = await buildApp({
      settings: testSettings(t.dataDir),
      database: t.database,
      logger: false,
      clock: fixedClock(at),
      sendQueuedMail: false,
    });
    try {
      const url = `/api/news/json/news/${id}?token=${encodeURIComponent(token)}`;
      return (await other.inject({ url })).statusCode;
    } finally {
      await other.close();
    }
  };

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    const editor = await createUser(db(), { role: 0, name: 'Renata Redação' });
    editorToken = await createSignInSession(db(), editor.id, { now: testNow });
    photoId = (await createMedia(db(), { title: 'Volt de frente' })).id;
    sharePhotoId = (await createMedia(db(), { title: 'Volt na estrada' })).id;
    videoId = (await createMedia(db(), { kind: 'video', folder: 'videos', fileMed: 'volt.mp4' })).id;
    unreadyPhotoId = (await createMedia(db(), { title: 'Ainda processando', state: 'processing' })).id;
  });
  afterAll(async () => t?.close());

  describe('the share fields', () => {
    it('are stored and answered, kept by a save that leaves them out, and named in the history', async () => {
      const created = await create({
        slug: 'volt-chega-ao-brasil',
        metaDescription: 'O Aurora Volt, elétrico compacto, chega em dezembro.',
        shareTitle: 'Aurora Volt: o elétrico chegou',
        shareMediaId: sharePhotoId,
      });
      expect(created).toMatchObject({
        slug: 'volt-chega-ao-brasil',
        metaDescription: 'O Aurora Volt, elétrico compacto, chega em dezembro.',
        shareTitle: 'Aurora Volt: o elétrico chegou',
        shareMediaId: sharePhotoId,
        shareThumbnail: expect.stringMatching(/^\/media\/images\/foto-\d+-low\.jpg$/),
      });

      // An editor that does not know the fields yet sends none of them: they stay.
      const { slug: _s, metaDescription: _m, shareTitle: _t, shareMediaId: _i, ...older } = draftBody();
      const kept = await asEditor({
        method: 'PUT',
        url: `/api/redacao/news/${created.id}`,
        payload: { ...older, subtitle: 'Novo subtítulo', version: created.version },
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json<EditorialNews>()).toMatchObject({
        slug: 'volt-chega-ao-brasil',
        shareMediaId: sharePhotoId,
        subtitle: 'Novo subtítulo',
      });

      // Emptied, each takes its default again; the history names what changed.
      const emptied = await save(kept.json<EditorialNews>(), {
        subtitle: 'Novo subtítulo',
        slug: '',
        metaDescription: '',
        shareTitle: '',
        shareMediaId: null,
      });
      expect(emptied.statusCode, emptied.body).toBe(200);
      const after = emptied.json<EditorialNews>();
      expect(after).toMatchObject({ slug: '', metaDescription: '', shareTitle: '', shareMediaId: null });
      expect(after.shareThumbnail).toBeNull();
      expect(after.changes[0]!.fields).toEqual([
        'Endereço (slug)',
        'Descrição para buscadores',
        'Título para compartilhamento',
        'Imagem de compartilhamento',
      ]);
    });

    const refusals: [string, Partial<NewsDraftBody>, string][] = [
      ['a slug with capitals and spaces', { slug: 'Aurora Volt' }, newsShareMessages.slugInvalid],
      ['a slug with an accent', { slug: 'lançamento' }, newsShareMessages.slugInvalid],
      ['a slug with two hyphens in a row', { slug: 'aurora--volt' }, newsShareMessages.slugInvalid],
      ['a slug that starts with a hyphen', { slug: '-aurora' }, newsShareMessages.slugInvalid],
      ['a slug of 81 characters', { slug: 'a'.repeat(81) }, newsShareMessages.slugLong],
      ['the print variant’s word as a slug', { slug: 'pdf' }, newsShareMessages.slugReserved],
      [
        'a meta description of 161 characters',
        { metaDescription: 'x'.repeat(161) },
        newsShareMessages.metaDescriptionLong,
      ],
      ['a share title of 91 characters', { shareTitle: 'x'.repeat(91) }, newsShareMessages.shareTitleLong],
      ['a share image that is no media', { shareMediaId: 2_000_000 }, newsShareMessages.shareImageUnknown],
      ['a video as share image', { shareMediaId: -1 }, newsShareMessages.shareImageUnknown],
      ['a photo still being prepared', { shareMediaId: -2 }, newsShareMessages.shareImageUnknown],
    ];
    for (const [what, fields, message] of refusals)
      it(`refuses ${what} with its words, and stores nothing`, async () => {
        const given = { ...fields };
        if (given.shareMediaId === -1) given.shareMediaId = videoId;
        if (given.shareMediaId === -2) given.shareMediaId = unreadyPhotoId;
        const before = await newsCount();
        const response = await asEditor({
          method: 'POST',
          url: '/api/redacao/news',
          payload: draftBody(given),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
        expect(await newsCount()).toBe(before);
      });

    it('accepts the longest of each field', async () => {
      const created = await create({
        slug: `${'a'.repeat(39)}-${'b'.repeat(40)}`,
        metaDescription: 'm'.repeat(160),
        shareTitle: 't'.repeat(90),
      });
      expect(created.slug).toHaveLength(80);
    });

    it('gives a slug to one news item only, and lets an item keep its own', async () => {
      const first = await create({ slug: 'volt-precos' });
      const taken = await asEditor({
        method: 'POST',
        url: '/api/redacao/news',
        payload: draftBody({ slug: 'volt-precos' }),
      });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().message).toBe(newsShareMessages.slugTaken);

      const second = await create({ slug: 'volt-versoes' });
      const takenOnSave = await save(second, { slug: 'volt-precos' });
      expect(takenOnSave.statusCode).toBe(400);
      expect(takenOnSave.json().message).toBe(newsShareMessages.slugTaken);
      expect((await read(second.id)).slug).toBe('volt-versoes');

      const own = await save(first, { slug: 'volt-precos', title: 'Aurora Volt: preços' });
      expect(own.statusCode, own.body).toBe(200);
      // Any number of items may leave it empty.
      await create({ slug: '' });
      await create({ slug: '' });
    });

    it('answers the public page with its slug, the one typed or the title’s', async () => {
      const typed = await create({ slug: 'volt-no-salao' });
      const byTitle = await create({ title: 'Aurora Volt: pré-venda começa hoje' });
      for (const item of [typed, byTitle])
        await asEditor({
          method: 'POST',
          url: `/api/redacao/news/${item.id}/publish`,
          payload: { version: item.version },
        });
      const slugOf = async (id: number) =>
        (await t.inject({ url: `/api/news/json/news/${id}` })).json<NewsDetailResponse>().news.slug;
      expect(await slugOf(typed.id)).toBe('volt-no-salao');
      expect(await slugOf(byTitle.id)).toBe('aurora-volt-pre-venda-comeca-hoje');
    });
  });

  describe("a draft's preview link", () => {
    it('opens the draft for 7 days from when it was made, then its page answers as an unknown id', async () => {
      const created = await create();
      const expiresAt = new Date(testNow.getTime() + 7 * day).toISOString();
      expect(created.previewLink).toEqual({ url: created.url, expiresAt, expired: false });
      expect(created.url).toMatch(new RegExp(`^/news/${created.id}\\?token=[\\w-]{20,}$`));
      const token = tokenOf(created.url);

      expect(await previewStatusAt(created.id, token, testNow)).toBe(200);
      expect(await previewStatusAt(created.id, token, new Date(testNow.getTime() + 7 * day - minute))).toBe(
        200,
      );
      expect(await previewStatusAt(created.id, token, new Date(testNow.getTime() + 7 * day))).toBe(404);

      // The editor, a week later, says it expired; 'Pré-visualizar' no longer names a dead link.
      const later = await buildApp({
        settings: testSettings(t.dataDir),
        database: t.database,
        logger: false,
        clock: fixedClock(new Date(testNow.getTime() + 7 * day)),
        sendQueuedMail: false,
      });
      try {
        const editor = await createUser(db(), { role: 0 });
        const session = await createSignInSession(db(), editor.id, {
          now: new Date(testNow.getTime() + 7 * day),
        });
        const seen = (
          await later.inject({ url: `/api/redacao/news/${created.id}`, headers: { authorization: session } })
        ).json<EditorialNews>();
        expect(seen.previewLink).toEqual({ url: created.url, expiresAt, expired: true });
        expect(seen.url).toBe(`/news/${created.id}`);
      } finally {
        await later.close();
      }
    });

    it("'Revogar link' stops it at once; 'Gerar novo link' makes another for 7 days from then", async () => {
      const created = await create();
      const oldToken = tokenOf(created.url);

      const revoked = await linkCall(created.id, 'DELETE');
      expect(revoked.statusCode, revoked.body).toBe(200);
      const withoutLink = revoked.json<EditorialNews>();
      expect(withoutLink.previewLink).toBeNull();
      expect(withoutLink.url).toBe(`/news/${created.id}`);
      // No new version: an editor typing meanwhile saves without a conflict.
      expect(withoutLink.version).toBe(created.version);
      expect(withoutLink.changes[0]).toMatchObject({
        action: 'previewLinkRevoked',
        actionText: 'Revogou o link de pré-visualização',
      });
      expect(await previewStatusAt(created.id, oldToken, testNow)).toBe(404);
      // Opening the editor does not bring a link back.
      expect((await read(created.id)).previewLink).toBeNull();

      const made = await linkCall(created.id, 'POST');
      expect(made.statusCode, made.body).toBe(200);
      const withLink = made.json<EditorialNews>();
      expect(withLink.previewLink).toMatchObject({
        expiresAt: new Date(testNow.getTime() + 7 * day).toISOString(),
        expired: false,
      });
      const newToken = tokenOf(withLink.previewLink!.url);
      expect(newToken).not.toBe(oldToken);
      expect(withLink.url).toBe(withLink.previewLink!.url);
      expect(withLink.version).toBe(created.version);
      expect(withLink.changes[0]).toMatchObject({ actionText: 'Gerou um novo link de pré-visualização' });
      expect(await previewStatusAt(created.id, newToken, testNow)).toBe(200);
      expect(await previewStatusAt(created.id, oldToken, testNow)).toBe(404);

      // A new link replaces an open one too: the one sent before stops working.
      const again = (await linkCall(created.id, 'POST')).json<EditorialNews>();
      expect(await previewStatusAt(created.id, newToken, testNow)).toBe(404);
      expect(await previewStatusAt(created.id, tokenOf(again.url), testNow)).toBe(200);
    });

    it('is kept when the item goes out and back, and made anew when it was revoked', async () => {
      const created = await create();
      const token = tokenOf(created.url);
      const move = async (item: EditorialNews, action: string, body: object = {}) => {
        const response = await asEditor({
          method: 'POST',
          url: `/api/redacao/news/${item.id}/${action}`,
          payload: { version: item.version, ...body },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<EditorialNews>();
      };
      const published = await move(created, 'publish');
      expect(published.previewLink).toBeNull();
      const back = await move(published, 'unpublish');
      expect(tokenOf(back.previewLink!.url)).toBe(token);

      await linkCall(created.id, 'DELETE');
      const scheduled = await move(await read(created.id), 'schedule', { publishAt: '2026-11-25T09:00' });
      expect(scheduled.previewLink).toMatchObject({ expired: false });
      expect(tokenOf(scheduled.previewLink!.url)).not.toBe(token);
    });

    it('answers 404 for an item that does not exist', async () => {
      for (const method of ['POST', 'DELETE'] as const) {
        const response = await linkCall(2_000_000_000, method);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Notícia não encontrada.');
      }
    });

    it('is for the press office only', async () => {
      const created = await create();
      for (const method of ['POST', 'DELETE'] as const) {
        const url = `/api/redacao/news/${created.id}/preview-link`;
        expect((await t.inject({ method, url })).statusCode).toBe(401);
        expect((await t.injectAs(10, { method, url })).statusCode).toBe(403);
      }
      expect((await read(created.id)).url).toBe(created.url);
    });
  });
});
