import { Link } from 'react-router-dom';
import type { NewsItem } from '../../domain/content';
import { displayTitle, formatDate } from '../../domain/format';
import { paths } from '../../domain/routes';
import { ResponsiveImage } from '../media/ResponsiveImage';
import './newsCard.css';

/**
 * How wide a card's photo is drawn in a NewsCardGrid: three columns from 992 px (the content box is at most 75rem
 * less its 2rem sides, gaps of 1.5rem), two from 545 px, one below, inside the page's side padding.
 */
export const newsCardImageSizes = [
  '(min-width: 1200px) 362px',
  '(min-width: 992px) calc((92vw - 3rem) / 3)',
  '(min-width: 545px) calc((92vw - 1.5rem) / 2)',
  '92vw',
].join(', ');

export interface NewsCardProps {
  item: NewsItem;
  /** The level of the card's title in the page's outline: 2 under the page's h1, 3 inside a section. */
  headingLevel?: 2 | 3;
  sizes?: string;
}

/** A news item as a card: photo, date dd/mm/yyyy, title and subtitle (two lines each); the whole card opens it. */
export function NewsCard({ item, headingLevel = 2, sizes = newsCardImageSizes }: NewsCardProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="news-card">
      <ResponsiveImage className="news-card__image" image={item} alt="" sizes={sizes} />
      <div className="news-card__body">
        <time className="news-card__date" dateTime={item.news_date}>
          {formatDate(item.news_date)}
        </time>
        <Title className="news-card__title text-clamp">
          <Link to={paths.news.detail.href(item.id)} className="news-card__link">
            {displayTitle(item.title)}
          </Link>
        </Title>
        {item.subtitle && <p className="news-card__subtitle text-clamp">{displayTitle(item.subtitle)}</p>}
      </div>
    </article>
  );
}

/** News cards in rows: three from 992 px, two from 545 px, one below. */
export function NewsCardGrid({ news, headingLevel = 2 }: { news: NewsItem[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="news-card-grid">
      {news.map((item) => (
        <li key={item.id} className="news-card-grid__item">
          <NewsCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
