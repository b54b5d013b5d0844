import { MediaActions } from '../../../components/media/MediaActions';
import { isVideoItem, type Enlarger } from '../../../components/media/mediaItem';
import { ResponsiveImage } from '../../../components/media/ResponsiveImage';
import { useMediaLightbox } from '../../../components/media/useMediaLightbox';
import { VideoPlayer } from '../../../components/media/VideoPlayer';
import type { GalleryItem } from '../../../domain/content';
import { displayTitle } from '../../../domain/format';
import { mediaTypeOf } from '../../../domain/media';
import { galleryCardSizes } from '../gallerySizes';

/**
 * One photo or video of the gallery: the photo in its renditions, or the video's poster with a play button that
 * starts inline playback; the title below, then its actions (Ampliar for a photo, Baixar, Favoritar).
 */
export function GalleryMediaCard({ item, enlarger }: { item: GalleryItem; enlarger?: Enlarger }) {
  const video = isVideoItem(item);
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
      </figure>
      <MediaActions item={item} enlarger={enlarger} />
    </li>
  );
}

/** A list of photos and videos (a gallery section, an album), with one lightbox over its photos. */
export function GalleryMediaGrid({ items }: { items: GalleryItem[] }) {
  const { enlargerOf, lightbox } = useMediaLightbox(items);
  return (
    <>
      <ul className="gallery-grid">
        {items.map((item) => (
          <GalleryMediaCard key={item.id} item={item} enlarger={enlargerOf(item)} />
        ))}
      </ul>
      {lightbox}
    </>
  );
}
