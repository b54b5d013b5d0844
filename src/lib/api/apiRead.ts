/**
 * Reads (GET) through the browser's fetch: every page's first requests go this way, so the first load carries no
 * HTTP library (axios, for writes and uploads, loads with the first write: src/lib/api/apiClient.ts). fetch is also
 * what the page's `<link rel="preload" as="fetch">` is made for, so a read takes the answer the HTML asked for.
 * Same headers, token, time limit and error shape as the writes.
 */
import { clientWords, isApiError, refusalOf, type ApiError } from './apiErrors';
import { apiBase, apiTimeoutMs, sessionToken } from './apiRequest';

export interface ApiRead {
  url: string;
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  timeout?: number;
  /** 'arraybuffer': the bytes of a file (a private picture, a calendar file) instead of JSON. */
  responseType?: 'json' | 'arraybuffer';
}

/** The address of a read: relative to the API base (as axios joins them), with its defined params. */
export function readAddress({ url, params }: Pick<ApiRead, 'url' | 'params'>): string {
  const address = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : apiBase() + url, window.location.href);
  for (const [name, value] of Object.entries(params ?? {}))
    if (value !== undefined) address.searchParams.append(name, String(value));
  return address.href;
}

/** The answer's data; rejects with an ApiError: the refusal's status and words, or status 0 for no answer in time. */
export async function readFromApi(read: ApiRead, signal?: AbortSignal): Promise<unknown> {
  const limit = read.timeout ?? apiTimeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limit);
  const abandon = () => controller.abort();
  signal?.addEventListener('abort', abandon);
  const token = sessionToken();
  try {
    const response = await fetch(readAddress(read), {
      headers: { Accept: 'application/json', ...(token ? { authorization: token } : {}), ...read.headers },
      signal: controller.signal,
    });
    if (read.responseType === 'arraybuffer' && response.ok) return await response.arrayBuffer();
    const text = await response.text();
    const body = parseJson(text);
    if (!response.ok) throw refusalOf(response.status, body);
    return body;
  } catch (error) {
    if (isApiError(error)) throw error; // a refusal, thrown above
    const failure: ApiError = {
      status: 0,
      message: timedOut ? clientWords.timeout(limit) : clientWords.network,
    };
    throw failure;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abandon);
  }
}

/** JSON when it is JSON, else the text itself, empty included (as axios answers a body it cannot parse). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
