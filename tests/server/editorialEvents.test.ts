/**
 * The events staff area (`/api/redacao/events…`, `manageEvents`: roles 0 and 1): an event is created and edited
 * (409 on an older version; a change of time, place or title mails the guests the calendar entry again); guests
 * are invited by account or by address, an address without an account is asked to register and becomes a guest
 * when it signs in; the answers and agenda texts show on the event and in its CSV; the guests who accepted are
 * reminded the day before, once; a cancellation mails METHOD:CANCEL with its note and locks the event; an event
 * over takes no change; bad input gets the field's words and changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { importJWK, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorialEventMessages, fieldOfEventRefusal } from '../../src/domain/editorialEvents';
import type {
  EditorialEvent,
  EditorialEventList,
  EventAccountList,
  EventInviteResponse,
} from '../../src/domain/editorialEventSchemas';
import { editorialNewsMessages } from '../../src/domain/editorialNews';
import { eventMessages } from '../../src/domain/events';
import { eventGuests, eventInvitees, events, mailOutbox } from '../../server/db/schema';
import type { FileStore } from '../../server/storage/fileStore';
import { loadIdpKeys } from '../../server/idp/keys';
import { runDueJobs } from '../../server/jobs/jobWorker';
import { newsroomJobs } from '../../server/newsroomJobs';
import { createSignInSession, createUser } from './builders';
import { testDatabases } from './databases';
import { makeEvent } from './eventFixtures';
import { freshClientAddress, startTestApp, testNow, testPublicUrl, testSite, type TestApp } from './testApp';

// testNow is 2026-11-20 12:00 UTC, 09:00 in Brasília.
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

const newEvent = {
  title: 'Lançamento do Zênite',
  description: '<p>Apresentação do novo SUV à imprensa.</p>',
  location: 'Autódromo de Interlagos, São Paulo',
  start: '2026-12-10T19:00',
  end: '2026-12-10T22:00',
  textBlocks: ['<p>Transporte sai às 17h do hotel.</p>'],
};

describe.each(testDatabases)('the events staff area on $name', (target) => {
  let t: TestApp;
  let editorToken: string;
  let signingKey: CryptoKey;
  let kid: string;
  const db = () => t.database.db;

  const asEditor = (request: InjectOptions) =>
    t.inject({ ...request, headers: { ...request.headers, authorization: editorToken } });
  const create = async (fields: Partial<typeof newEvent> = {}) => {
    const response = await asEditor({
      method: 'POST',
      url: '/api/redacao/events',
      payload: { ...newEvent, ...fields },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EditorialEvent>();
  };
  const save = (event: EditorialEvent, fields: Record<string, unknown>) =>
    asEditor({
      method: 'PUT',
      url: `/api/redacao/events/${event.id}`,
      payload: {
        version: event.version,
        title: event.title,
        description: event.description,
        location: event.location,
        start: event.start,
        end: event.end,
        textBlocks: event.textBlocks,
        ...fields,
      },
    });
  const invite = (eventId: number, userIds: number[], emails: string[] = []) =>
    asEditor({
      method: 'POST',
      url: `/api/redacao/events/${eventId}/invitations`,
      payload: { userIds, emails },
    });
  const read = async (eventId: number) =>
    (await asEditor({ url: `/api/redacao/events/${eventId}` })).json<EditorialEvent>();
  const mails = async (topic: string, to?: string) =>
    (await db().select().from(mailOutbox).where(eq(mailOutbox.topic, topic)))
      .filter((mail) => to === undefined || mail.recipient === to)
      .sort((a, b) => a.id - b.id);
  const eventCount = async () => (await db().select({ id: events.id }).from(events)).length;
  const journalist = async (name = 'Joana Jornalista') => {
    const user = await createUser(db(), { role: 10, name });
    return { ...user, token: await createSignInSession(db(), user.id, { now: testNow }) };
  };
  const asGuest = (token: string, request: InjectOptions) =>
    t.inject({ ...request, headers: { ...request.headers, authorization: token } });
  /** An event whose three guests answered three ways: Ana accepted, Rui refused, Paula has not answered. */
  const eventWithAnswers = async (title: string, emails: string[] = []) => {
    const event = await create({ title });
    const ana = await journalist('Ana Aceita');
    const rui = await journalist('Rui Recusa');
    const paula = await journalist('Paula Pendente');
    await invite(event.id, [ana.id, rui.id, paula.id], emails);
    const answer = (guest: { id: number; token: string }, path: 'accept' | 'reject') =>
      asGuest(guest.token, {
        method: 'POST',
        url: `/api/events/${path}`,
        payload: { eventId: event.id, userId: guest.id },
      });
    await answer(ana, 'accept');
    await answer(rui, 'reject');
    return { event, ana, rui, paula };
  };

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    const editor = await createUser(db(), { role: 0, name: 'Renata Redação' });
    editorToken = await createSignInSession(db(), editor.id, { now: testNow });
    const keys = await loadIdpKeys(db());
    const jwk = keys.signing.keys[0]!;
    signingKey = (await importJWK(jwk, 'RS256')) as CryptoKey;
    kid = jwk.kid!;
  });
  afterAll(async () => t?.close());

  it('opens only to the press office and the administrator', async () => {
    const before = await eventCount();
    for (const role of [2, 3, 4, 5, 6, 10]) {
      expect((await t.injectAs(role, { url: '/api/redacao/events' })).statusCode).toBe(403);
      const refused = await t.injectAs(role, {
        method: 'POST',
        url: '/api/redacao/events',
        payload: newEvent,
      });
      expect(refused.statusCode).toBe(403);
    }
    expect(await eventCount()).toBe(before);
    for (const role of [0, 1]) {
      const allowed = await t.injectAs(role, { url: '/api/redacao/events' });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers['cache-control']).toBe('no-store');
    }
  });

  it('creates an event in Brazil’s time, saves it from its version, and refuses an older one with 409', async () => {
    const event = await create();
    expect(event).toMatchObject({
      title: 'Lançamento do Zênite',
      start: '2026-12-10T19:00',
      end: '2026-12-10T22:00',
      startDate: '2026-12-10T22:00:00.000Z',
      textBlocks: ['<p>Transporte sai às 17h do hotel.</p>'],
      version: 1,
      state: 'upcoming',
      stateText: 'Próximo',
      locked: null,
      guests: [],
    });
    expect(event.changes[0]).toMatchObject({ who: 'Renata Redação', actionText: 'Criou' });
    const desk = (await asEditor({ url: '/api/redacao/events' })).json<EditorialEventList>();
    expect(desk.list.find((row) => row.id === event.id)).toMatchObject({
      stateText: 'Próximo',
      counts: { pending: 0, accepted: 0, refused: 0, unregistered: 0 },
    });

    const saved = await save(event, { title: 'Lançamento do Zênite 2027', textBlocks: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = saved.json<EditorialEvent>();
    expect(second).toMatchObject({ version: 2, title: 'Lançamento do Zênite 2027', textBlocks: [] });
    expect(second.changes[0]).toMatchObject({ actionText: 'Salvou', fields: ['Título', 'Blocos de texto'] });

    const stale = await save(event, { title: 'Outro título' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(editorialNewsMessages.conflict);
    expect((await read(event.id)).title).toBe('Lançamento do Zênite 2027');
  });

  it('invites an account and an unknown address, which becomes a guest when it signs in', async () => {
    const event = await create({ title: 'Test drive na serra' });
    const joana = await journalist();
    const response = await invite(event.id, [joana.id], ['Nova.Pessoa@Exemplo.test']);
    expect(response.statusCode, response.body).toBe(200);
    const outcome = response.json<EventInviteResponse>();
    expect(outcome).toMatchObject({ invited: 1, askedToRegister: 1, alreadyInvited: 0 });
    expect(outcome.event.guests).toMatchObject([{ userId: joana.id, status: 1, statusText: 'Pendente' }]);
    expect(outcome.event.invitees).toMatchObject([{ email: 'nova.pessoa@exemplo.test' }]);
    expect(outcome.event.changes[0]!.actionText).toBe(`Convidou: ${joana.email}, nova.pessoa@exemplo.test`);

    const [invitation] = await mails('event-invitation', joana.email);
    expect(invitation!.subject).toBe('Convite: Test drive na serra');
    expect(invitation!.text).toContain(`${testPublicUrl}/convite/`);
    const [askToRegister] = await mails('event-invitation-register', 'nova.pessoa@exemplo.test');
    expect(askToRegister!.subject).toBe('Convite: Test drive na serra');
    expect(askToRegister!.text).toContain(`${testPublicUrl}/eventos`);
    expect(askToRegister!.text).toContain('cadastre-se');

    // Sent again: nobody is invited twice.
    const again = (
      await invite(event.id, [joana.id], ['nova.pessoa@exemplo.test'])
    ).json<EventInviteResponse>();
    expect(again).toMatchObject({ invited: 0, askedToRegister: 0, alreadyInvited: 2 });
    expect(await mails('event-invitation', joana.email)).toHaveLength(1);
    expect(await mails('event-invitation-register', 'nova.pessoa@exemplo.test')).toHaveLength(1);

    // The address signs in for the first time: its new account is a guest, and gets the normal invitation.
    const idToken = await new SignJWT({
      iss: `${testPublicUrl}/oidc`,
      aud: 'newsroom-local',
      sub: 'conta-nova-pessoa',
      iat: epoch(testNow) - 60,
      exp: epoch(testNow) + 3600,
      email: 'nova.pessoa@exemplo.test',
      email_verified: true,
      name: 'Nova Pessoa',
      nonce: randomBytes(16).toString('base64url'),
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      .sign(signingKey);
    const login = await t.app.inject({
      url: '/api/login',
      headers: { authorization: idToken, deviceid: 'device-abcd-1234' },
      remoteAddress: freshClientAddress(),
    });
    expect(login.statusCode, login.body).toBe(200);
    const { token, user } = login.json<{ token: string; user: { id: number } }>();
    const [guest] = await db()
      .select()
      .from(eventGuests)
      .where(and(eq(eventGuests.eventId, event.id), eq(eventGuests.userId, user.id)));
    expect(guest).toMatchObject({ status: 1 });
    expect(await db().select().from(eventInvitees).where(eq(eventInvitees.eventId, event.id))).toEqual([]);
    const [normal] = await mails('event-invitation', 'nova.pessoa@exemplo.test');
    expect(normal!.text).toContain(`${testPublicUrl}/convite/${guest!.id}?resposta=aceitar`);
    const list = (await asGuest(token, { url: '/api/events' })).json<{ list: { id: number }[] }>();
    expect(list.list.map((row) => row.id)).toContain(event.id);
    expect((await read(event.id)).guests.map((row) => row.name)).toEqual(['Joana Jornalista', 'Nova Pessoa']);
  });

  it('refuses pasted addresses that are not e-mails, inviting nobody', async () => {
    const event = await create({ title: 'Coletiva de imprensa' });
    const response = await invite(event.id, [], ['bom@exemplo.test', 'não é e-mail', 'fulano@']);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(editorialEventMessages.emailsInvalid(['não é e-mail', 'fulano@']));
    expect((await invite(event.id, [], [])).json().message).toBe(editorialEventMessages.guestsEmpty);
    expect((await invite(event.id, [999_999], [])).json().message).toBe(
      editorialEventMessages.accountUnknown,
    );
    const now = await read(event.id);
    expect(now.guests).toEqual([]);
    expect(now.invitees).toEqual([]);
    expect(await mails('event-invitation-register', 'bom@exemplo.test')).toEqual([]);
  });

  it('finds accounts by name or e-mail for the guest list', async () => {
    await createUser(db(), { name: 'Heitor Buscável', email: 'heitor.busca@jornal.test' });
    await createUser(db(), {
      name: 'Suspenso Buscável',
      email: 'suspenso.busca@jornal.test',
      suspendedAt: testNow,
    });
    const byName = (
      await asEditor({ url: '/api/redacao/events/accounts?search=buscável' })
    ).json<EventAccountList>();
    expect(byName.list.map((row) => row.email)).toEqual(['heitor.busca@jornal.test']);
    const byEmail = (
      await asEditor({ url: '/api/redacao/events/accounts?search=HEITOR.BUSCA' })
    ).json<EventAccountList>();
    expect(byEmail.list.map((row) => row.name)).toEqual(['Heitor Buscável']);
    // A '%' typed is a character, not a wildcard.
    expect(
      (await asEditor({ url: '/api/redacao/events/accounts?search=%25%25' })).json<EventAccountList>().list,
    ).toEqual([]);
  });

  it('shows each answer and agenda text, and exports the list as CSV for Excel', async () => {
    const event = await create({ title: 'Visita à fábrica' });
    const ana = await journalist('Ana Aceita');
    const rui = await journalist('Rui Recusa');
    const paula = await journalist('Paula Pendente');
    await invite(event.id, [ana.id, rui.id, paula.id], ['ainda.sem.conta@exemplo.test']);
    const answer = (who: { id: number; token: string }, action: 'accept' | 'reject', description: string) =>
      asGuest(who.token, {
        method: 'POST',
        url: `/api/events/${action}`,
        payload: { eventId: event.id, userId: who.id, description },
      });
    expect((await answer(ana, 'accept', 'Pauta: o novo motor; "turbo"')).statusCode).toBe(200);
    expect((await answer(rui, 'reject', 'Estarei viajando')).statusCode).toBe(200);

    const shown = await read(event.id);
    expect(shown.guests.map((g) => [g.name, g.statusText, g.description])).toEqual([
      ['Ana Aceita', 'Aceito', 'Pauta: o novo motor; "turbo"'],
      ['Paula Pendente', 'Pendente', ''],
      ['Rui Recusa', 'Recusado', 'Estarei viajando'],
    ]);
    const desk = (await asEditor({ url: '/api/redacao/events' })).json<EditorialEventList>();
    expect(desk.list.find((row) => row.id === event.id)!.counts).toEqual({
      pending: 1,
      accepted: 1,
      refused: 1,
      unregistered: 1,
    });

    const csv = await asEditor({ url: `/api/redacao/events/${event.id}/guests.csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="convidados-evento-${event.id}.csv"`,
    );
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Nome;E-mail;Resposta;Pauta;Convidado em;Respondido em');
    expect(lines[1]).toBe(
      `Ana Aceita;${ana.email};Aceito;"Pauta: o novo motor; ""turbo""";20/11/2026;20/11/2026`,
    );
    expect(lines[2]).toBe(`Paula Pendente;${paula.email};Pendente;;20/11/2026;`);
    expect(lines[4]).toBe(';ainda.sem.conta@exemplo.test;Aguardando cadastro;;20/11/2026;');
  });

  it('mails a change of time or place to the guests with the calendar entry’s next sequence', async () => {
    const event = await create({ title: 'Entrevista coletiva' });
    const joana = await journalist();
    await invite(event.id, [joana.id]);
    const current = await read(event.id);
    const textOnly = (await save(current, { description: '<p>Nova descrição.</p>' })).json<EditorialEvent>();
    expect(await mails('event-updated', joana.email)).toEqual([]);
    const moved = await save(textOnly, {
      location: 'Fábrica de São Bernardo do Campo',
      start: '2026-12-10T18:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [update] = await mails('event-updated', joana.email);
    expect(update!.subject).toBe('Evento atualizado: Entrevista coletiva');
    expect(update!.text).toContain('Onde: Fábrica de São Bernardo do Campo');
    expect(update!.attachments[0]!.content).toContain('SEQUENCE:1');
    expect(update!.attachments[0]!.content).toContain('DTSTART:20261210T210000Z');
    expect(moved.json<EditorialEvent>().changes[0]!.fields).toEqual(['Local', 'Início']);
  });

  it('reminds the guests who accepted the day before, once, whatever runs the jobs', async () => {
    // Tomorrow 19:00 in Brasília.
    const event = await create({
      title: 'Jantar com a diretoria',
      start: '2026-11-21T19:00',
      end: '2026-11-21T22:00',
    });
    const cancelledTomorrow = await create({
      title: 'Cancelado amanhã',
      start: '2026-11-21T10:00',
      end: '2026-11-21T12:00',
    });
    const ana = await journalist('Ana Aceita');
    const paula = await journalist('Paula Pendente');
    await invite(event.id, [ana.id, paula.id]);
    await invite(cancelledTomorrow.id, [ana.id]);
    for (const id of [event.id, cancelledTomorrow.id])
      await asGuest(ana.token, {
        method: 'POST',
        url: '/api/events/accept',
        payload: { eventId: id, userId: ana.id },
      });
    await asEditor({
      method: 'POST',
      url: `/api/redacao/events/${cancelledTomorrow.id}/cancel`,
      payload: { version: (await read(cancelledTomorrow.id)).version, note: 'Mudança de agenda.' },
    });

    const tasks = newsroomJobs({
      db: db(),
      files: {} as FileStore,
      site: testSite,
      log: silent,
    }).filter((task) => task.kind.startsWith('events.'));
    const deps = { db: db(), tasks, log: silent };
    // 10:00 in Brasília (the app's own worker runs at testNow, 09:00, and never reaches these hours).
    await Promise.all([
      runDueJobs(deps, new Date('2026-11-20T13:00:00Z')),
      runDueJobs(deps, new Date('2026-11-20T13:00:00Z')),
    ]);
    const reminders = await mails('event-reminder');
    expect(reminders.map((mail) => [mail.recipient, mail.subject])).toEqual([
      [ana.email, 'Lembrete: Jantar com a diretoria é amanhã'],
    ]);
    expect(reminders[0]!.attachments[0]!.content).toContain('BEGIN:VEVENT');
    // Later rounds, after a restart too, send nothing more.
    for (const hour of ['15', '18', '23']) await runDueJobs(deps, new Date(`2026-11-20T${hour}:00:00Z`));
    expect(await mails('event-reminder')).toHaveLength(1);
  });

  it('cancels with a note: the guests still coming get METHOD:CANCEL, and the event leaves their list', async () => {
    const { event, ana, paula } = await eventWithAnswers('Lançamento cancelável');
    const current = await read(event.id);
    const cancel = (payload: Record<string, unknown>) =>
      asEditor({ method: 'POST', url: `/api/redacao/events/${event.id}/cancel`, payload });

    const noNote = await cancel({ version: current.version, note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toBe(editorialEventMessages.cancelNoteRequired);
    expect((await cancel({ version: current.version - 1 + 5, note: 'x' })).statusCode).toBe(409);

    const done = await cancel({ version: current.version, note: 'O autódromo ficou indisponível.' });
    expect(done.statusCode, done.body).toBe(200);
    const cancelled = done.json<EditorialEvent>();
    expect(cancelled).toMatchObject({
      state: 'cancelled',
      stateText: 'Cancelado',
      cancelNote: 'O autódromo ficou indisponível.',
      locked: editorialEventMessages.cancelled,
    });
    expect(cancelled.changes[0]!.actionText).toBe('Cancelou: O autódromo ficou indisponível.');

    const sent = (await mails('event-cancelled')).filter((mail) =>
      mail.subject.includes('Lançamento cancelável'),
    );
    expect(sent.map((mail) => mail.recipient).sort()).toEqual([ana.email, paula.email].sort());
    expect(sent[0]!.subject).toBe('Evento cancelado: Lançamento cancelável');
    expect(sent[0]!.text).toContain('Nota da assessoria de imprensa: O autódromo ficou indisponível.');
    const ics = sent[0]!.attachments[0]!.content;
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');

    const edit = await save(cancelled, { title: 'Reaberto?' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(editorialEventMessages.cancelled);
    expect((await invite(event.id, [ana.id])).json().message).toBe(editorialEventMessages.cancelled);

    const list = (await asGuest(paula.token, { url: '/api/events' })).json<{ list: { id: number }[] }>();
    expect(list.list.map((row) => row.id)).not.toContain(event.id);
    const answer = await asGuest(paula.token, {
      method: 'POST',
      url: '/api/events/accept',
      payload: { eventId: event.id, userId: paula.id },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(eventMessages.cancelled);
  });

  it('withdraws an invitation: the guest is told, the calendar entry cancelled, the event gone from their list', async () => {
    const { event, ana, rui, paula } = await eventWithAnswers('Coletiva do Zênite', [
      'sem.conta@exemplo.test',
    ]);
    const withdraw = (payload: Record<string, unknown>) =>
      asEditor({ method: 'POST', url: `/api/redacao/events/${event.id}/withdrawals`, payload });
    const withdrawn = (to: string) =>
      mails('event-invitation-withdrawn', to).then((sent) =>
        sent.filter((mail) => mail.subject === 'Convite retirado: Coletiva do Zênite'),
      );

    // Accepted: told, with the cancellation of the entry the invitation put in the calendar (same UID).
    const done = await withdraw({ userId: ana.id });
    expect(done.statusCode, done.body).toBe(200);
    const after = done.json<EditorialEvent>();
    expect(after.guests.map((guest) => guest.name)).toEqual(['Paula Pendente', 'Rui Recusa']);
    expect(after.changes[0]!.actionText).toBe(`Retirou o convite: ${ana.email}`);
    const [letter] = await withdrawn(ana.email);
    expect(letter!.text).toContain('retirou o seu convite para o evento “Coletiva do Zênite”');
    const cancelIcs = letter!.attachments[0]!.content;
    expect(cancelIcs).toContain('METHOD:CANCEL');
    const [invitation] = await mails('event-invitation', ana.email).then((sent) =>
      sent.filter((mail) => mail.subject === 'Convite: Coletiva do Zênite'),
    );
    const uidOf = (ics: string) => /^UID:(.+)$/m.exec(ics)?.[1]?.trim();
    expect(uidOf(cancelIcs)).toBe(uidOf(invitation!.attachments[0]!.content));
    const list = (await asGuest(ana.token, { url: '/api/events' })).json<{ list: { id: number }[] }>();
    expect(list.list.map((row) => row.id)).not.toContain(event.id);
    const answer = await asGuest(ana.token, {
      method: 'POST',
      url: '/api/events/reject',
      payload: { eventId: event.id, userId: ana.id },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(eventMessages.notInvited);

    // Pending: told too. Refused: already had the cancellation, so nothing more is sent.
    expect((await withdraw({ userId: paula.id })).statusCode).toBe(200);
    expect(await withdrawn(paula.email)).toHaveLength(1);
    expect((await withdraw({ userId: rui.id })).statusCode).toBe(200);
    expect(await withdrawn(rui.email)).toHaveLength(0);

    // An address still to register: told, the entry its invitation carried cancelled, and its sign-in makes no guest
    // any more.
    const address = await withdraw({ email: 'Sem.Conta@Exemplo.test' });
    expect(address.statusCode, address.body).toBe(200);
    expect(address.json<EditorialEvent>().invitees).toEqual([]);
    const [toAddress] = await withdrawn('sem.conta@exemplo.test');
    expect(toAddress!.attachments[0]!.content).toContain('METHOD:CANCEL');
    expect(uidOf(toAddress!.attachments[0]!.content)).toBe(uidOf(invitation!.attachments[0]!.content));
    expect(toAddress!.text).toContain('O arquivo anexo remove o evento da sua agenda.');

    // Taken already, or never there: 404 in words, nothing sent or recorded.
    const changes = (await read(event.id)).changes.length;
    const again = await withdraw({ userId: ana.id });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(editorialEventMessages.notOnGuestList);
    expect((await withdraw({ email: 'ninguem@exemplo.test' })).statusCode).toBe(404);
    expect(await withdrawn(ana.email)).toHaveLength(1);
    expect((await read(event.id)).changes).toHaveLength(changes);
    expect((await withdraw({ userId: ana.id, email: 'x@y.z' })).statusCode).toBe(400);
  });

  it('refuses changes to an event that has ended', async () => {
    const id = await makeEvent(db(), -10, 3);
    const ended = await read(id);
    expect(ended).toMatchObject({
      state: 'ended',
      stateText: 'Encerrado',
      locked: editorialEventMessages.ended,
    });
    const response = await save(ended, {
      title: 'Outro título',
      start: '2027-01-10T19:00',
      end: '2027-01-10T22:00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(editorialEventMessages.ended);
    expect((await read(id)).title).toBe(ended.title);
    expect((await invite(id, [], ['alguem@exemplo.test'])).json().message).toBe(editorialEventMessages.ended);
    // An event under way keeps its start, and may still be edited.
    const ongoing = await read(await makeEvent(db(), -1, 3));
    const saved = await save(ongoing, { title: 'Em andamento, renomeado' });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('answers bad input with the field’s words and creates nothing', async () => {
    const before = await eventCount();
    const refusal = async (fields: Record<string, unknown>) => {
      const response = await asEditor({
        method: 'POST',
        url: '/api/redacao/events',
        payload: { ...newEvent, ...fields },
      });
      expect(response.statusCode).toBe(400);
      return response.json<{ message: string }>().message;
    };
    const m = editorialEventMessages;
    expect(await refusal({ title: '  ' })).toBe(m.titleRequired);
    expect(await refusal({ title: 'x'.repeat(201) })).toBe(m.titleLong);
    expect(await refusal({ location: '' })).toBe(m.locationRequired);
    expect(await refusal({ start: '10/12/2026 19:00' })).toBe(m.startInvalid);
    expect(await refusal({ start: '2026-11-19T19:00', end: '2026-11-19T22:00' })).toBe(m.startPast);
    expect(await refusal({ end: '2026-12-10T18:00' })).toBe(m.period);
    const script = await refusal({ description: '<p>Oi</p><script>alert(1)</script>' });
    expect(script).toMatch(/^O conteúdo não pode conter .* \(campo descrição\)\.$/);
    const frame = await refusal({ textBlocks: ['<iframe src="https://x.test"></iframe>'] });
    expect(frame).toMatch(/\(campo bloco de texto 1\)/);
    // The editor shows each at the field it names.
    expect([m.titleLong, m.startPast, m.period, script, frame, m.ended].map(fieldOfEventRefusal)).toEqual([
      { field: 'title' },
      { field: 'start' },
      { field: 'end' },
      { field: 'description' },
      { field: 'textBlocks' },
      null,
    ]);
    expect(await eventCount()).toBe(before);
  });
});
