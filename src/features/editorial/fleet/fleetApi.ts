/**
 * The calls of /redacao/frota (`/api/redacao/fleet…`, `/api/redacao/fleet-models`, shapes in
 * src/domain/editorialFleetSchemas.ts). Every write invalidates the list, so 'Frota' shows the new vehicle, its
 * state today and the models as saved. A vehicle itself is not cached across visits: the editor keeps the version
 * it started from, and a write answers with the new one (out-of-service periods and history included).
 */
import { api } from '../../../lib/api/api';
import type {
  EditorialVehicle,
  FleetChoices,
  LoanModels,
  LoanModelsSaveBody,
  VehicleCreateBody,
  VehicleDowntimeBody,
  VehicleList,
  VehicleSaveBody,
} from '../../../domain/editorialFleetSchemas';

const fleetBase = api.enhanceEndpoints({ addTagTypes: ['EditorialFleet'] });
const fleetList = ['EditorialFleet' as const];

export const fleetApi = fleetBase.injectEndpoints({
  endpoints: (build) => ({
    getFleetVehicles: build.query<VehicleList, string>({
      query: (q) => ({ url: 'redacao/fleet', params: q ? { q } : {} }),
      providesTags: fleetList,
    }),
    getFleetChoices: build.query<FleetChoices, void>({ query: () => 'redacao/fleet/choices' }),
    getFleetVehicle: build.query<EditorialVehicle, number>({
      query: (id) => `redacao/fleet/${id}`,
      keepUnusedDataFor: 0,
    }),
    createFleetVehicle: build.mutation<EditorialVehicle, VehicleCreateBody>({
      query: (body) => ({ url: 'redacao/fleet', method: 'POST', body }),
      invalidatesTags: fleetList,
    }),
    saveFleetVehicle: build.mutation<EditorialVehicle, { id: number; body: VehicleSaveBody }>({
      query: ({ id, body }) => ({ url: `redacao/fleet/${id}`, method: 'PUT', body }),
      invalidatesTags: fleetList,
    }),
    removeFleetVehicle: build.mutation<unknown, { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `redacao/fleet/${id}/remove`, method: 'POST', body: { version } }),
      invalidatesTags: fleetList,
    }),
    addVehicleDowntime: build.mutation<EditorialVehicle, { id: number; body: VehicleDowntimeBody }>({
      query: ({ id, body }) => ({ url: `redacao/fleet/${id}/downtime`, method: 'POST', body }),
      invalidatesTags: fleetList,
    }),
    removeVehicleDowntime: build.mutation<EditorialVehicle, { id: number; downtimeId: number }>({
      query: ({ id, downtimeId }) => ({
        url: `redacao/fleet/${id}/downtime/${downtimeId}`,
        method: 'DELETE',
      }),
      invalidatesTags: fleetList,
    }),
    getLoanModels: build.query<LoanModels, void>({
      query: () => 'redacao/fleet-models',
      providesTags: fleetList,
    }),
    saveLoanModels: build.mutation<LoanModels, LoanModelsSaveBody>({
      query: (body) => ({ url: 'redacao/fleet-models', method: 'PUT', body }),
      invalidatesTags: fleetList,
    }),
  }),
});

export const {
  useGetFleetVehiclesQuery,
  useGetFleetChoicesQuery,
  useGetFleetVehicleQuery,
  useLazyGetFleetVehicleQuery,
  useCreateFleetVehicleMutation,
  useSaveFleetVehicleMutation,
  useRemoveFleetVehicleMutation,
  useAddVehicleDowntimeMutation,
  useRemoveVehicleDowntimeMutation,
  useGetLoanModelsQuery,
  useLazyGetLoanModelsQuery,
  useSaveLoanModelsMutation,
} = fleetApi;
