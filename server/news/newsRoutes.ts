/**
 * `news/json?page&limit`, `news/json/filter?…`, `news/json/news/{id}` (spec section 7), and `news/json/cars`, the
 * cars the filter offers.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { NewsTextEnum } from '../../src/domain/content';
import { NewsCarsResponse, NewsDetailResponse, NewsPageResponse } from '../../src/domain/contentSchemas';
import { newsTextEnums } from '../db/schema';
import type { AppContext } from '../context';
import { sendPublicRead } from '../plugins/cachedAnswer';
import { sendContentRead } from '../content/contentRead';
import { cacheKey } from '../shared/contentCache';
import { DomainError } from '../shared/domainError';
import { buildNewsDetail, buildNewsFilter, buildNewsPage } from './newsService';
import { buildNewsCars } from './newsCarsService';
import { ContentId, previewToken, readResponses, TokenQuery } from '../content/readSchemas';

/** Page from 1; 10 a page by default (spec section 9), at most 50. Lists never show drafts: a token changes nothing. */
const paging = {
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
  token: previewToken,
};

// A plain enum, so a wrong value is told as 'deve ser igual a um dos valores permitidos'.
const TextEnum = Type.Unsafe<NewsTextEnum>({ type: 'string', enum: [...newsTextEnums] });

export const newsRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { cache, db, media, clock } = ctx;

  app.get(
    '/news/json',
    { schema: { querystring: Type.Object(paging), response: { 200: NewsPageResponse } } },
    (request, reply) => {
      const { page, limit } = request.query;
      return sendPublicRead({
        cache,
        request,
        reply,
        key: cacheKey('news/page', { page, limit }),
        build: () => buildNewsPage(db, media, cache, { page, limit }),
      });
    },
  );

  app.get(
    '/news/json/filter',
    {
      schema: {
        querystring: Type.Object({
          ...paging,
          textEnum: TextEnum,
          association_id: Type.Optional(ContentId),
          association_item_id: Type.Optional(ContentId),
        }),
        response: { 200: NewsPageResponse },
      },
    },
    (request, reply) => {
      const { page, limit, textEnum, association_id, association_item_id } = request.query;
      if (association_item_id !== undefined && association_id === undefined)
        throw new DomainError(
          400,
          'Parâmetro inválido na consulta: association_item_id exige association_id.',
        );
      const key = cacheKey('news/filter', { page, limit, textEnum, association_id, association_item_id });
      return sendPublicRead({
        cache,
        request,
        reply,
        key,
        build: () =>
          buildNewsFilter({
            db,
            urls: media,
            cache,
            paging: { page, limit },
            target: {
              textEnum,
              ...(association_id !== undefined ? { associationId: association_id } : {}),
              ...(association_item_id !== undefined ? { itemId: association_item_id } : {}),
            },
          }),
      });
    },
  );

  // Not in the spec's list: the menu leaves some cars out, the filter must not (newsCarsService.ts).
  app.get('/news/json/cars', { schema: { response: { 200: NewsCarsResponse } } }, (request, reply) =>
    sendPublicRead({ cache, request, reply, key: 'news/cars', build: () => buildNewsCars(db) }),
  );

  app.get(
    '/news/json/news/:id',
    {
      schema: {
        params: Type.Object({ id: ContentId }),
        querystring: TokenQuery,
        response: readResponses(NewsDetailResponse),
      },
    },
    (request, reply) => {
      const { id } = request.params;
      return sendContentRead({
        grants: ctx.answerGrants,
        cache,
        request,
        reply,
        key: cacheKey('news/detail', { id }),
        token: request.query.token,
        clock,
        build: (access) => buildNewsDetail({ db, urls: media, id, access }),
      });
    },
  );
};
