/**
 * A car and a version as the editor opens them (`GET /redacao/cars/{id}`, `GET /redacao/versions/{id}`): the page
 * fields read as a section page's are (../pages/pageRead.ts), their own fields, their public address and history; a
 * car with its versions, a version with its car's title and its spec sheet's address.
 */
import { asc, eq } from 'drizzle-orm';
import type { CarCategory } from '../../../src/domain/content';
import {
  carFieldLabels,
  carMessages,
  carStateLabels,
  versionFieldLabels,
  versionStateLabels,
} from '../../../src/domain/editorialCars';
import type {
  CarVersionSummary,
  EditorialCar,
  EditorialCarVersion,
} from '../../../src/domain/editorialCarSchemas';
import { storedFileUrl } from '../../content/contentPage';
import type { Db, DbOrTx } from '../../db/client';
import { carVersions, cars } from '../../db/schema';
import type { MediaUrlBuilder } from '../../media/mediaUrls';
import { DomainError } from '../../shared/domainError';
import { changesOf } from '../../shared/changeLog';
import { readPageParts } from '../pages/pageRead';
import { carUrlOf, versionUrlOf, withCarToken, withVersionToken } from './carAddress';

export type CarRow = typeof cars.$inferSelect;
export type VersionRow = typeof carVersions.$inferSelect;

export async function findCar(db: DbOrTx, id: number): Promise<CarRow | undefined> {
  const [row] = await db.select().from(cars).where(eq(cars.id, id));
  return row;
}

export async function findVersion(db: DbOrTx, id: number): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(carVersions).where(eq(carVersions.id, id));
  return row;
}

type VersionSummaryRow = Pick<
  VersionRow,
  'id' | 'carId' | 'title' | 'position' | 'published' | 'previewToken' | 'previewExpiresAt'
>;
type VersionSummaryCar = Pick<CarRow, 'id' | 'published' | 'previewToken' | 'previewExpiresAt'>;

/** A version as the lists show it: its state and the address that opens it (`car` is its car, token given). */
export function versionSummaryOf(version: VersionSummaryRow, car: VersionSummaryCar): CarVersionSummary {
  const state = version.published ? 'published' : 'draft';
  return {
    id: version.id,
    title: version.title,
    state,
    stateText: versionStateLabels[state],
    position: version.position,
    url: versionUrlOf(version, car),
  };
}

/** The versions of `car` (its token given, if a draft), in menu order, drafts included. */
export async function versionsOf(
  db: DbOrTx,
  car: VersionSummaryCar,
  now: Date,
): Promise<CarVersionSummary[]> {
  const rows = await db
    .select({
      id: carVersions.id,
      carId: carVersions.carId,
      title: carVersions.title,
      position: carVersions.position,
      published: carVersions.published,
      previewToken: carVersions.previewToken,
      previewExpiresAt: carVersions.previewExpiresAt,
    })
    .from(carVersions)
    .where(eq(carVersions.carId, car.id))
    .orderBy(asc(carVersions.position), asc(carVersions.id));
  const summaries: CarVersionSummary[] = [];
  for (const row of rows) summaries.push(versionSummaryOf(await withVersionToken(db, row, now), car));
  return summaries;
}

export async function readCar(db: Db, urls: MediaUrlBuilder, id: number, now: Date): Promise<EditorialCar> {
  const found = await findCar(db, id);
  if (!found) throw new DomainError(404, carMessages.carNotFound);
  const car = await withCarToken(db, found, now);
  const { fields, thumbnail } = await readPageParts(db, urls, 'car', car, carStateLabels, [car.thumbMediaId]);
  return {
    ...fields,
    categoryCar: car.categoryCar as CarCategory,
    thumbMediaId: car.thumbMediaId,
    isHighlight: car.isHighlight,
    highlightPosition: car.highlightPosition,
    showMenu: car.showMenu,
    thumbnails: { ...fields.thumbnails, thumbMediaId: thumbnail(car.thumbMediaId) },
    url: carUrlOf(car),
    changes: await changesOf(db, 'car', id, carFieldLabels),
    versions: await versionsOf(db, car, now),
  };
}

export async function readCarVersion(
  db: Db,
  urls: MediaUrlBuilder,
  id: number,
  now: Date,
): Promise<EditorialCarVersion> {
  const found = await findVersion(db, id);
  if (!found) throw new DomainError(404, carMessages.versionNotFound);
  const version = await withVersionToken(db, found, now);
  const car = await withCarToken(db, (await findCar(db, version.carId))!, now);
  const { fields } = await readPageParts(db, urls, 'version', version, versionStateLabels);
  return {
    ...fields,
    carId: car.id,
    carTitle: car.title,
    pdfFile: version.pdfFile,
    pdfUrl: storedFileUrl(urls, version.pdfFile),
    url: versionUrlOf(version, car),
    changes: await changesOf(db, 'version', id, versionFieldLabels),
  };
}
