/**
 * The three section trees as the generic section page needs them (spec sections 2 and 7): the calls of each level
 * and the wire key of the page in each answer, and the tree's name in the interface.
 */
import type { Menu } from '../../domain/content';
import { sectionLabels, type SectionKind } from '../../domain/sections';

export interface SectionConfig {
  /** The tree's name in breadcrumbs and titles. */
  label: string;
  /** Its level-1 pages in the site menu. */
  menuKey: keyof Menu;
  /** Relative to the API base. */
  calls: { root: string; page: (id: number) => string; subpage: (id: number, subId: number) => string };
  /** The page's key in each answer (the root answers a one-item list). */
  keys: { root: string; page: string; subpage: string };
}

export const sectionConfig: Record<SectionKind, SectionConfig> = {
  company: {
    label: sectionLabels.company,
    menuKey: 'session',
    calls: {
      root: 'sessions/json/',
      page: (id) => `sessions/json/session/${id}`,
      subpage: (id, subId) => `sessions/json/session/${id}/subsession/${subId}`,
    },
    keys: { root: 'session', page: 'session', subpage: 'subsession' },
  },
  technology: {
    label: sectionLabels.technology,
    menuKey: 'technology',
    calls: {
      root: 'technology/json/',
      page: (id) => `technology/json/technology/${id}`,
      subpage: (id, subId) => `technology/json/technology/${id}/subtech/${subId}`,
    },
    keys: { root: 'technology', page: 'technology', subpage: 'subTech' },
  },
  emobility: {
    label: sectionLabels.emobility,
    menuKey: 'emobility',
    calls: {
      root: 'mobilidade-eletrica/json/',
      page: (id) => `mobilidade-eletrica/json/mobilidade-eletrica/${id}`,
      subpage: (id, subId) => `mobilidade-eletrica/json/mobilidade-eletrica/${id}/subMob/${subId}`,
    },
    keys: { root: 'emobility', page: 'emobility', subpage: 'subMob' },
  },
};

/** A page of a tree: its root, a level-1 page, or a level-2 page under its level-1 page. */
export type SectionLevel = { level: 0 } | { level: 1; id: number } | { level: 2; id: number; subId: number };
