/**
 * The 'events' seed unit: upcoming and past press events made through the events services, the journalist invited
 * to many open ones (the browser test answers them) and to both past ones (answered before they began), the blocked
 * agent to three, novo@ and backoffice@ to none; every invitation mailed, its links signed with the server's key.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventGuests, events, mailOutbox, templateBlocks, users } from '../../server/db/schema';
import { applySeeds, seedUnits } from '../../server/seed/index';
import { seedEvents } from '../../server/seed/write/events';
import { createSignInSession } from './builders';
import { testDatabases } from './databases';
import { startTestApp, testNow, type TestApp } from './testApp';

interface ShownEvent {
  id: number;
  isOld: boolean;
  guests: { events_guests: { status: number } }[];
}

describe.each(testDatabases)('events seed on $name', (target) => {
  let test: TestApp;
  let eventsUnitMs = 0;
  const db = () => test.database.db;
  const userOf = async (name: string) =>
    (
      await db()
        .select()
        .from(users)
        .where(eq(users.email, `${name}@imprensa.test`))
    )[0]!;
  const invitationsOf = async (name: string) =>
    db()
      .select({ event: events, guest: eventGuests })
      .from(eventGuests)
      .innerJoin(events, eq(events.id, eventGuests.eventId))
      .where(eq(eventGuests.userId, (await userOf(name)).id));
  const listAs = async (name: string) => {
    const token = await createSignInSession(db(), (await userOf(name)).id, { now: testNow });
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
    return response.json().list as ShownEvent[];
  };

  beforeAll(async () => {
    test = await startTestApp(target, { sendQueuedMail: false });
    const before = seedUnits.slice(0, -1);
    expect(seedUnits.at(-1)!.name).toBe('events');
    await applySeeds(db(), before, { now: testNow });
    const started = performance.now();
    expect(await applySeeds(db(), seedUnits, { now: testNow })).toEqual(['events']);
    eventsUnitMs = performance.now() - started;
  });
  afterAll(async () => test?.close());

  it('writes at least six upcoming events and two past ones, some with text blocks, quickly', async () => {
    const all = await db().select().from(events);
    expect(all).toHaveLength(seedEvents.length);
    expect(all.filter((event) => event.startAt > testNow).length).toBeGreaterThanOrEqual(6);
    expect(all.filter((event) => event.endAt <= testNow)).toHaveLength(2);
    const blocks = await db().select().from(templateBlocks).where(eq(templateBlocks.ownerType, 'event'));
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    expect(blocks.every((block) => block.type === 1)).toBe(true);
    // One of them was moved after the invitations: a new calendar version.
    expect(all.some((event) => event.calendarSequence === 1)).toBe(true);
    expect(eventsUnitMs).toBeLessThan(5000);
  });

  it('invites the journalist to five or more open upcoming events and to both past ones, answered in time', async () => {
    const invitations = await invitationsOf('jornalista');
    const upcoming = invitations.filter(({ event }) => event.startAt > testNow);
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    expect(upcoming.every(({ guest }) => guest.status === 1)).toBe(true);
    const past = invitations.filter(({ event }) => event.endAt <= testNow);
    expect(past.map(({ guest }) => guest.status).sort()).toEqual([2, 3]);
    for (const { event, guest } of past) {
      expect(guest.answeredAt!.getTime()).toBeLessThan(event.startAt.getTime());
      expect(guest.invitedAt.getTime()).toBeLessThan(guest.answeredAt!.getTime());
      expect(guest.description).not.toBe('');
    }
    expect(past.map(({ guest }) => guest.answeredVia).sort()).toEqual(['email', 'site']);

    const list = await listAs('jornalista');
    expect(list.filter((event) => !event.isOld).length).toBe(upcoming.length);
    expect(list.filter((event) => event.isOld)).toHaveLength(2);
  });

  it('invites the blocked agent to three upcoming events, and novo@ and backoffice@ to none', async () => {
    const blocked = await invitationsOf('bloqueado');
    expect(blocked).toHaveLength(3);
    expect(blocked.every(({ event, guest }) => event.startAt > testNow && guest.status === 1)).toBe(true);
    expect(await invitationsOf('novo')).toEqual([]);
    expect(await invitationsOf('backoffice')).toEqual([]);
    expect(await listAs('novo')).toEqual([]);
  });

  it('mails each invitation, and its links open the invitation page on the server that keeps the key', async () => {
    const journalist = await userOf('jornalista');
    const guests = await db().select().from(eventGuests);
    const invitations = await db().select().from(mailOutbox).where(eq(mailOutbox.topic, 'event-invitation'));
    expect(invitations).toHaveLength(guests.length);
    const receipts = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.topic, 'event-answered'), eq(mailOutbox.recipient, journalist.email)));
    expect(receipts).toHaveLength(2);

    const open = await db()
      .select({ guestId: eventGuests.id })
      .from(eventGuests)
      .innerJoin(events, eq(events.id, eventGuests.eventId))
      .where(and(eq(eventGuests.userId, journalist.id), inArray(eventGuests.status, [1])));
    const mine = invitations.filter((mail) => mail.recipient === journalist.email);
    const link = mine
      .flatMap((mail) => [
        ...mail.text.matchAll(/https?:\/\/[^/\s]+(\/convite\/(\d+)\?resposta=aceitar\S+)/g),
      ])
      .find((match) => open.some((row) => row.guestId === Number(match[2])));
    expect(link).toBeDefined();
    const page = await test.app.inject({ method: 'GET', url: link![1]! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirmar presença');
  });
});
