/**
 * The API reads a public page makes as soon as it opens, relative to the API base. The app's endpoints build their
 * addresses with these, and the server names the same addresses in the page's HTML (`<link rel="preload">`), so the
 * browser asks for the data while the JavaScript still loads and the app's request takes the answer already there.
 */
/** Spec section 9: gallery page size 9, first page 1. */
export const galleryPageSize = 9;

export const pageReads = {
  /** Every page's header, side menu and footer. */
  menu: 'menu/json/',
  home: 'home/json/',
  news: (id: number) => `news/json/news/${id}`,
  car: (carId: number) => `cars/json/car/${carId}`,
  version: (carId: number, versionId: number) => `cars/json/car/${carId}/version/${versionId}`,
  /** The gallery's latest photos or videos, a page at a time ('photos' | 'videos'). */
  galleryMedia: (kind: string, page: number) => `buckets/json/${kind}?page=${page}&limit=${galleryPageSize}`,
  albums: (page: number) => `buckets/json?page=${page}&limit=${galleryPageSize}`,
} as const;
