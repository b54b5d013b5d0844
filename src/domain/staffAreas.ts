/**
 * The staff areas under /redacao and who opens each (DECISIONS.md "Staff areas beyond the spec"): the press office
 * publishes, events are the press office's and the administrator's, the fleet the backoffice's and the
 * administrator's, people the administrator's alone. The tabs, the user menu's 'Redação' link and each screen's
 * refusal read this one list; the server guards each API with the same capabilities.
 */
import { can, type Capability, type Role } from './roles';
import { paths } from './routes';

export type StaffAreaKey =
  'news' | 'agenda' | 'albums' | 'pages' | 'cars' | 'contacts' | 'banner' | 'events' | 'fleet' | 'people';

export interface StaffArea {
  key: StaffAreaKey;
  to: string;
  capability: Capability;
  /** Only this address itself counts as the tab (the news desk is /redacao, the parent of every other area). */
  end: boolean;
  /** Addresses that also belong to the tab (the news editor belongs to the news tab). */
  also?: string;
}

const e = paths.editorial;

export const staffAreas: StaffArea[] = [
  { key: 'news', to: e.news.href(), capability: 'publish', end: true, also: '/redacao/noticias' },
  { key: 'agenda', to: e.agenda.href(), capability: 'publish', end: false },
  { key: 'albums', to: e.albums.href(), capability: 'publish', end: false },
  { key: 'pages', to: e.pages.href(), capability: 'publish', end: false },
  { key: 'cars', to: e.cars.href(), capability: 'publish', end: false },
  { key: 'contacts', to: e.contacts.href(), capability: 'publish', end: false },
  { key: 'banner', to: e.banner.href(), capability: 'publish', end: false },
  { key: 'events', to: e.events.href(), capability: 'manageEvents', end: false },
  { key: 'fleet', to: e.fleet.href(), capability: 'manageFleet', end: false },
  { key: 'people', to: e.people.href(), capability: 'managePeople', end: false },
];

/** The areas a role opens, in the tabs' order. */
export const staffAreasOf = (role: Role): StaffArea[] =>
  staffAreas.filter((area) => can(role, area.capability));

/** Where 'Redação' leads a role: its first area, or nothing when it has none. */
export const staffHomeOf = (role: Role): string | undefined => staffAreasOf(role)[0]?.to;
