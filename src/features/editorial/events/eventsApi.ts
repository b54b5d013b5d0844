/**
 * The calls of the events staff area (`/api/redacao/events…`, shapes in src/domain/editorialEventSchemas.ts). Every
 * write invalidates the desk, so 'Eventos' shows the new event, its state and its answers when the press officer
 * goes back to it. An event itself is not cached across visits: its guests' answers arrive at any time.
 */
import { api } from '../../../lib/api/api';
import type {
  EditorialEvent,
  EditorialEventList,
  EventAccountList,
  EventCancelBody,
  EventCreateBody,
  EventInviteBody,
  EventInviteResponse,
  EventSaveBody,
  EventWithdrawBody,
} from '../../../domain/editorialEventSchemas';

const eventsBase = api.enhanceEndpoints({ addTagTypes: ['EventDesk'] });
const desk = ['EventDesk' as const];

export const eventsApi = eventsBase.injectEndpoints({
  endpoints: (build) => ({
    getEventDesk: build.query<EditorialEventList, void>({
      query: () => 'redacao/events',
      providesTags: desk,
    }),
    getEditorialEvent: build.query<EditorialEvent, number>({
      query: (id) => `redacao/events/${id}`,
      keepUnusedDataFor: 0,
    }),
    searchEventAccounts: build.query<EventAccountList, string>({
      query: (search) => ({ url: 'redacao/events/accounts', params: { search } }),
      keepUnusedDataFor: 0,
    }),
    createEditorialEvent: build.mutation<EditorialEvent, EventCreateBody>({
      query: (body) => ({ url: 'redacao/events', method: 'POST', body }),
      invalidatesTags: desk,
    }),
    saveEditorialEvent: build.mutation<EditorialEvent, { id: number; body: EventSaveBody }>({
      query: ({ id, body }) => ({ url: `redacao/events/${id}`, method: 'PUT', body }),
      invalidatesTags: desk,
    }),
    inviteToEvent: build.mutation<EventInviteResponse, { id: number; body: EventInviteBody }>({
      query: ({ id, body }) => ({ url: `redacao/events/${id}/invitations`, method: 'POST', body }),
      invalidatesTags: desk,
    }),
    withdrawInvitation: build.mutation<EditorialEvent, { id: number; body: EventWithdrawBody }>({
      query: ({ id, body }) => ({ url: `redacao/events/${id}/withdrawals`, method: 'POST', body }),
      invalidatesTags: desk,
    }),
    cancelEditorialEvent: build.mutation<EditorialEvent, { id: number; body: EventCancelBody }>({
      query: ({ id, body }) => ({ url: `redacao/events/${id}/cancel`, method: 'POST', body }),
      invalidatesTags: desk,
    }),
    // A mutation, not a query: each press is one download, and the bytes are not kept once saved.
    downloadGuestListCsv: build.mutation<string, number>({
      query: (id) => ({ url: `redacao/events/${id}/guests.csv`, responseType: 'arraybuffer' }),
      transformResponse: (bytes: ArrayBuffer) => URL.createObjectURL(new Blob([bytes], { type: 'text/csv' })),
    }),
  }),
});

export const {
  useGetEventDeskQuery,
  useGetEditorialEventQuery,
  useLazyGetEditorialEventQuery,
  useSearchEventAccountsQuery,
  useCreateEditorialEventMutation,
  useSaveEditorialEventMutation,
  useInviteToEventMutation,
  useWithdrawInvitationMutation,
  useCancelEditorialEventMutation,
  useDownloadGuestListCsvMutation,
} = eventsApi;
