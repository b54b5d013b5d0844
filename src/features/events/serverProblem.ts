import type { ApiError } from '../../app/api';
import { eventsPageTexts } from './eventsPageTexts';

const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && 'status' in error && 'message' in error;

/**
 * What a failed call tells the guest: the server's own words for a refusal (409 'Você já respondeu a este
 * convite…', 'Este evento já aconteceu…'), else the connection or a generic failure. axios's English words for a
 * refusal without a body are no reason to show.
 */
export function serverProblemOf(error: unknown, fallback: string = eventsPageTexts.actionFailed): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return eventsPageTexts.connectionFailed;
  if (error.status >= 400 && error.status < 500 && error.message && !/^Request failed/.test(error.message))
    return error.message;
  return fallback;
}
