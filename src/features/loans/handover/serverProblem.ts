import { isApiError } from '../imageUpload';
import { handoverTexts } from './handoverTexts';

/**
 * What a failed call tells the user: the server's own words for a refusal (409 'Esta solicitação não está mais na
 * etapa…', 403 'Você não tem permissão…'), else the connection or a generic failure. axios's own English words for a
 * refusal without a body are no reason to show.
 */
export function serverProblemOf(error: unknown, fallback: string = handoverTexts.actionFailed): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return handoverTexts.connectionFailed;
  if (error.status >= 400 && error.status < 500 && error.message && !/^Request failed/.test(error.message))
    return error.message;
  return fallback;
}
