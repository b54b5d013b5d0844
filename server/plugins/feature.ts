/**
 * A feature of the newsroom as app.ts lists it: its own plugins, which register its routes and say what they need of
 * the app before them, as fastify-plugin's `dependencies` and `decorators` (Fastify refuses to start, naming what is
 * missing, when one is registered without them). Each part keeps its routes and hooks in its own scope
 * (`encapsulate`), and takes the options its routes read: app.ts hands every feature the same services, and the
 * compiler checks they hold what each one asks for.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginOptions } from 'fastify';

export interface Feature<Options extends FastifyPluginOptions> {
  /** Its calls under /api, registered after the rate limit and the sign-in check. */
  api?: FastifyPluginAsyncTypebox<Options>;
  /** Its pages and files outside /api. */
  pages?: FastifyPluginAsyncTypebox<Options>;
}

/** What fastify-plugin checks is registered before a part. */
export interface Needs {
  dependencies?: string[];
  decorators?: { fastify?: string[]; request?: string[]; reply?: string[] };
}

/** Calls that read who asks: the sign-in check (plugins/auth.ts, named `auth`) sets `request.user` before them. */
export const readsSignedInUser: Needs = { dependencies: ['auth'], decorators: { request: ['user'] } };

/** One part of a feature, named (`news api`, `site pages`) so Fastify's errors and a later part's needs can say it. */
export function featurePart<Options extends FastifyPluginOptions>(
  name: string,
  plugin: FastifyPluginAsyncTypebox<Options>,
  needs: Needs = {},
): FastifyPluginAsyncTypebox<Options> {
  return fp(plugin, {
    name,
    encapsulate: true,
    fastify: '5.x',
    ...needs,
  });
}
