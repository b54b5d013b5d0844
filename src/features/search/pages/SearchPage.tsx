import { skipToken } from '@reduxjs/toolkit/query/react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import {
  searchCategories,
  searchCategoryLabels,
  searchQueryOf,
  searchTexts,
  type SearchCategory,
} from '../../../domain/search';
import { useAnnounce } from '../../../lib/a11y/useAnnounce';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { SearchResultList } from '../components/SearchResultList';
import { SearchTabs, type SearchTab } from '../components/SearchTabs';
import type { SearchResponse } from '../../../domain/searchSchemas';
import { useGetSearchResultsQuery } from '../searchApi';
import { resultsCount, resultsTitle, searchLabels } from '../searchTexts';
import '../search.scss';

const allTab = 'todos';

/** The categories of the answer's `headers` (its tab names) that have results, in the answer's order. */
function categoriesOf(response: SearchResponse): SearchCategory[] {
  return response.headers.flatMap((header) => {
    const category = searchCategories.find((candidate) => searchCategoryLabels[candidate] === header);
    return category && response[category].length > 0 ? [category] : [];
  });
}

/**
 * /SearchPage?search={text}: the full results, 'Todos' and one tab per category with its count (spec sections 2 and
 * 8). The tab shown is in the address (?tab=news), so a reload or a shared link keeps it. A missing or too-short
 * query goes to /, as from the header.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = searchQueryOf(params.get('search'));
  useDocumentTitle(query ? resultsTitle(query) : null);
  const { currentData, isError, refetch } = useGetSearchResultsQuery(query ?? skipToken);

  const found = isError
    ? 'Não foi possível carregar os resultados.'
    : !currentData
      ? null
      : currentData.total === 0
        ? searchTexts.noResults
        : resultsCount(currentData.total);
  // What a search found is said through the page's live region, each new search too (its count may be the last one's).
  useAnnounce(found, query);

  if (query === null) return <Navigate to="/" replace />;

  const categories = currentData ? categoriesOf(currentData) : [];
  const tabs: SearchTab[] = currentData
    ? [
        { key: allTab, label: `${searchLabels.all} (${currentData.total})` },
        ...categories.map((category) => ({
          key: category,
          label: `${searchCategoryLabels[category]} (${currentData[category].length})`,
        })),
      ]
    : [];
  const requested = params.get('tab');
  // An unknown tab, or one of a category without results now, shows them all.
  const activeCategory = categories.find((category) => category === requested);

  const selectTab = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === allTab) next.delete('tab');
    else next.set('tab', key);
    // Replace: moving among tabs is not a page of its own to go back through.
    setParams(next, { replace: true });
  };

  return (
    <div className="search-page site-container">
      <Breadcrumb items={[{ label: resultsTitle(query) }]} />
      <h1 className="search-page__title">{resultsTitle(query)}</h1>
      <p className="search-page__status">{found ?? searchTexts.searching}</p>
      {isError && (
        <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
          Tentar novamente
        </button>
      )}
      {currentData && currentData.total > 0 && (
        <SearchTabs
          label={searchLabels.tabs}
          tabs={tabs}
          activeKey={activeCategory ?? allTab}
          onSelect={selectTab}
        >
          <SearchResultList results={activeCategory ? currentData[activeCategory] : currentData.listAll} />
        </SearchTabs>
      )}
    </div>
  );
}
