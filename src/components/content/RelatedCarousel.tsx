import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { GalleryItem, MediaVariants, NewsItem } from '../../domain/content';
import { displayTitle, formatDate } from '../../domain/format';
import { mediaTypeOf } from '../../domain/media';
import { paths } from '../../domain/routes';
import { Carousel } from '../media/carousel/Carousel';
import { ResponsiveImage } from '../media/ResponsiveImage';
import { relatedCarouselSettings, settingsAt, type RelatedOrientation } from './relatedCarouselSettings';
import { useContentViewport } from './useContentViewport';
import './content.css';

/** One card of the related-content carousel: a news item (opens it) or a photo or video (opens the file). */
export interface RelatedItem {
  key: string;
  kind: 'news' | 'photo' | 'video';
  title: string;
  /** A route of the site (news) or a media file's address (photo, video). */
  href: string;
  image: MediaVariants;
  /** News only: its day, 'yyyy-mm-dd'. */
  date?: string;
}

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

/** Photos open their medium rendition, videos their MP4; a video's card shows its poster (the low rendition). */
export function relatedGallery(gallery: GalleryItem[]): RelatedItem[] {
  return gallery.map((item) => {
    const video = mediaTypeOf(item.mediaMed || item.media) === 'video';
    return {
      key: `gallery-${item.id}`,
      kind: video ? 'video' : 'photo',
      title: item.title,
      href: video ? item.mediaMed : item.mediaMed || item.media,
      image: video ? { media: item.mediaLow, mediaMed: item.mediaLow, mediaLow: item.mediaLow } : item,
    };
  });
}

/**
 * How wide a card's picture is drawn (content.css, `.related-card__thumb`): 7.5rem in the rows of a phone, 8.5rem in
 * the vertical list beside a version or news item, else the slide's width (about a third of the content box).
 */
const thumbnailSizes: Record<RelatedOrientation, string> = {
  horizontal: '(max-width: 544px) 7.5rem, (max-width: 768px) 35vw, 22rem',
  vertical: '(max-width: 544px) 7.5rem, (max-width: 991px) 35vw, 8.5rem',
};

function RelatedCard({ item, orientation }: { item: RelatedItem; orientation: RelatedOrientation }) {
  const title = displayTitle(item.title);
  const body = (
    <>
      <span className="related-card__thumb">
        <ResponsiveImage
          image={item.image}
          alt=""
          sizes={thumbnailSizes[orientation]}
          width={480}
          height={320}
        />
        {item.kind === 'video' && <span className="related-card__badge">Vídeo</span>}
      </span>
      <span className="related-card__text">
        {item.date && (
          <time className="related-card__date" dateTime={item.date}>
            {formatDate(item.date)}
          </time>
        )}
        <span className="related-card__title text-clamp">{title}</span>
      </span>
    </>
  );
  return item.kind === 'news' ? (
    <Link to={item.href} className="related-card">
      {body}
    </Link>
  ) : (
    <a href={item.href} className="related-card" target="_blank" rel="noopener noreferrer">
      {body}{' '}
      <span className="visually-hidden">
        ({item.kind === 'video' ? 'vídeo' : 'foto'}, abre em nova janela)
      </span>
    </a>
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

/** Related news and gallery items in a slider (spec section 9); nothing at all when there are none. */
export function RelatedCarousel({
  title,
  items,
  orientation = 'horizontal',
  headingLevel = 2,
  className,
}: RelatedCarouselProps) {
  const headingId = useId();
  const viewport = useContentViewport();
  if (items.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={['related-carousel', `related-carousel--${orientation}`, className]
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
            <RelatedCard item={item} orientation={orientation} />
          </div>
        ))}
      </Carousel>
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
