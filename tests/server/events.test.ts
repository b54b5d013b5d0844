/**
 * The events area's calls (`GET events`, `GET events/{id}`, `POST events/accept|reject`, `GET events/{id}/calendar`):
 * each guest sees and answers only their own invitations, an answer is final, an event over or begun takes none,
 * the agenda text has its limit, and two answers at once leave exactly one.
 */
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMessages } from '../../src/domain/events';
import { eventGuests, mailOutbox } from '../../server/db/schema';
import type { EventSite } from '../../server/events/eventPlanning';
import { inviteGuests } from '../../server/events/eventPlanning';
import { createSignInSession, createTemplateBlock, createUser } from './builders';
import { testDatabases } from './databases';
import { eventSiteOf, makeEvent } from './eventFixtures';
import { startTestApp, testNow, type TestApp } from './testApp';

type User = Awaited<ReturnType<typeof createUser>>;
interface ShownEvent {
  id: number;
  isOld: boolean;
  templates: { text: string }[];
  guests: { id: number; events_guests: { status: number; description: string; answeredAt: string | null } }[];
}

describe.each(testDatabases)('events API on $name', (target) => {
  let t: TestApp;
  let site: EventSite;
  const db = () => t.database.db;

  /** Injects as `user`. */
  const as = async (user: User, request: InjectOptions) => {
    const token = await createSignInSession(db(), user.id, { now: testNow });
    return t.inject({
      ...request,
      headers: { ...request.headers, authorization: token },
    });
  };
  const guestRow = async (eventId: number, userId: number) =>
    (
      await db()
        .select()
        .from(eventGuests)
        .where(and(eq(eventGuests.eventId, eventId), eq(eventGuests.userId, userId)))
    )[0]!;
  const receiptsTo = (email: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.topic, 'event-answered')));
  /** A guest of a new event starting `startsIn` hours from now. */
  const invited = async (startsIn = 48, lasts = 3, role = 10) => {
    const user = await createUser(db(), { role });
    const eventId = await makeEvent(db(), startsIn, lasts);
    await inviteGuests({ db: db(), eventId, userIds: [user.id], now: testNow, site });
    return { user, eventId };
  };
  const answer = (user: User, kind: 'accept' | 'reject', payload: object) =>
    as(user, { method: 'POST', url: `/api/events/${kind}`, payload });

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    site = await eventSiteOf(t.database.db);
  });
  afterAll(async () => t?.close());

  describe('reading', () => {
    it('lists only the caller’s invitations, upcoming soonest first then past newest first, each with only the caller’s own row', async () => {
      const ana = await createUser(db());
      const bruno = await createUser(db(), { role: 2 });
      const later = await makeEvent(db(), 120);
      const sooner = await makeEvent(db(), 24);
      const longAgo = await makeEvent(db(), -300);
      const recent = await makeEvent(db(), -30);
      const notHers = await makeEvent(db(), 48);
      await createTemplateBlock(db(), { type: 'event', id: later }, { text: '<p>Programação</p>' });
      for (const id of [later, sooner, longAgo, recent])
        await inviteGuests({
          db: db(),
          eventId: id,
          userIds: [ana.id, bruno.id],
          now: new Date(testNow.getTime() - 400 * 3600e3),
          site,
        });
      await inviteGuests({ db: db(), eventId: notHers, userIds: [bruno.id], now: testNow, site });

      const response = await as(ana, { method: 'GET', url: '/api/events' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const list = response.json().list as ShownEvent[];
      expect(list.map((event) => event.id)).toEqual([sooner, later, recent, longAgo]);
      expect(list.map((event) => event.isOld)).toEqual([false, false, true, true]);
      for (const event of list)
        expect(event.guests).toEqual([
          { id: ana.id, events_guests: { status: 1, description: '', answeredAt: null } },
        ]);
      expect(list[1]!.templates.map((block) => block.text)).toEqual(['<p>Programação</p>']);

      // Staff may be guests too; bruno sees his five, never ana's row.
      const his = (await as(bruno, { method: 'GET', url: '/api/events' })).json().list as ShownEvent[];
      expect(his.map((event) => event.id)).toContain(notHers);
      expect(his.flatMap((event) => event.guests.map((guest) => guest.id))).toEqual(his.map(() => bruno.id));
    });

    it('shows an invitation’s event to its guest, and 404 to anyone else, whether the event exists or not', async () => {
      const { user, eventId } = await invited();
      const mine = await as(user, { method: 'GET', url: `/api/events/${eventId}` });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().event).toMatchObject({ id: eventId, isOld: false, guests: [{ id: user.id }] });

      const stranger = await createUser(db());
      for (const id of [eventId, 999_999]) {
        const response = await as(stranger, { method: 'GET', url: `/api/events/${id}` });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(eventMessages.notInvited);
      }
    });

    it('asks for a sign-in (401) on every call', async () => {
      const { eventId, user } = await invited();
      for (const request of [
        { method: 'GET', url: '/api/events' },
        { method: 'GET', url: `/api/events/${eventId}` },
        { method: 'GET', url: `/api/events/${eventId}/calendar` },
        { method: 'POST', url: '/api/events/accept', payload: { eventId, userId: user.id } },
        { method: 'POST', url: '/api/events/reject', payload: { eventId, userId: user.id } },
      ] as InjectOptions[]) {
        const response = await t.app.inject(request);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      }
      expect((await guestRow(eventId, user.id)).status).toBe(1);
    });
  });

  describe('answering', () => {
    it('accepts with the agenda text, answers the event as it now is, and mails a receipt with the calendar entry', async () => {
      const { user, eventId } = await invited();
      const response = await answer(user, 'accept', {
        eventId,
        userId: user.id,
        description: '  Entrevista com o diretor de engenharia.  ',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        event: {
          id: eventId,
          guests: [
            {
              id: user.id,
              events_guests: { status: 2, description: 'Entrevista com o diretor de engenharia.' },
            },
          ],
        },
      });
      expect(await guestRow(eventId, user.id)).toMatchObject({
        status: 2,
        description: 'Entrevista com o diretor de engenharia.',
        answeredVia: 'site',
        answeredAt: testNow,
      });
      const [receipt, ...more] = await receiptsTo(user.email);
      expect(more).toEqual([]);
      expect(receipt!.subject).toMatch(/^Presença confirmada: /);
      expect(receipt!.text).toContain('Pauta enviada: Entrevista com o diretor de engenharia.');
      expect(receipt!.attachments).toEqual([
        expect.objectContaining({
          filename: `evento-${eventId}.ics`,
          contentType: expect.stringMatching(/^text\/calendar/),
        }),
      ]);
    });

    it('refuses with the reason, and mails a receipt that takes the invitation out of the calendar', async () => {
      const { user, eventId } = await invited();
      const response = await answer(user, 'reject', {
        eventId,
        userId: user.id,
        description: 'Estarei em viagem.',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().event.guests[0].events_guests).toMatchObject({
        status: 3,
        description: 'Estarei em viagem.',
      });
      const [receipt] = await receiptsTo(user.email);
      expect(receipt!.subject).toMatch(/^Convite recusado: /);
      // The cancellation itself (same UID as the invitation) is calendarCancellations.test.ts's.
      expect(receipt!.attachments).toEqual([
        expect.objectContaining({
          filename: `evento-${eventId}-cancelado.ics`,
          contentType: expect.stringMatching(/^text\/calendar;.*method=CANCEL/),
        }),
      ]);
    });

    it('refuses to answer for someone else (403), changing nothing', async () => {
      const { user, eventId } = await invited();
      const other = await createUser(db());
      for (const kind of ['accept', 'reject'] as const) {
        const response = await answer(other, kind, { eventId, userId: user.id });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(eventMessages.notYours);
      }
      expect(await guestRow(eventId, user.id)).toMatchObject({ status: 1, answeredAt: null });
      expect(await receiptsTo(user.email)).toEqual([]);
    });

    it('answers 404 to an answer for an event the caller is not invited to', async () => {
      const { eventId } = await invited();
      const stranger = await createUser(db());
      const response = await answer(stranger, 'accept', { eventId, userId: stranger.id });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(eventMessages.notInvited);
    });

    it('keeps the first answer: a second one gets the locked text (409) and changes nothing', async () => {
      const { user, eventId } = await invited();
      expect((await answer(user, 'accept', { eventId, userId: user.id })).statusCode).toBe(200);
      for (const kind of ['reject', 'accept'] as const) {
        const again = await answer(user, kind, { eventId, userId: user.id, description: 'Mudei de ideia.' });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(eventMessages.alreadyAnswered);
      }
      expect(await guestRow(eventId, user.id)).toMatchObject({ status: 2, description: '' });
      expect(await receiptsTo(user.email)).toHaveLength(1);
    });

    it('refuses an event that is over (isOld) and one that has begun (409)', async () => {
      const past = await invited(-48);
      const over = await answer(past.user, 'accept', { eventId: past.eventId, userId: past.user.id });
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toBe(eventMessages.isOld);

      const running = await invited(-1, 3);
      const begun = await answer(running.user, 'reject', {
        eventId: running.eventId,
        userId: running.user.id,
      });
      expect(begun.statusCode).toBe(409);
      expect(begun.json().message).toBe(eventMessages.started);

      expect((await guestRow(past.eventId, past.user.id)).status).toBe(1);
      expect((await guestRow(running.eventId, running.user.id)).status).toBe(1);
    });

    it('takes an agenda of 2000 characters and refuses 2001 (400)', async () => {
      const tooLong = await invited();
      const refused = await answer(tooLong.user, 'accept', {
        eventId: tooLong.eventId,
        userId: tooLong.user.id,
        description: 'a'.repeat(2001),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(eventMessages.agendaTooLong);
      expect((await guestRow(tooLong.eventId, tooLong.user.id)).status).toBe(1);

      const atLimit = await invited();
      const taken = await answer(atLimit.user, 'accept', {
        eventId: atLimit.eventId,
        userId: atLimit.user.id,
        description: 'a'.repeat(2000),
      });
      expect(taken.statusCode).toBe(200);
    });

    it('lets exactly one of two answers at once win; the other gets the locked text', async () => {
      const { user, eventId } = await invited();
      const responses = await Promise.all([
        answer(user, 'accept', { eventId, userId: user.id, description: 'Primeira aba' }),
        answer(user, 'reject', { eventId, userId: user.id, description: 'Segunda aba' }),
      ]);
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const loser = responses.find((response) => response.statusCode === 409)!;
      expect(loser.json().message).toBe(eventMessages.alreadyAnswered);
      const winner = responses.find((response) => response.statusCode === 200)!;
      const row = await guestRow(eventId, user.id);
      expect(row.status).toBe(winner.json().event.guests[0].events_guests.status);
      expect(await receiptsTo(user.email)).toHaveLength(1);
    });
  });

  describe('calendar file', () => {
    it('gives a guest the event’s .ics, and 404 to one who refused or was never invited', async () => {
      const { user, eventId } = await invited();
      const response = await as(user, { method: 'GET', url: `/api/events/${eventId}/calendar` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="evento-${eventId}.ics"`);
      expect(response.body).toContain(`UID:event-${eventId}@newsroom.test\r\n`);
      // A file to add, not an invitation: the organizer, and no attendee (RFC 5546 PUBLISH).
      expect(response.body).toContain('METHOD:PUBLISH\r\n');
      expect(response.body).toContain('ORGANIZER;CN="Aurora Imprensa":mailto:imprensa@aurora.test\r\n');
      expect(response.body).not.toContain('ATTENDEE');

      await answer(user, 'reject', { eventId, userId: user.id });
      const refused = await as(user, { method: 'GET', url: `/api/events/${eventId}/calendar` });
      expect(refused.statusCode).toBe(404);
      const stranger = await as(await createUser(db()), {
        method: 'GET',
        url: `/api/events/${eventId}/calendar`,
      });
      expect(stranger.statusCode).toBe(404);
    });
  });
});
