/**
 * The one RTK Query api of the app. Every read of server data is an endpoint injected into it, per area
 * (`features/<area>/<area>Api.ts`; site-wide reads in `siteApi.ts`), so caching by argument, request status and
 * de-duplication come from RTK Query and are never written by hand. Every call keeps the base address, JSON
 * headers, the stored token and the one error shape (src/lib/api/apiRequest.ts, apiErrors.ts).
 */
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { toApiError, type ApiError } from './apiErrors';
import { readFromApi } from './apiRead';
import { sessionToken } from './apiRequest';

export type { ApiError };

/** A call relative to the API base: 'home/json/', or the parts of one. */
export type ApiRequest =
  | string
  | {
      url: string;
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
      params?: Record<string, string | number | boolean | undefined>;
      body?: unknown;
      headers?: Record<string, string>;
      /** Milliseconds before the call is abandoned, when it must fail sooner than the client's default (uploads). */
      timeout?: number;
      /** The share of the body sent so far, 0 to 1, for an upload's progress bar. */
      onUploadProgress?: (fraction: number) => void;
      /** The bytes of a file behind the session's authorization (a private picture shown through an object URL). */
      responseType?: 'json' | 'arraybuffer';
    };

/** What the store may want to know of a call beside its answer. */
export interface ApiCallMeta {
  /** The session token the call carried, if any: a 401 means that session is over, not necessarily a later one. */
  session?: string;
}

/**
 * Answers `{ data }`, or `{ error }` in the one error shape. Reads (GET) go through fetch; writes and uploads through
 * axios, loaded with the first of them, so no page's first load carries it. A read that failed is logged as `Error`
 * and the page carries on (spec section 8). A refusal (4xx: signed out, not allowed, not found, decided meanwhile)
 * is the server answering, and the page shows it: it is no error of the page, so the console stays clean. A request
 * abandoned by RTK Query (its signal aborted) is not a failure worth a line either.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError, object, ApiCallMeta> = async (
  request,
  api,
) => {
  const { signal, type } = api;
  const call = typeof request === 'string' ? { url: request } : request;
  if ((call.method ?? 'GET') === 'GET') {
    // A read may name its own authorization (the sign-in's, with the token just received); a write always carries
    // the stored one when there is one (apiClient.ts).
    const meta = { session: call.headers?.authorization ?? sessionToken() };
    const read = await readFromApi(call, api);
    if ('data' in read) return read;
    if (type === 'query' && !signal.aborted && !isRefusal(read.error)) console.error('Error', read.cause);
    return { error: read.error, meta };
  }
  const meta = { session: sessionToken() ?? call.headers?.authorization };
  try {
    const { apiClient } = await import('./apiClient');
    const { url, params, body, headers, timeout, onUploadProgress, responseType } = call;
    const response = await apiClient.request({
      url,
      method: call.method,
      params,
      data: body,
      headers,
      signal,
      timeout,
      responseType,
      onUploadProgress:
        onUploadProgress && ((event) => onUploadProgress(event.total ? event.loaded / event.total : 0)),
    });
    return { data: response.data };
  } catch (error) {
    const apiError = toApiError(error);
    if (type === 'query' && !signal.aborted && !isRefusal(apiError)) console.error('Error', error);
    return { error: apiError, meta };
  }
};

/** An answer of the server that the call may not go on (4xx), as opposed to no answer or a failure (5xx). */
const isRefusal = (error: ApiError) => error.status >= 400 && error.status < 500;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  endpoints: () => ({}),
});
