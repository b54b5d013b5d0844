/**
 * What an event's guests receive: the invitation with both signed links and the calendar entry, and, when the event
 * changes, its new version with the same UID and a greater SEQUENCE (so the guest's calendar replaces the entry),
 * sent to those still coming, never to one who refused. The .ics's text rules: CRLF lines of at most 75 octets, UTC
 * times, plain-text description.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPeriodText } from '../../src/domain/events';
import { mailOutbox } from '../../server/db/schema';
import { eventCalendar } from '../../server/events/eventCalendar';
import { inviteGuests, updateEvent, type EventSite } from '../../server/events/eventPlanning';
import { answerInvitation } from '../../server/events/eventService';
import { createUser } from './builders';
import { testDatabases } from './databases';
import { eventSiteOf, hoursFromNow, makeEvent } from './eventFixtures';
import { startTestApp, testNow, testPublicUrl, type TestApp } from './testApp';

/** The file's logical lines: unfolded (CRLF + space removed), split on CRLF. */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
const property = (ics: string, name: string) =>
  unfolded(ics)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');

describe('event calendar entry', () => {
  const facts = {
    eventId: 7,
    title: 'Lançamento do Aurora Ipê EV; com coquetel, imprensa e convidados especiais da diretoria',
    description: '<p>Apresentação <strong>oficial</strong> &amp; entrevistas.</p><p>Segundo parágrafo.</p>',
    location: 'Pavilhão da Bienal, Parque Ibirapuera',
    startAt: new Date('2026-12-10T22:00:00Z'),
    endAt: new Date('2026-12-11T01:00:00Z'),
    calendarSequence: 3,
    publicUrl: 'https://imprensa.aurora.test/',
    organizer: 'Aurora Imprensa <imprensa@aurora.test>',
    now: new Date('2026-11-20T12:34:56.789Z'),
  };

  it('is one event in UTC, named by the event, with its place, plain-text description and the events area', () => {
    const ics = eventCalendar(facts);
    expect(unfolded(ics)).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(property(ics, 'UID')).toBe('event-7@imprensa.aurora.test');
    expect(property(ics, 'SEQUENCE')).toBe('3');
    expect(property(ics, 'DTSTART')).toBe('20261210T220000Z');
    expect(property(ics, 'DTEND')).toBe('20261211T010000Z');
    expect(property(ics, 'DTSTAMP')).toBe('20261120T123456Z');
    expect(property(ics, 'SUMMARY')).toBe(
      'Lançamento do Aurora Ipê EV\\; com coquetel\\, imprensa e convidados especiais da diretoria',
    );
    expect(property(ics, 'LOCATION')).toBe('Pavilhão da Bienal\\, Parque Ibirapuera');
    expect(property(ics, 'DESCRIPTION')).toBe(
      'Apresentação oficial & entrevistas.\\n\\nSegundo parágrafo.\\n\\nConvite: https://imprensa.aurora.test/eventos',
    );
    expect(property(ics, 'URL')).toBe('https://imprensa.aurora.test/eventos');
  });

  it('ends every line with CRLF and folds them at 75 octets', () => {
    const ics = eventCalendar(facts);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe.each(testDatabases)('event e-mails on $name', (target) => {
  let t: TestApp;
  let site: EventSite;
  const db = () => t.database.db;
  const mailsTo = (email: string, topic: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.topic, topic)))
      .orderBy(asc(mailOutbox.id));

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    site = await eventSiteOf(t.database.db);
  });
  afterAll(async () => t?.close());

  it('invites with both signed links, the period in Brazil’s time, the area link and the .ics', async () => {
    const guest = await createUser(db(), { name: 'Joana Lima' });
    const eventId = await makeEvent(db(), 72, 3, { title: 'Coletiva de imprensa' });
    const [guestId] = await inviteGuests({ db: db(), eventId, userIds: [guest.id], now: testNow, site });
    // Inviting again leaves the invitation as it is and mails nobody.
    expect(await inviteGuests({ db: db(), eventId, userIds: [guest.id], now: testNow, site })).toEqual([]);
    const [mail, ...more] = await mailsTo(guest.email, 'event-invitation');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Convite: Coletiva de imprensa');
    const link = (word: string) =>
      new RegExp(
        `${testPublicUrl}/convite/${guestId}\\?resposta=${word}&expires=\\d+&signature=[\\w-]+`.replace(
          /\./g,
          '\\.',
        ),
      );
    expect(mail!.text).toMatch(new RegExp(`Confirmar presença: ${link('aceitar').source}`));
    expect(mail!.text).toMatch(new RegExp(`Recusar convite: ${link('recusar').source}`));
    expect(mail!.text).toContain(eventPeriodText(hoursFromNow(72), hoursFromNow(75)));
    expect(mail!.text).toContain(`${testPublicUrl}/eventos`);
    expect(mail!.html!.replace(/&amp;/g, '&')).toMatch(link('aceitar'));
    expect(mail!.html).toContain('>Confirmar presença</a>');
    expect(mail!.html).toContain('>Recusar convite</a>');
    expect(mail!.attachments).toEqual([expect.objectContaining({ filename: `evento-${eventId}.ics` })]);
    expect(property(mail!.attachments[0]!.content, 'UID')).toBe(`event-${eventId}@newsroom.test`);
    expect(property(mail!.attachments[0]!.content, 'SEQUENCE')).toBe('0');
  });

  it('escapes what people wrote in the HTML part', async () => {
    const guest = await createUser(db(), { name: '<b>Zé</b>' });
    const eventId = await makeEvent(db(), 72, 3, { title: 'Carros & <Motos>' });
    await inviteGuests({ db: db(), eventId, userIds: [guest.id], now: testNow, site });
    const [mail] = await mailsTo(guest.email, 'event-invitation');
    expect(mail!.html).toContain('Carros &amp; &lt;Motos&gt;');
    expect(mail!.html).toContain('Olá, &lt;b&gt;Zé&lt;/b&gt;,');
  });

  it('sends a change to those invited or coming, same UID, greater SEQUENCE, new links only to who has not answered', async () => {
    const [waiting, coming, refusing] = [
      await createUser(db()),
      await createUser(db()),
      await createUser(db()),
    ];
    const eventId = await makeEvent(db(), 96);
    await inviteGuests({
      db: db(),
      eventId,
      userIds: [waiting.id, coming.id, refusing.id],
      now: testNow,
      site,
    });
    for (const [user, answer] of [
      [coming, 'accept'],
      [refusing, 'reject'],
    ] as const)
      await answerInvitation({
        db: db(),
        request: { target: { eventId, userId: user.id }, answer, via: 'site' },
        now: testNow,
        site,
      });

    await updateEvent({
      db: db(),
      eventId,
      changes: { startAt: hoursFromNow(100), endAt: hoursFromNow(103) },
      now: testNow,
      site,
    });
    await updateEvent({
      db: db(),
      eventId,
      changes: { location: 'Hotel Unique, São Paulo' },
      now: testNow,
      site,
    });

    const invitation = (await mailsTo(waiting.email, 'event-invitation'))[0]!;
    const updates = await mailsTo(waiting.email, 'event-updated');
    expect(updates).toHaveLength(2);
    const uid = property(invitation.attachments[0]!.content, 'UID');
    expect(updates.map((mail) => property(mail.attachments[0]!.content, 'UID'))).toEqual([uid, uid]);
    expect(updates.map((mail) => property(mail.attachments[0]!.content, 'SEQUENCE'))).toEqual(['1', '2']);
    expect(property(updates[0]!.attachments[0]!.content, 'DTSTART')).toBe('20261124T160000Z');
    expect(property(updates[1]!.attachments[0]!.content, 'LOCATION')).toBe('Hotel Unique\\, São Paulo');
    expect(updates[0]!.text).toContain('Confirmar presença: ');

    const comingUpdates = await mailsTo(coming.email, 'event-updated');
    expect(comingUpdates).toHaveLength(2);
    expect(comingUpdates[0]!.text).not.toContain('Confirmar presença: ');
    expect(await mailsTo(refusing.email, 'event-updated')).toEqual([]);
  });
});
