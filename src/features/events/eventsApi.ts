/**
 * The calls of the events area (spec loan-area sections 2 "Events" and 7; shapes in src/domain/eventSchemas.ts). An
 * answer invalidates the list (tag 'EventList'): the list reloads with the new status, as the spec asks.
 */
import { api } from '../../lib/api/api';
import type {
  EventAnswerBody,
  EventAnswerResponse,
  EventListResponse,
  EventResponse,
} from '../../domain/eventSchemas';
import type { EventAnswer } from '../../domain/events';
import { eventsPageTexts } from './eventsPageTexts';

const withEventList = api.enhanceEndpoints({ addTagTypes: ['EventList'] });

/** A downloaded `.ics`, as an object URL (a Blob is no value for the store) and the name to save it under. */
export interface CalendarFile {
  url: string;
  fileName: string;
}

export const eventsApi = withEventList.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<EventListResponse, void>({
      query: () => 'events',
      providesTags: ['EventList'],
    }),
    getEvent: build.query<EventResponse, number>({
      query: (id) => `events/${id}`,
      providesTags: ['EventList'],
    }),
    answerEvent: build.mutation<EventAnswerResponse, { answer: EventAnswer; body: EventAnswerBody }>({
      query: ({ answer, body }) => ({ url: `events/${answer}`, method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['EventList'] : []),
    }),
    // A mutation, not a query: each press is one download, and the bytes are not kept once saved.
    downloadEventCalendar: build.mutation<CalendarFile, number>({
      query: (id) => ({ url: `events/${id}/calendar`, responseType: 'arraybuffer' }),
      // The name the server's Content-Disposition gives too: the base query passes no headers on.
      transformResponse: (bytes: ArrayBuffer, _meta, id) => ({
        url: URL.createObjectURL(new Blob([bytes], { type: 'text/calendar' })),
        fileName: eventsPageTexts.calendarFileName(id),
      }),
    }),
  }),
});

export const {
  useGetEventsQuery,
  useGetEventQuery,
  useAnswerEventMutation,
  useDownloadEventCalendarMutation,
} = eventsApi;
