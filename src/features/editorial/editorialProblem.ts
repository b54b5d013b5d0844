import { problemOf } from '../../lib/api/apiErrors';
import { editorialTexts } from './editorialTexts';

/** What a failed editorial call tells the press office: the server's own words for a refusal, else a failure. */
export const editorialProblemOf = (error: unknown, failed: string = editorialTexts.actionFailed): string =>
  problemOf(error, { failed, connectionFailed: editorialTexts.connectionFailed });
