/** Every seed car, in menu order: current models first, then concepts, then classics. */
import { classicCars } from './classics';
import { conceptCars } from './concepts';
import { modelCars } from './models';
import type { SeedCar } from './types';

export const seedCars: SeedCar[] = [...modelCars, ...conceptCars, ...classicCars];

/** The small picture of a car in lists and sliders: its own low-size image, not in the gallery. */
export const thumbnailKey = (car: SeedCar) => `thumb-${car.key}`;

export function carByKey(key: string): SeedCar {
  const car = seedCars.find((candidate) => candidate.key === key);
  if (!car) throw new Error(`Unknown seed car '${key}'`);
  return car;
}
