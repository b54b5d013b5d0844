/** `cars/json/?category=`, `cars/json/car/{id}`, `cars/json/car/{id}/version/{versionId}` (spec section 7). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { CarCategory } from '../../src/domain/content';
import { CarDetailResponse, CarListResponse, VersionResponse } from '../../src/domain/contentSchemas';
import type { AppContext } from '../context';
import { sendPublicRead } from '../plugins/cachedAnswer';
import { sendContentRead } from './contentRead';
import { buildCarDetail, buildCarList, buildVersion } from './carsService';
import { cacheKey } from '../shared/contentCache';
import { ContentId, previewToken, readResponses, TokenQuery } from './readSchemas';

export const carRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { cache, db, media, clock } = ctx;

  app.get(
    '/cars/json/',
    {
      schema: {
        // 3 models, 2 concepts, 1 classics. A list never shows drafts, so a token changes nothing here.
        querystring: Type.Object({ category: Type.Integer({ minimum: 1, maximum: 3 }), token: previewToken }),
        response: { 200: CarListResponse },
      },
    },
    (request, reply) => {
      const category = request.query.category as CarCategory;
      return sendPublicRead({
        cache,
        request,
        reply,
        key: cacheKey('cars/list', { category }),
        build: () => buildCarList(db, media, category),
      });
    },
  );

  app.get(
    '/cars/json/car/:id',
    {
      schema: {
        params: Type.Object({ id: ContentId }),
        querystring: TokenQuery,
        response: readResponses(CarDetailResponse),
      },
    },
    (request, reply) => {
      const { id } = request.params;
      return sendContentRead({
        grants: ctx.answerGrants,
        cache,
        request,
        reply,
        key: cacheKey('cars/car', { id }),
        token: request.query.token,
        clock,
        build: (access) => buildCarDetail({ db, urls: media, id, access }),
      });
    },
  );

  app.get(
    '/cars/json/car/:id/version/:versionId',
    {
      schema: {
        params: Type.Object({ id: ContentId, versionId: ContentId }),
        querystring: TokenQuery,
        response: readResponses(VersionResponse),
      },
    },
    (request, reply) => {
      const { id, versionId } = request.params;
      return sendContentRead({
        grants: ctx.answerGrants,
        cache,
        request,
        reply,
        key: cacheKey('cars/version', { id, versionId }),
        token: request.query.token,
        clock,
        build: (access) => buildVersion({ db, urls: media, carId: id, versionId, access }),
      });
    },
  );
};
