/**
 * A car's and a version's public addresses as the editor links to them ('Ver página'): `/cars/car/{id}` and
 * `/cars/version/{carId}/{id}`, with the preview token of a draft (a version under a draft car opens with the
 * car's token, as a level-2 page under a draft opens with its parent's: publication.ts).
 */
import { eq } from 'drizzle-orm';
import { paths } from '../../../src/domain/routes';
import type { Publishable } from '../../content/publication';
import { keptPreviewLink } from '../../content/previewLinks';
import type { DbOrTx } from '../../db/client';
import { carVersions, cars } from '../../db/schema';
import { previewUrlOf, withTokenStored } from '../pages/pageAddress';

type AddressableCar = Publishable & { id: number };
type AddressableVersion = Publishable & { id: number; carId: number };

export const carUrlOf = (car: AddressableCar) => previewUrlOf(paths.cars.detail.href(car.id), [car]);

export const versionUrlOf = (version: AddressableVersion, car: AddressableCar) =>
  previewUrlOf(paths.cars.version.href(version.carId, version.id), [version, car]);

/** A draft car without a link that opens it gets a new one, as a section page does. */
export const withCarToken = <T extends AddressableCar>(db: DbOrTx, car: T, now: Date): Promise<T> =>
  withTokenStored(car, now, async (link) => {
    const [row] = await db
      .update(cars)
      .set(keptPreviewLink(cars, now, link))
      .where(eq(cars.id, car.id))
      .returning({ previewToken: cars.previewToken, previewExpiresAt: cars.previewExpiresAt });
    return row;
  });

export const withVersionToken = <T extends AddressableVersion>(
  db: DbOrTx,
  version: T,
  now: Date,
): Promise<T> =>
  withTokenStored(version, now, async (link) => {
    const [row] = await db
      .update(carVersions)
      .set(keptPreviewLink(carVersions, now, link))
      .where(eq(carVersions.id, version.id))
      .returning({ previewToken: carVersions.previewToken, previewExpiresAt: carVersions.previewExpiresAt });
    return row;
  });
