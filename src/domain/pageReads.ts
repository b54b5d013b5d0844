/**
 * The API reads a public page makes as soon as it opens, relative to the API base. The app's endpoints build their
 * addresses with these, and the server names the same addresses in the page's HTML (`<link rel="preload">`), so the
 * browser asks for the data while the JavaScript still loads and the app's request takes the answer already there.
 */
export const pageReads = {
  /** Every page's header, side menu and footer. */
  menu: 'menu/json/',
  home: 'home/json/',
  news: (id: number) => `news/json/news/${id}`,
  car: (carId: number) => `cars/json/car/${carId}`,
  version: (carId: number, versionId: number) => `cars/json/car/${carId}/version/${versionId}`,
} as const;
