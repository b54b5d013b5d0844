/**
 * Wire shapes of the events area (spec loan-area sections 3 "Event" and 7; DECISIONS.md, calls): the server declares
 * them on its routes, the app types its calls with them. `guests` holds the caller's own guest row only: who else is
 * invited is not a guest's business.
 */
import { Type, type Static } from 'typebox';
import { TemplateBlock } from './contentSchemas';

export const EventGuest = Type.Object({
  id: Type.Integer(),
  events_guests: Type.Object({
    status: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
    /** The agenda text sent with the answer ('' before one). */
    description: Type.String(),
    /** When the guest answered (ISO), or null. */
    answeredAt: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type EventGuest = Static<typeof EventGuest>;

export const WireEvent = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** Sanitised HTML, as content pages' descriptions. */
  description: Type.String(),
  /** Where it takes place (ours: the spec's event has no place, but a guest and a calendar need one). */
  location: Type.String(),
  /** ISO date-times with their offset. */
  startDate: Type.String(),
  endDate: Type.String(),
  isOld: Type.Boolean(),
  templates: Type.Array(TemplateBlock),
  guests: Type.Array(EventGuest),
});
export type WireEvent = Static<typeof WireEvent>;

/** `GET events`: the caller's invitations, soonest first for upcoming events. */
export const EventListResponse = Type.Object({ list: Type.Array(WireEvent) });
export type EventListResponse = Static<typeof EventListResponse>;

/** `GET events/{id}`. */
export const EventResponse = Type.Object({ event: WireEvent });
export type EventResponse = Static<typeof EventResponse>;

/** `POST events/accept` and `POST events/reject`. */
export const EventAnswerBody = Type.Object(
  {
    // PostgreSQL integers: a larger id failed in SQL (a 500) instead of being refused as bad input.
    eventId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    userId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    // The limit itself (2000) is checkEventAnswer's, so its message is the page's; this only bounds the body.
    description: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);
export type EventAnswerBody = Static<typeof EventAnswerBody>;

export const EventAnswerResponse = Type.Object({ success: Type.Boolean(), event: WireEvent });
export type EventAnswerResponse = Static<typeof EventAnswerResponse>;
