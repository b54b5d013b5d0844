/**
 * The events area's calls (spec loan-area section 7; DECISIONS.md, "events"): `GET events`, `GET events/{id}`,
 * `POST events/accept`, `POST events/reject`. Placeholder: the routes land with issue 12.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerSettings } from '../config';
import type { AppContext } from '../context';

export type EventRouteOptions = AppContext & {
  settings: Pick<ServerSettings, 'dataDir' | 'publicUrl' | 'linkSecret'>;
};

export const eventRoutes: FastifyPluginAsyncTypebox<EventRouteOptions> = async () => {};
