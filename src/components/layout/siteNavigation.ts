/**
 * The site's navigation tree, shared by the side menu and the footer (spec section 2): five sections, each with
 * its level-2 entries (cars; company, technology and e-mobility pages; the media center's pages) and their level-3
 * children (versions; subpages). Titles are ready to show; every address comes from `paths`.
 */
import type { Menu, MenuItem } from '../../domain/content';
import { displayTitle } from '../../domain/format';
import { sectionLabels, type SectionKind } from '../../domain/sections';
import { paths } from '../../domain/routes';

export type NavSectionKey = 'cars' | SectionKind | 'mediaCenter';

export interface NavLink {
  id: string;
  title: string;
  to: string;
}

/** A level-2 entry; `children` (level 3) is empty when it has none, and then the entry is a plain link. */
export interface NavEntry extends NavLink {
  children: NavLink[];
}

export interface NavSection {
  key: NavSectionKey;
  title: string;
  to: string;
  entries: NavEntry[];
}

const pageSection = (kind: SectionKind, items: MenuItem[]): NavSection => ({
  key: kind,
  title: sectionLabels[kind],
  to: paths.sections[kind].root.href(),
  entries: items.map((item) => ({
    id: String(item.id),
    title: displayTitle(item.title),
    to: paths.sections[kind].page.href(item.id),
    children: (item.listsub ?? []).map((sub) => ({
      id: String(sub.id),
      title: displayTitle(sub.title),
      to: paths.sections[kind].subpage.href(item.id, sub.id),
    })),
  })),
});

/** The tree for a menu; before the menu arrives (or when it failed) the sections are there, without entries. */
export function siteSections(menu: Menu | null): NavSection[] {
  return [
    {
      key: 'cars',
      title: 'Carros',
      to: paths.cars.list[3].href(),
      entries: (menu?.cars ?? []).map((car) => ({
        id: String(car.id),
        title: displayTitle(car.title),
        to: paths.cars.detail.href(car.id),
        children: (car.listsub ?? []).map((version) => ({
          id: String(version.id),
          title: displayTitle(version.title),
          to: paths.cars.version.href(car.id, version.id),
        })),
      })),
    },
    pageSection('company', menu?.session ?? []), // `session` is the wire's name of the company tree
    pageSection('technology', menu?.technology ?? []),
    pageSection('emobility', menu?.emobility ?? []),
    {
      key: 'mediaCenter',
      title: 'Media Center',
      to: paths.mediaCenter.href(),
      entries: [
        { id: 'news', title: 'News', to: paths.news.list.href(), children: [] },
        { id: 'gallery', title: 'Galeria', to: paths.gallery.home.href(), children: [] },
        { id: 'contacts', title: 'Contatos', to: paths.contacts.href(), children: [] },
      ],
    },
  ];
}

/** The plain links after the sections in the side menu. */
export const menuLinks: NavLink[] = [
  { id: 'newsletter', title: 'Newsletter', to: paths.newsletter.href() },
  { id: 'legal', title: 'Termos Legais', to: paths.legal.index.href() },
];
