import type { ReactNode } from 'react';
import { PageLoading } from '../layout/PageLoading';
import { ContentProblem, problemTitle } from './ContentProblem';

/** What a content page needs of its RTK Query read. */
export interface ContentRead<P> {
  data?: { page: P | null };
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

const notFound = { status: 404, message: 'Not Found' };

/**
 * The window title of a content page: the page's title once it arrived, what went wrong when it failed, the site's
 * own while it loads. `invalid` is an address that names no content (`/cars/car/abc`).
 */
export function contentTitle<P extends { title: string }>(
  read: ContentRead<P>,
  invalid = false,
): string | null {
  if (invalid) return problemTitle(notFound);
  if (read.data?.page) return read.data.page.title;
  if (read.isError || read.data) return problemTitle(read.error);
  return null;
}

/**
 * A content page's read, drawn: the page once it arrived; 'Conteúdo não encontrado.' for a 404 or an address that
 * names no content; a message with a retry when it failed (or answered something unreadable); a spinner meanwhile.
 */
export function ContentGate<P, D extends { page: P | null }>({
  read,
  invalid = false,
  children,
}: {
  read: ContentRead<P> & { data?: D };
  invalid?: boolean;
  /** Draws the page; `answer` is the whole read (its news and gallery lists). */
  children: (page: P, answer: D) => ReactNode;
}) {
  if (invalid) return <ContentProblem error={notFound} onRetry={() => {}} />;
  const page = read.data?.page;
  if (read.data && page) return <>{children(page, read.data)}</>;
  if (read.isError || read.data)
    return <ContentProblem error={read.error} onRetry={() => void read.refetch()} />;
  return <PageLoading />;
}
