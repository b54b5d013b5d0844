/** Reading the car routes' addresses: list slugs (any case) and numeric ids. */
import type { CarCategory } from '../../domain/content';

export const carCategories: { category: CarCategory; slug: string; label: string }[] = [
  { category: 3, slug: 'models', label: 'Modelos' },
  { category: 2, slug: 'concepts', label: 'Conceitos' },
  { category: 1, slug: 'classics', label: 'Clássicos' },
];

/** The category of a list's slug (`/cars/Models` too: paths match regardless of case), or null. */
export function categoryOfSlug(slug: string | undefined) {
  return carCategories.find((entry) => entry.slug === slug?.toLowerCase()) ?? null;
}

export function categoryLabel(category: CarCategory): string {
  return carCategories.find((entry) => entry.category === category)?.label ?? 'Carros';
}

/** A positive integer id from the address, or null (`/cars/car/abc` is no car). */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
