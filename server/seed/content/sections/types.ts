import type { SeedPage } from '../types';

/**
 * A company, technology or e-mobility page. Ids are written out because they are per section and id 1 means the
 * section's root page (spec section 2, side menu); news associations point at them.
 */
export interface SeedSectionPage extends SeedPage {
  id: number;
  /** Null for the root and for level-1 pages; the level-1 page's id for level-2 pages. */
  parentId: number | null;
}
