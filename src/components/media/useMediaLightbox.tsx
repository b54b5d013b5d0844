import { lazy, useCallback, useMemo, useRef, useState } from 'react';
import { LazyPart } from '../layout/LazyPart';
import { PartLoadError } from '../layout/PartLoadError';
import { isVideoItem, type Enlarger, type MediaItem } from './mediaItem';

const loadLightbox = () => import('./MediaLightbox');
const MediaLightbox = lazy(loadLightbox);

// A failed load is told when the lightbox is opened (LazyPart), not here.
const preload = () => void loadLightbox().catch(() => {});

/**
 * `list`, or the previous one when it holds the same items: pages rebuild their lists on every render, and the
 * lightbox goes back to the photo it opened at whenever it is handed a new list.
 */
function useSameList<T>(list: T[]): T[] {
  const [kept, setKept] = useState(list);
  const same = kept.length === list.length && kept.every((item, index) => item === list[index]);
  if (!same) setKept(list);
  return same ? kept : list;
}

/**
 * The lightbox over one list of media (a gallery section, an album, the home grid, a page's media blocks): its
 * photos only, since a video plays in its own card. `enlargerOf(item)` is what that photo's 'Ampliar' calls;
 * `lightbox` is rendered once beside the list. The lightbox library is loaded on first use, not with the page.
 */
export function useMediaLightbox<T extends MediaItem>(items: readonly T[]) {
  const photos = useSameList(useMemo(() => items.filter((item) => !isVideoItem(item)), [items]));
  // `opening` counts the openings: each one starts a fresh lightbox, at its photo, whatever the last one showed.
  const [view, setView] = useState<{ index: number; open: boolean; opening: number } | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const enlargerOf = useCallback(
    (item: T): Enlarger | undefined => {
      const index = photos.indexOf(item);
      if (index < 0) return undefined;
      return {
        open: (opener) => {
          openerRef.current = opener;
          setView((last) => ({ index, open: true, opening: (last?.opening ?? 0) + 1 }));
        },
        preload,
      };
    },
    [photos],
  );

  const close = () => view && setView({ ...view, open: false });
  const lightbox = view ? (
    <LazyPart failed={view.open && <PartLoadError onClose={close} />}>
      <MediaLightbox
        key={view.opening}
        items={photos}
        index={view.index}
        open={view.open}
        onClose={close}
        // The library returns focus to what had it before; a click doesn't focus a button in every browser.
        onClosed={() => openerRef.current?.focus()}
      />
    </LazyPart>
  ) : null;

  return { enlargerOf, lightbox };
}
