/** Being built: see issue 9. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context';
import type { IdTokenVerifier } from '../services/idTokens';

export type SignInRouteOptions = AppContext & { idTokens: IdTokenVerifier };

export const loginRoutes: FastifyPluginAsyncTypebox<SignInRouteOptions> = async () => {};
