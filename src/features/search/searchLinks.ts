/** Where a search result leads, by its `category_type` (spec section 2). */
import { sectionOfCategory } from '../../domain/search';
import type { SearchResult } from '../../domain/searchSchemas';
import { paths } from '../../domain/routes';

/** The page of a result; null when a level-2 item comes without its parent (it could not be addressed). */
export function searchResultPath({ category_type: category, item }: SearchResult): string | null {
  const { id, parent_id: parentId } = item.object;
  switch (category) {
    case 'news':
      return paths.news.detail.href(id);
    case 'car':
      return paths.cars.detail.href(id);
    case 'car_version':
      return parentId === null ? null : paths.cars.version.href(parentId, id);
    case 'gallery':
      return paths.gallery.album.href(id);
    default: {
      const section = sectionOfCategory[category];
      if (!section) return null;
      if (section.level === 1) return paths.sections[section.kind].page.href(id);
      return parentId === null ? null : paths.sections[section.kind].subpage.href(parentId, id);
    }
  }
}
