import { MediaActions } from '../../../components/media/MediaActions';
import { isVideoItem } from '../../../components/media/mediaItem';
import { ResponsiveImage } from '../../../components/media/ResponsiveImage';
import { useMediaLightbox } from '../../../components/media/useMediaLightbox';
import { VideoPlayer } from '../../../components/media/VideoPlayer';
import type { GalleryItem } from '../../../domain/content';
import { displayTitle } from '../../../domain/format';
import { galleryImageSizes } from '../imageSizes';

/**
 * Latest photos and videos: rows of 3, 2 at 768 px and under (the first of three taking the whole row), 1 at 544
 * and under. Videos play inline on a tap; photos open in a lightbox over the grid's photos; each can be downloaded
 * and favorited.
 */
export function GalleryGrid({ items }: { items: GalleryItem[] }) {
  const three = items.length === 3;
  const { enlargerOf, lightbox } = useMediaLightbox(items);
  return (
    <>
      <ul className={`home-gallery${three ? ' home-gallery--three' : ''}`}>
        {items.map((item, index) => (
          <li key={item.id} className="home-gallery__item">
            <figure className="home-gallery__figure">
              {isVideoItem(item) ? (
                <VideoPlayer
                  className="home-gallery__media"
                  src={item.mediaMed}
                  poster={item.mediaLow}
                  title={item.title}
                />
              ) : (
                <ResponsiveImage
                  className="home-gallery__media"
                  image={item}
                  alt={item.title}
                  sizes={galleryImageSizes(three && index === 0)}
                />
              )}
              <figcaption className="home-gallery__caption">{displayTitle(item.title)}</figcaption>
              <MediaActions className="home-gallery__actions" item={item} enlarger={enlargerOf(item)} />
            </figure>
          </li>
        ))}
      </ul>
      {lightbox}
    </>
  );
}
