/**
 * The one error shape of every API call, whichever way it went (a read through fetch, a write through axios), and
 * the words that shape carries. A page decides what the user sees from `status` and the server's own `message`.
 */

/** What a failed call rejects with, whatever went wrong. */
export interface ApiError {
  /** HTTP status, or 0 when no answer came (network, timeout). */
  status: number;
  /** The server's own words for a refusal (its answer's `message`); empty when it gave none or never answered. */
  message: string;
}

export const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && 'status' in error && 'message' in error;

/** The server's own words for a refusal, or undefined when it gave none. */
export function serverReasonOf(error: ApiError): string | undefined {
  return error.message || undefined;
}

/** The error shape of an answer that was not 2xx: the body's `message` when it has one. */
export function refusalOf(status: number, body: unknown): ApiError {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return { status, message: typeof message === 'string' ? message : '' };
}

interface AxiosLikeError {
  isAxiosError: true;
  response?: { status: number; data: unknown };
}

/**
 * Any failure as the one shape. axios's errors are known by their flag rather than `instanceof AxiosError`, so this
 * file, on every page's first load, does not bring axios with it (axios loads with the first write).
 */
export function toApiError(error: unknown): ApiError {
  // First: an axios error has a `status` and a `message` too, but its message is axios's, not the server's.
  if (typeof error === 'object' && error !== null && (error as AxiosLikeError).isAxiosError === true) {
    const { response } = error as AxiosLikeError;
    return response ? refusalOf(response.status, response.data) : { status: 0, message: '' };
  }
  if (isApiError(error) && typeof error.status === 'number' && typeof error.message === 'string')
    return { status: error.status, message: error.message };
  return { status: 0, message: '' };
}

/**
 * What a failed call tells the user: the server's own words for a refusal (4xx), else that the connection failed (no
 * answer, or no answer in time), else the generic failure (a 5xx, or a refusal without words).
 */
export function problemOf(error: unknown, texts: { failed: string; connectionFailed: string }): string {
  if (!isApiError(error)) return texts.failed;
  if (error.status === 0) return texts.connectionFailed;
  if (error.status >= 400 && error.status < 500) return serverReasonOf(error) ?? texts.failed;
  return texts.failed;
}
