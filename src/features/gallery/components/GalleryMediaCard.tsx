import { ResponsiveImage } from '../../../components/media/ResponsiveImage';
import { VideoPlayer } from '../../../components/media/VideoPlayer';
import type { GalleryItem } from '../../../domain/content';
import { displayTitle } from '../../../domain/format';
import { mediaTypeOf } from '../../../domain/media';
import { galleryCardSizes } from '../gallerySizes';

/** A gallery item is a video when its MP4 rendition says so (spec section 3: the type is told by extension). */
export function isGalleryVideo(item: GalleryItem): boolean {
  return mediaTypeOf(item.mediaMed) === 'video' || mediaTypeOf(item.media) === 'video';
}

/**
 * One photo or video of the gallery: the photo in its renditions, or the video's poster with a play button that
 * starts inline playback; the title below.
 */
export function GalleryMediaCard({ item }: { item: GalleryItem }) {
  const video = isGalleryVideo(item);
  return (
    <li className="gallery-grid__item">
      <figure className={`gallery-card${video ? ' gallery-card--video' : ''}`}>
        {video ? (
          <VideoPlayer
            className="gallery-card__media"
            src={mediaTypeOf(item.mediaMed) === 'video' ? item.mediaMed : item.media}
            poster={item.mediaLow}
            title={item.title}
          />
        ) : (
          <ResponsiveImage
            className="gallery-card__media"
            image={item}
            alt={item.title}
            sizes={galleryCardSizes}
          />
        )}
        <figcaption className="gallery-card__caption">{displayTitle(item.title)}</figcaption>
        {/* The lightbox, size choice, download (after the terms) and favorite go here: not built yet. */}
      </figure>
    </li>
  );
}

export function GalleryMediaGrid({ items }: { items: GalleryItem[] }) {
  return (
    <ul className="gallery-grid">
      {items.map((item) => (
        <GalleryMediaCard key={item.id} item={item} />
      ))}
    </ul>
  );
}
