/**
 * What each of the loan area's route plugins is given (loanAreaRoutes.ts registers them): the app's context and the
 * settings the loan workflow reads. A module of its own, so a sub-plugin reads the type without importing the
 * plugin that registers it.
 */
import type { ServerSettings } from '../config';
import type { AppContext } from '../context';

export type LoanAreaRouteOptions = AppContext & {
  settings: Pick<ServerSettings, 'dataDir' | 'publicUrl' | 'mailFrom' | 'loanRequestsPerDay'>;
};
