import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { GalleryItem, MediaVariants, NewsItem } from '../../domain/content';
import { displayTitle, formatDate } from '../../domain/format';
import { mediaTypeOf } from '../../domain/media';
import { paths } from '../../domain/routes';
import { Carousel } from '../media/carousel/Carousel';
import { MediaActions } from '../media/MediaActions';
import { isVideoItem, type Enlarger } from '../media/mediaItem';
import { ResponsiveImage } from '../media/ResponsiveImage';
import { useMediaLightbox } from '../media/useMediaLightbox';
import { VideoPlayer } from '../media/VideoPlayer';
import { relatedCarouselSettings, settingsAt, type RelatedOrientation } from './relatedCarouselSettings';
import { useContentViewport } from './useContentViewport';
import './content.css';

/**
 * One card of the related-content carousel: a news item, a link to its page; or a photo or video of the gallery,
 * shown for itself with its actions (Ampliar, Baixar at a size after the download terms, Favoritar), as everywhere
 * on the site, never a link to its file.
 */
export type RelatedItem =
  | {
      key: string;
      kind: 'news';
      title: string;
      /** The news item's route. */
      href: string;
      image: MediaVariants;
      /** Its day, 'yyyy-mm-dd'. */
      date: string;
    }
  | { key: string; kind: 'media'; media: GalleryItem };

export function relatedNews(news: NewsItem[]): RelatedItem[] {
  return news.map((item) => ({
    key: `news-${item.id}`,
    kind: 'news',
    title: item.title,
    href: paths.news.detail.href(item.id),
    image: item,
    date: item.news_date,
  }));
}

export function relatedGallery(gallery: GalleryItem[]): RelatedItem[] {
  return gallery.map((media) => ({ key: `gallery-${media.id}`, kind: 'media', media }));
}

/**
 * How wide a card's picture is drawn (content.css, `.related-card__thumb`): 7.5rem in the rows of a phone, 8.5rem in
 * the vertical list beside a version or news item, else the slide's width (about a third of the content box).
 */
const thumbnailSizes: Record<RelatedOrientation, string> = {
  horizontal: '(max-width: 544px) 7.5rem, (max-width: 768px) 35vw, 22rem',
  vertical: '(max-width: 544px) 7.5rem, (max-width: 991px) 35vw, 8.5rem',
};

type NewsCardItem = Extract<RelatedItem, { kind: 'news' }>;

function RelatedNewsCard({ item, orientation }: { item: NewsCardItem; orientation: RelatedOrientation }) {
  return (
    <Link to={item.href} className="related-card">
      <span className="related-card__thumb">
        <ResponsiveImage
          image={item.image}
          alt=""
          sizes={thumbnailSizes[orientation]}
          width={480}
          height={320}
        />
      </span>
      <span className="related-card__text">
        <time className="related-card__date" dateTime={item.date}>
          {formatDate(item.date)}
        </time>
        <span className="related-card__title text-clamp">{displayTitle(item.title)}</span>
      </span>
    </Link>
  );
}

interface RelatedMediaCardProps {
  media: GalleryItem;
  orientation: RelatedOrientation;
  enlarger?: Enlarger;
}

/** A photo (Ampliar opens the carousel's lightbox) or a video (played in its card), its title and its actions. */
function RelatedMediaCard({ media, orientation, enlarger }: RelatedMediaCardProps) {
  const video = isVideoItem(media);
  return (
    <div className="related-card related-card--media">
      <span className="related-card__thumb">
        {video ? (
          <VideoPlayer
            src={mediaTypeOf(media.mediaMed) === 'video' ? media.mediaMed : media.media}
            poster={media.mediaLow}
            title={media.title}
            width={480}
            height={320}
          />
        ) : (
          <ResponsiveImage
            image={media}
            alt={media.title}
            sizes={thumbnailSizes[orientation]}
            width={480}
            height={320}
          />
        )}
      </span>
      <div className="related-card__text">
        <span className="related-card__title text-clamp">{displayTitle(media.title)}</span>
        <MediaActions className="related-card__actions" item={media} enlarger={enlarger} />
      </div>
    </div>
  );
}

export interface RelatedCarouselProps {
  title: string;
  items: RelatedItem[];
  /** Horizontal below a page, or the vertical list of 7 beside a version. */
  orientation?: RelatedOrientation;
  /** The heading level that keeps the page's outline in order. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * Related news and gallery items in a slider (spec section 9), the photos opening in one lightbox; nothing at all
 * when there are none.
 */
export function RelatedCarousel({
  title,
  items,
  orientation = 'horizontal',
  headingLevel = 2,
  className,
}: RelatedCarouselProps) {
  const headingId = useId();
  const viewport = useContentViewport();
  const media = useMemo(() => items.flatMap((item) => (item.kind === 'media' ? [item.media] : [])), [items]);
  const { enlargerOf, lightbox } = useMediaLightbox(media);
  if (items.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={[
        'related-carousel',
        `related-carousel--${orientation}`,
        media.length > 0 && 'related-carousel--media',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={headingId}
    >
      <Heading id={headingId} className="related-carousel__title">
        {title}
      </Heading>
      <Carousel
        // A new layout (vertical, rows) is a new slider: react-slick measures its track once, when it mounts.
        key={viewport}
        {...settingsAt(relatedCarouselSettings(items.length, orientation), viewport)}
        dotLabel={(index) => `${title}: ir para o grupo ${index + 1}`}
      >
        {items.map((item) => (
          <div key={item.key} className="related-carousel__item">
            {item.kind === 'news' ? (
              <RelatedNewsCard item={item} orientation={orientation} />
            ) : (
              <RelatedMediaCard
                media={item.media}
                orientation={orientation}
                enlarger={enlargerOf(item.media)}
              />
            )}
          </div>
        ))}
      </Carousel>
      {lightbox}
    </section>
  );
}

/** A page's news and gallery lists, each its own carousel, below the page (nothing for an empty list). */
export function RelatedLists({ news, gallery }: { news: NewsItem[]; gallery: GalleryItem[] }) {
  if (news.length === 0 && gallery.length === 0) return null;
  return (
    <div className="related-lists site-container">
      <RelatedCarousel title="Notícias" items={relatedNews(news)} />
      <RelatedCarousel title="Fotos e vídeos" items={relatedGallery(gallery)} />
    </div>
  );
}
