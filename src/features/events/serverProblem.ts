import { problemOf } from '../../lib/api/apiErrors';
import { eventsPageTexts } from './eventsPageTexts';

/**
 * What a failed call tells the guest: the server's own words for a refusal (409 'Você já respondeu a este
 * convite…', 'Este evento já aconteceu…'), else the connection or a generic failure.
 */
export const serverProblemOf = (error: unknown, failed: string = eventsPageTexts.actionFailed): string =>
  problemOf(error, { failed, connectionFailed: eventsPageTexts.connectionFailed });
