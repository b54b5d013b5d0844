/**
 * Wire shapes of the events staff area (`/api/redacao/events…`): the server declares them on its routes, the editor
 * types its calls with them. The rules are in editorialEvents.ts; the bounds here only keep a body's size in check
 * (twice the rule's), so a long field is refused with the rule's own words rather than the validator's.
 */
import { Type, type Static } from 'typebox';
import { emailMaxLength } from './email';
import { editorialEventLimits as limits } from './editorialEvents';
import { EditorialChange } from './editorialSchemas';

const rowId = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const eventFields = {
  title: Type.String({ maxLength: limits.titleMax * 2 }),
  /** HTML from the rich-text editor. */
  description: Type.String({ maxLength: limits.descriptionMax * 2 }),
  location: Type.String({ maxLength: limits.locationMax * 2 }),
  /** Brazil's wall clock, 'yyyy-mm-ddThh:mm'. */
  start: Type.String({ maxLength: 40 }),
  end: Type.String({ maxLength: 40 }),
  textBlocks: Type.Array(Type.String({ maxLength: limits.textBlockMax * 2 }), {
    maxItems: limits.textBlocksMax * 2,
  }),
};

/** 'Novo evento'. */
export const EventCreateBody = Type.Object(eventFields, { additionalProperties: false });
export type EventCreateBody = Static<typeof EventCreateBody>;

/** A save: the fields and the version the editor started from (409 when someone saved after it). */
export const EventSaveBody = Type.Object(
  { ...eventFields, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type EventSaveBody = Static<typeof EventSaveBody>;

/** 'Enviar convites': accounts picked, and addresses pasted (those without an account are asked to register). */
export const EventInviteBody = Type.Object(
  {
    userIds: Type.Array(rowId(), { maxItems: limits.inviteMax * 2 }),
    emails: Type.Array(Type.String({ maxLength: emailMaxLength * 2 }), { maxItems: limits.inviteMax * 2 }),
  },
  { additionalProperties: false },
);
export type EventInviteBody = Static<typeof EventInviteBody>;

/** 'Retirar convite': a guest by account, or an address still waiting to register. */
export const EventWithdrawBody = Type.Union([
  Type.Object({ userId: rowId() }, { additionalProperties: false }),
  Type.Object(
    { email: Type.String({ minLength: 1, maxLength: emailMaxLength * 2 }) },
    { additionalProperties: false },
  ),
]);
export type EventWithdrawBody = Static<typeof EventWithdrawBody>;

/** 'Cancelar evento': the note the guests are sent, from the version shown. */
export const EventCancelBody = Type.Object(
  { version: Type.Integer({ minimum: 1 }), note: Type.String({ maxLength: limits.cancelNoteMax * 2 }) },
  { additionalProperties: false },
);
export type EventCancelBody = Static<typeof EventCancelBody>;

export const EditorialEventState = Type.Union([
  Type.Literal('upcoming'),
  Type.Literal('ongoing'),
  Type.Literal('ended'),
  Type.Literal('cancelled'),
]);

/** An event on the desk, with its answers counted. */
export const EditorialEventSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  location: Type.String(),
  /** ISO. */
  startDate: Type.String(),
  endDate: Type.String(),
  state: EditorialEventState,
  stateText: Type.String(),
  counts: Type.Object({
    pending: Type.Integer(),
    accepted: Type.Integer(),
    refused: Type.Integer(),
    /** Addresses asked to register first. */
    unregistered: Type.Integer(),
  }),
});
export type EditorialEventSummary = Static<typeof EditorialEventSummary>;

export const EditorialEventList = Type.Object({ list: Type.Array(EditorialEventSummary) });
export type EditorialEventList = Static<typeof EditorialEventList>;

export const EditorialEventGuest = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  status: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  /** 'Pendente', 'Aceito', 'Recusado'. */
  statusText: Type.String(),
  /** The agenda text sent with the answer ('' before one). */
  description: Type.String(),
  invitedAt: Type.String(),
  answeredAt: Nullable(Type.String()),
});
export type EditorialEventGuest = Static<typeof EditorialEventGuest>;

/** An address invited before it had an account. */
export const EditorialEventInvitee = Type.Object({ email: Type.String(), invitedAt: Type.String() });
export type EditorialEventInvitee = Static<typeof EditorialEventInvitee>;

export const EditorialEvent = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  location: Type.String(),
  /** Brazil's wall clock, as the fields take it. */
  start: Type.String(),
  end: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  textBlocks: Type.Array(Type.String()),
  version: Type.Integer(),
  state: EditorialEventState,
  stateText: Type.String(),
  /** Why it can't be changed any more (cancelled, ended), or null. */
  locked: Nullable(Type.String()),
  cancelledAt: Nullable(Type.String()),
  cancelNote: Nullable(Type.String()),
  guests: Type.Array(EditorialEventGuest),
  invitees: Type.Array(EditorialEventInvitee),
  changes: Type.Array(EditorialChange),
});
export type EditorialEvent = Static<typeof EditorialEvent>;

/** What 'Enviar convites' did: who was invited now, who was asked to register, who was on the list already. */
export const EventInviteResponse = Type.Object({
  event: EditorialEvent,
  invited: Type.Integer(),
  askedToRegister: Type.Integer(),
  alreadyInvited: Type.Integer(),
});
export type EventInviteResponse = Static<typeof EventInviteResponse>;

/** The account search of the guest list. */
export const EventAccountQuery = Type.Object(
  { search: Type.String({ minLength: limits.searchMin, maxLength: 100 }) },
  { additionalProperties: false },
);
export const EventAccountChoice = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
});
export type EventAccountChoice = Static<typeof EventAccountChoice>;
export const EventAccountList = Type.Object({ list: Type.Array(EventAccountChoice) });
export type EventAccountList = Static<typeof EventAccountList>;
