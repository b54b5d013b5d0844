import { Link } from 'react-router-dom';
import { PicturePlaceholder } from '../../../components/media/PicturePlaceholder';
import { Thumbnail } from '../../../components/media/Thumbnail';
import { searchCategoryLabels } from '../../../domain/search';
import type { SearchResult } from '../../../domain/searchSchemas';
import { displayTitle, formatDate } from '../../../domain/format';
import { searchResultPath } from '../searchLinks';

/** The results of one tab: picture, category, title linking to the page, subtitle, and a news item's date. */
export function SearchResultList({ results }: { results: SearchResult[] }) {
  return (
    <ul className="search-results">
      {results.map((result) => {
        const { title, media, object } = result.item;
        const to = searchResultPath(result);
        return (
          <li key={`${result.category_type}-${object.id}`} className="search-result">
            {media ? (
              <Thumbnail
                className="search-result__image"
                src={media}
                alt=""
                sizes="6rem"
                width={160}
                height={107}
              />
            ) : (
              <PicturePlaceholder className="search-result__image" width={160} height={107} />
            )}
            <div className="search-result__body">
              <p className="search-result__category">{searchCategoryLabels[result.category_type]}</p>
              <h2 className="search-result__title">
                {to ? <Link to={to}>{displayTitle(title)}</Link> : displayTitle(title)}
              </h2>
              {object.subtitle && <p className="search-result__subtitle">{displayTitle(object.subtitle)}</p>}
              {result.category_type === 'news' && object.date && (
                <time className="search-result__date" dateTime={object.date}>
                  {formatDate(object.date)}
                </time>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
