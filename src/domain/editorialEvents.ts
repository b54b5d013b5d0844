/**
 * The events the press office manages in /redacao/eventos (DECISIONS.md "Staff areas beyond the spec", `manageEvents`):
 * what an event must be to be saved, the guest list's addresses, the words of a guest's answer and of an event's
 * state. The editor checks these as the press officer types; the server checks them again on every call and answers
 * with the same words.
 */
import { isEmailShape } from './email';
import { momentOfBrazilLocal } from './brazilTime';
import { guestStatus, type GuestStatus } from './events';

export const editorialEventLimits = {
  titleMax: 200,
  /** The description's HTML, tags and all. */
  descriptionMax: 20_000,
  locationMax: 300,
  /** The text blocks the events page shows under the description. */
  textBlocksMax: 10,
  textBlockMax: 20_000,
  cancelNoteMax: 1_000,
  /** People and addresses sent in one 'Enviar convites'. */
  inviteMax: 500,
  /** Characters a search of accounts needs before it is sent. */
  searchMin: 2,
} as const;

const l = editorialEventLimits;

export const editorialEventMessages = {
  titleRequired: 'Informe o título do evento.',
  titleLong: `O título pode ter até ${l.titleMax} caracteres.`,
  descriptionLong: 'A descrição ficou longa demais. Resuma-a ou use os blocos de texto.',
  locationRequired: 'Informe o local do evento.',
  locationLong: `O local pode ter até ${l.locationMax} caracteres.`,
  startInvalid: 'Informe a data e a hora de início (horário de Brasília).',
  endInvalid: 'Informe a data e a hora de término (horário de Brasília).',
  period: 'O fim do evento deve ser depois do início.',
  startPast: 'Escolha um início no futuro.',
  textBlocksTooMany: `Um evento pode ter até ${l.textBlocksMax} blocos de texto.`,
  textBlockLong: 'Um dos blocos de texto ficou longo demais. Divida-o em dois.',
  ended: 'Este evento já terminou e não pode mais ser alterado.',
  cancelled: 'Este evento foi cancelado e não pode mais ser alterado.',
  cancelNoteRequired: 'Escreva uma nota aos convidados explicando o cancelamento.',
  cancelNoteLong: `A nota pode ter até ${l.cancelNoteMax} caracteres.`,
  guestsEmpty: 'Escolha ao menos uma pessoa ou cole ao menos um e-mail.',
  guestsTooMany: `Envie até ${l.inviteMax} convites de cada vez.`,
  emailsInvalid: (addresses: string[]) =>
    addresses.length === 1
      ? `Este endereço não é um e-mail válido: ${addresses[0]}. Corrija-o e envie de novo; nenhum convite foi enviado.`
      : `Estes endereços não são e-mails válidos: ${addresses.join(', ')}. Corrija-os e envie de novo; nenhum convite foi enviado.`,
  accountUnknown: 'Uma das pessoas escolhidas não tem mais conta. Recarregue a página.',
  notOnGuestList: 'Este convite já não está na lista de convidados. Recarregue a página.',
  notFound: 'Evento não encontrado.',
} as const;

/** Where an event stands, for the desk and the editor. */
export type EditorialEventState = 'upcoming' | 'ongoing' | 'ended' | 'cancelled';

export const editorialEventStateLabels: Record<EditorialEventState, string> = {
  upcoming: 'Próximo',
  ongoing: 'Em andamento',
  ended: 'Encerrado',
  cancelled: 'Cancelado',
};

export function editorialEventStateOf(
  event: { startAt: Date | string; endAt: Date | string; cancelledAt: Date | string | null },
  now: Date,
): EditorialEventState {
  if (event.cancelledAt) return 'cancelled';
  if (new Date(event.endAt).getTime() <= now.getTime()) return 'ended';
  return new Date(event.startAt).getTime() <= now.getTime() ? 'ongoing' : 'upcoming';
}

/** Why an event can't be changed (edited, cancelled, given guests) any more, or null while it can. */
export function eventLockedReason(state: EditorialEventState): string | null {
  if (state === 'cancelled') return editorialEventMessages.cancelled;
  if (state === 'ended') return editorialEventMessages.ended;
  return null;
}

/** A guest's answer as the press office reads it. */
export const guestAnswerLabels: Record<GuestStatus, string> = {
  [guestStatus.invited]: 'Pendente',
  [guestStatus.accepted]: 'Aceito',
  [guestStatus.refused]: 'Recusado',
};

/** What the press office writes: times are Brazil's wall clock, 'yyyy-mm-ddThh:mm', as the news schedule's. */
export interface EditorialEventFields {
  title: string;
  /** Editor HTML; the server's rules (server/content/contentHtml.ts) apply. */
  description: string;
  location: string;
  start: string;
  end: string;
  /** Editor HTML each, in order. */
  textBlocks: string[];
}

export type EditorialEventField = 'title' | 'description' | 'location' | 'start' | 'end' | 'textBlocks';

/**
 * The first problem of an event's fields, or null when it can be saved. `startIsNew`: the start was typed now (a new
 * event, or a change of its start), so it must lie ahead; an event under way keeps its start.
 */
export function checkEditorialEvent(
  fields: EditorialEventFields,
  now: Date,
  { startIsNew }: { startIsNew: boolean },
): { field: EditorialEventField; message: string } | null {
  const m = editorialEventMessages;
  if (!fields.title.trim()) return { field: 'title', message: m.titleRequired };
  if (fields.title.length > l.titleMax) return { field: 'title', message: m.titleLong };
  if (fields.description.length > l.descriptionMax)
    return { field: 'description', message: m.descriptionLong };
  if (!fields.location.trim()) return { field: 'location', message: m.locationRequired };
  if (fields.location.length > l.locationMax) return { field: 'location', message: m.locationLong };
  const start = momentOfBrazilLocal(fields.start);
  if (!start) return { field: 'start', message: m.startInvalid };
  if (startIsNew && start.getTime() <= now.getTime()) return { field: 'start', message: m.startPast };
  const end = momentOfBrazilLocal(fields.end);
  if (!end) return { field: 'end', message: m.endInvalid };
  if (end.getTime() <= start.getTime()) return { field: 'end', message: m.period };
  if (fields.textBlocks.length > l.textBlocksMax)
    return { field: 'textBlocks', message: m.textBlocksTooMany };
  if (fields.textBlocks.some((block) => block.length > l.textBlockMax))
    return { field: 'textBlocks', message: m.textBlockLong };
  return null;
}

const refusalFields = new Map<string, EditorialEventField>([
  [editorialEventMessages.titleRequired, 'title'],
  [editorialEventMessages.titleLong, 'title'],
  [editorialEventMessages.descriptionLong, 'description'],
  [editorialEventMessages.locationRequired, 'location'],
  [editorialEventMessages.locationLong, 'location'],
  [editorialEventMessages.startInvalid, 'start'],
  [editorialEventMessages.startPast, 'start'],
  [editorialEventMessages.endInvalid, 'end'],
  [editorialEventMessages.period, 'end'],
  [editorialEventMessages.textBlocksTooMany, 'textBlocks'],
  [editorialEventMessages.textBlockLong, 'textBlocks'],
]);

/**
 * The field a server's refusal of an event's save is about, so the editor shows it there: the rules' own messages,
 * and the HTML rules', which name the field they refused ('(campo descrição)', '(campo bloco de texto 2)'). Null for
 * a refusal about the whole event (it ended, it was cancelled).
 */
export function fieldOfEventRefusal(message: string): { field: EditorialEventField } | null {
  const field = refusalFields.get(message);
  if (field) return { field };
  if (message.endsWith('(campo descrição).')) return { field: 'description' };
  if (/\(campo bloco de texto \d+\)\.$/.test(message)) return { field: 'textBlocks' };
  return null;
}

/** The cancellation's note: required, as the guests are told it. */
export function checkCancelNote(note: string): string | null {
  if (!note.trim()) return editorialEventMessages.cancelNoteRequired;
  if (note.length > l.cancelNoteMax) return editorialEventMessages.cancelNoteLong;
  return null;
}

/**
 * Pasted addresses, one a line or separated by commas or semicolons: the valid ones in lower case, each once, and
 * those that are not e-mails as typed.
 */
export function parseGuestEmails(text: string): { emails: string[]; invalid: string[] } {
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const piece of text.split(/[\n\r,;]+/)) {
    const address = piece.trim();
    if (!address) continue;
    if (!isEmailShape(address)) invalid.push(address);
    else if (!emails.includes(address.toLowerCase())) emails.push(address.toLowerCase());
  }
  return { emails, invalid };
}

/** The problem of a whole 'Enviar convites', or null: someone to invite, within the limit, every address valid. */
export function checkInvitation({ userIds, emails }: { userIds: number[]; emails: string[] }): string | null {
  const invalid = emails.filter((address) => !isEmailShape(address.trim()));
  if (invalid.length) return editorialEventMessages.emailsInvalid(invalid);
  if (userIds.length + emails.length === 0) return editorialEventMessages.guestsEmpty;
  if (userIds.length + emails.length > l.inviteMax) return editorialEventMessages.guestsTooMany;
  return null;
}
