import { Link } from 'react-router-dom';
import { ResponsiveImage } from '../../../components/media/ResponsiveImage';
import type { NewsItem } from '../../../domain/content';
import { displayTitle, formatDate } from '../../../domain/format';
import { paths } from '../../../domain/routes';
import { newsImageSizes } from '../imageSizes';

/**
 * News cards: picture, date, title and subtitle (two lines each), the whole card opening the news item. Three per
 * row from 992 px, two within the panels from 545 px (the first of three taking the whole row), one below.
 */
export function NewsList({ news }: { news: NewsItem[] }) {
  const three = news.length === 3;
  return (
    <ul className={`home-news${three ? ' home-news--three' : ''}`}>
      {news.map((item, index) => (
        <li key={item.id} className="home-card">
          <ResponsiveImage
            className="home-card__image"
            image={item}
            alt={item.title}
            sizes={newsImageSizes(three && index === 0)}
          />
          <div className="home-card__body">
            <time className="home-card__meta" dateTime={item.news_date}>
              {formatDate(item.news_date)}
            </time>
            <h3 className="home-card__title text-clamp">
              <Link to={paths.news.detail.href(item.id)} className="home-card__link">
                {displayTitle(item.title)}
              </Link>
            </h3>
            {item.subtitle && <p className="home-card__subtitle text-clamp">{item.subtitle}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
