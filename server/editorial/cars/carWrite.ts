/**
 * The writes of a car and a version: save, publish, unpublish, through the content pages' writes
 * (../pages/pageWrite.ts: the version check and its 409, the blocks, the photos, the history in one transaction).
 * What is theirs alone: a car's category, thumbnail and flags, and a version's spec sheet, which must be a PDF the
 * registration stored (`documents/<name>.pdf`, POST /redacao/documents) and still in the file store.
 */
import { eq, sql } from 'drizzle-orm';
import {
  carFieldLabels,
  carMessages,
  carPhotoFields,
  checkCarFields,
  isRegisteredPdfPath,
  versionFieldLabels,
} from '../../../src/domain/editorialCars';
import type { CarSaveBody, VersionSaveBody } from '../../../src/domain/editorialCarSchemas';
import { sectionPagePhotoFields } from '../../../src/domain/editorialPages';
import type { DbOrTx } from '../../db/client';
import { carVersions, cars } from '../../db/schema';
import { mediaKey } from '../../media/mediaKeys';
import { DomainError } from '../../shared/domainError';
import type { FileStore } from '../../storage/fileStore';
import { chosenPhotos } from '../pages/pageChecks';
import {
  movePage,
  pageFieldNames,
  publicationSet,
  savePage,
  type PageFieldsOf,
  type PageHandle,
  type PageWriteDeps,
} from '../pages/pageWrite';
import type { CarRow, VersionRow } from './carRead';

const carHandle = (id: number): PageHandle<CarRow, PageFieldsOf<CarSaveBody>> => ({
  owner: 'car',
  id,
  notFound: carMessages.carNotFound,
  lock: async (tx) => (await tx.select().from(cars).where(eq(cars.id, id)).for('update'))[0],
  update: async (tx, set) => {
    await tx
      .update(cars)
      .set({ ...set, version: sql`${cars.version} + 1` })
      .where(eq(cars.id, id));
  },
});

const versionHandle = (id: number): PageHandle<VersionRow, PageFieldsOf<VersionSaveBody>> => ({
  owner: 'version',
  id,
  notFound: carMessages.versionNotFound,
  lock: async (tx) => (await tx.select().from(carVersions).where(eq(carVersions.id, id)).for('update'))[0],
  update: async (tx, set) => {
    await tx
      .update(carVersions)
      .set({ ...set, version: sql`${carVersions.version} + 1` })
      .where(eq(carVersions.id, id));
  },
});

const carOwnFieldNames = [
  'categoryCar',
  'thumbMediaId',
  'isHighlight',
  'highlightPosition',
  'showMenu',
] as const;

export const saveCar = (deps: PageWriteDeps, id: number, body: CarSaveBody) =>
  savePage(deps, carHandle(id), body, {
    fields: [...pageFieldNames, ...carOwnFieldNames],
    photos: (before) => chosenPhotos(carPhotoFields, carFieldLabels, body, before),
    rule: checkCarFields,
  });

/**
 * A newly attached spec sheet must be a registered PDF that is in the store; the one the version already has stays
 * as it is (a sheet stored before the editorial area, under another folder), so saving a text never fails over it.
 */
async function assertStoredSpecSheet(files: FileStore, pdfFile: string | null, before: string | null) {
  if (pdfFile === null || pdfFile === before) return;
  // The shape first: a path of the row's choosing could otherwise name any file of the store.
  const key = isRegisteredPdfPath(pdfFile) ? mediaKey('', pdfFile) : null;
  if (!key || !(await files.stat(key))) throw new DomainError(400, carMessages.specSheetUnknown);
}

export const saveCarVersion = (deps: PageWriteDeps, files: FileStore, id: number, body: VersionSaveBody) =>
  savePage(deps, versionHandle(id), body, {
    fields: [...pageFieldNames, 'pdfFile'],
    photos: (before) => chosenPhotos(sectionPagePhotoFields, versionFieldLabels, body, before),
    check: (_tx: DbOrTx, before) => assertStoredSpecSheet(files, body.pdfFile, before.pdfFile),
  });

/**
 * Publication moves. A draft car takes its versions out of every list with it, and its versions' pages are seen
 * only through a preview link (publication.ts); a version published under a draft car shows once the car does.
 */
export const moveCar = (deps: PageWriteDeps, id: number, version: number, published: boolean) =>
  movePage(deps, carHandle(id), version, publicationSet(published, cars, deps.now));

export const moveCarVersion = (deps: PageWriteDeps, id: number, version: number, published: boolean) =>
  movePage(deps, versionHandle(id), version, publicationSet(published, carVersions, deps.now));
