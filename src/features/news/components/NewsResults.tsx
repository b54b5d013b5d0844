import { useEffect, useRef, useState } from 'react';
import { NewsCardGrid } from '../../../components/news/NewsCard';
import type { NewsItem } from '../../../domain/content';
import { useGetNewsPagesInfiniteQuery } from '../newsApi';
import { isFiltered, newsFilterToQuery, type NewsFilter } from '../newsFilters';

/** The news of every page fetched so far, in order, each once (a news item published meanwhile shifts the pages). */
function newsOfPages(pages: { news: NewsItem[] }[]): NewsItem[] {
  const seen = new Set<number>();
  return pages.flatMap((page) =>
    page.news.filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    }),
  );
}

/**
 * The list for a filter: the first 10 news, then 10 more per 'Ver Mais News', appended below those already shown.
 * A new filter starts again at 10, even when its pages are cached; while its first page loads, the previous list
 * stays in place, dimmed, rather than the page collapsing to a line and growing again.
 */
export function NewsResults({ filter }: { filter: NewsFilter }) {
  const filterKey = newsFilterToQuery(filter).toString();
  const query = useGetNewsPagesInfiniteQuery(filter);
  // Pages shown: cached pages beyond it (a filter seen before) are shown on 'Ver Mais News' without a new request.
  // Back to one page when the filter changes (state adjusted while rendering, as React recommends over an effect).
  const [shown, setShown] = useState({ filterKey, pages: 1 });
  if (shown.filterKey !== filterKey) setShown({ filterKey, pages: 1 });
  const shownPages = shown.filterKey === filterKey ? shown.pages : 1;

  const pages = query.currentData?.pages ?? [];
  const previous = pages.length === 0 && query.isFetching ? (query.data?.pages ?? []) : [];
  const news = newsOfPages(pages.slice(0, shownPages));
  const hasMore = shownPages < pages.length || query.hasNextPage;

  // After 'Ver Mais News', keyboard focus moves to the first news item added, where reading carries on (the button
  // moves below them, or goes away once all are shown).
  const resultsRef = useRef<HTMLDivElement>(null);
  const firstAdded = useRef<number | null>(null);
  useEffect(() => {
    const index = firstAdded.current;
    if (index === null || news.length <= index) return;
    firstAdded.current = null;
    resultsRef.current?.querySelectorAll<HTMLAnchorElement>('.news-card__link')[index]?.focus();
  }, [news.length]);

  const showMore = async () => {
    if (shownPages >= pages.length) {
      const result = await query.fetchNextPage();
      if (result.isError) return;
    }
    firstAdded.current = news.length;
    setShown((current) => ({ ...current, pages: current.pages + 1 }));
  };

  if (previous.length > 0) {
    return (
      <div className="news-list__results news-list__results--stale" aria-busy="true">
        <NewsCardGrid news={newsOfPages(previous.slice(0, 1))} />
      </div>
    );
  }

  if (pages.length === 0) {
    if (query.isError) {
      return (
        <div className="news-list__note" role="alert">
          <p>Não foi possível carregar as notícias agora. Tente novamente em alguns instantes.</p>
          <button type="button" className="btn btn-outline-primary" onClick={() => void query.refetch()}>
            Tentar de novo
          </button>
        </div>
      );
    }
    return (
      <p className="news-list__note" role="status">
        Carregando notícias…
      </p>
    );
  }

  if (news.length === 0) {
    return (
      <p className="news-list__note" role="status">
        {isFiltered(filter)
          ? 'Nenhuma notícia encontrada para este filtro. Escolha outra categoria ou limpe os filtros.'
          : 'Nenhuma notícia publicada ainda.'}
      </p>
    );
  }

  return (
    <div className="news-list__results" ref={resultsRef}>
      <NewsCardGrid news={news} />
      {query.isFetchNextPageError && !query.isFetchingNextPage && (
        <p className="news-list__note news-list__note--error" role="alert">
          Não foi possível carregar mais notícias agora. Tente novamente.
        </p>
      )}
      {hasMore && (
        <div className="news-list__more">
          <button
            type="button"
            className="btn btn-primary news-list__more-button"
            onClick={() => void showMore()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage || undefined}
          >
            {query.isFetchingNextPage ? 'Carregando…' : 'Ver Mais News'}
          </button>
        </div>
      )}
    </div>
  );
}
