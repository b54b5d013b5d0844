import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../lib/api/api';
import { useGetNewsDetailQuery } from './newsApi';

/** An id a news item can have; anything else in the address is not a news item. */
function newsIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

const notFound: ApiError = { status: 404, message: 'Conteúdo não encontrado' };

/**
 * The news item of the address (`/news/{newsId}`, and its `/pdf` variant), read with the page's preview token
 * (`?token=`) when it has one. An id that can't be one answers as a 404 without asking the API.
 */
export function useNewsDetail() {
  const { newsId } = useParams();
  const [search] = useSearchParams();
  const id = newsIdOf(newsId);
  const token = search.get('token') || undefined;
  const query = useGetNewsDetailQuery(id === null ? skipToken : token ? { id, token } : { id });
  return {
    id,
    detail: query.data,
    error: id === null ? notFound : query.error,
    refetch: query.refetch,
    /** Read with a preview token: a draft, whose files are not offered to download as a set. */
    preview: token !== undefined,
  };
}
