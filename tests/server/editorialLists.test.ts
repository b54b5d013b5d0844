/**
 * The lists the press office saves whole (`/api/redacao/contacts`, `/api/redacao/banner`): only those with the
 * `publish` capability reach them; each reads with its version, where it stands and its history. A save keeps a
 * draft, which the public contacts page and the home do not show (no content table is touched, so no cache is
 * dropped) but their preview link does; 'Publicar' makes the draft what they show (their cached answers included),
 * as a revision of the list; 'Descartar rascunho' goes back to the published list. A write made on an older version
 * is refused with 409 and changes nothing; bad input is refused in the field's words and changes nothing.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactGroup, HomeResponse } from '../../src/domain/content';
import { bannerMessages, contactListMessages, listDraftMessages } from '../../src/domain/editorialLists';
import type {
  BannerSaveBody,
  BannerSlideBody,
  ContactsSaveBody,
  EditorialBanner,
  EditorialContacts,
  ListPreview,
} from '../../src/domain/editorialListSchemas';
import { editorialNewsMessages } from '../../src/domain/editorialNews';
import type { Revision, RevisionList } from '../../src/domain/editorialRevisionSchemas';
import { readContentVersion } from '../../server/content/contentVersion';
import { bannerSlides, contactGroups, contacts, editorialLists } from '../../server/db/schema';
import {
  createBannerSlide,
  createCar,
  createContact,
  createMedia,
  createNews,
  createSectionPage,
  createSignInSession,
  createUser,
} from './builders';
import { testDatabases } from './databases';
import { startTestApp, testNow, type TestApp } from './testApp';

const routes = [
  { method: 'GET', url: '/api/redacao/contacts' },
  { method: 'PUT', url: '/api/redacao/contacts', payload: { version: 1, groups: [] } },
  { method: 'POST', url: '/api/redacao/contacts/publish', payload: { version: 1 } },
  { method: 'POST', url: '/api/redacao/contacts/discard', payload: { version: 1 } },
  { method: 'GET', url: '/api/redacao/banner' },
  { method: 'PUT', url: '/api/redacao/banner', payload: { version: 1, slides: [] } },
  { method: 'POST', url: '/api/redacao/banner/publish', payload: { version: 1 } },
  { method: 'POST', url: '/api/redacao/banner/discard', payload: { version: 1 } },
] as const;

describe.each(testDatabases)('editorial lists on $name', (target) => {
  let t: TestApp;
  let editorToken: string;
  let journalistToken: string;
  const db = () => t.database.db;

  const as = (token: string, request: InjectOptions) =>
    t.inject({ ...request, headers: { ...request.headers, authorization: token } });
  const asEditor = (request: InjectOptions) => as(editorToken, request);
  const readContacts = async () =>
    (await asEditor({ url: '/api/redacao/contacts' })).json<EditorialContacts>();
  const readBanner = async () => (await asEditor({ url: '/api/redacao/banner' })).json<EditorialBanner>();
  const saveContacts = (body: ContactsSaveBody) =>
    asEditor({ method: 'PUT', url: '/api/redacao/contacts', payload: body });
  const saveBanner = (body: BannerSaveBody) =>
    asEditor({ method: 'PUT', url: '/api/redacao/banner', payload: body });
  /** 'Publicar' or 'Descartar rascunho' of a list, from `version`. */
  const move = (list: 'contacts' | 'banner', which: 'publish' | 'discard', version: number) =>
    asEditor({ method: 'POST', url: `/api/redacao/${list}/${which}`, payload: { version } });
  /** Saved, then published: what the public sees next. */
  const saveBannerLive = async (body: BannerSaveBody) => {
    const saved = await saveBanner(body);
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await move('banner', 'publish', saved.json<EditorialBanner>().version);
    expect(published.statusCode, published.body).toBe(200);
    return published.json<EditorialBanner>();
  };
  /** The address of a preview link, on the API: `/home?token=…` reads `home/json/?token=…`. */
  const tokenOf = (previewUrl: string | null) => new URL(previewUrl!, 'http://x').searchParams.get('token')!;
  /** How many times a content table changed: the count the caches' NOTIFY trigger keeps. */
  const contentChanges = () => readContentVersion(db());
  const revisions = async (list: 'contacts' | 'banner') =>
    (await asEditor({ url: `/api/redacao/revisions/${list}/1` })).json<RevisionList>().revisions;
  /** The list as the editor would send it back unchanged. */
  const contactsBodyOf = (list: EditorialContacts): ContactsSaveBody => ({
    version: list.version,
    groups: list.groups.map((group) => ({
      id: group.id,
      title: group.title,
      contacts: group.contacts.map(({ imageThumbnail: _thumbnail, ...person }) => person),
    })),
  });
  const bannerBodyOf = (banner: EditorialBanner): BannerSaveBody => ({
    version: banner.version,
    slides: banner.slides.map(({ id, title, subtitle, mediaId, opens }) => ({
      id,
      title,
      subtitle,
      mediaId,
      opens,
    })),
  });
  const publicContacts = async (token?: string) =>
    (await t.inject({ url: '/api/contacts/json/', query: token === undefined ? {} : { token } })).json<
      ContactGroup[]
    >();
  const publicBanner = async (token?: string) =>
    (
      await t.inject({ url: '/api/home/json/', query: token === undefined ? {} : { token } })
    ).json<HomeResponse>().destaque;
  /** Everything a refused save could have touched. */
  const storedLists = async () => ({
    groups: await db().select().from(contactGroups).orderBy(asc(contactGroups.id)),
    people: await db().select().from(contacts).orderBy(asc(contacts.id)),
    slides: await db().select().from(bannerSlides).orderBy(asc(bannerSlides.id)),
    versions: await db().select().from(editorialLists).orderBy(asc(editorialLists.name)),
  });

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    const editor = await createUser(db(), { role: 0, name: 'Renata Redação' });
    editorToken = await createSignInSession(db(), editor.id, { now: testNow });
    const journalist = await createUser(db(), { role: 10 });
    journalistToken = await createSignInSession(db(), journalist.id, { now: testNow });
  });
  afterAll(async () => t?.close());

  it('lets only the press office and the administrator in, and a refused save changes nothing', async () => {
    await createContact(db(), { groupTitle: 'Intocada' });
    const before = await storedLists();
    for (const route of routes) {
      const anonymous = await t.inject(route);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(anonymous.json().message).toBe('Faça login para continuar.');
      const journalist = await as(journalistToken, route);
      expect(journalist.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(journalist.json().message).toBe('Você não tem permissão para esta ação.');
      if (route.method === 'GET')
        expect((await asEditor(route)).headers['cache-control'], route.url).toBe('no-store');
    }
    expect(await storedLists()).toEqual(before);
    await db().delete(contactGroups);
  });

  describe('the contacts page', () => {
    let press: number;
    let fleet: number;
    let ana: number;
    let bruno: number;
    let carla: number;
    let portrait: number;
    let firstToken: string;

    beforeAll(async () => {
      await db().delete(contactGroups);
      portrait = (await createMedia(db(), { title: 'Retrato da Ana', inGallery: false })).id;
      const first = await createContact(db(), {
        groupTitle: 'Assessoria de Imprensa',
        name: 'Ana Souza',
        imageMediaId: portrait,
        phone: '+55 11 2873-4410',
        languages: 'Português, Inglês',
        position: 1,
      });
      press = first.groupId;
      ana = first.id;
      bruno = (await createContact(db(), { groupId: press, name: 'Bruno Lima', position: 2 })).id;
      const other = await createContact(db(), { groupTitle: 'Frota de Imprensa', name: 'Carla Dias' });
      fleet = other.groupId;
      carla = other.id;
      await db().update(contactGroups).set({ position: 2 }).where(eq(contactGroups.id, fleet));
      await db().update(contactGroups).set({ position: 1 }).where(eq(contactGroups.id, press));
    });

    const shownContacts = async (token?: string) =>
      (await publicContacts(token)).map((group) => [
        group.title,
        group.subcontacts.map((person) => person.name),
      ]);

    it('reads the published groups and their people in order, with the version and the portrait', async () => {
      const list = await readContacts();
      expect(list.version).toBe(1);
      expect(list.changes).toEqual([]);
      // Seeded before any publication: published, by nobody known.
      expect(list.publication).toEqual({
        state: 'published',
        draftSavedAt: null,
        draftSavedBy: null,
        publishedAt: null,
        publishedBy: null,
        previewUrl: null,
        siteUrl: '/contacts',
      });
      expect(list.groups.map((group) => group.title)).toEqual([
        'Assessoria de Imprensa',
        'Frota de Imprensa',
      ]);
      expect(list.groups[0]!.contacts.map((person) => person.name)).toEqual(['Ana Souza', 'Bruno Lima']);
      expect(list.groups[0]!.contacts[0]).toMatchObject({
        id: ana,
        phone: '+55 11 2873-4410',
        languages: 'Português, Inglês',
        imageMediaId: portrait,
        imageThumbnail: expect.stringMatching(/^\/media\/images\/foto-\d+-low\.jpg$/),
      });
      expect(list.groups[0]!.contacts[1]).toMatchObject({ phone: null, languages: null, imageMediaId: null });
    });

    it('keeps a save as a draft: the public page and its cache stay, its preview link shows the draft', async () => {
      expect(await shownContacts()).toEqual([
        ['Assessoria de Imprensa', ['Ana Souza', 'Bruno Lima']],
        ['Frota de Imprensa', ['Carla Dias']],
      ]);
      const list = await readContacts();
      const body = contactsBodyOf(list);
      const [pressGroup, fleetGroup] = body.groups as [
        ContactsSaveBody['groups'][number],
        ContactsSaveBody['groups'][number],
      ];
      const [anaBody, brunoBody] = pressGroup.contacts as [
        ContactsSaveBody['groups'][number]['contacts'][number],
        ContactsSaveBody['groups'][number]['contacts'][number],
      ];
      const newPortrait = (await createMedia(db(), { title: 'Retrato do Davi' })).id;
      const changesBefore = await contentChanges();
      const saved = await saveContacts({
        version: list.version,
        groups: [
          // Carla leaves, Bruno moves in; the fleet group now comes first.
          {
            ...fleetGroup,
            title: 'Frota para testes',
            contacts: [{ ...brunoBody, email: ' bruno@aurora.com.br ' }],
          },
          {
            ...pressGroup,
            contacts: [
              {
                id: null,
                name: 'Davi Prado',
                role: 'Analista de Comunicação',
                email: 'davi.prado@aurora-veiculos.com.br',
                phone: '',
                languages: null,
                imageMediaId: newPortrait,
              },
              anaBody,
            ],
          },
          {
            id: null,
            title: 'Eventos',
            contacts: [{ ...anaBody, id: null, name: 'Eva Reis', email: 'eva@aurora-veiculos.com.br' }],
          },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const draft = saved.json<EditorialContacts>();
      expect(draft.version).toBe(2);
      expect(draft.groups.map((group) => [group.title, group.contacts.map((person) => person.name)])).toEqual(
        [
          ['Frota para testes', ['Bruno Lima']],
          ['Assessoria de Imprensa', ['Davi Prado', 'Ana Souza']],
          ['Eventos', ['Eva Reis']],
        ],
      );
      // Those already public keep their ids, new ones have none yet; texts are kept as they will be published.
      expect(draft.groups[0]).toMatchObject({
        id: fleet,
        contacts: [{ id: bruno, email: 'bruno@aurora.com.br' }],
      });
      expect(draft.groups[1]!.contacts[0]).toMatchObject({
        id: null,
        phone: null,
        imageMediaId: newPortrait,
        imageThumbnail: expect.stringMatching(/-low\.jpg$/),
      });
      expect(draft.groups[2]!.id).toBeNull();
      expect(draft.publication).toEqual({
        state: 'draft',
        draftSavedAt: testNow.toISOString(),
        draftSavedBy: 'Renata Redação',
        publishedAt: null,
        publishedBy: null,
        previewUrl: expect.stringMatching(/^\/contacts\?token=[\w-]{20,}$/),
        siteUrl: '/contacts',
      });
      expect(draft.changes[0]).toMatchObject({
        who: 'Renata Redação',
        actionText: 'Salvou',
        fields: ['Grupos', 'Ordem dos grupos', 'Pessoas', 'Ordem das pessoas', 'E-mail'],
      });

      // Nothing public was written: no content table changed, so no cache was dropped.
      expect(await contentChanges()).toBe(changesBefore);
      expect(await db().select().from(contacts).where(eq(contacts.id, carla))).toHaveLength(1);
      expect(await shownContacts()).toEqual([
        ['Assessoria de Imprensa', ['Ana Souza', 'Bruno Lima']],
        ['Frota de Imprensa', ['Carla Dias']],
      ]);

      firstToken = tokenOf(draft.publication.previewUrl);
      const preview = await t.inject({ url: '/api/contacts/json/', query: { token: firstToken } });
      expect(preview.headers['cache-control']).toBe('private, no-store');
      const previewed = preview.json<ContactGroup[]>();
      expect(previewed.map((group) => [group.title, group.subcontacts.map((person) => person.name)])).toEqual(
        [
          ['Frota para testes', ['Bruno Lima']],
          ['Assessoria de Imprensa', ['Davi Prado', 'Ana Souza']],
          ['Eventos', ['Eva Reis']],
        ],
      );
      // Rows the draft adds have no id yet: the preview numbers them below zero, each once.
      const groupIds = previewed.map((group) => group.id);
      const personIds = previewed.flatMap((group) => group.subcontacts.map((person) => person.id));
      expect(new Set(groupIds).size).toBe(groupIds.length);
      expect(new Set(personIds).size).toBe(personIds.length);
      expect(previewed[1]!.subcontacts[0]).toMatchObject({ image: expect.stringMatching(/-low\.jpg$/) });
      expect(previewed[2]!.id).toBeLessThan(0);
      // Another token opens nothing: the published list, as anyone sees it.
      expect(await shownContacts('outro-token')).toEqual(await shownContacts());
      // The page opened by the link can say it shows a draft.
      const marker = await t.inject({ url: '/api/preview/contacts', query: { token: firstToken } });
      expect(marker.statusCode).toBe(200);
      expect(marker.json<ListPreview>()).toEqual({ savedAt: testNow.toISOString() });
      expect(
        (await t.inject({ url: '/api/preview/contacts', query: { token: 'outro-token' } })).statusCode,
      ).toBe(404);
      expect((await t.inject({ url: '/api/preview/banner', query: { token: firstToken } })).statusCode).toBe(
        404,
      );
    });

    it('keeps the preview link while the draft is saved again', async () => {
      const list = await readContacts();
      const saved = await saveContacts(contactsBodyOf(list));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(tokenOf(saved.json<EditorialContacts>().publication.previewUrl)).toBe(firstToken);
      // Saved as it was: nothing changed since the draft before.
      expect(saved.json<EditorialContacts>().changes[0]).toMatchObject({ actionText: 'Salvou', fields: [] });
    });

    it('publishes the draft: the public page (its cache too) shows it, as a revision of the list', async () => {
      const changesBefore = await contentChanges();
      const list = await readContacts();
      const published = await move('contacts', 'publish', list.version);
      expect(published.statusCode, published.body).toBe(200);
      const after = published.json<EditorialContacts>();
      expect(after.version).toBe(list.version + 1);
      expect(after.publication).toEqual({
        state: 'published',
        draftSavedAt: null,
        draftSavedBy: null,
        publishedAt: testNow.toISOString(),
        publishedBy: 'Renata Redação',
        previewUrl: null,
        siteUrl: '/contacts',
      });
      expect(after.changes[0]).toMatchObject({
        who: 'Renata Redação',
        actionText: 'Publicou',
        fields: ['Grupos', 'Ordem dos grupos', 'Pessoas', 'Ordem das pessoas', 'E-mail'],
      });
      // Public rows keep their ids; new ones have theirs now.
      expect(after.groups[0]).toMatchObject({ id: fleet, contacts: [{ id: bruno }] });
      expect(after.groups[1]!.id).toBe(press);
      expect(after.groups[1]!.contacts[0]!.id).toEqual(expect.any(Number));
      expect(after.groups[1]!.contacts[1]!.id).toBe(ana);
      expect(await db().select().from(contacts).where(eq(contacts.id, carla))).toEqual([]);

      expect(await contentChanges()).toBeGreaterThan(changesBefore);
      await expect
        .poll(() => shownContacts())
        .toEqual([
          ['Frota para testes', ['Bruno Lima']],
          ['Assessoria de Imprensa', ['Davi Prado', 'Ana Souza']],
          ['Eventos', ['Eva Reis']],
        ]);
      // The draft's link opens nothing now: the page says so and shows the published list.
      expect(
        (await t.inject({ url: '/api/preview/contacts', query: { token: firstToken } })).statusCode,
      ).toBe(404);
      expect(await shownContacts(firstToken)).toEqual(await shownContacts());

      const [revision] = await revisions('contacts');
      expect(revision).toMatchObject({ number: 1, who: 'Renata Redação', restoredFrom: null });
      const kept = await asEditor({ url: '/api/redacao/revisions/contacts/1/1' });
      const { version: _version, ...publishedBody } = contactsBodyOf(after);
      expect(kept.json<Revision>().snapshot).toEqual(publishedBody);
    });

    it('refuses a save, a publication or a discard on an older version with 409, changing nothing', async () => {
      const list = await readContacts();
      const stale = contactsBodyOf(list);
      expect((await saveContacts({ ...stale, groups: stale.groups.slice(1) })).statusCode).toBe(200);
      const before = await storedLists();
      for (const refused of [
        await saveContacts({ ...stale, groups: [] }),
        await move('contacts', 'publish', stale.version),
        await move('contacts', 'discard', stale.version),
      ]) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(editorialNewsMessages.conflict);
      }
      expect(await storedLists()).toEqual(before);
      expect((await readContacts()).version).toBe(list.version + 1);
    });

    it('discards the draft: the editor is back on the published list, which stayed as it was', async () => {
      const changesBefore = await contentChanges();
      const shown = await shownContacts();
      const list = await readContacts();
      expect(list.publication.state).toBe('draft');
      const discarded = await move('contacts', 'discard', list.version);
      expect(discarded.statusCode, discarded.body).toBe(200);
      const after = discarded.json<EditorialContacts>();
      expect(after.publication).toMatchObject({
        state: 'published',
        previewUrl: null,
        publishedBy: 'Renata Redação',
      });
      expect(after.groups.map((group) => group.title)).toEqual(shown.map(([title]) => title));
      expect(after.changes[0]).toMatchObject({ actionText: 'Descartou o rascunho', fields: [] });
      expect(await contentChanges()).toBe(changesBefore);
      expect(await shownContacts()).toEqual(shown);

      // Nothing left to publish or discard: an editor still showing the draft is told to reload.
      const before = await storedLists();
      const publish = await move('contacts', 'publish', after.version);
      expect(publish.statusCode).toBe(400);
      expect(publish.json().message).toBe(listDraftMessages.noDraftToPublish);
      const discard = await move('contacts', 'discard', after.version);
      expect(discard.statusCode).toBe(400);
      expect(discard.json().message).toBe(listDraftMessages.noDraftToDiscard);
      expect(await storedLists()).toEqual(before);
    });

    it('refuses bad input with the words of the field, changing nothing', async () => {
      const list = await readContacts();
      const good = contactsBodyOf(list);
      const person = good.groups[0]!.contacts[0]!;
      const processing = (await createMedia(db(), { state: 'processing' })).id;
      const video = (await createMedia(db(), { kind: 'video' })).id;
      const withPerson = (changes: Partial<typeof person>): ContactsSaveBody => ({
        ...good,
        groups: [
          { ...good.groups[0]!, contacts: [person, { ...person, id: null, ...changes }] },
          ...good.groups.slice(1),
        ],
      });
      const m = contactListMessages;
      const cases: [ContactsSaveBody, string][] = [
        [{ ...good, groups: [{ ...good.groups[0]!, title: '  ' }] }, m.groupTitleRequired(0)],
        [
          { ...good, groups: [...good.groups, { id: null, title: 'Vazio', contacts: [] }] },
          m.groupEmpty(good.groups.length),
        ],
        [withPerson({ name: ' ' }), m.nameRequired(0, 1)],
        [withPerson({ role: '' }), m.roleRequired(0, 1)],
        [withPerson({ email: 'ana@' }), m.emailInvalid(0, 1)],
        [withPerson({ phone: 'ligue amanhã' }), m.phoneInvalid(0, 1)],
        [withPerson({ languages: 'Português, '.repeat(25) }), m.languagesLong(0, 1)],
        [withPerson({ imageMediaId: 2_000_000_000 }), m.photoUnknown(0, 1)],
        [withPerson({ imageMediaId: processing }), m.photoUnknown(0, 1)],
        [withPerson({ imageMediaId: video }), m.photoUnknown(0, 1)],
        [withPerson({ id: 2_000_000_000 }), m.itemUnknown],
        [withPerson({ id: person.id }), m.itemRepeated],
        [{ ...good, groups: [{ ...good.groups[0]!, id: 2_000_000_000 }] }, m.itemUnknown],
      ];
      const before = await storedLists();
      for (const [body, message] of cases) {
        const refused = await saveContacts(body);
        expect(refused.statusCode, message).toBe(400);
        expect(refused.json().message).toBe(message);
      }
      expect(await storedLists()).toEqual(before);
    });
  });

  describe('the home banner', () => {
    let car: number;
    let draftCar: number;
    let newsId: number;

    beforeAll(async () => {
      car = (await createCar(db(), { title: 'Aurora Volt' })).id;
      draftCar = (await createCar(db(), { title: 'Aurora Conceito', published: false })).id;
      newsId = (await createNews(db(), { title: 'Volt chega às lojas', published: true })).id;
      await createSectionPage(db(), 'company', 1, { title: 'Empresa' });
      await createSectionPage(db(), 'company', 2, { title: 'Fábricas' });
      await createSectionPage(db(), 'company', 3, { title: 'Taubaté', parentId: 2 });
      const video = await createMedia(db(), { kind: 'video', title: 'Filme do Volt' });
      await createBannerSlide(db(), { title: 'Volt', category: 'car', fatherId: car, position: 1 });
      await createBannerSlide(db(), { title: 'Filme', mediaId: video.id, position: 2 });
      await createBannerSlide(db(), { title: 'Fábricas', category: 'session', fatherId: 2, position: 3 });
    });

    it('reads the slides in order with what each opens, and what a slide can open', async () => {
      const banner = await readBanner();
      expect(banner.version).toBe(1);
      expect(banner.publication).toMatchObject({ state: 'published', previewUrl: null, siteUrl: '/home' });
      expect(banner.slides.map((slide) => [slide.title, slide.opens, slide.video])).toEqual([
        ['Volt', { category: 'car', fatherId: car }, false],
        ['Filme', null, true],
        ['Fábricas', { category: 'session', fatherId: 2 }, false],
      ]);
      expect(banner.choices.cars).toEqual(
        expect.arrayContaining([
          { id: car, title: 'Aurora Volt', published: true },
          { id: draftCar, title: 'Aurora Conceito', published: false },
        ]),
      );
      expect(banner.choices.news).toContainEqual(
        expect.objectContaining({ id: newsId, title: 'Volt chega às lojas', published: true }),
      );
      // A level-2 page is not offered: the home opens pages at /company/{id}, which serves none.
      expect(banner.choices.pages).toEqual([
        { category: 'session', id: 1, title: 'Empresa', published: true },
        { category: 'session', id: 2, title: 'Fábricas', published: true },
      ]);
    });

    it('keeps new slides, order and targets as a draft, which the home shows through its preview link, then once published', async () => {
      expect((await publicBanner()).map((slide) => slide.title)).toEqual(['Volt', 'Filme', 'Fábricas']);
      const banner = await readBanner();
      const [volt, film, factories] = bannerBodyOf(banner).slides as [
        BannerSlideBody,
        BannerSlideBody,
        BannerSlideBody,
      ];
      const photo = (await createMedia(db(), { title: 'Loja' })).id;
      const changesBefore = await contentChanges();
      const saved = await saveBanner({
        version: banner.version,
        slides: [
          { ...factories, title: 'Nossas fábricas', opens: { category: 'session', fatherId: 1 } },
          {
            id: null,
            title: 'Nas lojas',
            subtitle: ' A partir de hoje ',
            mediaId: photo,
            opens: { category: 'news', fatherId: newsId },
          },
          // The video stays: a save that does not touch it never asks it to be a photo.
          film,
          // Opens a draft car: kept, but neither the home nor its preview shows it until the car is published.
          {
            id: null,
            title: 'Em breve',
            subtitle: '',
            mediaId: photo,
            opens: { category: 'car', fatherId: draftCar },
          },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const draft = saved.json<EditorialBanner>();
      expect(draft.version).toBe(2);
      expect(draft.slides.map((slide) => [slide.id, slide.title, slide.subtitle, slide.video])).toEqual([
        [factories.id, 'Nossas fábricas', factories.subtitle, false],
        [null, 'Nas lojas', 'A partir de hoje', false],
        [film.id, 'Filme', film.subtitle, true],
        [null, 'Em breve', '', false],
      ]);
      expect(draft.publication).toMatchObject({
        state: 'draft',
        draftSavedBy: 'Renata Redação',
        previewUrl: expect.stringMatching(/^\/home\?token=[\w-]{20,}$/),
      });
      expect(draft.changes[0]).toMatchObject({
        actionText: 'Salvou',
        fields: ['Destaques', 'Ordem', 'Título', 'Abre'],
      });
      expect(await contentChanges()).toBe(changesBefore);
      expect((await publicBanner()).map((slide) => slide.title)).toEqual(['Volt', 'Filme', 'Fábricas']);

      const token = tokenOf(draft.publication.previewUrl);
      const preview = await t.inject({ url: '/api/home/json/', query: { token } });
      expect(preview.headers['cache-control']).toBe('private, no-store');
      const previewed = preview.json<HomeResponse>().destaque;
      expect(previewed.map((slide) => [slide.title, slide.category, slide.father_id])).toEqual([
        ['Nossas fábricas', 'session', 1],
        ['Nas lojas', 'news', newsId],
        ['Filme', 'none', null],
      ]);
      expect(previewed[1]!.id_destaque).toBeLessThan(0);
      expect(previewed[1]!.mediaLow).toMatch(/-low\.jpg$/);
      expect((await t.inject({ url: '/api/preview/banner', query: { token } })).statusCode).toBe(200);

      const published = await move('banner', 'publish', draft.version);
      expect(published.statusCode, published.body).toBe(200);
      const after = published.json<EditorialBanner>();
      expect(after.slides.map((slide) => [slide.id, slide.title])).toEqual([
        [factories.id, 'Nossas fábricas'],
        [expect.any(Number), 'Nas lojas'],
        [film.id, 'Filme'],
        [expect.any(Number), 'Em breve'],
      ]);
      expect(after.publication).toMatchObject({ state: 'published', publishedBy: 'Renata Redação' });
      expect(after.changes[0]).toMatchObject({
        actionText: 'Publicou',
        fields: ['Destaques', 'Ordem', 'Título', 'Abre'],
      });
      expect(await db().select().from(bannerSlides).where(eq(bannerSlides.id, volt.id!))).toEqual([]);
      expect(await contentChanges()).toBeGreaterThan(changesBefore);
      await expect
        .poll(async () =>
          (await publicBanner()).map((slide) => [slide.title, slide.category, slide.father_id]),
        )
        .toEqual([
          ['Nossas fábricas', 'session', 1],
          ['Nas lojas', 'news', newsId],
          ['Filme', 'none', null],
        ]);
      expect((await t.inject({ url: '/api/preview/banner', query: { token } })).statusCode).toBe(404);
      expect(await revisions('banner')).toHaveLength(1);
    });

    it('refuses a save, a publication or a discard on an older version with 409, changing nothing', async () => {
      const banner = await readBanner();
      const stale = bannerBodyOf(banner);
      expect((await saveBanner({ ...stale, slides: stale.slides.slice(0, 2) })).statusCode).toBe(200);
      const before = await storedLists();
      for (const refused of [
        await saveBanner({ ...stale, slides: [] }),
        await move('banner', 'publish', stale.version),
        await move('banner', 'discard', stale.version),
      ]) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(editorialNewsMessages.conflict);
      }
      expect(await storedLists()).toEqual(before);
    });

    it('refuses bad input with the words of the field, changing nothing', async () => {
      const banner = await readBanner();
      const good = bannerBodyOf(banner);
      const photo = (await createMedia(db())).id;
      const processing = (await createMedia(db(), { state: 'processing' })).id;
      const added = (changes: Partial<BannerSlideBody>): BannerSaveBody => ({
        ...good,
        slides: [
          ...good.slides,
          { id: null, title: 'Novo', subtitle: '', mediaId: photo, opens: null, ...changes },
        ],
      });
      const at = good.slides.length;
      const m = bannerMessages;
      const cases: [BannerSaveBody, string][] = [
        [added({ title: '   ' }), m.titleRequired(at)],
        [added({ subtitle: 'x'.repeat(241) }), m.subtitleLong(at)],
        [added({ mediaId: null }), m.photoRequired(at)],
        [added({ mediaId: processing }), m.photoUnknown(at)],
        [added({ mediaId: 2_000_000_000 }), m.photoUnknown(at)],
        [added({ opens: { category: 'car', fatherId: 2_000_000_000 } }), m.opensUnknown(at)],
        [added({ opens: { category: 'news', fatherId: 2_000_000_000 } }), m.opensUnknown(at)],
        [added({ opens: { category: 'session', fatherId: 3 } }), m.opensUnknown(at)],
        [added({ opens: { category: 'technology', fatherId: 1 } }), m.opensUnknown(at)],
        [added({ id: 2_000_000_000 }), m.itemUnknown],
        [added({ id: good.slides.find((slide) => slide.id !== null)!.id }), m.itemRepeated],
        [{ ...good, slides: Array.from({ length: 13 }, () => added({}).slides.at(-1)!) }, m.slidesTooMany],
      ];
      const before = await storedLists();
      for (const [body, message] of cases) {
        const refused = await saveBanner(body);
        expect(refused.statusCode, message).toBe(400);
        expect(refused.json().message).toBe(message);
      }
      expect(await storedLists()).toEqual(before);
    });

    it('checks the draft again when it is published: a photo gone since is refused there, nothing written', async () => {
      const banner = await readBanner();
      const photo = (await createMedia(db(), { title: 'Vitrine' })).id;
      const body = bannerBodyOf(banner);
      const saved = await saveBanner({
        ...body,
        slides: [...body.slides, { id: null, title: 'Vitrine', subtitle: '', mediaId: photo, opens: null }],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await t.database.db.execute(sql`update media set state = 'failed' where id = ${photo}`);
      const before = await storedLists();
      const refused = await move('banner', 'publish', saved.json<EditorialBanner>().version);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(bannerMessages.photoUnknown(body.slides.length));
      expect(await storedLists()).toEqual(before);
      expect((await move('banner', 'discard', saved.json<EditorialBanner>().version)).statusCode).toBe(200);
    });

    it('restores a published version into the draft, a slide gone since coming back as a new one', async () => {
      const first = await readBanner();
      const [firstRevision] = await revisions('banner');
      // Published again without the first slide: the first revision names a slide the home no longer has.
      await saveBannerLive({ ...bannerBodyOf(first), slides: bannerBodyOf(first).slides.slice(1) });
      const published = await readBanner();
      const restored = await asEditor({
        method: 'POST',
        url: `/api/redacao/revisions/banner/1/${firstRevision!.number}/restore`,
        payload: { version: published.version },
      });
      expect(restored.statusCode, restored.body).toBe(200);
      const draft = await readBanner();
      expect(draft.publication.state).toBe('draft');
      expect(draft.slides.map((slide) => [slide.id, slide.title])).toEqual([
        [null, first.slides[0]!.title],
        ...published.slides.map((slide) => [slide.id, slide.title]),
      ]);
      expect(draft.changes[0]).toMatchObject({ actionText: `Restaurou a versão ${firstRevision!.number}` });
      // The draft is no publication: no revision until it is published.
      expect(await revisions('banner')).toHaveLength(2);
      expect(await publicBanner()).toHaveLength(published.slides.length - 1);
    });

    it('publishes an empty banner: the home then shows none (its slider hides itself)', async () => {
      const banner = await readBanner();
      const after = await saveBannerLive({ version: banner.version, slides: [] });
      expect(after.slides).toEqual([]);
      await expect.poll(() => publicBanner()).toEqual([]);
    });
  });
});
