import { setupServer } from 'msw/node';
import { cartHandlers } from './cartHandlers';
import { contentHandlers } from './contentHandlers';
import { editingLockHandlers } from './editingLockHandlers';
import { favoritesHandlers } from './favoritesHandlers';
import { followsHandlers } from './followsHandlers';
import { galleryHandlers } from './galleryHandlers';
import { newsHandlers } from './newsHandlers';
import { searchHandlers } from './searchHandlers';
import { downloadPassHandlers, setsHandlers } from './setsHandlers';

/** The network of the component tests: every request must match a handler (`onUnhandledRequest: 'error'`). */
export const server = setupServer(
  ...contentHandlers,
  ...newsHandlers,
  ...galleryHandlers,
  ...cartHandlers,
  ...favoritesHandlers,
  ...followsHandlers,
  ...searchHandlers,
  ...setsHandlers,
  ...downloadPassHandlers,
  ...editingLockHandlers,
);
