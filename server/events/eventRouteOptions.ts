/**
 * What the events' route plugins are given, the guests' and the staff's (server/editorial/events/): the app's context
 * and the settings the invitations and their calendar entries read.
 */
import type { ServerSettings } from '../config';
import type { AppContext } from '../context';

export type EventRouteOptions = AppContext & {
  settings: Pick<ServerSettings, 'dataDir' | 'publicUrl' | 'linkSecret' | 'mailFrom'>;
};
