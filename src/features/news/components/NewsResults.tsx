import { useState } from 'react';
import { NewsCardGrid } from '../../../components/news/NewsCard';
import type { NewsItem } from '../../../domain/content';
import { useGetNewsPagesInfiniteQuery } from '../newsApi';
import { isFiltered, type NewsFilter } from '../newsFilters';

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
 * The list for one filter: the first 10 news, then 10 more per 'Ver Mais News', appended below those already shown.
 * Mounted afresh for each filter (its `key`), so a new filter starts again at 10, even when its pages are cached.
 */
export function NewsResults({ filter }: { filter: NewsFilter }) {
  const query = useGetNewsPagesInfiniteQuery(filter);
  const pages = query.currentData?.pages ?? [];
  // Pages shown: cached pages beyond it (a filter seen before) are shown on 'Ver Mais News' without a new request.
  const [shownPages, setShownPages] = useState(1);
  const news = newsOfPages(pages.slice(0, shownPages));
  const hasMore = shownPages < pages.length || query.hasNextPage;

  const showMore = async () => {
    if (shownPages >= pages.length) {
      const result = await query.fetchNextPage();
      if (result.isError) return;
    }
    setShownPages((count) => count + 1);
  };

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
    <>
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
    </>
  );
}
