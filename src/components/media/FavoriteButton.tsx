import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { addToFavorites, selectFavorites } from '../../state/favorites/favoritesSlice';
import { favoritesMaxItems, favoritesPopoverMs, isFavorite, type FavoriteItem } from '../../domain/favorites';
import { HeartIcon } from './actionIcons';
import { displayTitle } from '../../domain/format';
import './mediaActions.css';

/** What the visitor reads after pressing 'Favoritar'; 'Ja adicionado' is the spec's wording (section 8). */
const messages = {
  added: 'Adicionado aos favoritos',
  present: 'Ja adicionado',
  full: `Sua lista de favoritos está cheia (${favoritesMaxItems} itens). Remova algum item para adicionar outro.`,
} as const;

export interface FavoriteButtonProps {
  /**
   * The favorite to add, made from the page's path (`contentLink`, for the cart to link back); null while what it
   * needs is still loading (a set's files): the button is there, disabled.
   */
  favoriteOf: ((contentLink: string) => FavoriteItem) | null;
  /** What is favorited, for the button's accessible name. */
  title: string;
  /** The button's word: 'Favoritar', or 'Favoritar todas' for a whole set. */
  label?: string;
  className?: string;
  /** The button's own look, where it sits among Bootstrap buttons (the PDF row). */
  buttonClassName?: string;
}

/**
 * 'Favoritar': adds the item to the favorites and says what happened beside the button, for a few seconds. Once the
 * item is a favorite the button is pressed (aria-pressed, a filled heart); its name stays, as a toggle's does, and
 * pressing it again adds nothing and says 'Ja adicionado' (spec section 4): removing is the favorites panel's job.
 */
export function FavoriteButton({
  favoriteOf,
  title,
  label = 'Favoritar',
  className,
  buttonClassName = 'media-actions__button',
}: FavoriteButtonProps) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const items = useAppSelector(selectFavorites);
  const imageLink = favoriteOf?.(pathname).imageLink;
  const favorited = imageLink !== undefined && isFavorite(items, imageLink);
  const [message, setMessage] = useState<keyof typeof messages | null>(null);
  // The lightbox's buttons stay while its photo changes: a message about the previous one would mislead.
  const [messageTitle, setMessageTitle] = useState(title);
  if (messageTitle !== title) {
    setMessageTitle(title);
    setMessage(null);
  }

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), favoritesPopoverMs);
    return () => window.clearTimeout(timer);
  }, [message]);

  const favorite = () => {
    if (!favoriteOf) return;
    const result = dispatch(addToFavorites(favoriteOf(pathname)));
    setMessage(result.added ? 'added' : result.reason);
  };

  return (
    <span className={['media-actions__favorite', className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={buttonClassName}
        aria-label={`${label}: ${displayTitle(title)}`}
        aria-pressed={favorited}
        disabled={!favoriteOf}
        onClick={favorite}
      >
        <HeartIcon />
        <span className="media-actions__label">{label}</span>
      </button>
      {/* Present before it has anything to say, so screen readers announce the message when it comes. */}
      <span
        className={`media-actions__status${message === 'full' ? ' media-actions__status--problem' : ''}`}
        role="status"
      >
        {message && messages[message]}
      </span>
    </span>
  );
}
