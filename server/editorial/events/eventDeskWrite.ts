/**
 * The writes of /redacao/eventos on an event itself: create, save, cancel. Every write but the creation names the
 * version the editor started from and is refused with 409 when someone wrote after it; an event cancelled or over
 * takes no change. Each write, its e-mails and its history line are one transaction.
 */
import { eq, sql } from 'drizzle-orm';
import {
  checkCancelNote,
  checkEditorialEvent,
  editorialEventMessages,
  editorialEventStateOf,
  eventLockedReason,
  type EditorialEventFields,
} from '../../../src/domain/editorialEvents';
import type {
  EventCancelBody,
  EventCreateBody,
  EventSaveBody,
} from '../../../src/domain/editorialEventSchemas';
import { editorialNewsMessages } from '../../../src/domain/editorialNews';
import { brazilLocalOf, momentOfBrazilLocal } from '../../../src/domain/brazilTime';
import { assertSafeHtml } from '../../content/contentHtml';
import type { Db, DbOrTx } from '../../db/client';
import { events } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { calendarAnswerOf, eventCancellationAttachment } from '../../events/eventCalendar';
import { eventLetterFacts, eventMail } from '../../events/eventMail';
import {
  addressesToRegisterOf,
  comingGuestsOf,
  createEventIn,
  mailEventUpdate,
  writeTextBlocks,
  type EventSite,
} from '../../events/eventPlanning';
import { calendarFactsOf, type EventRow } from '../../events/eventShape';
import { DomainError } from '../../shared/domainError';
import { recordEditorialChange, type ChangeRecord } from '../../shared/changeLog';
import { recordRevision } from '../revisions/revisionLog';
import { textBlocksOf } from './eventDeskRead';

export interface EventWriter {
  db: Db;
  actorId: number;
  now: Date;
  site: EventSite;
}

const record = (db: DbOrTx, change: ChangeRecord) => recordEditorialChange(db, 'event', change);

/** The fields' rule, then the server's HTML rules, named in Portuguese; answers the moments. */
function checked(given: EditorialEventFields, now: Date, startIsNew: boolean) {
  // A block left empty in the editor is no block: the guests' page would show a gap.
  const fields = { ...given, textBlocks: given.textBlocks.filter((html) => html.trim() !== '') };
  const problem = checkEditorialEvent(fields, now, { startIsNew });
  if (problem) throw new DomainError(400, problem.message);
  assertSafeHtml(fields.description, 'descrição');
  fields.textBlocks.forEach((html, index) => assertSafeHtml(html, `bloco de texto ${index + 1}`));
  return {
    startAt: momentOfBrazilLocal(fields.start)!,
    endAt: momentOfBrazilLocal(fields.end)!,
    textBlocks: fields.textBlocks,
  };
}

export async function createEditorialEvent(
  { db, actorId, now }: Omit<EventWriter, 'site'>,
  body: EventCreateBody,
): Promise<number> {
  const { startAt, endAt, textBlocks } = checked(body, now, true);
  return db.transaction(async (tx) => {
    const id = await createEventIn(tx, {
      title: body.title.trim(),
      description: body.description,
      location: body.location.trim(),
      startAt,
      endAt,
      textBlocks,
    });
    await record(tx, { subjectId: id, action: 'create', actorId, at: now });
    await recordRevision(tx, 'event', id, body, actorId, now);
    return id;
  });
}

/**
 * The event locked for the change, at the version the editor read (409 otherwise), and still open to changes (400
 * with the reason otherwise).
 */
export async function lockOpenEvent(tx: DbOrTx, id: number, now: Date, version?: number): Promise<EventRow> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  if (!row) throw new DomainError(404, editorialEventMessages.notFound);
  if (version !== undefined && row.version !== version)
    throw new DomainError(409, editorialNewsMessages.conflict);
  const locked = eventLockedReason(editorialEventStateOf(row, now));
  if (locked) throw new DomainError(400, locked);
  return row;
}

export async function saveEditorialEvent(
  { db, actorId, now, site }: EventWriter,
  id: number,
  body: EventSaveBody,
): Promise<void> {
  const { version, ...fields } = body;
  await db.transaction(async (tx) => {
    const before = await lockOpenEvent(tx, id, now, version);
    // An event under way keeps its start; only a start typed anew must lie ahead.
    const { startAt, endAt, textBlocks } = checked(
      fields,
      now,
      fields.start !== brazilLocalOf(before.startAt),
    );
    const title = fields.title.trim();
    const location = fields.location.trim();
    const blocksBefore = await textBlocksOf(tx, id);
    const changed = [
      ...(before.title !== title ? ['title'] : []),
      ...(before.description !== fields.description ? ['description'] : []),
      ...(before.location !== location ? ['location'] : []),
      ...(before.startAt.getTime() !== startAt.getTime() ? ['start'] : []),
      ...(before.endAt.getTime() !== endAt.getTime() ? ['end'] : []),
      ...(blocksBefore.join('\u0000') !== textBlocks.join('\u0000') ? ['textBlocks'] : []),
    ];
    // What a guest's calendar holds: a change of it is mailed with the entry's next sequence.
    const calendarChanged = changed.some((field) => ['title', 'location', 'start', 'end'].includes(field));
    const [event] = await tx
      .update(events)
      .set({
        title,
        description: fields.description,
        location,
        startAt,
        endAt,
        version: sql`${events.version} + 1`,
        updatedAt: now,
        ...(calendarChanged ? { calendarSequence: before.calendarSequence + 1 } : {}),
      })
      .where(eq(events.id, id))
      .returning();
    if (changed.includes('textBlocks')) await writeTextBlocks(tx, id, textBlocks);
    if (calendarChanged) await mailEventUpdate({ tx, event: event!, now, site });
    await record(tx, { subjectId: id, action: 'update', actorId, at: now, fields: changed });
    await recordRevision(tx, 'event', id, body, actorId, now);
  });
}

/**
 * 'Cancelar evento': the event stays, marked cancelled with the note; every guest still coming (invited or accepted)
 * and every address still to register is mailed the note and METHOD:CANCEL, which takes the entry out of their
 * calendar. Those who refused were sent that already.
 */
export async function cancelEditorialEvent(
  { db, actorId, now, site }: EventWriter,
  id: number,
  body: EventCancelBody,
): Promise<void> {
  const problem = checkCancelNote(body.note);
  if (problem) throw new DomainError(400, problem);
  const note = body.note.trim();
  await db.transaction(async (tx) => {
    const before = await lockOpenEvent(tx, id, now, body.version);
    const [event] = await tx
      .update(events)
      .set({
        cancelledAt: now,
        cancelNote: note,
        calendarSequence: before.calendarSequence + 1,
        version: sql`${events.version} + 1`,
        updatedAt: now,
      })
      .where(eq(events.id, id))
      .returning();
    const facts = calendarFactsOf(event!, site, now);
    const guests = await comingGuestsOf(tx, id);
    const coming = [
      ...guests.map((guest) => ({ ...guest, answer: calendarAnswerOf(guest.status) })),
      ...(await addressesToRegisterOf(tx, id)).map(({ email }) => ({
        email,
        name: '',
        answer: 'NEEDS-ACTION' as const,
      })),
    ];
    for (const attendee of coming) {
      const letter = eventMail('cancelled', {
        to: attendee.email,
        name: attendee.name,
        ...eventLetterFacts(before, site.publicUrl),
        note,
      });
      letter.attachments = [eventCancellationAttachment(facts, attendee)];
      await enqueueMail(tx, 'event-cancelled', letter);
    }
    await record(tx, { subjectId: id, action: 'cancel', actorId, at: now, note });
  });
}
