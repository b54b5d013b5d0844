import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { CloseIcon } from '../../../components/layout/icons';
import { favoritesPreviewLimit, type FavoriteItem } from '../../../domain/favorites';
import { paths } from '../../../domain/routes';
import { favoritesTexts, itemCount } from '../favoritesTexts';
import { FavoriteThumb } from './FavoriteThumb';
import { displayTitle } from '../../../domain/format';

export interface FavoritesPreviewProps {
  id: string;
  items: readonly FavoriteItem[];
  onRemove: (item: FavoriteItem, index: number) => void;
  /** Called when the visitor follows 'Ver favoritos'. */
  onNavigate: () => void;
  panelRef?: Ref<HTMLElement>;
}

/**
 * The header's preview of the favorites (spec sections 4 and 9): the first five, a more-indicator for the rest,
 * each removable on the spot, and the way to the cart page.
 */
export function FavoritesPreview({ id, items, onRemove, onNavigate, panelRef }: FavoritesPreviewProps) {
  const shown = items.slice(0, favoritesPreviewLimit);
  const more = items.length - shown.length;
  return (
    <section id={id} ref={panelRef} className="favorites-preview" aria-label="Prévia dos favoritos">
      <p className="favorites-preview__title" aria-hidden="true">
        Favoritos
      </p>
      {items.length === 0 ? (
        <p className="favorites-preview__empty">{favoritesTexts.previewEmpty}</p>
      ) : (
        <ul className="favorites-preview__list">
          {shown.map((item, index) => (
            <li key={item.imageLink} className="favorites-preview__item">
              <FavoriteThumb item={item} className="favorites-preview__thumb" width={64} height={48} />
              <span className="favorites-preview__text">
                <span className="favorites-preview__name">{displayTitle(item.name)}</span>
                <span className="favorites-preview__type">{item.type}</span>
              </span>
              <button
                type="button"
                className="favorites-preview__remove"
                aria-label={`Remover ${item.name} dos favoritos`}
                onClick={() => onRemove(item, index)}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="favorites-preview__more">+ {itemCount(more)}</p>}
      <Link
        to={paths.favorites.href()}
        className="btn btn-primary favorites-preview__cta"
        onClick={onNavigate}
      >
        Ver favoritos
      </Link>
    </section>
  );
}
