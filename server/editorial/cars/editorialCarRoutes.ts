/**
 * The press office's cars and versions (`/api/redacao/cars…`, `/api/redacao/versions…`): the cars by category with
 * their versions, a new car, a new version of a car, and for each car and version its read, save, publish and
 * unpublish. As the rest of the editorial API, every route asks for the `publish` capability before reading its
 * input, and no answer is cached.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../../src/domain/contentSchemas';
import {
  CarCreateBody,
  CarDesk,
  CarParams,
  CarSaveBody,
  CarVersionsParams,
  EditorialCar,
  EditorialCarVersion,
  VersionCreateBody,
  VersionSaveBody,
} from '../../../src/domain/editorialCarSchemas';
import { SectionPageVersionBody } from '../../../src/domain/editorialPageSchemas';
import type { AppContext } from '../../context';
import { requireCapability } from '../../plugins/auth';
import { createCar, createCarVersion } from './carCreate';
import { readCarDesk } from './carDesk';
import { readCar, readCarVersion } from './carRead';
import { moveCar, moveCarVersion, saveCar, saveCarVersion } from './carWrite';

const guarded = { 401: ApiErrorBody, 403: ApiErrorBody };
const readErrors = { ...guarded, 400: ApiErrorBody, 404: ApiErrorBody };
const writeErrors = { ...readErrors, 409: ApiErrorBody };
const moves = { publish: true, unpublish: false } as const;

export const editorialCarRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, ctx) => {
  const { db, media, clock, files } = ctx;
  const preValidation = requireCapability('publish');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const writer = (user: { id: number } | null) => ({ db, actorId: user!.id, now: clock.now() });

  app.get('/redacao/cars', { preValidation, schema: { response: { 200: CarDesk, ...guarded } } }, () =>
    readCarDesk(db, clock.now()),
  );

  app.post(
    '/redacao/cars',
    { preValidation, schema: { body: CarCreateBody, response: { 201: EditorialCar, ...writeErrors } } },
    async (request, reply) => {
      const id = await createCar(writer(request.user), request.body);
      return reply.code(201).send(await readCar(db, media, id, clock.now()));
    },
  );

  app.post(
    '/redacao/cars/:carId/versions',
    {
      preValidation,
      schema: {
        params: CarVersionsParams,
        body: VersionCreateBody,
        response: { 201: EditorialCarVersion, ...writeErrors },
      },
    },
    async (request, reply) => {
      const id = await createCarVersion(writer(request.user), request.params.carId, request.body);
      return reply.code(201).send(await readCarVersion(db, media, id, clock.now()));
    },
  );

  app.get(
    '/redacao/cars/:id',
    { preValidation, schema: { params: CarParams, response: { 200: EditorialCar, ...readErrors } } },
    (request) => readCar(db, media, request.params.id, clock.now()),
  );

  app.put(
    '/redacao/cars/:id',
    {
      preValidation,
      schema: { params: CarParams, body: CarSaveBody, response: { 200: EditorialCar, ...writeErrors } },
    },
    async (request) => {
      await saveCar(writer(request.user), request.params.id, request.body);
      return readCar(db, media, request.params.id, clock.now());
    },
  );

  app.get(
    '/redacao/versions/:id',
    { preValidation, schema: { params: CarParams, response: { 200: EditorialCarVersion, ...readErrors } } },
    (request) => readCarVersion(db, media, request.params.id, clock.now()),
  );

  app.put(
    '/redacao/versions/:id',
    {
      preValidation,
      schema: {
        params: CarParams,
        body: VersionSaveBody,
        response: { 200: EditorialCarVersion, ...writeErrors },
      },
    },
    async (request) => {
      await saveCarVersion(writer(request.user), files, request.params.id, request.body);
      return readCarVersion(db, media, request.params.id, clock.now());
    },
  );

  for (const [action, published] of Object.entries(moves)) {
    app.post(
      `/redacao/cars/:id/${action}`,
      {
        preValidation,
        schema: {
          params: CarParams,
          body: SectionPageVersionBody,
          response: { 200: EditorialCar, ...writeErrors },
        },
      },
      async (request) => {
        await moveCar(writer(request.user), request.params.id, request.body.version, published);
        return readCar(db, media, request.params.id, clock.now());
      },
    );
    app.post(
      `/redacao/versions/:id/${action}`,
      {
        preValidation,
        schema: {
          params: CarParams,
          body: SectionPageVersionBody,
          response: { 200: EditorialCarVersion, ...writeErrors },
        },
      },
      async (request) => {
        await moveCarVersion(writer(request.user), request.params.id, request.body.version, published);
        return readCarVersion(db, media, request.params.id, clock.now());
      },
    );
  }
};
