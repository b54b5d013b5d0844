import type { CarLook } from '../../images/carShapes';
import type { SeedPage } from '../types';

export interface SeedVersion extends SeedPage {
  /** Used by news to point at this version ('tcross-prestige'). */
  key: string;
}

export interface SeedCar extends SeedPage {
  key: string;
  /** 1 classics, 2 concepts, 3 models (spec section 3). */
  category: 1 | 2 | 3;
  /** How the generated pictures draw it. */
  look: CarLook;
  /** Place in the home page's highlights; absent when the car is not highlighted. */
  highlightPosition?: number;
  showMenu: boolean;
  versions: SeedVersion[];
}
