/**
 * A car's and a version's public addresses as the editor links to them ('Ver página'): `/cars/car/{id}` and
 * `/cars/version/{carId}/{id}`, with the preview token of a draft (a version under a draft car opens with the
 * car's token, as a level-2 page under a draft opens with its parent's: publication.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { paths } from '../../../src/domain/routes';
import type { Publishable } from '../../content/publication';
import type { DbOrTx } from '../../db/client';
import { carVersions, cars } from '../../db/schema';
import { previewUrlOf, withTokenStored } from '../pages/pageAddress';

type AddressableCar = Publishable & { id: number };
type AddressableVersion = Publishable & { id: number; carId: number };

export const carUrlOf = (car: AddressableCar) => previewUrlOf(paths.cars.detail.href(car.id), [car]);

export const versionUrlOf = (version: AddressableVersion, car: AddressableCar) =>
  previewUrlOf(paths.cars.version.href(version.carId, version.id), [version, car]);

/** A draft car without a token (one unpublished before the editorial area) gets one, as a section page does. */
export const withCarToken = <T extends AddressableCar>(db: DbOrTx, car: T): Promise<T> =>
  withTokenStored(car, async (token) => {
    const [row] = await db
      .update(cars)
      .set({ previewToken: sql`coalesce(${cars.previewToken}, ${token})` })
      .where(eq(cars.id, car.id))
      .returning({ previewToken: cars.previewToken });
    return row?.previewToken;
  });

export const withVersionToken = <T extends AddressableVersion>(db: DbOrTx, version: T): Promise<T> =>
  withTokenStored(version, async (token) => {
    const [row] = await db
      .update(carVersions)
      .set({ previewToken: sql`coalesce(${carVersions.previewToken}, ${token})` })
      .where(eq(carVersions.id, version.id))
      .returning({ previewToken: carVersions.previewToken });
    return row?.previewToken;
  });
