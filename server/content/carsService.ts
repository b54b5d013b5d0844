/**
 * Car reads: the list of a category (`cars/json/?category=`), a car's page with its versions, and a version's page.
 * News lists: a car's page lists the news about the car (any of its versions too); a version's page those about the
 * version first, then the other news about its car; a category's list those about any of its cars.
 */
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  CarCategory,
  CarDetailResponse,
  CarListResponse,
  CarSummary,
  ChildLink,
  VersionResponse,
} from '../../src/domain/content';
import type { Db } from '../db/client';
import { carVersions, cars, media } from '../db/schema';
import { mediaByIds, loadContentPage, pageGallery, storedFileUrl, type PageRead } from './contentPage';
import type { MediaRow } from '../media/mediaRow';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import { relatedNews } from '../news/newsService';
import { canSee, contentNotFound } from './publication';

const isPublished = eq(cars.published, true);

/** `GET cars/json/?category=`: the published cars of a category in menu order, with their news and photos. */
export async function buildCarList(
  db: Db,
  urls: MediaUrlBuilder,
  category: CarCategory,
): Promise<CarListResponse> {
  const thumb = alias(media, 'thumb');
  const rows = await db
    .select({ car: cars, thumb: getTableColumns(thumb) })
    .from(cars)
    .leftJoin(thumb, eq(thumb.id, cars.thumbMediaId))
    .where(and(isPublished, eq(cars.categoryCar, category)))
    .orderBy(asc(cars.position), asc(cars.id));
  const summaries = rows.map(({ car, thumb: picture }): CarSummary => ({
    id: car.id,
    title: car.title,
    categoryCar: car.categoryCar as CarCategory,
    mediaThumb: urls.variants(picture).mediaLow,
  }));
  const ids = rows.map(({ car }) => car.id);
  const [newsList, mainPhotos] = await Promise.all([
    relatedNews(db, urls, { textEnum: 'Carros', associationId: ids }),
    mediaByIds(
      db,
      rows.map(({ car }) => car.mediaId),
    ),
  ]);
  const ownMedia = rows
    .map(({ car }) => (car.mediaId ? mainPhotos.get(car.mediaId) : undefined))
    .filter((row): row is MediaRow => row !== undefined);
  return { cars: summaries, news: newsList, gallery: await pageGallery(db, urls, ownMedia) };
}

/** `GET cars/json/car/{id}`: the page, its published versions, its news and photos. */
export async function buildCarDetail({
  db,
  urls,
  id,
  access,
}: PageRead & { id: number }): Promise<CarDetailResponse> {
  const [car] = await db.select().from(cars).where(eq(cars.id, id));
  if (!car || !canSee(access, [car])) throw contentNotFound();
  const [loaded, versions, newsList] = await Promise.all([
    loadContentPage(db, urls, 'car', car),
    versionLinks(db, urls, car.id),
    relatedNews(db, urls, { textEnum: 'Carros', associationId: car.id }),
  ]);
  return {
    cars: { ...loaded.page, categoryCar: car.categoryCar as CarCategory, versions },
    news: newsList,
    gallery: await pageGallery(db, urls, loaded.ownMedia),
  };
}

async function versionLinks(db: Db, urls: MediaUrlBuilder, carId: number): Promise<ChildLink[]> {
  const rows = await db
    .select({ id: carVersions.id, title: carVersions.title, media: getTableColumns(media) })
    .from(carVersions)
    .leftJoin(media, eq(media.id, carVersions.mediaId))
    .where(and(eq(carVersions.carId, carId), eq(carVersions.published, true)))
    .orderBy(asc(carVersions.position), asc(carVersions.id));
  return rows.map((row) => ({ id: row.id, title: row.title, mediaThumb: urls.variants(row.media).mediaLow }));
}

/** `GET cars/json/car/{id}/version/{versionId}`: the version must be one of that car's, else 404. */
export async function buildVersion({
  db,
  urls,
  carId,
  versionId,
  access,
}: PageRead & { carId: number; versionId: number }): Promise<VersionResponse> {
  const [found] = await db
    .select({ version: carVersions, car: cars })
    .from(carVersions)
    .innerJoin(cars, eq(cars.id, carVersions.carId))
    .where(and(eq(carVersions.id, versionId), eq(carVersions.carId, carId)));
  if (!found || !canSee(access, [found.car, found.version])) throw contentNotFound();
  const { version, car } = found;
  const [loaded, newsList] = await Promise.all([
    loadContentPage(db, urls, 'version', version),
    relatedNews(
      db,
      urls,
      { textEnum: 'Carros', associationId: car.id },
      { textEnum: 'Carros', associationId: car.id, itemId: version.id },
    ),
  ]);
  return {
    version: {
      ...loaded.page,
      car_id: car.id,
      carTitle: car.title,
      categoryCar: car.categoryCar as CarCategory,
      pdfMedia: storedFileUrl(urls, version.pdfFile),
    },
    news: newsList,
    gallery: await pageGallery(db, urls, loaded.ownMedia),
  };
}
