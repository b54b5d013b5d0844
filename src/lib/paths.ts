/**
 * Every route of the app, built in one place (spec section 2). Components link with these, never with string
 * templates of their own. Routes whose screens are not built yet still have builders: their links fall to /home
 * until the screen lands.
 */
import type { BannerCategory, CarCategory } from '../domain/content';
import { sectionKindFromWire, type SectionKind } from '../domain/sections';

const carListSlug: Record<CarCategory, 'classics' | 'concepts' | 'models'> = {
  1: 'classics',
  2: 'concepts',
  3: 'models',
};

/** The three section trees and their route roots. Page id 1 is the root of its tree (spec section 2). */
const sectionRoot: Record<SectionKind, string> = {
  company: '/company',
  technology: '/technology',
  emobility: '/mobilidade-eletrica',
};

export const paths = {
  home: () => '/home',
  login: () => '/login',
  search: (text: string) => `/SearchPage?search=${encodeURIComponent(text)}`,
  cars: {
    list: (category: CarCategory = 3) => `/cars/${carListSlug[category]}`,
    detail: (carId: number) => `/cars/car/${carId}`,
    version: (carId: number, versionId: number) => `/cars/version/${carId}/${versionId}`,
  },
  section: {
    root: (kind: SectionKind) => sectionRoot[kind],
    /** Level 1; the page with id 1 is the section's root. */
    page: (kind: SectionKind, id: number) => (id === 1 ? sectionRoot[kind] : `${sectionRoot[kind]}/${id}`),
    subpage: (kind: SectionKind, parentId: number, id: number) => `${sectionRoot[kind]}/${parentId}/${id}`,
  },
  news: {
    list: () => '/news',
    detail: (newsId: number) => `/news/${newsId}`,
  },
  mediaCenter: () => '/media-center',
  gallery: {
    home: () => '/media-gallery',
    album: (albumId: number) => `/media-gallery/album/${albumId}`,
  },
  contacts: () => '/contacts',
  newsletter: () => '/newsletter',
  legal: {
    index: () => '/termos-legais',
    page: (page: 'imprint' | 'privacypolicy' | 'termoNews' | 'termoDownload' | 'Cookies' | 'Policies') =>
      `/termos-legais/${page}`,
  },
  favorites: () => '/carrinho',
  loggedArea: () => '/area-logada',
  registry: () => '/registry',
  loanHome: () => '/home-comodato',
  /** The loan area's screens (spec loan-area section 2); `admin` is the administrator's manager view. */
  loans: {
    request: () => '/solicita-comodato',
    approvals: ({ admin = false }: { admin?: boolean } = {}) => (admin ? '/aprovacao?admin=1' : '/aprovacao'),
    /** One request's approval page; `admin` keeps the administrator's manager view on the way back. */
    approval: (loanId: number, { admin = false }: { admin?: boolean } = {}) =>
      admin ? `/aprovacao/${loanId}?admin=1` : `/aprovacao/${loanId}`,
    pickup: () => '/retirar',
    checklist: () => '/checklist',
    cancellations: () => '/comodato-lista',
  },
  events: () => '/eventos',
} as const;

/** Where a banner slide leads, or null when it leads nowhere. */
export function bannerTarget(category: BannerCategory, fatherId: number | null): string | null {
  if (fatherId === null) return null;
  switch (category) {
    case 'car':
      return paths.cars.detail(fatherId);
    case 'news':
      return paths.news.detail(fatherId);
    case 'album':
      return paths.gallery.album(fatherId);
    case 'session':
    case 'technology':
    case 'emobility':
      return paths.section.page(sectionKindFromWire(category), fatherId);
    default:
      return null;
  }
}
