import { useId, type ReactNode } from 'react';
import { MediaCardGrid } from '../../../components/media/MediaCardGrid';
import type { GalleryItem } from '../../../domain/content';
import '../newsMediaSet.css';

/**
 * A news item's photos and videos under its text, as cards with their actions, like the gallery's: what a
 * journalist takes from the release, with `actions` for the whole set under the heading ('Baixar todas'). Nothing
 * when the item has none beyond what its text shows.
 */
export function NewsMediaSet({ items, actions }: { items: GalleryItem[]; actions?: ReactNode }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="news-media-set" aria-labelledby={headingId}>
      <h2 id={headingId} className="news-media-set__title">
        Fotos e vídeos
      </h2>
      {actions}
      <MediaCardGrid items={items} layout="column" />
    </section>
  );
}
