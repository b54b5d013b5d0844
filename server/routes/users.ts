/** Being built: see issue 9. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SignInRouteOptions } from './login';

export const userRoutes: FastifyPluginAsyncTypebox<SignInRouteOptions> = async () => {};
