import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

export interface LazyPartProps {
  /** What stands in its place when its code cannot come; decided at each render, so it may follow the caller's state. */
  failed: ReactNode;
  /** What shows while the code comes: nothing unless told. */
  loading?: ReactNode;
  children: ReactNode;
}

/**
 * A part of the site whose code loads on demand (React.lazy), `loading` drawn while the code comes. The code may
 * never come, when the connection dropped or a new version was published while the tab stayed open (the old chunk
 * names are gone): `failed` is drawn then. Without this boundary the error would reach the page's, and a menu or a
 * dialog that failed would take the whole page with it; from the header, the whole site. React logs the error.
 */
export function LazyPart({ failed, loading = null, children }: LazyPartProps) {
  return (
    <ErrorBoundary fallback={failed}>
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}
