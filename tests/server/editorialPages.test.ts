/**
 * The editorial API of the company, technology and e-mobility pages (`/api/redacao/pages…`): only those with the
 * `publish` capability reach it; a section's tree lists every page in tree order with its state and address; a new
 * page is a draft numbered within its section, at most three levels deep; a save records its changed fields, and one
 * made on an older version is refused with 409 and changes nothing; unsafe HTML and unusable photos are refused in
 * the field's words and change nothing; the section's root stays published; a draft is out of the public menu and
 * section reads until 'Publicar'.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu } from '../../src/domain/content';
import { fieldOfSectionPageRefusal } from '../../src/domain/editorialPages';
import type {
  EditorialSectionPage,
  SectionPageSaveBody,
  SectionPageTree,
} from '../../src/domain/editorialPageSchemas';
import { editorialChanges, sectionPages, templateBlocks } from '../../server/db/schema';
import {
  createMedia,
  createSectionPage,
  createSignInSession,
  createTemplateBlock,
  createUser,
} from './builders';
import { testDatabases } from './databases';
import { startTestApp, testNow, type TestApp } from './testApp';

const conflict = 'Este conteúdo foi alterado por outra pessoa. Recarregue para ver a versão atual.';

describe.each(testDatabases)('editorial section pages on $name', (target) => {
  let t: TestApp;
  let editorToken: string;
  let journalistToken: string;
  let editorName: string;
  let photoId: number;
  let otherPhotoId: number;
  let processingPhotoId: number;
  let videoId: number;
  const db = () => t.database.db;

  const asEditor = (request: InjectOptions) =>
    t.inject({ ...request, headers: { ...request.headers, authorization: editorToken } });
  const create = async (kind: string, title: string, parentId: number | null = null) => {
    const response = await asEditor({
      method: 'POST',
      url: `/api/redacao/pages/${kind}`,
      payload: { parentId, title },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EditorialSectionPage>();
  };
  const read = async (kind: string, id: number) =>
    (await asEditor({ url: `/api/redacao/pages/${kind}/${id}` })).json<EditorialSectionPage>();
  /** The page as the editor would send it back unchanged. */
  const bodyOf = (page: EditorialSectionPage): SectionPageSaveBody => ({
    version: page.version,
    title: page.title,
    subtitle: page.subtitle,
    description: page.description,
    mediaId: page.mediaId,
    sideMediaId: page.sideMediaId,
    sideDescription: page.sideDescription,
    bottomTitle: page.bottomTitle,
    bottomMediaId: page.bottomMediaId,
    position: page.position,
    blocks: page.blocks.map((block) =>
      block.type === 1
        ? { type: 1, text: block.text, textMed: block.textMed, textLow: block.textLow }
        : { type: 2, mediaId: block.mediaId },
    ),
  });
  const save = (kind: string, id: number, body: SectionPageSaveBody) =>
    asEditor({ method: 'PUT', url: `/api/redacao/pages/${kind}/${id}`, payload: body });
  const move = (kind: string, id: number, action: 'publish' | 'unpublish', version: number) =>
    asEditor({ method: 'POST', url: `/api/redacao/pages/${kind}/${id}/${action}`, payload: { version } });
  /** Everything a refused write could have touched: the row, its blocks, its history. */
  const stored = async (kind: 'company' | 'technology' | 'emobility', id: number) => ({
    row: (
      await db()
        .select()
        .from(sectionPages)
        .where(and(eq(sectionPages.kind, kind), eq(sectionPages.id, id)))
    )[0],
    blocks: await db()
      .select()
      .from(templateBlocks)
      .where(and(eq(templateBlocks.ownerType, kind), eq(templateBlocks.ownerId, id)))
      .orderBy(asc(templateBlocks.position)),
    history: await db()
      .select()
      .from(editorialChanges)
      .where(and(eq(editorialChanges.subject, kind), eq(editorialChanges.subjectId, id))),
  });

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    const editor = await createUser(db(), { role: 0, name: 'Renata Redação' });
    editorName = editor.name;
    editorToken = await createSignInSession(db(), editor.id, { now: testNow });
    const journalist = await createUser(db(), { role: 10 });
    journalistToken = await createSignInSession(db(), journalist.id, { now: testNow });
    photoId = (await createMedia(db(), { title: 'Fábrica de Taubaté' })).id;
    otherPhotoId = (await createMedia(db(), { title: 'Linha de montagem' })).id;
    processingPhotoId = (await createMedia(db(), { title: 'Ainda em preparo', state: 'processing' })).id;
    videoId = (await createMedia(db(), { kind: 'video', title: 'Filme da fábrica', folder: 'videos' })).id;
    // Company: the root, two level-1 pages (one a draft), a level-2 page under the first.
    await createSectionPage(db(), 'company', 1, { title: 'Empresa', position: 0 });
    await createSectionPage(db(), 'company', 2, { title: 'Fábricas', position: 2, mediaId: photoId });
    await createSectionPage(db(), 'company', 3, { title: 'Taubaté', parentId: 2 });
    await createSectionPage(db(), 'company', 4, {
      title: 'História',
      position: 1,
      published: false,
      previewToken: 'historia-previa',
    });
    await createTemplateBlock(db(), { type: 'company', id: 2 }, { text: '<p>Desde 1959.</p>', position: 0 });
    await createTemplateBlock(db(), { type: 'company', id: 2 }, { mediaId: videoId, position: 1 });
    await createSectionPage(db(), 'technology', 1, { title: 'Tecnologia' });
  });
  afterAll(async () => t?.close());

  describe('who may call it', () => {
    const routes: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/redacao/pages?kind=company' },
      { method: 'GET', url: '/api/redacao/pages/company/2' },
      { method: 'POST', url: '/api/redacao/pages/company', payload: {} },
      { method: 'PUT', url: '/api/redacao/pages/company/2', payload: {} },
      { method: 'POST', url: '/api/redacao/pages/company/2/publish', payload: {} },
      { method: 'POST', url: '/api/redacao/pages/company/2/unpublish', payload: {} },
    ];
    for (const route of routes)
      it(`${route.method} ${route.url}: 401 signed out, 403 for a journalist, through for the press office`, async () => {
        const anonymous = await t.inject(route);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json().message).toBe('Faça login para continuar.');
        const refused = await t.inject({ ...route, headers: { authorization: journalistToken } });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('Você não tem permissão para esta ação.');
        const allowed = await asEditor(route);
        // Past the guard: reads answer, writes with an empty body are refused by their schema (400).
        expect(allowed.statusCode, allowed.body).toBe(route.method === 'GET' ? 200 : 400);
        expect(allowed.headers['cache-control']).toBe('no-store');
      });
  });

  it('lists a section in tree order, drafts included, each with its level, state and address', async () => {
    const response = await asEditor({ url: '/api/redacao/pages?kind=company' });
    expect(response.statusCode).toBe(200);
    const tree = response.json<SectionPageTree>();
    expect(tree.pages.slice(0, 4)).toEqual([
      {
        id: 1,
        parentId: null,
        level: 0,
        title: 'Empresa',
        state: 'published',
        stateText: 'Publicada',
        position: 0,
        url: '/company',
      },
      expect.objectContaining({
        id: 4,
        level: 1,
        state: 'draft',
        stateText: 'Rascunho',
        url: '/company/4?token=historia-previa',
      }),
      expect.objectContaining({ id: 2, level: 1, state: 'published', url: '/company/2' }),
      expect.objectContaining({ id: 3, parentId: 2, level: 2, state: 'published', url: '/company/2/3' }),
    ]);
  });

  it('answers 400 for a section that does not exist and 404 in Portuguese for an unknown page', async () => {
    expect((await asEditor({ url: '/api/redacao/pages?kind=cars' })).statusCode).toBe(400);
    expect((await asEditor({ url: '/api/redacao/pages/cars/1' })).statusCode).toBe(400);
    const missing = await asEditor({ url: '/api/redacao/pages/company/999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Página não encontrada.');
  });

  it('opens a page with its fields, photo previews, blocks, version, address and history', async () => {
    const page = await read('company', 2);
    expect(page).toMatchObject({
      kind: 'company',
      id: 2,
      parentId: null,
      level: 1,
      title: 'Fábricas',
      mediaId: photoId,
      thumbnails: {
        mediaId: expect.stringMatching(/^\/media\/images\/foto-\d+-low\.jpg$/),
        sideMediaId: null,
        bottomMediaId: null,
      },
      blocks: [
        { type: 1, text: '<p>Desde 1959.</p>', textMed: '', textLow: '' },
        {
          type: 2,
          mediaId: videoId,
          mediaKind: 'video',
          thumbnail: expect.stringMatching(/^\/media\/videos\//),
        },
      ],
      version: 1,
      state: 'published',
      url: '/company/2',
      changes: [],
    });
  });

  describe('a new page', () => {
    it('is a draft with a preview link, numbered within its section, last among its siblings', async () => {
      const created = await create('company', '  Sustentabilidade ');
      const company = (await asEditor({ url: '/api/redacao/pages?kind=company' })).json<SectionPageTree>();
      const highest = Math.max(...company.pages.map((page) => page.id));
      expect(created.id).toBe(highest);
      expect(created).toMatchObject({
        kind: 'company',
        parentId: null,
        level: 1,
        title: 'Sustentabilidade',
        state: 'draft',
        version: 1,
        blocks: [],
        changes: [{ who: editorName, action: 'create', actionText: 'Criou', fields: [] }],
      });
      expect(created.url).toMatch(new RegExp(`^/company/${created.id}\\?token=[\\w-]{20,}$`));
      expect(created.position).toBe(3);

      // Another section counts its own ids: technology has only its root.
      const technology = await create('technology', 'Motores');
      expect(technology).toMatchObject({ id: 2, level: 1 });
      expect(technology.url).toMatch(/^\/technology\/2\?token=/);
    });

    it('goes under a level-1 page, and two created at once get two ids', async () => {
      const [a, b] = await Promise.all([
        create('company', 'Anchieta', 2),
        create('company', 'São Carlos', 2),
      ]);
      expect(a!.id).not.toBe(b!.id);
      for (const page of [a!, b!]) {
        expect(page).toMatchObject({ parentId: 2, parentTitle: 'Fábricas', level: 2, state: 'draft' });
        expect(page.url).toMatch(new RegExp(`^/company/2/${page.id}\\?token=`));
      }
    });

    it('is refused under a level-2 page, under the root, under a page that does not exist, or without a title', async () => {
      const cases: [number | null, string, string][] = [
        [3, 'Quarto nível', 'Uma subpágina só pode ficar dentro de uma página de primeiro nível'],
        [1, 'Sob a raiz', 'Uma subpágina só pode ficar dentro de uma página de primeiro nível'],
        [999, 'Órfã', 'A página escolhida para receber a nova página não existe mais.'],
        [null, '   ', 'Informe o título da página.'],
      ];
      const before = (await asEditor({ url: '/api/redacao/pages?kind=company' })).json<SectionPageTree>();
      for (const [parentId, title, message] of cases) {
        const response = await asEditor({
          method: 'POST',
          url: '/api/redacao/pages/company',
          payload: { parentId, title },
        });
        expect(response.statusCode, `${parentId} ${title}`).toBe(400);
        expect(response.json().message).toContain(message);
      }
      const after = (await asEditor({ url: '/api/redacao/pages?kind=company' })).json<SectionPageTree>();
      expect(after.pages).toEqual(before.pages);
    });
  });

  describe('a save', () => {
    it('stores the fields and blocks, records the changed fields, and refuses an older version (409)', async () => {
      const page = await create('emobility', 'Recarga');
      const saved = await save('emobility', page.id, {
        ...bodyOf(page),
        subtitle: 'Onde recarregar',
        description: '<p>Uma rede de <strong>carregadores</strong>.</p>',
        mediaId: photoId,
        bottomTitle: 'Mapa da rede',
        blocks: [
          { type: 1, text: '<p>Em 40 cidades.</p>', textMed: '<p>40 cidades.</p>', textLow: '' },
          { type: 2, mediaId: otherPhotoId },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = saved.json<EditorialSectionPage>();
      expect(after).toMatchObject({
        subtitle: 'Onde recarregar',
        description: '<p>Uma rede de <strong>carregadores</strong>.</p>',
        mediaId: photoId,
        bottomTitle: 'Mapa da rede',
        version: 2,
        blocks: [
          { type: 1, text: '<p>Em 40 cidades.</p>', textMed: '<p>40 cidades.</p>', textLow: '' },
          { type: 2, mediaId: otherPhotoId, mediaKind: 'image' },
        ],
      });
      expect(after.changes[0]).toMatchObject({
        who: editorName,
        actionText: 'Salvou',
        fields: ['Subtítulo', 'Texto', 'Foto principal', 'Título final', 'Blocos'],
      });

      const before = await stored('emobility', page.id);
      const stale = await save('emobility', page.id, { ...bodyOf(page), title: 'Outra pessoa' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(conflict);
      const stalePublish = await move('emobility', page.id, 'publish', 1);
      expect(stalePublish.statusCode).toBe(409);
      expect(await stored('emobility', page.id)).toEqual(before);
    });

    it('keeps a video block nobody touched, and its blocks when only a text changed', async () => {
      const page = await read('company', 2);
      const blockIds = (await stored('company', 2)).blocks.map((block) => block.id);
      const saved = await save('company', 2, { ...bodyOf(page), subtitle: 'Quatro fábricas' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<EditorialSectionPage>().changes[0]!.fields).toEqual(['Subtítulo']);
      expect((await stored('company', 2)).blocks.map((block) => block.id)).toEqual(blockIds);
    });

    describe('refuses bad input with the field’s words, and changes nothing', () => {
      // Each with the field the editor shows it beside (src/domain/editorialPages.ts reads the server's words).
      const cases: [
        string,
        (body: SectionPageSaveBody) => SectionPageSaveBody,
        string | RegExp,
        ReturnType<typeof fieldOfSectionPageRefusal>,
      ][] = [
        [
          'a script in the text',
          (body) => ({ ...body, description: '<p>Oi</p><script>alert(1)</script>' }),
          /scripts \(campo Texto\)/,
          { field: 'description' },
        ],
        [
          'an onclick in the side text',
          (body) => ({ ...body, sideDescription: '<p onclick="alert(1)">Oi</p>' }),
          /onclick\) \(campo Texto lateral\)/,
          { field: 'sideDescription' },
        ],
        [
          'a javascript: link in a text block',
          (body) => ({
            ...body,
            blocks: [
              { type: 1, text: '<p><a href="javascript:alert(1)">x</a></p>', textMed: '', textLow: '' },
            ],
          }),
          /javascript: ou data: \(href\) \(campo Bloco 1\)/,
          { field: 'blocks', block: 0 },
        ],
        [
          'an iframe in a block’s phone text',
          (body) => ({
            ...body,
            blocks: [{ type: 1, text: '<p>Oi</p>', textMed: '', textLow: '<iframe src="x"></iframe>' }],
          }),
          /\(campo Bloco 1, versão para celular\)/,
          { field: 'blocks', block: 0 },
        ],
        [
          'an empty title',
          (body) => ({ ...body, title: ' ' }),
          'Informe o título da página.',
          { field: 'title' },
        ],
        [
          'a position out of range',
          (body) => ({ ...body, position: 10_000 }),
          'Informe a ordem no menu: um número inteiro de 0 a 9999.',
          { field: 'position' },
        ],
        [
          'an empty text block',
          (body) => ({ ...body, blocks: [{ type: 1, text: '<p></p>', textMed: '', textLow: '' }] }),
          'Escreva o texto do bloco 1 ou remova-o.',
          { field: 'blocks', block: 0 },
        ],
        [
          'a photo that does not exist',
          (body) => ({ ...body, mediaId: 2_000_000 }),
          'A foto escolhida em “Foto principal” não existe mais ou ainda está sendo preparada. Escolha outra.',
          { field: 'mediaId' },
        ],
        [
          'a photo still being prepared',
          (body) => ({ ...body, sideMediaId: processingPhotoId }),
          'A foto escolhida em “Foto lateral” não existe mais ou ainda está sendo preparada. Escolha outra.',
          { field: 'sideMediaId' },
        ],
        [
          'a video newly chosen as a photo block',
          (body) => ({ ...body, blocks: [{ type: 2, mediaId: videoId }] }),
          'A foto do bloco 1 não existe mais ou ainda está sendo preparada. Escolha outra.',
          { field: 'blocks', block: 0 },
        ],
      ];
      for (const [name, change, message, field] of cases)
        it(name, async () => {
          const page = await read('technology', 1);
          const before = await stored('technology', 1);
          const response = await save('technology', 1, change(bodyOf(page)));
          expect(response.statusCode, response.body).toBe(400);
          if (typeof message === 'string') expect(response.json().message).toBe(message);
          else expect(response.json().message).toMatch(message);
          expect(fieldOfSectionPageRefusal(response.json().message)).toEqual(field);
          expect(await stored('technology', 1)).toEqual(before);
        });
    });
  });

  it('never unpublishes the section’s root', async () => {
    const root = await read('company', 1);
    const response = await move('company', 1, 'unpublish', root.version);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'A página inicial da seção não pode ser despublicada: é ela que abre a seção no menu e no site.',
    );
    expect(await read('company', 1)).toMatchObject({ state: 'published', version: root.version });
  });

  it('keeps a draft out of the public menu and section reads until it is published, and takes it out again', async () => {
    const draft = await create('company', 'Pesquisa');
    const sub = await create('company', 'Laboratório', draft.id);
    const stays = await create('company', 'Rascunho que fica');
    const token = new URL(draft.url, 'http://x').searchParams.get('token')!;
    const pageUrl = `/api/sessions/json/session/${draft.id}`;
    const subUrl = `/api/sessions/json/session/${draft.id}/subsession/${sub.id}`;

    // Not found publicly (a 404 is never kept by the cache), seen with its preview link, and the level-2 page
    // under it with the same link.
    expect((await t.inject({ url: pageUrl })).statusCode).toBe(404);
    expect((await t.inject({ url: subUrl })).statusCode).toBe(404);
    expect((await t.inject({ url: `${pageUrl}?token=${token}` })).statusCode).toBe(200);
    expect((await t.inject({ url: `${subUrl}?token=${token}` })).statusCode).toBe(200);

    // A published page under a draft is still seen only through the draft's link.
    const subPublished = await move('company', sub.id, 'publish', sub.version);
    expect(subPublished.statusCode, subPublished.body).toBe(200);
    expect(subPublished.json<EditorialSectionPage>()).toMatchObject({
      state: 'published',
      url: `/company/${draft.id}/${sub.id}?token=${token}`,
    });
    expect((await t.inject({ url: subUrl })).statusCode).toBe(404);

    const published = await move('company', draft.id, 'publish', draft.version);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<EditorialSectionPage>()).toMatchObject({
      state: 'published',
      stateText: 'Publicada',
      url: `/company/${draft.id}`,
      version: 2,
    });
    expect(published.json<EditorialSectionPage>().changes[0]).toMatchObject({ actionText: 'Publicou' });

    const page = await t.inject({ url: pageUrl });
    expect(page.statusCode).toBe(200);
    expect(page.json().session).toMatchObject({
      title: 'Pesquisa',
      listsub: [{ id: sub.id, title: 'Laboratório' }],
    });
    expect((await t.inject({ url: subUrl })).json().subsession).toMatchObject({ title: 'Laboratório' });
    // The menu is read once in this file, after the publication: the published pages in it, the drafts not.
    const menu = (await t.inject({ url: '/api/menu/json/' })).json<Menu>();
    const titles = menu.session.map((item) => item.title);
    expect(titles).toContain('Pesquisa');
    expect(titles).not.toContain('Rascunho que fica');
    expect(titles).not.toContain('História');
    expect(menu.session.find((item) => item.id === draft.id)?.listsub).toEqual([
      { id: sub.id, title: 'Laboratório' },
    ]);
    expect(stays.state).toBe('draft');

    const unpublished = await move('company', draft.id, 'unpublish', 2);
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(unpublished.json<EditorialSectionPage>()).toMatchObject({ state: 'draft', version: 3 });
    expect(unpublished.json<EditorialSectionPage>().url).toBe(`/company/${draft.id}?token=${token}`);
    // A read with a token is built for its request alone: it shows what a visitor without the link now gets.
    expect((await t.inject({ url: `${pageUrl}?token=outro` })).statusCode).toBe(404);
  });
});
