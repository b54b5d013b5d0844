/**
 * An event's guest list in /redacao/eventos: 'Enviar convites' (accounts picked, addresses pasted), the account
 * search that picks them, and the list as a CSV file.
 *
 * An address with an account is that account: it becomes a guest and is mailed the invitation with its answer
 * links (eventPlanning.ts). An address without one is kept in event_invitees and mailed an invitation to register
 * first, with the calendar entry the event's changes and cancellation then update; its account becomes a guest when
 * it signs in (server/events/eventInvitees.ts).
 */
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { checkInvitation, editorialEventMessages } from '../../../src/domain/editorialEvents';
import type { EventAccountList, EventInviteBody } from '../../../src/domain/editorialEventSchemas';
import { brazilDayOf } from '../../../src/domain/brazilTime';
import type { DbOrTx } from '../../db/client';
import { eventGuests, eventInvitees, events, users } from '../../db/schema';
import { inviteUsersIn, mailInvitee } from '../../events/eventPlanning';
import { DomainError } from '../../shared/domainError';
import { recordEditorialChange } from '../../shared/changeLog';
import { guestsOf, inviteesOf } from './eventDeskRead';
import { lockOpenEvent, type EventWriter } from './eventDeskWrite';

export interface InvitationOutcome {
  invited: number;
  askedToRegister: number;
  alreadyInvited: number;
}

/** The history's note of an invitation: who, the first few by address. */
function inviteNote(addresses: string[]): string {
  const shown = addresses.slice(0, 5).join(', ');
  const more = addresses.length - 5;
  return more > 0 ? `${shown} e mais ${more}` : shown;
}

export async function inviteToEvent(
  { db, actorId, now, site }: EventWriter,
  id: number,
  body: EventInviteBody,
): Promise<InvitationOutcome> {
  const problem = checkInvitation(body);
  if (problem) throw new DomainError(400, problem);
  const emails = [...new Set(body.emails.map((address) => address.trim().toLowerCase()))];
  return db.transaction(async (tx) => {
    const event = await lockOpenEvent(tx, id, now);
    const picked = [...new Set(body.userIds)];
    const pickedRows = picked.length
      ? await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, picked))
      : [];
    if (pickedRows.length !== picked.length)
      throw new DomainError(400, editorialEventMessages.accountUnknown);
    const byEmail = emails.length
      ? await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, emails))
      : [];
    const accounts = [...pickedRows, ...byEmail.filter((row) => !picked.includes(row.id))];
    const unknown = emails.filter((address) => !byEmail.some((row) => row.email.toLowerCase() === address));

    const accountIds = accounts.map((row) => row.id);
    const guestsAlready = accountIds.length
      ? await tx
          .select({ userId: eventGuests.userId })
          .from(eventGuests)
          .where(and(eq(eventGuests.eventId, id), inArray(eventGuests.userId, accountIds)))
      : [];
    const newGuests = accounts.filter((row) => !guestsAlready.some((guest) => guest.userId === row.id));
    await inviteUsersIn({ tx, event, userIds: newGuests.map((row) => row.id), now, site });
    const newInvitees = unknown.length
      ? await tx
          .insert(eventInvitees)
          .values(unknown.map((email) => ({ eventId: id, email, invitedAt: now })))
          .onConflictDoNothing({ target: [eventInvitees.eventId, eventInvitees.email] })
          .returning({ email: eventInvitees.email })
      : [];
    for (const { email } of newInvitees)
      await mailInvitee({ db: tx, kind: 'registerFirst', event, email, now, site });

    const outcome = {
      invited: newGuests.length,
      askedToRegister: newInvitees.length,
      alreadyInvited: guestsAlready.length + (unknown.length - newInvitees.length),
    };
    const invitedNow = [...newGuests.map((row) => row.email), ...newInvitees.map((row) => row.email)];
    if (outcome.invited + outcome.askedToRegister > 0)
      await recordEditorialChange(tx, 'event', {
        subjectId: id,
        action: 'invite',
        actorId,
        at: now,
        note: inviteNote(invitedNow),
      });
    return outcome;
  });
}

/** Accounts whose name or e-mail holds `search`, for the guest list's picker; suspended ones are left out. */
export async function searchAccounts(db: DbOrTx, search: string): Promise<EventAccountList> {
  // The user's text is matched literally: a '%' or '_' typed is not a wildcard.
  const pattern = `%${search.trim().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(isNull(users.suspendedAt), or(ilike(users.name, pattern), ilike(users.email, pattern))))
    .orderBy(asc(users.name), asc(users.email))
    .limit(20);
  return { list: rows };
}

export const guestCsvColumns = [
  'Nome',
  'E-mail',
  'Resposta',
  'Pauta',
  'Convidado em',
  'Respondido em',
] as const;

/** A field that would start a formula (=, +, -, @) stays text when the file is opened (as approvalsCsv.ts). */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const dayOf = (iso: string | null) => (iso ? brazilDayOf(iso) : '');

/**
 * The guest list for a spreadsheet, written as the approvals' export is (server/loans/approvalsCsv.ts): UTF-8 with a
 * BOM, `;` between fields, CRLF lines, dates dd/mm/yyyy; the addresses still to register after the guests.
 */
export async function guestListCsv(db: DbOrTx, eventId: number): Promise<string> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw new DomainError(404, editorialEventMessages.notFound);
  const guests = await guestsOf(db, eventId);
  const invitees = await inviteesOf(db, eventId);
  const records = [
    ...guests.map((guest) => [
      asText(guest.name),
      asText(guest.email),
      guest.statusText,
      asText(guest.description),
      dayOf(guest.invitedAt),
      dayOf(guest.answeredAt),
    ]),
    ...invitees.map((invitee) => [
      '',
      asText(invitee.email),
      'Aguardando cadastro',
      '',
      dayOf(invitee.invitedAt),
      '',
    ]),
  ];
  return stringify([[...guestCsvColumns], ...records], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
  });
}

export const guestCsvFileName = (eventId: number) => `convidados-evento-${eventId}.csv`;
