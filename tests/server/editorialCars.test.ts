/**
 * The editorial API of cars and their versions (`/api/redacao/cars…`, `/api/redacao/versions…`): only those with the
 * `publish` capability reach it; the desk lists every car by category with its versions, states and addresses; a new
 * car or version is a draft with a preview link; a save records its changed fields in Portuguese, and one made on an
 * older version is refused with 409 and changes nothing; bad input is refused in the field's words and changes
 * nothing; a spec sheet must be a stored PDF, and the public version offers it once published; a draft car is out of
 * the public lists and menu until 'Publicar'.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarListResponse, Menu } from '../../src/domain/content';
import { fieldOfCarRefusal } from '../../src/domain/editorialCars';
import type {
  CarDesk,
  CarSaveBody,
  EditorialCar,
  EditorialCarVersion,
  VersionSaveBody,
} from '../../src/domain/editorialCarSchemas';
import type { EditorialSectionPage } from '../../src/domain/editorialPageSchemas';
import { carVersions, cars, editorialChanges, templateBlocks } from '../../server/db/schema';
import {
  createCar,
  createCarVersion,
  createMedia,
  createSignInSession,
  createTemplateBlock,
  createUser,
} from './builders';
import { testDatabases } from './databases';
import { eventually, startTestApp, testNow, type TestApp } from './testApp';

const conflict = 'Este conteúdo foi alterado por outra pessoa. Recarregue para ver a versão atual.';

describe.each(testDatabases)('editorial cars on $name', (target) => {
  let t: TestApp;
  let editorToken: string;
  let journalistToken: string;
  let editorName: string;
  let photoId: number;
  let processingPhotoId: number;
  let polo: { id: number };
  let poloVersion: { id: number };
  const db = () => t.database.db;

  const asEditor = (request: InjectOptions) =>
    t.inject({ ...request, headers: { ...request.headers, authorization: editorToken } });
  const createdCar = async (title: string, categoryCar = 3) => {
    const response = await asEditor({
      method: 'POST',
      url: '/api/redacao/cars',
      payload: { title, categoryCar },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EditorialCar>();
  };
  const createdVersion = async (carId: number, title: string) => {
    const response = await asEditor({
      method: 'POST',
      url: `/api/redacao/cars/${carId}/versions`,
      payload: { title },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EditorialCarVersion>();
  };
  const readCar = async (id: number) =>
    (await asEditor({ url: `/api/redacao/cars/${id}` })).json<EditorialCar>();
  const readVersion = async (id: number) =>
    (await asEditor({ url: `/api/redacao/versions/${id}` })).json<EditorialCarVersion>();
  const pageBody = (page: EditorialCar | EditorialCarVersion) => ({
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
    blocks: page.blocks.map((block: EditorialSectionPage['blocks'][number]) =>
      block.type === 1
        ? { type: 1 as const, text: block.text, textMed: block.textMed, textLow: block.textLow }
        : { type: 2 as const, mediaId: block.mediaId },
    ),
  });
  /** The car as the editor would send it back unchanged. */
  const carBody = (car: EditorialCar): CarSaveBody => ({
    ...pageBody(car),
    categoryCar: car.categoryCar,
    thumbMediaId: car.thumbMediaId,
    isHighlight: car.isHighlight,
    highlightPosition: car.highlightPosition,
    showMenu: car.showMenu,
  });
  const versionBody = (version: EditorialCarVersion): VersionSaveBody => ({
    ...pageBody(version),
    pdfFile: version.pdfFile,
  });
  const saveCar = (id: number, body: CarSaveBody) =>
    asEditor({ method: 'PUT', url: `/api/redacao/cars/${id}`, payload: body });
  const saveVersion = (id: number, body: VersionSaveBody) =>
    asEditor({ method: 'PUT', url: `/api/redacao/versions/${id}`, payload: body });
  const move = (kind: 'cars' | 'versions', id: number, action: 'publish' | 'unpublish', version: number) =>
    asEditor({ method: 'POST', url: `/api/redacao/${kind}/${id}/${action}`, payload: { version } });
  /** Everything a refused write could have touched: the row, its blocks, its history. */
  const stored = async (owner: 'car' | 'version', id: number) => ({
    row: (owner === 'car'
      ? await db().select().from(cars).where(eq(cars.id, id))
      : await db().select().from(carVersions).where(eq(carVersions.id, id)))[0],
    blocks: await db()
      .select()
      .from(templateBlocks)
      .where(and(eq(templateBlocks.ownerType, owner), eq(templateBlocks.ownerId, id)))
      .orderBy(asc(templateBlocks.position)),
    history: await db()
      .select()
      .from(editorialChanges)
      .where(and(eq(editorialChanges.subject, owner), eq(editorialChanges.subjectId, id))),
  });
  /** A PDF as the registration leaves it in the data folder's store. */
  const storePdf = async (name: string) => {
    const folder = path.join(t.dataDir, 'media', 'documents');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, name), '%PDF-1.4\n%%EOF\n');
    return `documents/${name}`;
  };

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    const editor = await createUser(db(), { role: 0, name: 'Renata Redação' });
    editorName = editor.name;
    editorToken = await createSignInSession(db(), editor.id, { now: testNow });
    const journalist = await createUser(db(), { role: 10 });
    journalistToken = await createSignInSession(db(), journalist.id, { now: testNow });
    photoId = (await createMedia(db(), { title: 'Polo de frente' })).id;
    processingPhotoId = (await createMedia(db(), { title: 'Ainda em preparo', state: 'processing' })).id;
    // A published model with a published version, and a draft concept.
    polo = await createCar(db(), {
      title: 'Aurora Polo',
      categoryCar: 3,
      position: 1,
      thumbMediaId: photoId,
    });
    poloVersion = await createCarVersion(db(), polo.id, { title: 'Polo Track', position: 0 });
    await createTemplateBlock(db(), { type: 'car', id: polo.id }, { text: '<p>Desde 2017.</p>' });
    await createCar(db(), {
      title: 'Aurora ID. Buzz',
      categoryCar: 2,
      published: false,
      previewToken: 'buzz-previa',
    });
  });
  afterAll(async () => t?.close());

  describe('who may call it', () => {
    // `:car` and `:version` stand for the published car's and its version's ids.
    const routes: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/redacao/cars' },
      { method: 'POST', url: '/api/redacao/cars', payload: {} },
      { method: 'POST', url: '/api/redacao/cars/:car/versions', payload: {} },
      { method: 'GET', url: '/api/redacao/cars/:car' },
      { method: 'PUT', url: '/api/redacao/cars/:car', payload: {} },
      { method: 'POST', url: '/api/redacao/cars/:car/publish', payload: {} },
      { method: 'POST', url: '/api/redacao/cars/:car/unpublish', payload: {} },
      { method: 'GET', url: '/api/redacao/versions/:version' },
      { method: 'PUT', url: '/api/redacao/versions/:version', payload: {} },
      { method: 'POST', url: '/api/redacao/versions/:version/publish', payload: {} },
      { method: 'POST', url: '/api/redacao/versions/:version/unpublish', payload: {} },
    ];
    for (const route of routes)
      it(`${route.method} ${route.url}: 401 signed out, 403 for a journalist, through for the press office`, async () => {
        const url = route.url.replace(':car', String(polo.id)).replace(':version', String(poloVersion.id));
        const call = { ...route, url };
        const anonymous = await t.inject(call);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json().message).toBe('Faça login para continuar.');
        const refused = await t.inject({ ...call, headers: { authorization: journalistToken } });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('Você não tem permissão para esta ação.');
        const allowed = await asEditor(call);
        // Past the guard: reads answer, writes with an empty body are refused by their schema (400).
        expect(allowed.statusCode, allowed.body).toBe(route.method === 'GET' ? 200 : 400);
        expect(allowed.headers['cache-control']).toBe('no-store');
      });
  });

  it('lists the cars by category in menu order, drafts included, each with its versions, state and address', async () => {
    const response = await asEditor({ url: '/api/redacao/cars' });
    expect(response.statusCode).toBe(200);
    const desk = response.json<CarDesk>();
    expect(desk.categories.map((category) => [category.categoryCar, category.label])).toEqual([
      [3, 'Modelos'],
      [2, 'Conceitos'],
      [1, 'Clássicos'],
    ]);
    expect(desk.categories[0]!.cars).toContainEqual({
      id: polo.id,
      title: 'Aurora Polo',
      state: 'published',
      stateText: 'Publicado',
      position: 1,
      url: `/cars/car/${polo.id}`,
      isHighlight: false,
      showMenu: true,
      versions: [
        {
          id: poloVersion.id,
          title: 'Polo Track',
          state: 'published',
          stateText: 'Publicada',
          position: 0,
          url: `/cars/version/${polo.id}/${poloVersion.id}`,
        },
      ],
    });
    expect(desk.categories[1]!.cars).toEqual([
      expect.objectContaining({
        title: 'Aurora ID. Buzz',
        state: 'draft',
        stateText: 'Rascunho',
        url: expect.stringMatching(/^\/cars\/car\/\d+\?token=buzz-previa$/),
      }),
    ]);
  });

  it('answers 404 in Portuguese for an unknown car or version', async () => {
    const car = await asEditor({ url: '/api/redacao/cars/999999' });
    expect(car.statusCode).toBe(404);
    expect(car.json().message).toBe('Carro não encontrado.');
    const version = await asEditor({ url: '/api/redacao/versions/999999' });
    expect(version.statusCode).toBe(404);
    expect(version.json().message).toBe('Versão não encontrada.');
    const orphan = await asEditor({
      method: 'POST',
      url: '/api/redacao/cars/999999/versions',
      payload: { title: 'Órfã' },
    });
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json().message).toBe('Carro não encontrado.');
  });

  it('opens a car with its fields, thumbnails, blocks, versions, version, address and history', async () => {
    expect(await readCar(polo.id)).toMatchObject({
      id: polo.id,
      title: 'Aurora Polo',
      categoryCar: 3,
      thumbMediaId: photoId,
      thumbnails: {
        mediaId: null,
        thumbMediaId: expect.stringMatching(/^\/media\/images\/foto-\d+-low\.jpg$/),
      },
      blocks: [{ type: 1, text: '<p>Desde 2017.</p>' }],
      versions: [{ id: poloVersion.id, title: 'Polo Track', state: 'published' }],
      version: 1,
      state: 'published',
      url: `/cars/car/${polo.id}`,
      changes: [],
    });
  });

  describe('a new car and a new version', () => {
    it('are drafts with a preview link, last in their category or among their car’s versions', async () => {
      const car = await createdCar('  Aurora Tera ', 3);
      expect(car).toMatchObject({
        title: 'Aurora Tera',
        categoryCar: 3,
        state: 'draft',
        stateText: 'Rascunho',
        position: 2,
        version: 1,
        isHighlight: false,
        showMenu: true,
        versions: [],
        changes: [{ who: editorName, action: 'create', actionText: 'Criou', fields: [] }],
      });
      expect(car.url).toMatch(new RegExp(`^/cars/car/${car.id}\\?token=[\\w-]{20,}$`));
      const token = new URL(car.url, 'http://x').searchParams.get('token')!;

      const version = await createdVersion(car.id, 'Tera Comfortline');
      expect(version).toMatchObject({
        carId: car.id,
        carTitle: 'Aurora Tera',
        title: 'Tera Comfortline',
        state: 'draft',
        position: 0,
        pdfFile: null,
        pdfUrl: null,
        changes: [{ action: 'create', actionText: 'Criou' }],
      });
      expect(version.url).toMatch(new RegExp(`^/cars/version/${car.id}/${version.id}\\?token=`));
      // Published, a version of a draft car still opens with the car's link.
      const published = await move('versions', version.id, 'publish', 1);
      expect(published.json<EditorialCarVersion>()).toMatchObject({
        state: 'published',
        stateText: 'Publicada',
        url: `/cars/version/${car.id}/${version.id}?token=${token}`,
      });
      expect((await readCar(car.id)).versions).toEqual([
        expect.objectContaining({ id: version.id, state: 'published' }),
      ]);
      const second = await createdVersion(car.id, 'Tera Highline');
      expect(second.position).toBe(1);
    });

    it('are refused without a title or a category, and nothing is made', async () => {
      const before = (await asEditor({ url: '/api/redacao/cars' })).json<CarDesk>();
      const cases: [string, object, string][] = [
        ['/api/redacao/cars', { title: '  ', categoryCar: 3 }, 'Informe o título da página.'],
        [
          '/api/redacao/cars',
          { title: 'Aurora Nova', categoryCar: 4 },
          'Escolha a categoria do carro: Modelos, Conceitos ou Clássicos.',
        ],
        [`/api/redacao/cars/${polo.id}/versions`, { title: '' }, 'Informe o título da página.'],
      ];
      for (const [url, payload, message] of cases) {
        const response = await asEditor({ method: 'POST', url, payload });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message).toBe(message);
      }
      expect((await asEditor({ url: '/api/redacao/cars' })).json<CarDesk>()).toEqual(before);
    });
  });

  describe('a save', () => {
    it('stores a car’s fields and flags, records the changed fields in Portuguese, and refuses an older version (409)', async () => {
      const car = await createdCar('Aurora Virtus');
      const saved = await saveCar(car.id, {
        ...carBody(car),
        subtitle: 'O sedã',
        description: '<p>Espaço para <strong>cinco</strong>.</p>',
        categoryCar: 1,
        thumbMediaId: photoId,
        isHighlight: true,
        highlightPosition: 2,
        showMenu: false,
        blocks: [{ type: 1, text: '<p>Porta-malas de 521 litros.</p>', textMed: '', textLow: '' }],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = saved.json<EditorialCar>();
      expect(after).toMatchObject({
        subtitle: 'O sedã',
        categoryCar: 1,
        thumbMediaId: photoId,
        thumbnails: { thumbMediaId: expect.stringMatching(/-low\.jpg$/) },
        isHighlight: true,
        highlightPosition: 2,
        showMenu: false,
        version: 2,
        blocks: [{ type: 1, text: '<p>Porta-malas de 521 litros.</p>' }],
      });
      expect(after.changes[0]).toMatchObject({
        who: editorName,
        actionText: 'Salvou',
        fields: [
          'Subtítulo',
          'Texto',
          'Categoria',
          'Miniatura',
          'Destaque na home',
          'Ordem no destaque',
          'Aparece no menu',
          'Blocos',
        ],
      });

      const before = await stored('car', car.id);
      const stale = await saveCar(car.id, { ...carBody(car), title: 'Outra pessoa' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(conflict);
      expect((await move('cars', car.id, 'publish', 1)).statusCode).toBe(409);
      expect(await stored('car', car.id)).toEqual(before);
    });

    it('stores a version’s fields with its history, and refuses an older version (409)', async () => {
      const version = await readVersion(poloVersion.id);
      const saved = await saveVersion(poloVersion.id, {
        ...versionBody(version),
        title: 'Polo Track 1.0',
        mediaId: photoId,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<EditorialCarVersion>()).toMatchObject({ title: 'Polo Track 1.0', version: 2 });
      expect(saved.json<EditorialCarVersion>().changes[0]).toMatchObject({
        actionText: 'Salvou',
        fields: ['Título', 'Foto principal'],
      });
      const before = await stored('version', poloVersion.id);
      const stale = await saveVersion(poloVersion.id, { ...versionBody(version), subtitle: 'Outra' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(conflict);
      expect(await stored('version', poloVersion.id)).toEqual(before);
    });

    describe('refuses bad input with the field’s words, and changes nothing', () => {
      const carCases: [
        string,
        (body: CarSaveBody) => CarSaveBody,
        string | RegExp,
        ReturnType<typeof fieldOfCarRefusal>,
      ][] = [
        [
          'a script in the text',
          (body) => ({ ...body, description: '<p>Oi</p><script>alert(1)</script>' }),
          /scripts \(campo Texto\)/,
          { field: 'description' },
        ],
        [
          'an onclick in a text block',
          (body) => ({
            ...body,
            blocks: [{ type: 1, text: '<p onclick="alert(1)">Oi</p>', textMed: '', textLow: '' }],
          }),
          /\(campo Bloco 1\)/,
          { field: 'blocks', block: 0 },
        ],
        [
          'an empty title',
          (body) => ({ ...body, title: '' }),
          'Informe o título da página.',
          { field: 'title' },
        ],
        [
          'a category that is none',
          (body) => ({ ...body, categoryCar: 0 }),
          'Escolha a categoria do carro: Modelos, Conceitos ou Clássicos.',
          { field: 'categoryCar' },
        ],
        [
          'a highlight position out of range',
          (body) => ({ ...body, highlightPosition: -1 }),
          'Informe a ordem no destaque: um número inteiro de 0 a 9999, ou deixe em branco.',
          { field: 'highlightPosition' },
        ],
        [
          'a thumbnail that does not exist',
          (body) => ({ ...body, thumbMediaId: 2_000_000 }),
          'A foto escolhida em “Miniatura” não existe mais ou ainda está sendo preparada. Escolha outra.',
          { field: 'thumbMediaId' },
        ],
        [
          'a photo still being prepared',
          (body) => ({ ...body, sideMediaId: processingPhotoId }),
          'A foto escolhida em “Foto lateral” não existe mais ou ainda está sendo preparada. Escolha outra.',
          { field: 'sideMediaId' },
        ],
      ];
      for (const [name, change, message, field] of carCases)
        it(`a car: ${name}`, async () => {
          const car = await readCar(polo.id);
          const before = await stored('car', polo.id);
          const response = await saveCar(polo.id, change(carBody(car)));
          expect(response.statusCode, response.body).toBe(400);
          if (typeof message === 'string') expect(response.json().message).toBe(message);
          else expect(response.json().message).toMatch(message);
          expect(fieldOfCarRefusal(response.json().message)).toEqual(field);
          expect(await stored('car', polo.id)).toEqual(before);
        });

      const versionCases: [string, (body: VersionSaveBody) => VersionSaveBody, string][] = [
        [
          'a spec sheet nobody stored',
          (body) => ({ ...body, pdfFile: 'documents/nao-existe.pdf' }),
          'A ficha técnica anexada não foi encontrada. Envie o PDF de novo.',
        ],
        [
          'a spec sheet outside the registered documents',
          (body) => ({ ...body, pdfFile: '../settings.json' }),
          'A ficha técnica anexada não foi encontrada. Envie o PDF de novo.',
        ],
        [
          'an iframe in the side text',
          (body) => ({ ...body, sideDescription: '<iframe src="x"></iframe>' }),
          '(campo Texto lateral)',
        ],
      ];
      for (const [name, change, message] of versionCases)
        it(`a version: ${name}`, async () => {
          const version = await readVersion(poloVersion.id);
          const before = await stored('version', poloVersion.id);
          const response = await saveVersion(poloVersion.id, change(versionBody(version)));
          expect(response.statusCode, response.body).toBe(400);
          expect(response.json().message).toContain(message);
          expect(fieldOfCarRefusal(response.json().message)?.field).toBe(
            name.startsWith('a spec sheet') ? 'pdfFile' : 'sideDescription',
          );
          expect(await stored('version', poloVersion.id)).toEqual(before);
        });
    });
  });

  it('saves a stored spec sheet, which the public version offers as pdfMedia once published', async () => {
    const car = await createdCar('Aurora Nivus');
    const version = await createdVersion(car.id, 'Nivus Highline');
    const pdfFile = await storePdf('nivus-highline-ficha.pdf');
    const saved = await saveVersion(version.id, { ...versionBody(version), pdfFile });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<EditorialCarVersion>()).toMatchObject({
      pdfFile,
      // A draft's sheet: the editorial area's address of it is granted (src/domain/fileAccess.ts).
      pdfUrl: expect.stringMatching(/^\/media\/documents\/nivus-highline-ficha\.pdf\?acesso=\d+\.[\w-]+$/),
    });
    expect(saved.json<EditorialCarVersion>().changes[0]!.fields).toEqual(['Ficha técnica (PDF)']);
    // Saved again with the sheet it has, a text change does not look for it again.
    const again = await saveVersion(version.id, {
      ...versionBody(saved.json<EditorialCarVersion>()),
      subtitle: 'Com ficha',
    });
    expect(again.statusCode, again.body).toBe(200);

    const publicUrl = `/api/cars/json/car/${car.id}/version/${version.id}`;
    expect((await t.inject({ url: publicUrl })).statusCode).toBe(404);
    const carNow = await readCar(car.id);
    expect((await move('cars', car.id, 'publish', carNow.version)).statusCode).toBe(200);
    const versionNow = await readVersion(version.id);
    expect((await move('versions', version.id, 'publish', versionNow.version)).statusCode).toBe(200);
    let page = await t.inject({ url: publicUrl });
    await eventually(async () => {
      page = await t.inject({ url: publicUrl });
      return page.statusCode === 200;
    });
    expect(page.json().version).toMatchObject({
      title: 'Nivus Highline',
      subtitle: 'Com ficha',
      pdfMedia: '/media/documents/nivus-highline-ficha.pdf',
    });
  });

  it('keeps a draft car out of the public lists and menu until it is published, and takes it out again', async () => {
    const draft = await createdCar('Aurora Taos', 3);
    const version = await createdVersion(draft.id, 'Taos Comfortline');
    await move('versions', version.id, 'publish', version.version);
    const token = new URL(draft.url, 'http://x').searchParams.get('token')!;
    const listTitles = async () =>
      (await t.inject({ url: '/api/cars/json/?category=3' }))
        .json<CarListResponse>()
        .cars.map((car) => car.title);
    const menuCars = async () => (await t.inject({ url: '/api/menu/json/' })).json<Menu>().cars;
    const carUrl = `/api/cars/json/car/${draft.id}`;

    expect(await listTitles()).not.toContain('Aurora Taos');
    expect((await menuCars()).map((car) => car.title)).not.toContain('Aurora Taos');
    expect((await t.inject({ url: carUrl })).statusCode).toBe(404);
    expect((await t.inject({ url: `${carUrl}?token=${token}` })).statusCode).toBe(200);

    const published = await move('cars', draft.id, 'publish', draft.version);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<EditorialCar>()).toMatchObject({
      state: 'published',
      stateText: 'Publicado',
      url: `/cars/car/${draft.id}`,
      version: 2,
    });
    expect(published.json<EditorialCar>().changes[0]).toMatchObject({ actionText: 'Publicou' });
    await eventually(async () => (await listTitles()).includes('Aurora Taos'));
    await eventually(async () =>
      (await menuCars()).some(
        (car) =>
          car.title === 'Aurora Taos' &&
          JSON.stringify(car.listsub) === JSON.stringify([{ id: version.id, title: 'Taos Comfortline' }]),
      ),
    );
    expect((await t.inject({ url: carUrl })).statusCode).toBe(200);

    const unpublished = await move('cars', draft.id, 'unpublish', 2);
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(unpublished.json<EditorialCar>()).toMatchObject({
      state: 'draft',
      version: 3,
      url: `/cars/car/${draft.id}?token=${token}`,
    });
    await eventually(async () => !(await listTitles()).includes('Aurora Taos'));
    expect((await t.inject({ url: carUrl })).statusCode).toBe(404);
  });
});
