/** The three section trees, by the kind stored in `section_pages.kind`. */
import type { SectionKind } from '../../../db/schema';
import { companyPages } from './company';
import { emobilityPages } from './emobility';
import { technologyPages } from './technology';
import type { SeedSectionPage } from './types';

export const seedSections: Record<SectionKind, SeedSectionPage[]> = {
  company: companyPages,
  technology: technologyPages,
  emobility: emobilityPages,
};
