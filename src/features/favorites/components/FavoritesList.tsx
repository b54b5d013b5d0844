import type { FavoriteItem } from '../../../domain/favorites';
import { fileCount } from '../favoritesTexts';
import { FavoriteLink } from './FavoriteLink';
import { FavoriteThumb } from './FavoriteThumb';
import { displayTitle } from '../../../domain/format';

export interface FavoritesListProps {
  items: readonly FavoriteItem[];
  onRemove: (item: FavoriteItem) => void;
}

/** The cart page's list: each favorite's picture, name, kind and number of files, with its way back and removal. */
export function FavoritesList({ items, onRemove }: FavoritesListProps) {
  return (
    <ul className="favorites-list">
      {items.map((item) => (
        <li key={item.imageLink} className="favorites-list__item">
          <FavoriteThumb item={item} className="favorites-list__thumb" width={160} height={107} />
          <div className="favorites-list__text">
            <h2 className="favorites-list__name">
              <FavoriteLink to={item.contentLink} className="favorites-list__link">
                {displayTitle(item.name)}
              </FavoriteLink>
            </h2>
            <p className="favorites-list__meta">
              <span>{item.type}</span>
              <span aria-hidden="true"> · </span>
              <span>{fileCount(item.contentToDownload.length)}</span>
            </p>
          </div>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm favorites-list__remove"
            aria-label={`Remover ${displayTitle(item.name)}`}
            onClick={() => onRemove(item)}
          >
            Remover
          </button>
        </li>
      ))}
    </ul>
  );
}
