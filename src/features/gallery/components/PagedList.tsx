import type { ReactNode } from 'react';

/** What a paged list needs of its RTK Query infinite query. */
export interface PagedRead {
  /** Pages fetched so far (none yet while the first loads or when it failed). */
  pageCount: number;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface PagedListTexts {
  /** 'Carregando fotos…' */
  loading: string;
  /** 'Nenhuma foto publicada ainda.' */
  empty: string;
  /** 'Não foi possível carregar as fotos agora.' */
  failed: string;
  /** 'Não foi possível carregar mais fotos agora.' */
  moreFailed: string;
}

/**
 * A list paged 9 at a time: its items, then 'Ver mais', which fetches the next page and appends it, and hides once
 * the current page equals the total pages (spec section 4). A failure is said here and leaves the rest of the page
 * alone.
 */
export function PagedList({
  read,
  count,
  texts,
  moreLabel,
  children,
}: {
  read: PagedRead;
  /** Items fetched so far. */
  count: number;
  texts: PagedListTexts;
  /** The button's accessible name, naming the list ('Ver mais fotos'); it reads 'Ver mais'. */
  moreLabel: string;
  children: ReactNode;
}) {
  if (read.pageCount === 0) {
    if (read.isError) {
      return (
        <div className="gallery-note gallery-note--error" role="alert">
          <p>{texts.failed} Tente novamente em alguns instantes.</p>
          <button type="button" className="btn btn-outline-primary" onClick={() => void read.refetch()}>
            Tentar de novo
          </button>
        </div>
      );
    }
    return (
      <p className="gallery-note gallery-note--loading" role="status">
        {texts.loading}
      </p>
    );
  }

  if (count === 0) {
    return (
      <p className="gallery-note" role="status">
        {texts.empty}
      </p>
    );
  }

  return (
    <>
      {children}
      {read.isFetchNextPageError && !read.isFetchingNextPage && (
        <p className="gallery-note gallery-note--error" role="alert">
          {texts.moreFailed} Tente novamente.
        </p>
      )}
      {read.hasNextPage && (
        <div className="gallery-more">
          <button
            type="button"
            className="btn btn-primary"
            aria-label={moreLabel}
            onClick={() => void read.fetchNextPage()}
            disabled={read.isFetchingNextPage}
            aria-busy={read.isFetchingNextPage || undefined}
          >
            {read.isFetchingNextPage ? 'Carregando…' : 'Ver mais'}
          </button>
        </div>
      )}
    </>
  );
}

/** The paging state of an infinite query's result, for PagedList. */
export function pagedRead(query: {
  currentData?: { pages: unknown[] };
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}): PagedRead {
  return {
    pageCount: query.currentData?.pages.length ?? 0,
    isError: query.isError,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    fetchNextPage: query.fetchNextPage,
    refetch: query.refetch,
  };
}
