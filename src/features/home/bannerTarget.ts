import type { BannerCategory } from '../../domain/content';
import { paths } from '../../domain/routes';
import { sectionKindFromWire } from '../../domain/sections';

/** Where a banner slide leads, or null when it leads nowhere. */
export function bannerTarget(category: BannerCategory, fatherId: number | null): string | null {
  if (fatherId === null) return null;
  switch (category) {
    case 'car':
      return paths.cars.detail.href(fatherId);
    case 'news':
      return paths.news.detail.href(fatherId);
    case 'album':
      return paths.gallery.album.href(fatherId);
    case 'session':
    case 'technology':
    case 'emobility':
      return paths.sections[sectionKindFromWire(category)].page.href(fatherId);
    default:
      return null;
  }
}
