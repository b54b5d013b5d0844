import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { favoritesPopoverMs, type FavoriteItem } from '../../../domain/favorites';
import { followFavoritesOfTheAccount } from '../../../state/favorites/accountFavorites';
import { followFavoritesOfOtherTabs } from '../../../state/favorites/favoritesPersistence';
import { removeFromFavorites, selectFavorites } from '../../../state/favorites/favoritesSlice';
import { announce } from '../../../lib/a11y/announcer';
import { displayTitle } from '../../../domain/format';
import { favoritesButtonLabel, removedAnnouncement } from '../favoritesTexts';
import { FavoritesPreview } from './FavoritesPreview';
import { HeartIcon } from './HeartIcon';
import '../favoritesMenu.css';

/**
 * The header's favorites icon with its count, and the preview it opens (spec sections 2, 4 and 9). The preview also
 * opens by itself whenever the list grows, wherever the item was added, and then closes after 3 s unless the
 * visitor is pointing at it or working in it. Escape, wherever the focus is, a click elsewhere and the focus moving
 * out of it (it covers the page's top right) close it. A removal is said, with the count left.
 */
export function FavoritesMenu() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectFavorites);
  const location = useLocation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Which remove button takes focus once the list has re-rendered without the removed item.
  const focusAfterRemoval = useRef<number | null>(null);

  // State adjusted while rendering (React's advice over an effect): a longer list opens the preview, and a new
  // page closes it.
  const [seenCount, setSeenCount] = useState(items.length);
  if (seenCount !== items.length) {
    setSeenCount(items.length);
    if (items.length > seenCount) setOpen(true);
  }
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(false);
  }

  useEffect(() => followFavoritesOfOtherTabs(dispatch), [dispatch]);
  useEffect(() => followFavoritesOfTheAccount(dispatch), [dispatch]);

  useEffect(() => {
    if (!open || hovered || focused) return;
    const timer = window.setTimeout(() => setOpen(false), favoritesPopoverMs);
    return () => window.clearTimeout(timer);
  }, [open, hovered, focused, items]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const removeButtons = panelRef.current?.querySelectorAll<HTMLElement>('.favorites-preview__remove') ?? [];
    const next = removeButtons[Math.min(index, removeButtons.length - 1)];
    (next ?? panelRef.current?.querySelector<HTMLElement>('a'))?.focus();
  }, [items]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close(true);
  };

  // Opened by a 'Favoritar' elsewhere on the page, the preview closes on Escape just the same, and the focus stays
  // where the visitor is (the key pressed in the menu stops above, with the focus back on the icon).
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  const remove = (item: FavoriteItem, index: number) => {
    focusAfterRemoval.current = index;
    const left = items.filter((existing) => existing.imageLink !== item.imageLink).length;
    dispatch(removeFromFavorites(item.imageLink));
    announce(removedAnnouncement(displayTitle(item.name), left));
  };

  return (
    <div
      ref={rootRef}
      className="favorites-menu"
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        const next = event.relatedTarget as Element | null;
        if (rootRef.current?.contains(next)) return;
        setFocused(false);
        // Focus gone elsewhere on the page: the preview would hide what it went to. A dialog of its own (drawn in a
        // portal) keeps it open; focus dropped to nowhere (a window left, a removed control) is no move.
        if (next && !next.closest('[role="dialog"], .modal')) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="site-header__icon-button favorites-menu__button"
        aria-label={favoritesButtonLabel(items.length)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <HeartIcon className="favorites-menu__icon" />
        {items.length > 0 && (
          <span className="favorites-menu__badge" aria-hidden="true">
            {items.length > 99 ? '99+' : items.length}
          </span>
        )}
      </button>
      {open && (
        <FavoritesPreview
          id={panelId}
          panelRef={panelRef}
          items={items}
          onRemove={remove}
          onNavigate={() => setOpen(false)}
        />
      )}
    </div>
  );
}
