import { useSearchParams } from 'react-router-dom';

/** The preview token of the page's address (`?token=`), passed on to its content read; undefined without one. */
export function usePreviewToken(): string | undefined {
  const [searchParams] = useSearchParams();
  return searchParams.get('token') || undefined;
}
