import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { albums, news } from '../../server/db/schema';
import { appPageOf } from '../../server/site/pageMeta';
import { metaTag } from '../../server/site/headTags';
import { appSrcSet, bannerImageSizes, injectHead, leadImageSizes } from '../../server/site/pageHtml';
import { imageSrcSet } from '../../src/components/media/srcSet';
import { pictureSrcSets } from '../../src/domain/imageFormats';
import { bannerImageSizes as appBannerSizes } from '../../src/features/home/imageSizes';
import {
  createAlbum,
  createBannerSlide,
  createCar,
  createCarVersion,
  createMedia,
  createNews,
  createSectionPage,
} from './builders';
import { testDatabases } from './databases';
import { eventually, startTestApp, testPublicUrl, type TestApp } from './testApp';

// jsdom ships no types: the one constructor used, to read pages and feeds as a browser and a feed reader would.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Window & typeof globalThis };
};

const hostile = `Aurora "Zênite" <script>alert('x')</script></script><!-- & mais`;

/** Every `<meta>`'s content by its name or property, decoded as a browser would. */
function headOf(html: string) {
  const document = new JSDOM(html).window.document;
  const meta = (key: string) =>
    [...document.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((element) =>
      element.getAttribute('content'),
    );
  return {
    document,
    title: document.title,
    meta,
    one: (key: string) => {
      const found = meta(key);
      expect(found, key).toHaveLength(1);
      return found[0];
    },
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    preload: document.querySelector('link[rel="preload"][as="image"]'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ''),
    ),
    scripts: [...document.querySelectorAll('script:not([type="application/ld+json"])')],
  };
}

function parseXml(xml: string) {
  const document = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('the app routes where addresses point', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/Home/', { kind: 'home' }],
    ['/news/12', { kind: 'news', id: 12 }],
    ['/NEWS/12/', { kind: 'news', id: 12 }],
    ['/news/12/aurora-volt-chega', { kind: 'news', id: 12, slug: 'aurora-volt-chega' }],
    ['/news/12/pdf', { kind: 'print' }],
    ['/cars/car/3', { kind: 'car', id: 3 }],
    ['/cars/version/3/7', { kind: 'version', carId: 3, id: 7 }],
    ['/cars/version/3/7/PDF', { kind: 'print' }],
    ['/company', { kind: 'section', section: 'company', parentId: null, id: 1 }],
    ['/technology/4', { kind: 'section', section: 'technology', parentId: null, id: 4 }],
    ['/mobilidade-eletrica/4/9', { kind: 'section', section: 'emobility', parentId: 4, id: 9 }],
    ['/media-gallery/album/5', { kind: 'album', id: 5 }],
    // An item's address whose id can't be one.
    ['/news/abc', { kind: 'missing' }],
    ['/news/0', { kind: 'missing' }],
    ['/news/99999999999', { kind: 'missing' }],
    ['/cars/version/3/x', { kind: 'missing' }],
    ['/media-gallery/album/-1', { kind: 'missing' }],
  ])('%s', (address, page) => {
    expect(appPageOf(address)).toEqual(page);
  });

  it.each(['/news', '/cars/models', '/company/1/2/3', '/contacts'])('%s is none of them', (address) => {
    expect(appPageOf(address)).toBeNull();
  });
});

describe.each(testDatabases)('pages made for sharing, crawlers and a fast first paint on $name', (target) => {
  let t: TestApp;
  let template: string;
  const ids = {
    photo: 0,
    news: 0,
    hostile: 0,
    draft: 0,
    noSubtitle: 0,
    shared: 0,
    sharePhoto: 0,
    symbols: 0,
    car: 0,
    version: 0,
    draftVersion: 0,
    draftCar: 0,
    versionOfDraftCar: 0,
    album: 0,
  };

  beforeAll(async () => {
    const webDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-meta-web-'));
    // The real page's head (title, description, generic sharing tags, feed link), as Vite leaves it.
    await copyFile(path.resolve('index.html'), path.join(webDir, 'index.html'));
    template = await readFile(path.join(webDir, 'index.html'), 'utf8');
    t = await startTestApp(target, { settings: { webDir } });
    const { db } = t.database;

    // A photo whose medium rendition is on disk (og:image is cut from it) and one whose files are not.
    await mkdir(path.join(t.dataDir, 'media', 'images'), { recursive: true });
    await sharp({ create: { width: 1795, height: 1197, channels: 3, background: '#0b1a2c' } })
      .jpeg()
      .toFile(path.join(t.dataDir, 'media', 'images', 'zenite-med.jpg'));
    const photo = await createMedia(db, {
      title: 'Zênite na estrada',
      fileLow: 'zenite-low.jpg',
      fileMed: 'zenite-med.jpg',
      fileFull: 'zenite-full.jpg',
    });
    const elsewhere = await createMedia(db);
    // The picture the press office chose for shared links, on disk as well.
    await sharp({ create: { width: 1795, height: 1197, channels: 3, background: '#2c1a0b' } })
      .jpeg()
      .toFile(path.join(t.dataDir, 'media', 'images', 'painel-med.jpg'));
    ids.sharePhoto = (
      await createMedia(db, {
        title: 'Painel do Zênite',
        fileLow: 'painel-low.jpg',
        fileMed: 'painel-med.jpg',
        fileFull: 'painel-full.jpg',
      })
    ).id;
    const video = await createMedia(db, {
      kind: 'video',
      folder: 'videos',
      fileLow: 'filme-poster.jpg',
      fileMed: 'filme.mp4',
      fileFull: 'filme.mov',
    });
    ids.photo = photo.id;

    await createBannerSlide(db, { mediaId: photo.id, position: 0 });
    await createBannerSlide(db, { mediaId: video.id, position: 1 });

    ids.news = (
      await createNews(db, {
        title: 'Aurora Zênite chega às lojas',
        subtitle: 'O SUV elétrico tem 480 km de autonomia',
        newsDate: '2026-11-18',
        // Published in the afternoon, Brasília time: the feed says when, not only which day.
        publishedAt: new Date('2026-11-18T17:35:07Z'),
        mediaId: photo.id,
      })
    ).id;
    ids.hostile = (await createNews(db, { title: hostile, subtitle: hostile, mediaId: elsewhere.id })).id;
    ids.draft = (
      await createNews(db, { title: 'Rascunho secreto', published: false, previewToken: 'tk' })
    ).id;
    ids.noSubtitle = (
      await createNews(db, {
        title: 'Sem subtítulo',
        subtitle: '',
        description: '<p>Texto <b>da</b> notícia.</p>',
      })
    ).id;

    ids.shared = (
      await createNews(db, {
        title: 'Aurora Zênite: pré-venda aberta em todo o país',
        subtitle: 'Reservas pelo site e nas concessionárias',
        newsDate: '2026-11-10',
        mediaId: photo.id,
        slug: 'zenite-pre-venda',
        metaDescription: 'Pré-venda do SUV elétrico Zênite: reserva com sinal de R$ 5 mil.',
        shareTitle: 'Zênite em pré-venda',
        shareMediaId: ids.sharePhoto,
      })
    ).id;
    ids.symbols = (await createNews(db, { title: '!!!', subtitle: '', newsDate: '2026-11-09' })).id;

    const car = await createCar(db, { title: 'Aurora Zênite', subtitle: 'SUV elétrico', mediaId: video.id });
    ids.car = car.id;
    ids.version = (
      await createCarVersion(db, car.id, {
        title: 'Zênite GTX',
        subtitle: 'A mais potente',
        mediaId: photo.id,
      })
    ).id;
    ids.draftVersion = (await createCarVersion(db, car.id, { title: 'Versão secreta', published: false })).id;
    const draftCar = await createCar(db, { title: 'Carro secreto', published: false });
    ids.draftCar = draftCar.id;
    ids.versionOfDraftCar = (
      await createCarVersion(db, draftCar.id, { title: 'Versão do carro secreto' })
    ).id;

    await createSectionPage(db, 'company', 1, { title: 'A Aurora', subtitle: 'Quem somos' });
    await createSectionPage(db, 'company', 2, { title: 'Fábricas', mediaId: photo.id });
    await createSectionPage(db, 'company', 3, { title: 'Fábrica de São José', parentId: 2 });
    await createSectionPage(db, 'company', 4, { title: 'Projeto secreto', published: false });
    await createSectionPage(db, 'company', 5, { title: 'Sob projeto secreto', parentId: 4 });
    await createSectionPage(db, 'emobility', 1, { title: 'Mobilidade elétrica' });
    ids.album = (await createAlbum(db, [photo.id])).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ url });

  it('describes a news item: title, description, canonical, Open Graph, Twitter card, NewsArticle', async () => {
    const response = await get(`/news/${ids.news}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const head = headOf(response.body);
    // The full address, its slug made from the title.
    const canonical = `${testPublicUrl}/news/${ids.news}/aurora-zenite-chega-as-lojas`;
    expect(head.title).toBe('Aurora Zênite chega às lojas | Aurora Imprensa');
    expect(head.document.querySelectorAll('title')).toHaveLength(1);
    expect(head.one('description')).toBe('O SUV elétrico tem 480 km de autonomia');
    expect(head.canonical).toBe(canonical);
    expect(head.one('og:type')).toBe('article');
    expect(head.one('og:title')).toBe('Aurora Zênite chega às lojas');
    expect(head.one('og:description')).toBe('O SUV elétrico tem 480 km de autonomia');
    expect(head.one('og:url')).toBe(canonical);
    expect(head.one('og:site_name')).toBe('Aurora Imprensa');
    expect(head.one('og:locale')).toBe('pt_BR');
    expect(head.one('twitter:card')).toBe('summary_large_image');
    expect(head.one('twitter:title')).toBe('Aurora Zênite chega às lojas');
    // The moment it went live (17:35:07 UTC), on Brasília's clock with its offset, not the start of its day.
    expect(head.one('article:published_time')).toBe('2026-11-18T14:35:07-03:00');

    // og:image: 1200x630, cut once from the medium rendition, served with the media.
    const image = head.one('og:image')!;
    expect(image).toMatch(new RegExp(`^${testPublicUrl}/media/og/${ids.photo}-[0-9a-f]{12}\\.jpg$`));
    expect(head.one('og:image:width')).toBe('1200');
    expect(head.one('og:image:height')).toBe('630');
    expect(head.one('twitter:image')).toBe(image);
    const served = await get(new URL(image).pathname);
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      width: 1200,
      height: 630,
      format: 'jpeg',
    });

    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: 'Aurora Zênite chega às lojas',
        datePublished: '2026-11-18T14:35:07-03:00',
        image: [image],
        mainEntityOfPage: canonical,
        publisher: expect.objectContaining({ '@type': 'Organization', name: 'Aurora Imprensa' }),
      }),
    ]);
    // The feed is announced, once; the page still loads the app.
    expect(head.document.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')).toHaveLength(
      1,
    );
    expect(head.scripts.map((script) => script.getAttribute('src'))).toEqual(['/src/main.tsx']);
    // The policy that keeps inline scripts from running still holds; JSON-LD is data, never run.
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('escapes what comes from the database: a hostile title stays text in attributes and in the JSON-LD', async () => {
    const response = await get(`/news/${ids.hostile}`);
    expect(response.body).not.toContain("<script>alert('x')");
    expect(response.body).not.toContain('</script><!--');
    const head = headOf(response.body);
    expect(head.title).toBe(`${hostile} | Aurora Imprensa`);
    expect(head.one('og:title')).toBe(hostile);
    expect(head.one('description')).toBe(hostile);
    expect(head.jsonLd[0]).toMatchObject({ headline: hostile, description: hostile });
    expect(head.scripts).toHaveLength(1);
    // The photo's files are not on this disk: the medium rendition's address stands in, uncut.
    expect(head.one('og:image')).toMatch(new RegExp(`^${testPublicUrl}/media/images/foto-\\d+-med\\.jpg$`));
    expect(head.meta('og:image:width')).toEqual([]);
  });

  it('takes the description from the text when there is no subtitle, and the default share image without a photo', async () => {
    const head = headOf((await get(`/news/${ids.noSubtitle}`)).body);
    expect(head.one('description')).toBe('Texto da notícia.');
    // A news item written without a main photo still shares with a picture: the newsroom's own card.
    expect(head.one('og:image')).toBe(`${testPublicUrl}/share.jpg`);
    expect(head.one('og:image:width')).toBe('1200');
    expect(head.one('og:image:height')).toBe('630');
    expect(head.one('twitter:card')).toBe('summary_large_image');
    expect(head.one('twitter:image')).toBe(`${testPublicUrl}/share.jpg`);
  });

  it('uses a news item’s own slug, description, share title and share image where the press office gave them', async () => {
    const response = await get(`/news/${ids.shared}/zenite-pre-venda`);
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    const canonical = `${testPublicUrl}/news/${ids.shared}/zenite-pre-venda`;
    // The window's title stays the item's; the card's title is the one typed for sharing.
    expect(head.title).toBe('Aurora Zênite: pré-venda aberta em todo o país | Aurora Imprensa');
    expect(head.one('og:title')).toBe('Zênite em pré-venda');
    expect(head.one('twitter:title')).toBe('Zênite em pré-venda');
    const description = 'Pré-venda do SUV elétrico Zênite: reserva com sinal de R$ 5 mil.';
    expect(head.one('description')).toBe(description);
    expect(head.one('og:description')).toBe(description);
    expect(head.one('twitter:description')).toBe(description);
    expect(head.canonical).toBe(canonical);
    expect(head.one('og:url')).toBe(canonical);
    // Cut from the share image, not from the main photo; the page still preloads the main photo it draws.
    const image = head.one('og:image')!;
    expect(image).toMatch(new RegExp(`^${testPublicUrl}/media/og/${ids.sharePhoto}-[0-9a-f]{12}\\.jpg$`));
    expect(head.one('twitter:image')).toBe(image);
    expect(head.one('og:image:alt')).toBe('Zênite em pré-venda');
    // Written with no publication on record: the start of its news date in Brasília.
    expect(head.one('article:published_time')).toBe('2026-11-10T00:00:00-03:00');
    expect(head.preload!.getAttribute('imagesrcset')).toContain('/media/images/zenite-low.avif 1024w');
    expect(head.jsonLd[0]).toMatchObject({
      headline: 'Aurora Zênite: pré-venda aberta em todo o país',
      description,
      image: [image],
      mainEntityOfPage: canonical,
    });
    // By its id alone, the page is the same, and names its full address.
    const byId = headOf((await get(`/news/${ids.shared}`)).body);
    expect(byId.canonical).toBe(canonical);
    expect(byId.one('og:title')).toBe('Zênite em pré-venda');
  });

  it('takes the first sentence of the text for the description, clipped to 160 characters', async () => {
    const long = `${'Palavra '.repeat(30).trim()}. Segunda frase.`;
    const { id } = await createNews(t.database.db, {
      title: 'Sem descrições',
      subtitle: '',
      newsDate: '2026-10-01',
      description: `<p>Primeira frase do texto. Segunda frase.</p>`,
    });
    const { id: longId } = await createNews(t.database.db, {
      title: 'Frase longa',
      subtitle: '',
      newsDate: '2026-10-01',
      description: `<p>${long}</p>`,
    });
    expect(headOf((await get(`/news/${id}`)).body).one('description')).toBe('Primeira frase do texto.');
    const clipped = headOf((await get(`/news/${longId}`)).body).one('description')!;
    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped).toMatch(/^Palavra Palavra .*Palavra…$/);
    // With no share title nor image of its own, the card takes the title and the main photo.
    const plain = headOf((await get(`/news/${ids.news}`)).body);
    expect(plain.one('og:title')).toBe('Aurora Zênite chega às lojas');
    expect(plain.one('og:image')).toMatch(new RegExp(`/media/og/${ids.photo}-[0-9a-f]{12}\\.jpg$`));
  });

  it('sends an address with a slug that is not the item’s to its own (301), and keeps the query', async () => {
    for (const [asked, answered] of [
      [`/news/${ids.shared}/zenite-pre-venda-antiga`, `/news/${ids.shared}/zenite-pre-venda`],
      [
        `/news/${ids.shared}/aurora-zenite-pre-venda-aberta-em-todo-o-pais`,
        `/news/${ids.shared}/zenite-pre-venda`,
      ],
      [
        `/news/${ids.news}/outro?utm_source=whatsapp`,
        `/news/${ids.news}/aurora-zenite-chega-as-lojas?utm_source=whatsapp`,
      ],
      // A title that makes no slug: its address is the id alone.
      [`/news/${ids.symbols}/qualquer`, `/news/${ids.symbols}`],
    ] as const) {
      const response = await get(asked);
      expect(response.statusCode, asked).toBe(301);
      expect(response.headers.location, asked).toBe(answered);
    }
    expect((await get(`/news/${ids.symbols}`)).statusCode).toBe(200);
    expect(headOf((await get(`/news/${ids.symbols}`)).body).canonical).toBe(
      `${testPublicUrl}/news/${ids.symbols}`,
    );
    // The print variant keeps its address: 'pdf' is no slug.
    expect(headOf((await get(`/news/${ids.shared}/pdf`)).body).one('robots')).toBe('noindex');
    // A draft or an unknown id is not sent anywhere: the same 404 with any slug.
    expect((await get(`/news/${ids.draft}/rascunho-secreto`)).statusCode).toBe(404);
    expect((await get('/news/999999/qualquer')).statusCode).toBe(404);
  });

  it('answers a draft or an unknown item with 404 and noindex, the page as built otherwise', async () => {
    const missingPage = injectHead(template, [metaTag('name', 'robots', 'noindex')], { replace: false });
    for (const address of [
      `/news/${ids.draft}`,
      '/news/999999',
      '/news/99999999999',
      '/news/abc',
      `/cars/car/${ids.draftCar}`,
      '/cars/car/999',
      `/cars/version/${ids.car}/${ids.draftVersion}`,
      `/cars/version/${ids.draftCar}/${ids.versionOfDraftCar}`,
      `/cars/version/${ids.draftCar}/${ids.version}`, // a version under another car's address
      '/company/4',
      '/company/4/5',
      '/company/3', // a level-2 page asked as level 1
      '/company/1/3', // under the wrong parent
      '/technology', // no root page
      '/media-gallery/album/999999',
    ]) {
      const response = await get(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.headers['content-type'], address).toBe('text/html; charset=utf-8');
      // The app itself, which says 'Conteúdo não encontrado.', with nothing of the item and no ETag to keep.
      expect(response.body, address).toBe(missingPage);
      expect(response.headers.etag, address).toBeUndefined();
    }
    // A draft opened with its preview token: the app asks the API with the token; never indexed.
    const previewed = await get(`/news/${ids.draft}?token=tk`);
    expect(previewed.statusCode).toBe(200);
    expect(previewed.body).toBe(missingPage);
    // A token that opens nothing is no preview: the API says 404, and so does the page.
    for (const address of [
      `/news/${ids.draft}?token=errado`,
      `/news/${ids.draft}?token=`,
      '/news/999999?token=tk',
    ]) {
      const response = await get(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.body, address).toBe(missingPage);
    }
    // An address outside the app's routes: 404 with noindex (the app then takes the visitor to /home).
    for (const address of ['/nao-existe', '/cars/xyz', '/redacao/nada', '/news/1/2/3']) {
      const response = await get(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.headers['content-type'], address).toBe('text/html; charset=utf-8');
      expect(response.body, address).toBe(missingPage);
    }
    // An address that names no item is the app's own, as built.
    const contacts = await get('/contacts');
    expect(contacts.statusCode).toBe(200);
    const reads = /^ *<link rel="preload" as="fetch" href="\/api\/[^"]*" crossorigin="anonymous" \/>\n/gm;
    expect(contacts.body.replace(reads, '')).toBe(template);
  });

  it('describes an album by its title and cover', async () => {
    const [album] = await t.database.db
      .insert(albums)
      .values({ title: 'Lançamento do Zênite', description: 'Fotos do evento', coverMediaId: ids.photo })
      .returning();
    const head = headOf((await get(`/media-gallery/album/${album!.id}`)).body);
    expect(head.title).toBe('Lançamento do Zênite | Aurora Imprensa');
    expect(head.one('description')).toBe('Fotos do evento');
    expect(head.canonical).toBe(`${testPublicUrl}/media-gallery/album/${album!.id}`);
    expect(head.one('og:image')).toMatch(new RegExp(`/media/og/${ids.photo}-[0-9a-f]{12}\\.jpg$`));
  });

  it('describes cars, versions and section pages at every level, each at its canonical address', async () => {
    const cases: [string, string, string, string | null][] = [
      [`/cars/car/${ids.car}`, 'Aurora Zênite | Aurora Imprensa', `/cars/car/${ids.car}`, 'SUV elétrico'],
      [
        `/CARS/version/${ids.car}/${ids.version}/`,
        'Aurora Zênite Zênite GTX | Aurora Imprensa',
        `/cars/version/${ids.car}/${ids.version}`,
        'A mais potente',
      ],
      ['/company', 'A Aurora | Aurora Imprensa', '/company', 'Quem somos'],
      ['/company/1', 'A Aurora | Aurora Imprensa', '/company', 'Quem somos'],
      ['/company/2', 'Fábricas | Aurora Imprensa', '/company/2', null],
      ['/company/2/3', 'Fábrica de São José | Aurora Imprensa', '/company/2/3', null],
      ['/mobilidade-eletrica', 'Mobilidade elétrica | Aurora Imprensa', '/mobilidade-eletrica', null],
    ];
    for (const [address, title, canonical, description] of cases) {
      const head = headOf((await get(address)).body);
      expect(head.title, address).toBe(title);
      expect(head.canonical, address).toBe(testPublicUrl + canonical);
      expect(head.one('og:url')).toBe(testPublicUrl + canonical);
      expect(head.one('og:type')).toBe('website');
      if (description) expect(head.one('description')).toBe(description);
      expect(head.jsonLd).toEqual([]);
    }
  });

  it('preloads the first banner slide on /home with the srcset and sizes the banner draws it with', async () => {
    for (const address of ['/', '/home']) {
      const head = headOf((await get(address)).body);
      const preload = head.preload!;
      expect(preload, address).toBeTruthy();
      const variants = {
        media: '/media/images/zenite-full.jpg',
        mediaMed: '/media/images/zenite-med.jpg',
        mediaLow: '/media/images/zenite-low.jpg',
      };
      // The banner draws a JPEG photo as a <picture> whose first choice is AVIF: the preload names those files.
      expect(preload.getAttribute('type')).toBe('image/avif');
      expect(preload.getAttribute('imagesrcset')).toBe(pictureSrcSets(variants)!.avif);
      expect(preload.getAttribute('imagesrcset')).toContain('/media/images/zenite-low.avif 1024w');
      expect(preload.getAttribute('imagesizes')).toBe(appBannerSizes);
      expect(preload.getAttribute('fetchpriority')).toBe('high');
      expect(preload.hasAttribute('href')).toBe(false);
      // The site's own title and description stay; the sharing tags are added.
      expect(head.title).toBe('Aurora Imprensa | Sala de imprensa');
      expect(head.canonical).toBe(`${testPublicUrl}/home`);
      expect(head.one('og:type')).toBe('website');
      expect(head.one('og:image')).toMatch(/\/media\/og\/\d+-[0-9a-f]{12}\.jpg$/);
    }
  });

  it('preloads the lead photo of a content page as its page draws it, and no looping video', async () => {
    const version = headOf((await get(`/cars/version/${ids.car}/${ids.version}`)).body).preload!;
    expect(version.getAttribute('imagesrcset')).toContain('/media/images/zenite-low.avif 1024w');
    expect(version.getAttribute('imagesizes')).toBe(leadImageSizes.withAside);
    expect(headOf((await get('/company/2')).body).preload!.getAttribute('imagesizes')).toBe(
      leadImageSizes.full,
    );
    expect(headOf((await get(`/cars/car/${ids.car}`)).body).preload).toBeNull();
  });

  it('names the reads a page makes on opening, so the browser asks for them with the scripts', async () => {
    const fetchPreloads = (html: string) =>
      [...new JSDOM(html).window.document.querySelectorAll('link[rel="preload"][as="fetch"]')].map((link) =>
        link.getAttribute('href'),
      );
    const pages = {
      '/home': ['/api/menu/json/', '/api/home/json/'],
      [`/news/${ids.news}`]: ['/api/menu/json/', `/api/news/json/news/${ids.news}`],
      [`/cars/version/${ids.car}/${ids.version}`]: [
        '/api/menu/json/',
        `/api/cars/json/car/${ids.car}/version/${ids.version}`,
      ],
    };
    for (const [address, reads] of Object.entries(pages)) {
      expect(fetchPreloads((await get(address)).body), address).toEqual(reads);
      // Each is an address the API answers, as the app asks for it.
      for (const read of reads) expect((await get(read)).statusCode, read).toBe(200);
    }
    // A page with no description of its own still names the menu; a print variant draws no frame and names nothing.
    expect(fetchPreloads((await get('/contacts')).body)).toEqual(['/api/menu/json/']);
    const gallery = fetchPreloads((await get('/media-gallery')).body);
    expect(gallery).toHaveLength(4);
    for (const read of gallery) expect((await get(read!)).statusCode, read!).toBe(200);
    expect(fetchPreloads((await get(`/news/${ids.news}/pdf`)).body)).toEqual([]);
  });

  it('keeps its srcset and sizes the same as the app’s', () => {
    const variants = { media: '/m/a b-full.jpg', mediaMed: '/m/a-med.jpg', mediaLow: '' };
    expect(appSrcSet(variants)).toBe(imageSrcSet(variants));
    expect(bannerImageSizes).toBe(appBannerSizes);
    // ContentPageView keeps its column sizes to itself: the same strings must be in it.
    const view = readFileSync('src/components/content/ContentPageView.tsx', 'utf8');
    expect(view).toContain(`'${leadImageSizes.full}'`);
    expect(view).toContain(`'${leadImageSizes.withAside}'`);
  });

  it('keeps print variants out of search results', async () => {
    const head = headOf((await get(`/news/${ids.news}/pdf`)).body);
    expect(head.one('robots')).toBe('noindex');
    expect(head.title).toBe('Aurora Imprensa | Sala de imprensa');
  });

  it('answers HEAD and revalidates by ETag', async () => {
    const first = await get(`/news/${ids.news}`);
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      url: `/news/${ids.news}`,
      headers: { 'if-none-match': first.headers.etag! },
    });
    expect(again.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: `/news/${ids.news}` });
    expect(head.statusCode).toBe(200);
  });

  it('follows content changes (NOTIFY content_changed) and makes the og:image only once', async () => {
    const before = headOf((await get(`/news/${ids.news}`)).body).one('og:image')!;
    const file = path.join(t.dataDir, 'media', 'og', path.basename(before));
    const { mtimeMs } = await stat(file);
    await t.database.db
      .update(news)
      .set({ title: 'Aurora Zênite: pré-venda aberta' })
      .where(eq(news.id, ids.news));
    await eventually(async () =>
      headOf((await get(`/news/${ids.news}`)).body).title.startsWith('Aurora Zênite: pré'),
    );
    const after = headOf((await get(`/news/${ids.news}`)).body).one('og:image');
    expect(after).toBe(before);
    expect((await stat(file)).mtimeMs).toBe(mtimeMs);
    await t.database.db
      .update(news)
      .set({ title: 'Aurora Zênite chega às lojas' })
      .where(eq(news.id, ids.news));
    await eventually(async () =>
      headOf((await get(`/news/${ids.news}`)).body).title.startsWith('Aurora Zênite chega'),
    );
  });

  it('serves robots.txt with the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Allow: \/$/m);
    expect(response.body).toMatch(/^Disallow: \/area-logada$/m);
    expect(response.body).toContain(`Sitemap: ${testPublicUrl}/sitemap.xml`);
  });

  it('lists every public page in sitemap.xml, and no draft', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...parseXml(response.body).getElementsByTagName('loc')].map((loc) =>
      loc.textContent!.replace(testPublicUrl, ''),
    );
    expect(locs).toEqual(
      expect.arrayContaining([
        '/home',
        '/cars/models',
        '/cars/concepts',
        '/cars/classics',
        `/cars/car/${ids.car}`,
        `/cars/version/${ids.car}/${ids.version}`,
        '/company',
        '/company/2',
        '/company/2/3',
        '/mobilidade-eletrica',
        '/news',
        `/news/${ids.news}/aurora-zenite-chega-as-lojas`,
        `/news/${ids.hostile}/aurora-zenite-script-alert-x-script-script-mais`,
        `/news/${ids.shared}/zenite-pre-venda`,
        // A title that makes no slug: the address by id alone.
        `/news/${ids.symbols}`,
        '/media-center',
        '/media-gallery',
        `/media-gallery/album/${ids.album}`,
        '/contacts',
        '/termos-legais',
        '/termos-legais/imprint',
        '/termos-legais/privacypolicy',
        '/termos-legais/termoNews',
        '/termos-legais/termoDownload',
        '/termos-legais/Cookies',
        '/termos-legais/Policies',
      ]),
    );
    for (const draft of [
      `/news/${ids.draft}`,
      `/cars/car/${ids.draftCar}`,
      `/cars/version/${ids.car}/${ids.draftVersion}`,
      `/cars/version/${ids.draftCar}/${ids.versionOfDraftCar}`,
      '/company/4',
      '/company/4/5',
    ])
      expect(locs).not.toContain(draft);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('offers an RSS 2.0 feed of the latest published news', async () => {
    const response = await get('/api/news/feed.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = parseXml(response.body);
    expect(feed.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...feed.getElementsByTagName('item')];
    const text = (item: Element, tag: string) => item.getElementsByTagName(tag)[0]?.textContent;
    // Newest day first; within a day, the latest written first (older items of other tests after these).
    expect(items.slice(0, 5).map((item) => text(item, 'title'))).toEqual([
      'Aurora Zênite chega às lojas',
      'Aurora Zênite: pré-venda aberta em todo o país',
      '!!!',
      'Sem subtítulo',
      hostile,
    ]);
    const first = items[0]!;
    // The link is the page's canonical address; the guid, by id alone, stays when the title or slug changes.
    expect(text(first, 'link')).toBe(`${testPublicUrl}/news/${ids.news}/aurora-zenite-chega-as-lojas`);
    expect(text(first, 'guid')).toBe(`${testPublicUrl}/news/${ids.news}`);
    expect(text(items[1]!, 'link')).toBe(`${testPublicUrl}/news/${ids.shared}/zenite-pre-venda`);
    expect(text(first, 'description')).toBe('O SUV elétrico tem 480 km de autonomia');
    expect(text(first, 'pubDate')).toBe('Wed, 18 Nov 2026 14:35:07 -0300');
    // An item written without its moment of publication (by a tool) is dated the start of its day.
    expect(text(items[1]!, 'pubDate')).toBe('Tue, 10 Nov 2026 00:00:00 -0300');
    expect(feed.getElementsByTagName('lastBuildDate')[0]?.textContent).toBe(
      'Wed, 18 Nov 2026 14:35:07 -0300',
    );
    const enclosure = first.getElementsByTagName('enclosure')[0]!;
    expect(enclosure.getAttribute('url')).toBe(`${testPublicUrl}/media/images/zenite-med.jpg`);
    expect(Number(enclosure.getAttribute('length'))).toBeGreaterThan(0);
    expect(enclosure.getAttribute('type')).toBe('image/jpeg');
    expect(response.body).not.toContain('Rascunho');
    // Announced by every page, the plain one included.
    expect(template).toContain('href="/api/news/feed.xml"');
  });

  it('holds at most 20 items', async () => {
    for (let n = 0; n < 20; n += 1) await createNews(t.database.db, { newsDate: '2026-11-19' });
    await eventually(async () => {
      const body = (await get('/api/news/feed.xml')).body;
      return (body.match(/<item>/g) ?? []).length === 20 && !body.includes('Sem subtítulo');
    });
  });
});

it('the repository has no static robots.txt left to shadow the route', () => {
  expect(existsSync('public/robots.txt')).toBe(false);
});
