/**
 * The cars as the press office sees them (`GET /redacao/cars`): every car, drafts included, by category in the
 * order of the public lists (models, concepts, classics), each category's cars in menu order, each car with its
 * versions, its state, its flags and the addresses that open them.
 */
import { asc } from 'drizzle-orm';
import type { CarCategory } from '../../../src/domain/content';
import { carCategoryLabels, carCategoryOrder, carStateLabels } from '../../../src/domain/editorialCars';
import type { CarDesk, CarDeskCar } from '../../../src/domain/editorialCarSchemas';
import type { DbOrTx } from '../../db/client';
import { carVersions, cars } from '../../db/schema';
import { carUrlOf, withCarToken, withVersionToken } from './carAddress';
import { versionSummaryOf } from './carRead';

export async function readCarDesk(db: DbOrTx, now: Date): Promise<CarDesk> {
  const [carRows, versionRows] = await Promise.all([
    db
      .select({
        id: cars.id,
        title: cars.title,
        categoryCar: cars.categoryCar,
        position: cars.position,
        published: cars.published,
        previewToken: cars.previewToken,
        previewExpiresAt: cars.previewExpiresAt,
        isHighlight: cars.isHighlight,
        showMenu: cars.showMenu,
      })
      .from(cars)
      .orderBy(asc(cars.position), asc(cars.id)),
    db
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
      .orderBy(asc(carVersions.position), asc(carVersions.id)),
  ]);
  const desk: CarDeskCar[] = [];
  for (const row of carRows) {
    const car = await withCarToken(db, row, now);
    const versions = [];
    for (const version of versionRows.filter((item) => item.carId === car.id))
      versions.push(versionSummaryOf(await withVersionToken(db, version, now), car));
    const state = car.published ? 'published' : 'draft';
    desk.push({
      id: car.id,
      title: car.title,
      state,
      stateText: carStateLabels[state],
      position: car.position,
      url: carUrlOf(car),
      isHighlight: car.isHighlight,
      showMenu: car.showMenu,
      versions,
    });
  }
  const categoryOf = new Map(carRows.map((car) => [car.id, car.categoryCar]));
  return {
    categories: carCategoryOrder.map((categoryCar: CarCategory) => ({
      categoryCar,
      label: carCategoryLabels[categoryCar],
      cars: desk.filter((car) => categoryOf.get(car.id) === categoryCar),
    })),
  };
}
