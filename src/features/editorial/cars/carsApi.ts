/**
 * The calls of the editorial area's cars and versions (`/api/redacao/cars…`, `/api/redacao/versions…`, shapes in
 * src/domain/editorialCarSchemas.ts). Every write invalidates the desk, so 'Carros' shows the new car, version or
 * state when the press officer goes back to it. A car or version itself is not cached across visits: the editor
 * keeps the version it started from, and a write answers with the new one.
 */
import { api } from '../../../lib/api/api';
import type {
  CarCreateBody,
  CarDesk,
  CarSaveBody,
  EditorialCar,
  EditorialCarVersion,
  VersionCreateBody,
  VersionSaveBody,
} from '../../../domain/editorialCarSchemas';

const carsBase = api.enhanceEndpoints({ addTagTypes: ['CarDesk'] });
const desk = ['CarDesk' as const];

/** 'Publicar' and 'Despublicar': a move of the state from the version shown. */
type Move = { id: number; move: 'publish' | 'unpublish'; version: number };

export const carsApi = carsBase.injectEndpoints({
  endpoints: (build) => ({
    getCarDesk: build.query<CarDesk, void>({ query: () => 'redacao/cars', providesTags: desk }),
    getCar: build.query<EditorialCar, number>({ query: (id) => `redacao/cars/${id}`, keepUnusedDataFor: 0 }),
    createCar: build.mutation<EditorialCar, CarCreateBody>({
      query: (body) => ({ url: 'redacao/cars', method: 'POST', body }),
      invalidatesTags: desk,
    }),
    saveCar: build.mutation<EditorialCar, { id: number; body: CarSaveBody }>({
      query: ({ id, body }) => ({ url: `redacao/cars/${id}`, method: 'PUT', body }),
      invalidatesTags: desk,
    }),
    moveCar: build.mutation<EditorialCar, Move>({
      query: ({ id, move, version }) => ({
        url: `redacao/cars/${id}/${move}`,
        method: 'POST',
        body: { version },
      }),
      invalidatesTags: desk,
    }),
    getCarVersion: build.query<EditorialCarVersion, number>({
      query: (id) => `redacao/versions/${id}`,
      keepUnusedDataFor: 0,
    }),
    createCarVersion: build.mutation<EditorialCarVersion, { carId: number; body: VersionCreateBody }>({
      query: ({ carId, body }) => ({ url: `redacao/cars/${carId}/versions`, method: 'POST', body }),
      invalidatesTags: desk,
    }),
    saveCarVersion: build.mutation<EditorialCarVersion, { id: number; body: VersionSaveBody }>({
      query: ({ id, body }) => ({ url: `redacao/versions/${id}`, method: 'PUT', body }),
      invalidatesTags: desk,
    }),
    moveCarVersion: build.mutation<EditorialCarVersion, Move>({
      query: ({ id, move, version }) => ({
        url: `redacao/versions/${id}/${move}`,
        method: 'POST',
        body: { version },
      }),
      invalidatesTags: desk,
    }),
  }),
});

export const {
  useGetCarDeskQuery,
  useGetCarQuery,
  useLazyGetCarQuery,
  useCreateCarMutation,
  useSaveCarMutation,
  useMoveCarMutation,
  useGetCarVersionQuery,
  useLazyGetCarVersionQuery,
  useCreateCarVersionMutation,
  useSaveCarVersionMutation,
  useMoveCarVersionMutation,
} = carsApi;
