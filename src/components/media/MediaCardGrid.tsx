import type { GalleryItem } from '../../domain/content';
import { displayTitle } from '../../domain/format';
import { mediaTypeOf } from '../../domain/media';
import { MediaActions } from './MediaActions';
import { mediaCardSizes, type MediaCardLayout } from './mediaCardSizes';
import { creditLabel, isVideoItem, type Enlarger } from './mediaItem';
import { ResponsiveImage } from './ResponsiveImage';
import { useMediaLightbox } from './useMediaLightbox';
import { VideoPlayer } from './VideoPlayer';
import './mediaCard.css';

interface MediaCardProps {
  item: GalleryItem;
  enlarger?: Enlarger;
  sizes: string;
}

/**
 * One photo or video shown for itself: the photo in its renditions, or the video's poster with a play button that
 * starts inline playback; the title below, with its caption and credit where the page has them, then its actions
 * (Ampliar for a photo, Baixar, Favoritar).
 */
function MediaCard({ item, enlarger, sizes }: MediaCardProps) {
  const video = isVideoItem(item);
  return (
    <li className="media-grid__item">
      <figure className={`media-card${video ? ' media-card--video' : ''}`}>
        {video ? (
          <VideoPlayer
            className="media-card__media"
            src={mediaTypeOf(item.mediaMed) === 'video' ? item.mediaMed : item.media}
            poster={item.mediaLow}
            title={item.title}
          />
        ) : (
          <ResponsiveImage className="media-card__media" image={item} alt={item.title} sizes={sizes} />
        )}
        <figcaption className="media-card__caption">
          <span className="media-card__title">{displayTitle(item.title)}</span>
          {/* Spaces between the parts, so they are read and copied apart whatever their layout. */}
          {item.caption && <span className="media-card__legend"> {item.caption}</span>}
          {item.credit && (
            <small className="media-card__credit">
              {' '}
              <span className="visually-hidden">{creditLabel} </span>
              {item.credit}
            </small>
          )}
        </figcaption>
      </figure>
      <MediaActions item={item} enlarger={enlarger} />
    </li>
  );
}

export interface MediaCardGridProps {
  items: GalleryItem[];
  /** Across the page's box (the gallery, the media center), or in a content page's main column (a news item's set). */
  layout?: MediaCardLayout;
}

/**
 * A list of photos and videos as cards, with one lightbox over its photos: the gallery's sections and albums, the
 * media center's latest photos, a news item's set. Every photo or video the site shows for itself is such a card,
 * or carries the same actions (MediaActions) where it is drawn otherwise.
 */
export function MediaCardGrid({ items, layout = 'page' }: MediaCardGridProps) {
  const { enlargerOf, lightbox } = useMediaLightbox(items);
  return (
    <>
      <ul className={`media-grid media-grid--${layout}`}>
        {items.map((item) => (
          <MediaCard key={item.id} item={item} enlarger={enlargerOf(item)} sizes={mediaCardSizes[layout]} />
        ))}
      </ul>
      {lightbox}
    </>
  );
}
