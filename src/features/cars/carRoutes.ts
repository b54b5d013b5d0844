/** The car routes' lists and ids. */
import type { Crumb } from '../../domain/breadcrumb';
import type { CarCategory } from '../../domain/content';
import { paths } from '../../domain/routes';

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

/**
 * The trail's steps above a car page, and above a category's list itself: 'Carros', the section, which has no page
 * but its three lists (so no link, else it would lead where the category does), then the car's category, to its list.
 */
export function carsTrail(category: CarCategory): Crumb[] {
  return [{ label: 'Carros' }, { label: categoryLabel(category), to: paths.cars.list[category].href() }];
}

/** A positive integer id from the address, or null (`/cars/car/abc` is no car). */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
