/**
 * Reads (GET) through RTK Query's own `fetchBaseQuery`, on the browser's fetch: every page's first requests go this
 * way, so the first load carries no HTTP library (axios, for writes and uploads, loads with the first write:
 * apiClient.ts). fetch is also what the page's `<link rel="preload" as="fetch">` is made for, so a read takes the
 * answer the HTML asked for. Same base address, token, time limit and error shape as the writes.
 */
import { fetchBaseQuery, type FetchBaseQueryError, type FetchArgs } from '@reduxjs/toolkit/query';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { refusalOf, type ApiError } from './apiErrors';
import { apiBase, apiTimeoutMs, sessionToken } from './apiRequest';

export interface ApiRead {
  url: string;
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  timeout?: number;
  /** 'arraybuffer': the bytes of a file (a private picture, a calendar file) instead of JSON. */
  responseType?: 'json' | 'arraybuffer';
}

/** JSON when it is JSON, else the text itself (a proxy's error page), empty included. */
async function jsonOrText(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const bytesOrRefusal = async (response: Response) =>
  response.ok ? response.arrayBuffer() : jsonOrText(response);

/** The one error shape of a failed read: the refusal's status and words, or status 0 for no answer (in time). */
function apiErrorOf(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') return refusalOf(error.status, error.data);
  if (error.status === 'PARSING_ERROR') return refusalOf(error.originalStatus, error.data);
  return { status: 0, message: '' };
}

export async function readFromApi(
  read: ApiRead,
  api: BaseQueryApi,
): Promise<{ data: unknown } | { error: ApiError; cause: FetchBaseQueryError }> {
  // Made per read: the base is resolved against the page's address, which a relative `/api/` needs.
  const fetchRead = fetchBaseQuery({
    baseUrl: new URL(apiBase(), window.location.href).href,
    timeout: apiTimeoutMs,
    prepareHeaders: (headers) => {
      const token = sessionToken();
      // A call may name its own authorization (the sign-in's first read, with the token just received).
      if (token && !headers.has('authorization')) headers.set('authorization', token);
      headers.set('accept', 'application/json');
      return headers;
    },
  });
  // Only defined params, and none at all when none is: fetchBaseQuery would end '…/car/3' with a bare '?', and the
  // address would no longer be the one the page's HTML preloaded.
  const params = Object.fromEntries(
    Object.entries(read.params ?? {}).filter(([, value]) => value !== undefined),
  );
  const args: FetchArgs = {
    url: read.url,
    ...(Object.keys(params).length ? { params } : {}),
    headers: read.headers,
    timeout: read.timeout,
    responseHandler: read.responseType === 'arraybuffer' ? bytesOrRefusal : jsonOrText,
  };
  const result = await fetchRead(args, api, {});
  return result.error ? { error: apiErrorOf(result.error), cause: result.error } : { data: result.data };
}
