import { problemOf } from '../../../lib/api/apiErrors';
import { handoverTexts } from './handoverTexts';

/**
 * What a failed call tells the user: the server's own words for a refusal (409 'Esta solicitação não está mais na
 * etapa…', 403 'Você não tem permissão…'), else the connection or a generic failure.
 */
export const serverProblemOf = (error: unknown, failed: string = handoverTexts.actionFailed): string =>
  problemOf(error, { failed, connectionFailed: handoverTexts.connectionFailed });
