/**
 * The lists the press office saves whole (`/api/redacao/contacts`, `/api/redacao/banner`): only those with the
 * `publish` capability reach them; each reads with its version and history; a save in a new order is what the public
 * contacts page and the home's banner show next (their cached answers included); a save made on an older version is
 * refused with 409 and changes nothing; bad input is refused in the field's words and changes nothing.
 */
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactGroup, HomeResponse } from '../../src/domain/content';
import { bannerMessages, contactListMessages } from '../../src/domain/editorialLists';
import type {
  BannerSaveBody,
  BannerSlideBody,
  ContactsSaveBody,
  EditorialBanner,
  EditorialContacts,
} from '../../src/domain/editorialListSchemas';
import { editorialNewsMessages } from '../../src/domain/editorialNews';
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
  { method: 'GET', url: '/api/redacao/banner' },
  { method: 'PUT', url: '/api/redacao/banner', payload: { version: 1, slides: [] } },
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
  const publicContacts = async () => (await t.inject({ url: '/api/contacts/json/' })).json<ContactGroup[]>();
  const publicBanner = async () => (await t.inject({ url: '/api/home/json/' })).json<HomeResponse>().destaque;
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
      const editor = await asEditor({ method: 'GET', url: route.url });
      expect(editor.headers['cache-control']).toBe('no-store');
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

    it('reads the groups and their people in order, with the version and the portrait', async () => {
      const list = await readContacts();
      expect(list.version).toBe(1);
      expect(list.changes).toEqual([]);
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

    it('saves a new order, moves, adds and removes people, and the public page shows it', async () => {
      expect((await publicContacts()).map((group) => group.title)).toEqual([
        'Assessoria de Imprensa',
        'Frota de Imprensa',
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
      const after = saved.json<EditorialContacts>();
      expect(after.version).toBe(2);
      expect(after.groups.map((group) => [group.title, group.contacts.map((person) => person.name)])).toEqual(
        [
          ['Frota para testes', ['Bruno Lima']],
          ['Assessoria de Imprensa', ['Davi Prado', 'Ana Souza']],
          ['Eventos', ['Eva Reis']],
        ],
      );
      // Those already there keep their ids; the empty phone is none; the e-mail is stored trimmed.
      expect(after.groups[0]).toMatchObject({
        id: fleet,
        contacts: [{ id: bruno, email: 'bruno@aurora.com.br' }],
      });
      expect(after.groups[1]!.id).toBe(press);
      expect(after.groups[1]!.contacts[0]).toMatchObject({ phone: null, imageMediaId: newPortrait });
      expect(after.groups[1]!.contacts[1]!.id).toBe(ana);
      expect(await db().select().from(contacts).where(eq(contacts.id, carla))).toEqual([]);
      expect(after.changes[0]).toMatchObject({
        who: 'Renata Redação',
        actionText: 'Salvou',
        fields: ['Grupos', 'Ordem dos grupos', 'Pessoas', 'Ordem das pessoas', 'E-mail'],
      });

      await expect
        .poll(async () =>
          (await publicContacts()).map((group) => [
            group.title,
            group.subcontacts.map((person) => person.name),
          ]),
        )
        .toEqual([
          ['Frota para testes', ['Bruno Lima']],
          ['Assessoria de Imprensa', ['Davi Prado', 'Ana Souza']],
          ['Eventos', ['Eva Reis']],
        ]);
    });

    it('refuses a save on an older version with 409, changing nothing', async () => {
      const list = await readContacts();
      const stale = contactsBodyOf(list);
      expect((await saveContacts({ ...stale, groups: stale.groups.slice(1) })).statusCode).toBe(200);
      const before = await storedLists();
      const refused = await saveContacts({ ...stale, groups: [] });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(editorialNewsMessages.conflict);
      expect(await storedLists()).toEqual(before);
      expect((await readContacts()).version).toBe(list.version + 1);
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

    it('saves a new order, a new slide and new targets, and the home shows them', async () => {
      expect((await publicBanner()).map((slide) => slide.title)).toEqual(['Volt', 'Filme', 'Fábricas']);
      const banner = await readBanner();
      const [volt, film, factories] = bannerBodyOf(banner).slides as [
        BannerSlideBody,
        BannerSlideBody,
        BannerSlideBody,
      ];
      const photo = (await createMedia(db(), { title: 'Loja' })).id;
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
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = saved.json<EditorialBanner>();
      expect(after.version).toBe(2);
      expect(after.slides.map((slide) => [slide.id, slide.title, slide.subtitle])).toEqual([
        [factories.id, 'Nossas fábricas', factories.subtitle],
        [expect.any(Number), 'Nas lojas', 'A partir de hoje'],
        [film.id, 'Filme', film.subtitle],
      ]);
      expect(after.changes[0]).toMatchObject({ fields: ['Destaques', 'Ordem', 'Título', 'Abre'] });
      expect(await db().select().from(bannerSlides).where(eq(bannerSlides.id, volt.id!))).toEqual([]);

      await expect
        .poll(async () =>
          (await publicBanner()).map((slide) => [slide.title, slide.category, slide.father_id]),
        )
        .toEqual([
          ['Nossas fábricas', 'session', 1],
          ['Nas lojas', 'news', newsId],
          ['Filme', 'none', null],
        ]);
    });

    it('refuses a save on an older version with 409, changing nothing', async () => {
      const banner = await readBanner();
      const stale = bannerBodyOf(banner);
      expect((await saveBanner({ ...stale, slides: stale.slides.slice(0, 2) })).statusCode).toBe(200);
      const before = await storedLists();
      const refused = await saveBanner({ ...stale, slides: [] });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(editorialNewsMessages.conflict);
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
        [added({ id: good.slides[0]!.id }), m.itemRepeated],
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

    it('accepts a slide opening a draft car, which the home leaves out until the car is published', async () => {
      const banner = await readBanner();
      const photo = (await createMedia(db())).id;
      const saved = await saveBanner({
        version: banner.version,
        slides: [
          ...bannerBodyOf(banner).slides,
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
      await expect.poll(async () => (await publicBanner()).length).toBe(banner.slides.length);
      expect((await publicBanner()).map((slide) => slide.title)).not.toContain('Em breve');
    });

    it('saves an empty banner: the home then shows none (its slider hides itself)', async () => {
      const banner = await readBanner();
      const saved = await saveBanner({ version: banner.version, slides: [] });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<EditorialBanner>().slides).toEqual([]);
      await expect.poll(publicBanner).toEqual([]);
    });
  });
});
