/**
 * The name a file is saved under is one rule: what the web app hands the mobile app (its 'Baixar' choices, a spec
 * sheet's or a release's PDF) is the name the server's `download-file` gives the same file in its
 * Content-Disposition. Checked on the demo seed's own cars, versions, news and gallery, whose pictures a page shows
 * under its own words ('{page}: foto 1') while the files are named after the media.
 */
import { parse as parseDisposition } from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadChoicesOf } from '../../src/components/media/download/downloadChoices';
import type {
  CarDetailResponse,
  CarListResponse,
  GalleryPageResponse,
  NewsDetailResponse,
  NewsPageResponse,
  VersionResponse,
} from '../../src/domain/content';
import { pageMediaOf } from '../../src/domain/contentPage';
import { releasePdfName, specSheetName } from '../../src/domain/fileNames';
import { mediaFileName } from '../../src/domain/media';
import { openFileStore } from '../../server/storage/openFileStore';
import { embeddedDatabase } from './databases';
import { startTestApp, type TestApp } from './testApp';

/** A file the app would save, with the name it gives it. */
interface Named {
  link: string;
  name: string;
  where: string;
}

describe('the names of downloaded files on the demo seed', () => {
  let t: TestApp;
  const read = async <T>(url: string): Promise<T> => {
    const response = await t.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  };

  beforeAll(async () => {
    t = await startTestApp(embeddedDatabase, { demoSeed: true });
  }, 120_000);
  afterAll(() => t?.close());

  /** What the web app names each file of the seed's pages: the same code its views run. */
  async function namedBySite(): Promise<Named[]> {
    const named: Named[] = [];
    const pictures = (where: string, items: Parameters<typeof downloadChoicesOf>[0][]) => {
      for (const item of items)
        for (const choice of downloadChoicesOf(item))
          named.push({ link: choice.link, name: choice.fileName, where: `${where}: ${item.title}` });
    };
    const { cars } = await read<CarListResponse>('/api/cars/json/?category=3');
    for (const summary of cars.slice(0, 3)) {
      const { cars: car } = await read<CarDetailResponse>(`/api/cars/json/car/${summary.id}`);
      pictures(`/cars/car/${car.id}`, pageMediaOf(car).all);
      for (const link of car.versions) {
        const { version } = await read<VersionResponse>(`/api/cars/json/car/${car.id}/version/${link.id}`);
        const where = `/cars/version/${car.id}/${version.id}`;
        pictures(where, pageMediaOf(version).all);
        if (version.pdfMedia)
          named.push({
            link: version.pdfMedia,
            name: specSheetName(version.title, mediaFileName(version.pdfMedia)),
            where: `${where}: Ficha técnica (PDF)`,
          });
      }
    }
    const { news: list } = await read<NewsPageResponse>('/api/news/json?page=1&limit=6');
    for (const item of list) {
      const { news, gallery } = await read<NewsDetailResponse>(`/api/news/json/news/${item.id}`);
      pictures(`/news/${news.id}`, [...pageMediaOf(news).all, ...gallery]);
      if (news.pdfMedia)
        named.push({
          link: news.pdfMedia,
          name: releasePdfName(news.title),
          where: `/news/${news.id}: Release oficial (PDF)`,
        });
    }
    const videos = await read<GalleryPageResponse>('/api/buckets/json/videos?page=1&limit=6');
    pictures('/media-gallery', videos.bucket_media);
    return named;
  }

  it("gives every file of the seed's pages the name the server's download gives it", async () => {
    const named = await namedBySite();
    // The seed's spec sheets, lead photos of news and cars, their blocks and the gallery's films are all here.
    expect(named.some((file) => file.where.endsWith('Ficha técnica (PDF)'))).toBe(true);
    expect(named.some((file) => /^\/news\/\d+: .*: foto \d+$|^\/news\/\d+: [^:]+$/.test(file.where))).toBe(
      true,
    );
    expect(named.some((file) => file.link.endsWith('.mov'))).toBe(true);

    // The seed's pictures are drawn on demand: a stand-in file where one is missing, since only the name is asked.
    const files = openFileStore({ dataDir: t.dataDir, s3: undefined });
    const served: { where: string; site: string; server: string }[] = [];
    const seen = new Set<string>();
    for (const file of named) {
      const key = decodeURIComponent(new URL(file.link, 'http://site').pathname.slice(1));
      if (!(await files.stat(key))) await files.put(key, Buffer.from('stand-in'));
      if (seen.has(`${file.link} ${file.name}`)) continue;
      seen.add(`${file.link} ${file.name}`);
      const response = await t.inject({
        url: `/api/medias_api/download-file/${encodeURIComponent(mediaFileName(file.link))}`,
      });
      expect(response.statusCode, file.link).toBe(200);
      const server = parseDisposition(String(response.headers['content-disposition'])).parameters.filename;
      served.push({ where: file.where, site: file.name, server: server ?? '' });
    }
    expect(served.filter((file) => file.site !== file.server)).toEqual([]);
    expect(served.length).toBeGreaterThan(30);
  }, 120_000);
});
