import { ResponsiveImage } from '../../../components/media/ResponsiveImage';
import { VideoPlayer } from '../../../components/media/VideoPlayer';
import type { GalleryItem } from '../../../domain/content';
import { displayTitle } from '../../../domain/format';
import { isVideo } from '../homeRules';
import { galleryImageSizes } from '../imageSizes';

/**
 * Latest photos and videos: rows of 3, 2 at 768 px and under (the first of three taking the whole row), 1 at 544
 * and under. Videos play inline on a tap.
 */
export function GalleryGrid({ items }: { items: GalleryItem[] }) {
  const three = items.length === 3;
  return (
    <ul className={`home-gallery${three ? ' home-gallery--three' : ''}`}>
      {items.map((item, index) => (
        <li key={item.id} className="home-gallery__item">
          <figure className="home-gallery__figure">
            {isVideo(item) ? (
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
          </figure>
        </li>
      ))}
    </ul>
  );
}
