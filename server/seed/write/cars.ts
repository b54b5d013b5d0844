/** Cars, their versions and the template blocks of both. */
import { carVersions, cars, templateBlocks } from '../../db/schema';
import type { Db } from '../../db/client';
import { seedCars, thumbnailKey } from '../content/cars/allCars';
import { blockRows, pageColumns } from './pageColumns';
import { pairReturned, type Refs } from './refs';

export async function writeCars(db: Db, refs: Refs, now: Date): Promise<void> {
  const carRows = seedCars.map((car, position) => ({
    ...pageColumns(car, refs, position, now),
    categoryCar: car.category,
    thumbMediaId: refs.media(thumbnailKey(car)),
    isHighlight: car.highlightPosition !== undefined,
    highlightPosition: car.highlightPosition ?? null,
    showMenu: car.showMenu,
  }));
  const returnedCars = await db.insert(cars).values(carRows).returning({ id: cars.id, title: cars.title });
  const pairedCars = pairReturned(seedCars, returnedCars, (input, row) => input.title === row.title);
  for (const [car, id] of pairedCars) refs.set('car', car.key, id);

  const versions = pairedCars.flatMap(([car, carId]) =>
    car.versions.map((version, position) => ({ version, carId, position })),
  );
  const returnedVersions = await db
    .insert(carVersions)
    .values(
      versions.map(({ version, carId, position }) => ({
        carId,
        ...pageColumns(version, refs, position, now),
      })),
    )
    .returning({ id: carVersions.id, title: carVersions.title });
  const pairedVersions = pairReturned(
    versions,
    returnedVersions,
    (input, row) => input.version.title === row.title,
  );
  for (const [{ version }, id] of pairedVersions) refs.set('version', version.key, id);

  await db
    .insert(templateBlocks)
    .values([
      ...pairedCars.flatMap(([car, id]) => blockRows('car', id, car.blocks, refs)),
      ...pairedVersions.flatMap(([{ version }, id]) => blockRows('version', id, version.blocks, refs)),
    ]);
}
