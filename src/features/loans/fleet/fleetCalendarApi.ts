/**
 * The calls of a fleet vehicle's calendar (DECISIONS.md "Calls whose paths the spec does not show"): its month, the
 * free vehicles of its model for a period, and adding or removing an out-of-service period, which reloads the
 * months shown and the free vehicles.
 */
import { api } from '../../../lib/api/api';
import type {
  DowntimeBody,
  DowntimeCreated,
  FleetCalendarResponse,
  FreeVehiclesQuery,
  FreeVehiclesResponse,
} from '../../../domain/fleetCalendarSchemas';

const withFleetCalendar = api.enhanceEndpoints({ addTagTypes: ['FleetCalendar'] });

export const fleetCalendarApi = withFleetCalendar.injectEndpoints({
  endpoints: (build) => ({
    getFleetCalendar: build.query<FleetCalendarResponse, { vehicleId: number; month: string }>({
      query: ({ vehicleId, month }) => ({ url: `car_frota/json/calendar/${vehicleId}`, params: { month } }),
      providesTags: ['FleetCalendar'],
    }),
    getFreeVehicles: build.query<FreeVehiclesResponse, FreeVehiclesQuery>({
      query: (params) => ({ url: 'car_frota/json/free', params: { ...params } }),
      providesTags: ['FleetCalendar'],
    }),
    addDowntime: build.mutation<DowntimeCreated, DowntimeBody>({
      query: (body) => ({ url: 'car_frota/json/downtime', method: 'POST', body }),
      invalidatesTags: ['FleetCalendar'],
    }),
    removeDowntime: build.mutation<unknown, number>({
      query: (id) => ({ url: `car_frota/json/downtime/${id}`, method: 'DELETE' }),
      invalidatesTags: ['FleetCalendar'],
    }),
  }),
});

export const {
  useGetFleetCalendarQuery,
  useGetFreeVehiclesQuery,
  useAddDowntimeMutation,
  useRemoveDowntimeMutation,
} = fleetCalendarApi;
