import { useSearchParams } from 'react-router-dom';
import { useGetMenuQuery } from '../../../lib/api/siteApi';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { NewsFilters } from '../components/NewsFilters';
import { NewsResults } from '../components/NewsResults';
import { useGetNewsCarsQuery } from '../newsApi';
import { newsFilterFromQuery, newsFilterToQuery, newsKindOf, type NewsFilter } from '../newsFilters';
import '../news.scss';

/** /news: the latest news, 10 at a time, filtered by kind and by the car or page they are about. */
export default function NewsListPage() {
  useDocumentTitle('News');
  const [query, setQuery] = useSearchParams();
  const filter = newsFilterFromQuery(query);
  const { data: menu } = useGetMenuQuery();
  // Asked for only once the cars are the kind chosen: most visits of the list never filter by car.
  const { data: newsCars } = useGetNewsCarsQuery(undefined, {
    skip: newsKindOf(filter.textEnum)?.choices !== 'newsCars',
  });

  const changeFilter = (next: NewsFilter) => setQuery(newsFilterToQuery(next));

  return (
    <div className="news-list site-container">
      <Breadcrumb items={[{ label: 'Media Center', to: paths.mediaCenter.href() }, { label: 'News' }]} />
      <h1 className="news-list__title">News</h1>
      <p className="news-list__lead">
        Comunicados, lançamentos e novidades da Aurora Veículos do Brasil para a imprensa.
      </p>
      <NewsFilters filter={filter} lists={{ menu, newsCars: newsCars?.cars }} onChange={changeFilter} />
      <NewsResults filter={filter} />
    </div>
  );
}
