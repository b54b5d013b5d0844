/**
 * The events area (spec loan-area sections 2 "Events", 3 "Event", 8; DECISIONS.md "Events" and "Texts the spec does
 * not give"): a guest's statuses, the page's words, and the rule of an answer, used by the app before it posts and
 * by the server (the events routes and the e-mailed links) before it writes.
 */
import { brazilDayOf, brazilTimeOf } from './brazilTime';

/** A guest's answer to an invitation (`events_guests.status`). */
export const guestStatus = { invited: 1, accepted: 2, refused: 3 } as const;
export type GuestStatus = (typeof guestStatus)[keyof typeof guestStatus];

export const isGuestStatus = (value: number): value is GuestStatus =>
  value === 1 || value === 2 || value === 3;

/** The two answers, as the routes name them (`POST events/accept`, `POST events/reject`). */
export type EventAnswer = 'accept' | 'reject';

export const answerStatus: Record<EventAnswer, GuestStatus> = {
  accept: guestStatus.accepted,
  reject: guestStatus.refused,
};

/** The agenda text sent with an answer ('Digite a pauta ou o motivo...'): at most 2000 characters (spec section 9). */
export const eventAgendaMaxLength = 2000;

/** An e-mailed answer link stays valid this long after it is sent, and never after the event has started. */
export const invitationLinkValidDays = 60;

export const eventTexts = {
  breadcrumbArea: 'Área Logada',
  title: 'Eventos',
  upcomingTab: 'Próximos Eventos',
  pastTab: 'Eventos Anteriores',
  empty: 'Não foram encontrados resultados',
  agendaPlaceholder: 'Digite a pauta ou o motivo...',
  acceptConfirm: 'Confirma presença neste evento?',
  refuseConfirm: 'Tem certeza que deseja recusar permanentemente este evento da sua lista?',
  accept: 'Aceitar',
  refuse: 'Recusar',
  details: 'Ver detalhes',
  addToCalendar: 'Adicionar à agenda',
  statusLabel: {
    [guestStatus.invited]: 'Aguardando resposta',
    [guestStatus.accepted]: 'Presença confirmada',
    [guestStatus.refused]: 'Convite recusado',
  } as Record<GuestStatus, string>,
  accepted: 'Presença confirmada. Até lá!',
  refused: 'Convite recusado.',
} as const;

/** What the server answers when an answer can't be taken; the app shows the same words. */
export const eventMessages = {
  /** DECISIONS.md: an answered invitation can't be changed. */
  alreadyAnswered: 'Você já respondeu a este convite. Para alterar, fale com a assessoria de imprensa.',
  /** `isOld`: the event is over. */
  isOld: 'Este evento já aconteceu e não pode mais ser respondido.',
  /** The event has begun: too late for an answer to be of use. */
  started: 'Este evento já começou e não pode mais ser respondido.',
  notInvited: 'Convite não encontrado.',
  /** The press office cancelled the event (/redacao/eventos): nothing left to answer. */
  cancelled: 'Este evento foi cancelado pela assessoria de imprensa.',
  /** `userId` of the body is someone else's. */
  notYours: 'Você só pode responder aos seus próprios convites.',
  agendaTooLong: `A pauta ou o motivo pode ter no máximo ${eventAgendaMaxLength} caracteres.`,
  linkInvalid: 'Este link de convite não é válido. Entre na área logada para responder ao convite.',
  linkExpired: 'Este link de convite expirou. Entre na área logada para ver o convite.',
} as const;

/** Past: the event has ended (the list's `isOld`, and the tab it falls under). */
export const isEventOld = (endDate: string | Date, now: Date): boolean =>
  new Date(endDate).getTime() <= now.getTime();

/** Begun: too late for an answer (the dialog then shows no answer buttons, the server refuses one). */
export const hasEventStarted = (startDate: string | Date, now: Date): boolean =>
  new Date(startDate).getTime() <= now.getTime();

export interface AnswerFacts {
  /** The guest's current status. */
  status: GuestStatus;
  startDate: string | Date;
  endDate: string | Date;
  description: string;
}

/**
 * Why an answer can't be taken, or null when it can: an answer stays; an event that ended or began takes none; the
 * agenda text has its limit. The order is the one a guest would want to hear: the answer they already gave first.
 */
export function checkEventAnswer(facts: AnswerFacts, now: Date): string | null {
  if (facts.status !== guestStatus.invited) return eventMessages.alreadyAnswered;
  if (isEventOld(facts.endDate, now)) return eventMessages.isOld;
  if (hasEventStarted(facts.startDate, now)) return eventMessages.started;
  // Counted as the text area's maxlength counts (UTF-16 units), so the browser and the server agree.
  if (facts.description.length > eventAgendaMaxLength) return eventMessages.agendaTooLong;
  return null;
}

/**
 * An event's time as the page and the e-mail print it, in Brazil's time: '10/12/2026, 19:00 – 22:00' on one day,
 * '10/12/2026, 19:00 – 11/12/2026, 02:00' across days.
 */
export function eventPeriodText(startDate: string | Date, endDate: string | Date): string {
  const dateTime = (instant: string | Date) => `${brazilDayOf(instant)}, ${brazilTimeOf(instant)}`;
  const sameDay = brazilDayOf(startDate) === brazilDayOf(endDate);
  return `${dateTime(startDate)} – ${sameDay ? brazilTimeOf(endDate) : dateTime(endDate)}`;
}
