/**
 * What leaves a person's calendar: an approved loan cancelled, and an invitation refused. Each e-mail carries an
 * iCalendar file with METHOD:CANCEL and the UID of the entry the approval or the invitation added, so the calendar
 * removes that entry instead of keeping it (RFC 5546).
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanActor } from '../../src/domain/loanStatus';
import type { Database } from '../../server/db/client';
import { mailOutbox } from '../../server/db/schema';
import { answerInvitation } from '../../server/events/eventService';
import { inviteGuests, type EventSite } from '../../server/events/eventPlanning';
import { applyTransition } from '../../server/loans/loanService';
import { createFleetVehicle, createLoan, createLoanOption, createLoanUser, createUser } from './builders';
import { testDatabases } from './databases';
import { eventSiteOf, makeEvent } from './eventFixtures';
import { testNow, testSite } from './testApp';

const site = testSite;

/** The file's logical lines: unfolded (CRLF + space removed), split on CRLF. */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
const property = (ics: string, name: string) =>
  unfolded(ics)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');

describe.each(testDatabases)('calendar cancellations on $name', (target) => {
  let database: Database;
  let option: Awaited<ReturnType<typeof createLoanOption>>;
  let events: EventSite;
  const db = () => database.db;

  const mailsTo = (email: string, topic: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.topic, topic)))
      .orderBy(asc(mailOutbox.id));
  const actorOf = async (role: number): Promise<LoanActor> => {
    const user = await createUser(db(), { role });
    return { kind: 'user', userId: user.id, role };
  };

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    option = await createLoanOption(db());
    events = await eventSiteOf(db());
  });
  afterAll(async () => database?.close());

  describe('a loan', () => {
    /** A loan at its last manager's step (3), with a vehicle. */
    const loanAtStep3 = async () => {
      const requester = await createLoanUser(db(), { role: 10 });
      const vehicle = await createFleetVehicle(db(), option);
      const loan = await createLoan(db(), requester.id, {
        status: 3,
        fleetVehicleId: vehicle.id,
        option1Id: option.car.id,
        clientTier: 2,
      });
      return { loan, requester };
    };

    it('approved, then cancelled: the cancellation e-mail removes the approval’s entry (same UID, METHOD:CANCEL)', async () => {
      const { loan, requester } = await loanAtStep3();
      await applyTransition({
        db: db(),
        loanId: loan.id,
        action: 'approve',
        actor: await actorOf(3),
        details: {},
        now: testNow,
        site,
      });
      const later = new Date(testNow.getTime() + 3600_000);
      await applyTransition({
        db: db(),
        loanId: loan.id,
        action: 'cancel',
        actor: { kind: 'user', userId: requester.id, role: 10 },
        details: {},
        now: later,
        site,
      });

      const [approved] = await mailsTo(requester.email, 'loan-approved');
      const [cancelled] = await mailsTo(requester.email, 'loan-cancelled');
      const invitation = approved!.attachments[0]!.content;
      expect(property(invitation, 'METHOD')).toBe('PUBLISH');
      expect(cancelled!.attachments).toHaveLength(1);
      const attachment = cancelled!.attachments[0]!;
      expect(attachment.filename).toBe(`emprestimo-CMD-${String(loan.id).padStart(6, '0')}-cancelado.ics`);
      expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
      const cancel = attachment.content;
      expect(property(cancel, 'METHOD')).toBe('CANCEL');
      expect(property(cancel, 'STATUS')).toBe('CANCELLED');
      expect(property(cancel, 'UID')).toBe(`loan-${loan.id}@newsroom.test`);
      expect(property(cancel, 'UID')).toBe(property(invitation, 'UID'));
      expect(Number(property(cancel, 'SEQUENCE'))).toBeGreaterThan(Number(property(invitation, 'SEQUENCE')));
      expect(property(cancel, 'DTSTART')).toBe(property(invitation, 'DTSTART'));
      // RFC 5546 asks a CANCEL for its ORGANIZER: the press office, the approval's too.
      expect(property(cancel, 'ORGANIZER')).toBe('mailto:imprensa@aurora.test');
      expect(property(invitation, 'ORGANIZER')).toBe('mailto:imprensa@aurora.test');
      expect(unfolded(cancel).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    });

    it.each([1, 2, 3] as const)(
      'cancelled before its final approval (status %i) had no entry to remove: no calendar file',
      async (status) => {
        const requester = await createLoanUser(db(), { role: 10 });
        const loan = await createLoan(db(), requester.id, {
          status,
          fleetVehicleId: status === 1 ? null : (await createFleetVehicle(db(), option)).id,
          option1Id: option.car.id,
        });
        await applyTransition({
          db: db(),
          loanId: loan.id,
          action: 'cancel',
          actor: await actorOf(5),
          details: {},
          now: testNow,
          site,
        });
        const [cancelled] = await mailsTo(requester.email, 'loan-cancelled');
        expect(cancelled!.attachments).toEqual([]);
      },
    );
  });

  describe('an event', () => {
    it('refused: the receipt removes the invitation’s entry (same UID, METHOD:CANCEL, a greater sequence)', async () => {
      const guest = await createUser(db());
      const eventId = await makeEvent(db(), 48);
      const [guestId] = await inviteGuests({
        db: db(),
        eventId,
        userIds: [guest.id],
        now: testNow,
        site: events,
      });
      await answerInvitation({
        db: db(),
        request: {
          target: { guestId: guestId! },
          answer: 'reject',
          description: 'Estarei em viagem.',
          via: 'site',
        },
        now: testNow,
        site: events,
      });

      const [invitationMail] = await mailsTo(guest.email, 'event-invitation');
      const [receipt] = await mailsTo(guest.email, 'event-answered');
      const invitation = invitationMail!.attachments[0]!.content;
      expect(receipt!.text).toContain('O arquivo anexo remove o evento da sua agenda.');
      expect(receipt!.attachments).toHaveLength(1);
      const attachment = receipt!.attachments[0]!;
      expect(attachment.filename).toBe(`evento-${eventId}-cancelado.ics`);
      expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
      const cancel = attachment.content;
      expect(property(cancel, 'METHOD')).toBe('CANCEL');
      expect(property(cancel, 'STATUS')).toBe('CANCELLED');
      expect(property(cancel, 'UID')).toBe(`event-${eventId}@newsroom.test`);
      expect(property(cancel, 'UID')).toBe(property(invitation, 'UID'));
      expect(Number(property(cancel, 'SEQUENCE'))).toBeGreaterThan(Number(property(invitation, 'SEQUENCE')));
    });

    it('accepted: the receipt updates the invitation (METHOD:REQUEST, same UID, the guest ACCEPTED)', async () => {
      const guest = await createUser(db());
      const eventId = await makeEvent(db(), 48);
      const [guestId] = await inviteGuests({
        db: db(),
        eventId,
        userIds: [guest.id],
        now: testNow,
        site: events,
      });
      await answerInvitation({
        db: db(),
        request: { target: { guestId: guestId! }, answer: 'accept', via: 'email' },
        now: testNow,
        site: events,
      });
      const [receipt] = await mailsTo(guest.email, 'event-answered');
      const ics = receipt!.attachments[0]!.content;
      expect(property(ics, 'METHOD')).toBe('REQUEST');
      expect(property(ics, 'UID')).toBe(`event-${eventId}@newsroom.test`);
      const attendee = unfolded(ics).find((line) => line.startsWith('ATTENDEE;'));
      expect(attendee).toContain(';PARTSTAT=ACCEPTED;');
      expect(attendee?.endsWith(`:mailto:${guest.email}`)).toBe(true);
      expect(property(ics, 'ORGANIZER')).toBe('mailto:imprensa@aurora.test');
      expect(property(ics, 'STATUS')).toBeUndefined();
    });
  });
});
