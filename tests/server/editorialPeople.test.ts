/**
 * People in the administrator's hands (`/api/redacao/people…`): only the administrator reaches them; the list is
 * searched by name, e-mail and CPF; a person reads with their loans, invitations, follows and history; role and tier,
 * a block with its reason and its lifting with a justification (both e-mailed), suspension (their sessions end) and
 * reinstatement are each recorded, refused on a stale read (409) and refused in the field's words when wrong; a
 * person's data is exported as one JSON file, and erased on request with their loans kept under an anonymous name.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorialNewsMessages } from '../../src/domain/editorialNews';
import { erasedPersonName, peopleMessages } from '../../src/domain/editorialPeople';
import type { PeopleList, PersonDetail } from '../../src/domain/editorialPeopleSchemas';
import {
  eventGuests,
  follows,
  idpAccounts,
  loans,
  mailOutbox,
  privateUploads,
  signInSessions,
  users,
} from '../../server/db/schema';
import { createLoan, createLoanUser, createPrivateUpload, createSignInSession, createUser } from './builders';
import { testDatabases } from './databases';
import { makeEvent } from './eventFixtures';
import { startTestApp, testNow, type TestApp } from './testApp';

describe.each(testDatabases)('people in the administrator hands on $name', (target) => {
  let t: TestApp;
  let adminId: number;
  let adminToken: string;
  const db = () => t.database.db;

  const asAdmin = (request: InjectOptions) =>
    t.inject({ ...request, headers: { ...request.headers, authorization: adminToken } });
  const read = async (id: number) =>
    (await asAdmin({ url: `/api/redacao/people/${id}` })).json<PersonDetail>();
  const post = (id: number, action: string, payload: object) =>
    asAdmin({ method: 'POST', url: `/api/redacao/people/${id}/${action}`, payload });
  const rowOf = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
  const mailTo = (email: string, topic: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.topic, topic)));

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    const admin = await createUser(db(), { role: 1, name: 'Alice Administradora' });
    adminId = admin.id;
    adminToken = await createSignInSession(db(), admin.id, { now: testNow });
  });
  afterAll(async () => t?.close());

  it('is the administrator’s alone: the press office, the backoffice and the press are refused', async () => {
    const person = await createLoanUser(db());
    for (const role of [0, 2, 3, 5, 10]) {
      for (const request of [
        { url: '/api/redacao/people' },
        { url: `/api/redacao/people/${person.id}` },
        { url: `/api/redacao/people/${person.id}/export` },
        { method: 'POST' as const, url: `/api/redacao/people/${person.id}/suspend`, payload: { version: 1 } },
      ]) {
        const answer = await t.injectAs(role, request);
        expect(answer.statusCode, `${role} ${request.url}`).toBe(403);
      }
    }
    expect(await rowOf(person.id)).toMatchObject({ suspendedAt: null, version: 1 });
    expect((await t.inject({ url: '/api/redacao/people' })).statusCode).toBe(401);
    const allowed = await asAdmin({ url: '/api/redacao/people' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['cache-control']).toBe('no-store');
  });

  it('finds people by name, e-mail and CPF, with or without its mask', async () => {
    const person = await createLoanUser(db(), { name: 'Zuleica Procurada', email: 'zuleica@revista.test' });
    const search = async (q: string) =>
      (await asAdmin({ url: `/api/redacao/people?q=${encodeURIComponent(q)}` })).json<PeopleList>();
    const masked = `${person.cpf.slice(0, 3)}.${person.cpf.slice(3, 6)}.${person.cpf.slice(6, 9)}-${person.cpf.slice(9)}`;
    for (const q of ['zuleica proc', 'ZULEICA@REVISTA', person.cpf, masked]) {
      const found = await search(q);
      expect(
        found.items.map((item) => item.id),
        q,
      ).toEqual([person.id]);
      expect(found.items[0]).toMatchObject({
        name: 'Zuleica Procurada',
        cpf: masked,
        state: 'active',
        role: 10,
      });
    }
    expect((await search('%')).items.map((item) => item.id)).not.toContain(person.id);
  });

  it('shows a person with their loans, invitations and follows', async () => {
    const person = await createLoanUser(db(), { name: 'Otávio Completo' });
    const loan = await createLoan(db(), person.id, { status: 9 });
    const eventId = await makeEvent(db(), 48);
    await db().insert(eventGuests).values({ eventId, userId: person.id, invitedAt: testNow });
    await db().insert(follows).values({ userId: person.id, textEnum: 'Empresa', associationId: null });
    const detail = await read(person.id);
    expect(detail).toMatchObject({ name: 'Otávio Completo', state: 'active', isSelf: false, version: 1 });
    expect(detail.loans).toEqual([
      expect.objectContaining({ id: loan.id, statusText: 'Processo finalizado', as: 'requester' }),
    ]);
    expect(detail.events).toEqual([expect.objectContaining({ id: eventId, status: 1 })]);
    expect(detail.follows).toHaveLength(1);
    expect((await asAdmin({ url: '/api/redacao/people/999999' })).statusCode).toBe(404);
  });

  it('saves role and tier on the version read, records it, and refuses a stale save or a wrong value', async () => {
    const person = await createLoanUser(db());
    const saved = await asAdmin({
      method: 'PUT',
      url: `/api/redacao/people/${person.id}`,
      payload: { version: 1, role: 5, tier: 2 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<PersonDetail>()).toMatchObject({ role: 5, tier: 2, version: 2 });
    expect(saved.json<PersonDetail>().changes[0]).toMatchObject({
      who: 'Alice Administradora',
      actionText: 'Salvou',
      fields: ['Papel', 'Tier'],
    });
    const stale = await asAdmin({
      method: 'PUT',
      url: `/api/redacao/people/${person.id}`,
      payload: { version: 1, role: 10, tier: null },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(editorialNewsMessages.conflict);
    for (const [payload, message] of [
      [{ version: 2, role: 7, tier: null }, peopleMessages.roleInvalid],
      [{ version: 2, role: 10, tier: 4 }, peopleMessages.tierInvalid],
    ] as const) {
      const refused = await asAdmin({ method: 'PUT', url: `/api/redacao/people/${person.id}`, payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect(await rowOf(person.id)).toMatchObject({ role: 5, tier: 2, version: 2 });
    const own = await asAdmin({
      method: 'PUT',
      url: `/api/redacao/people/${adminId}`,
      payload: { version: (await rowOf(adminId)).version, role: 10, tier: null },
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(peopleMessages.ownAccount);
  });

  it('blocks with a reason and unblocks with a justification, each recorded and e-mailed to the person', async () => {
    const person = await createLoanUser(db(), { email: 'bloqueavel@jornal.test', name: 'Bruno Bloqueável' });
    const short = await post(person.id, 'block', { version: 1, reason: 'Avaria' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(peopleMessages.reasonShort);
    expect(await mailTo(person.email, 'person-blocked')).toHaveLength(0);

    const blocked = await post(person.id, 'block', {
      version: 1,
      reason: '  Devolveu o carro com avarias.  ',
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json<PersonDetail>()).toMatchObject({
      state: 'blocked',
      isAllowed: false,
      deniedReason: 'Devolveu o carro com avarias.',
    });
    expect(blocked.json<PersonDetail>().changes[0]!.actionText).toBe(
      'Bloqueou: Devolveu o carro com avarias.',
    );
    const [letter] = await mailTo(person.email, 'person-blocked');
    expect(letter!.text).toContain('Motivo: Devolveu o carro com avarias.');
    expect(
      (await post(person.id, 'block', { version: 2, reason: 'Outro motivo qualquer.' })).statusCode,
    ).toBe(409);

    const unblocked = await post(person.id, 'unblock', {
      version: 2,
      justification: 'Reparo pago pelo veículo.',
    });
    expect(unblocked.json<PersonDetail>()).toMatchObject({
      state: 'active',
      isAllowed: true,
      deniedReason: null,
    });
    expect(unblocked.json<PersonDetail>().changes[0]!.actionText).toBe(
      'Desbloqueou: Reparo pago pelo veículo.',
    );
    const [lifted] = await mailTo(person.email, 'person-unblocked');
    expect(lifted!.text).toContain('Justificativa: Reparo pago pelo veículo.');
  });

  it('suspends (their sessions end at once) and reinstates, never the administrator themselves', async () => {
    const person = await createLoanUser(db());
    const token = await createSignInSession(db(), person.id, { now: testNow });
    const me = { url: '/api/favorites', headers: { authorization: token } };
    expect((await t.inject(me)).statusCode).toBe(200);
    const suspended = await post(person.id, 'suspend', { version: 1 });
    expect(suspended.json<PersonDetail>()).toMatchObject({ state: 'suspended', version: 2 });
    expect((await t.inject(me)).statusCode).toBe(401);
    const reinstated = await post(person.id, 'reinstate', { version: 2 });
    expect(reinstated.json<PersonDetail>()).toMatchObject({ state: 'active', suspendedAt: null });
    // A session the suspension ended stays ended: they sign in again.
    expect((await t.inject(me)).statusCode).toBe(401);
    expect(reinstated.json<PersonDetail>().changes.map((change) => change.actionText)).toEqual([
      'Reativou',
      'Suspendeu',
    ]);
    const self = await post(adminId, 'suspend', { version: (await rowOf(adminId)).version });
    expect(self.statusCode).toBe(403);
    expect((await rowOf(adminId)).suspendedAt).toBeNull();
  });

  it('exports everything kept about a person as one JSON file, and records who took it', async () => {
    const person = await createLoanUser(db(), { name: 'Denise Dados', email: 'denise@portal.test' });
    await createLoan(db(), person.id, { status: 9 });
    const answer = await asAdmin({ url: `/api/redacao/people/${person.id}/export` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="dados-pessoa-${person.id}.json"`,
    );
    const data = answer.json();
    expect(data.pessoa).toMatchObject({
      nome: 'Denise Dados',
      email: 'denise@portal.test',
      papel: 'Imprensa',
    });
    expect(data.emprestimos).toHaveLength(1);
    expect((await read(person.id)).changes[0]).toMatchObject({ actionText: 'Exportou os dados' });
  });

  it('erases a person on request: personal data gone, loans kept under an anonymous name, sessions ended', async () => {
    const person = await createLoanUser(db(), { name: 'Eva Esquecida', email: 'eva@jornal.test' });
    const picture = await createPrivateUpload(db(), person.id);
    await mkdir(path.join(t.dataDir, 'private', 'uploads'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'private', 'uploads', picture.name), 'cnh');
    await db().update(users).set({ cnhPicture: picture.name }).where(eq(users.id, person.id));
    const open = await createLoan(db(), person.id, { status: 4, cnhPicture: picture.name });
    const token = await createSignInSession(db(), person.id, { now: testNow });
    await db()
      .insert(idpAccounts)
      .values({ id: 'eva', email: 'eva@jornal.test', name: 'Eva', passwordHash: 'x' });
    await db().insert(follows).values({ userId: person.id, textEnum: 'Empresa', associationId: null });

    const wrong = await post(person.id, 'erase', { version: 1, confirmation: 'outra@jornal.test' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(peopleMessages.eraseConfirm);
    const underWay = await post(person.id, 'erase', { version: 1, confirmation: 'eva@jornal.test' });
    expect(underWay.statusCode).toBe(409);
    expect(underWay.json().message).toContain('empréstimos em andamento');
    expect(await rowOf(person.id)).toMatchObject({ name: 'Eva Esquecida', erasedAt: null });

    await db().update(loans).set({ status: 9 }).where(eq(loans.id, open.id));
    const erased = await post(person.id, 'erase', { version: 1, confirmation: ' EVA@jornal.test ' });
    expect(erased.statusCode).toBe(200);
    expect(erased.json<PersonDetail>()).toMatchObject({
      state: 'erased',
      name: erasedPersonName,
      cpf: '',
      rg: '',
    });
    expect(erased.json<PersonDetail>().email).not.toContain('eva');
    const [loan] = await db().select().from(loans).where(eq(loans.id, open.id));
    expect(loan).toMatchObject({ status: 9, driverName: erasedPersonName, driverCpf: '', cnhPicture: '' });
    expect(await readdir(path.join(t.dataDir, 'private', 'uploads'))).not.toContain(picture.name);
    expect(await db().select().from(privateUploads).where(eq(privateUploads.name, picture.name))).toEqual([]);
    expect(await db().select().from(signInSessions).where(eq(signInSessions.userId, person.id))).toEqual([]);
    expect(await db().select().from(idpAccounts).where(eq(idpAccounts.id, 'eva'))).toEqual([]);
    expect(await db().select().from(follows).where(eq(follows.userId, person.id))).toEqual([]);
    expect((await t.inject({ url: '/api/favorites', headers: { authorization: token } })).statusCode).toBe(
      401,
    );
    const again = await post(person.id, 'block', { version: 2, reason: 'Depois de apagada.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(peopleMessages.erased);
  });
});
