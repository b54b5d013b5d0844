/** The car routes' lists and ids. */
import type { CarCategory } from '../../domain/content';

export const carCategories: { category: CarCategory; label: string }[] = [
  { category: 3, label: 'Modelos' },
  { category: 2, label: 'Conceitos' },
  { category: 1, label: 'Clássicos' },
];

export function carCategory(category: CarCategory) {
  const [models] = carCategories as [(typeof carCategories)[number]];
  return carCategories.find((entry) => entry.category === category) ?? models;
}

export function categoryLabel(category: CarCategory): string {
  return carCategory(category).label;
}

/** A positive integer id from the address, or null (`/cars/car/abc` is no car). */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
