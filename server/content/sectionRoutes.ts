/**
 * The three section trees' reads, one route set configured per kind (spec section 7):
 *   company     `sessions/json/`, `…/session/{id}`, `…/session/{id}/subsession/{subId}`
 *   technology  `technology/json/`, `…/technology/{id}`, `…/technology/{id}/subtech/{subId}`
 *   e-mobility  `mobilidade-eletrica/json/`, `…/mobilidade-eletrica/{id}`, `…/mobilidade-eletrica/{id}/subMob/{subId}`
 * The root page answers as a one-item list (`session[0]`), as the spec has it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import {
  CompanyPageResponse,
  CompanyRootResponse,
  CompanySubpageResponse,
  EmobilityPageResponse,
  EmobilityRootResponse,
  EmobilitySubpageResponse,
  TechnologyPageResponse,
  TechnologyRootResponse,
  TechnologySubpageResponse,
} from '../../src/domain/contentSchemas';
import type { SectionKind } from '../../src/domain/sections';
import type { AppContext } from '../context';
import { sendContentRead } from './contentRead';
import { cacheKey } from '../shared/contentCache';
import {
  buildSectionPage,
  buildSectionRoot,
  buildSectionSubpage,
  type SectionAnswer,
} from './sectionsService';
import { ContentId, readResponses, TokenQuery } from './readSchemas';

interface SectionRoutes {
  kind: SectionKind;
  /** Address of the root page; level 1 is `{root}/{page}/:id`, level 2 `{root}/{page}/:id/{subpage}/:subId`. */
  root: string;
  page: string;
  subpage: string;
  /** Wire keys of the page in each answer. */
  keys: { root: string; page: string; subpage: string };
  schemas: { root: TSchema; page: TSchema; subpage: TSchema };
}

const sections: SectionRoutes[] = [
  {
    kind: 'company',
    root: '/sessions/json',
    page: 'session',
    subpage: 'subsession',
    keys: { root: 'session', page: 'session', subpage: 'subsession' },
    schemas: { root: CompanyRootResponse, page: CompanyPageResponse, subpage: CompanySubpageResponse },
  },
  {
    kind: 'technology',
    root: '/technology/json',
    page: 'technology',
    subpage: 'subtech',
    keys: { root: 'technology', page: 'technology', subpage: 'subTech' },
    schemas: {
      root: TechnologyRootResponse,
      page: TechnologyPageResponse,
      subpage: TechnologySubpageResponse,
    },
  },
  {
    kind: 'emobility',
    root: '/mobilidade-eletrica/json',
    page: 'mobilidade-eletrica',
    subpage: 'subMob',
    keys: { root: 'emobility', page: 'emobility', subpage: 'subMob' },
    schemas: { root: EmobilityRootResponse, page: EmobilityPageResponse, subpage: EmobilitySubpageResponse },
  },
];

/** `{ session: page, news, gallery }`: the page under its wire key (in a list for the root). */
const wireAnswer = (key: string, { page, news, gallery }: SectionAnswer, asList = false) => ({
  [key]: asList ? [page] : page,
  news,
  gallery,
});

export const sectionRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { cache, db, media, clock } = ctx;

  for (const { kind, root, page, subpage, keys, schemas } of sections) {
    app.get(
      `${root}/`,
      { schema: { querystring: TokenQuery, response: readResponses(schemas.root) } },
      (request, reply) =>
        sendContentRead({
          grants: ctx.answerGrants,
          cache,
          request,
          reply,
          key: cacheKey(`${kind}/root`),
          token: request.query.token,
          clock,
          build: async (access) =>
            wireAnswer(keys.root, await buildSectionRoot({ db, urls: media, kind, access }), true),
        }),
    );

    app.get(
      `${root}/${page}/:id`,
      {
        schema: {
          params: Type.Object({ id: ContentId }),
          querystring: TokenQuery,
          response: readResponses(schemas.page),
        },
      },
      (request, reply) => {
        const { id } = request.params;
        return sendContentRead({
          grants: ctx.answerGrants,
          cache,
          request,
          reply,
          key: cacheKey(`${kind}/page`, { id }),
          token: request.query.token,
          clock,
          build: async (access) =>
            wireAnswer(keys.page, await buildSectionPage({ db, urls: media, kind, id, access })),
        });
      },
    );

    app.get(
      `${root}/${page}/:id/${subpage}/:subId`,
      {
        schema: {
          params: Type.Object({ id: ContentId, subId: ContentId }),
          querystring: TokenQuery,
          response: readResponses(schemas.subpage),
        },
      },
      (request, reply) => {
        const { id, subId } = request.params;
        return sendContentRead({
          grants: ctx.answerGrants,
          cache,
          request,
          reply,
          key: cacheKey(`${kind}/subpage`, { id, subId }),
          token: request.query.token,
          clock,
          build: async (access) =>
            wireAnswer(
              keys.subpage,
              await buildSectionSubpage({
                db,
                urls: media,
                kind,
                parentId: id,
                id: subId,
                access,
              }),
            ),
        });
      },
    );
  }
};
