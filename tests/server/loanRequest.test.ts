/**
 * `POST lendingcontract/request`: who may ask (roles 1 and 10), each rule of the wizard answered 400 with its
 * message, the driver (the requester, or a registered person found by CPF), the licence picture (an upload of the
 * requester's), and the loan, its log row and its e-mail written together or not at all.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanDateMessages } from '../../src/domain/loanDates';
import { loanRequestMessages, type LoanRequestFields } from '../../src/domain/loanRequest';
import { loanTransitions, loans, mailOutbox, users } from '../../server/db/schema';
import { statusMessages } from '../../server/plugins/errors';
import { loanServiceMessages } from '../../server/loans/loanService';
import {
  createLoanOption,
  createLoanUser,
  createPrivateUpload,
  createSignInSession,
  createUser,
} from './builders';
import { testDatabases } from './databases';
import { startTestApp, testNow, testPublicUrl, type TestApp } from './testApp';

// testNow is 2026-11-20 12:00 UTC: 09:00 of 2026-11-20 in Brazil, the "today" of the date rules.

describe.each(testDatabases)('POST lendingcontract/request on $name', (target) => {
  let testApp: TestApp;
  let options: Awaited<ReturnType<typeof createLoanOption>>[];

  const db = () => testApp.database.db;

  /** A signed-in user with a complete profile and a CNH picture of their own. */
  const requester = async (fields: Parameters<typeof createLoanUser>[1] = {}) => {
    const user = await createLoanUser(db(), fields);
    const upload = await createPrivateUpload(db(), user.id);
    return { user, upload, token: await createSignInSession(db(), user.id, { now: testNow }) };
  };
  type Requester = Awaited<ReturnType<typeof requester>>;

  /** A request that passes every rule, the requester driving. */
  const body = (who: Requester, fields: Partial<LoanRequestFields> = {}): LoanRequestFields => ({
    isOwner: true,
    cpf: who.user.cpf,
    cnh: who.user.cnh,
    rg: who.user.rg,
    option1: options[0]!.car.id,
    option2: options[1]!.car.id,
    startDate: '2026-11-25',
    endDate: '2026-11-28',
    description: 'Avaliação do consumo na estrada para a edição de dezembro.',
    cnhPicture: who.upload.name,
    ...fields,
  });
  const post = (token: string | undefined, payload: LoanRequestFields) =>
    testApp.inject({
      method: 'POST',
      url: '/api/lendingcontract/request',
      headers: token === undefined ? {} : { authorization: token },
      payload,
    });
  const loansOf = (userId: number) => db().select().from(loans).where(eq(loans.requesterId, userId));
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

  beforeAll(async () => {
    testApp = await startTestApp(target, { sendQueuedMail: false });
    options = [await createLoanOption(db()), await createLoanOption(db()), await createLoanOption(db())];
  });
  afterAll(async () => testApp?.close());

  it('writes a press agent’s request in status 1 with its log row and a Portuguese e-mail', async () => {
    const who = await requester({ role: 10, name: 'Joana Souza' });

    const response = await post(who.token, body(who));

    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({ success: true, id: expect.any(Number) });
    const [loan] = await loansOf(who.user.id);
    expect(loan).toMatchObject({
      id: answer.id,
      status: 1,
      startDate: '2026-11-25',
      endDate: '2026-11-28',
      isOwner: true,
      driverUserId: who.user.id,
      driverName: 'Joana Souza',
      driverCpf: who.user.cpf,
      option1Id: options[0]!.car.id,
      option2Id: options[1]!.car.id,
      cnhPicture: who.upload.name,
      fleetVehicleId: null,
    });
    expect(await db().select().from(loanTransitions).where(eq(loanTransitions.loanId, answer.id))).toEqual([
      expect.objectContaining({ action: 'request', fromStatus: null, toStatus: 1, actorId: who.user.id }),
    ]);
    const mails = await mailsTo(who.user.email);
    expect(mails).toHaveLength(1);
    const number = `CMD-${String(answer.id).padStart(6, '0')}`;
    expect(mails[0]).toMatchObject({ topic: 'loan-requested', subject: expect.stringContaining(number) });
    expect(mails[0]!.text).toContain('Olá, Joana Souza,');
    expect(mails[0]!.text).toContain(`1ª opção: ${options[0]!.car.title}`);
    expect(mails[0]!.text).toContain(`2ª opção: ${options[1]!.car.title}`);
    expect(mails[0]!.text).toContain('de 25/11/2026 a 28/11/2026');
    expect(mails[0]!.text).toContain(`${testPublicUrl}/minhas-solicitacoes`);
  });

  it('lets the administrator (role 1) ask for a registered person who drives, found by a masked CPF', async () => {
    const admin = await requester({ role: 1 });
    const driver = await createLoanUser(db(), { name: 'Carlos Condutor', cnhPicture: '' });
    const masked = `${driver.cpf.slice(0, 3)}.${driver.cpf.slice(3, 6)}.${driver.cpf.slice(6, 9)}-${driver.cpf.slice(9)}`;

    const response = await post(
      admin.token,
      body(admin, { isOwner: false, cpf: masked, rg: driver.rg, cnh: driver.cnh }),
    );

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    const [loan] = await loansOf(admin.user.id);
    expect(loan).toMatchObject({
      status: 1,
      isOwner: false,
      driverUserId: driver.id,
      driverName: 'Carlos Condutor',
      driverCpf: driver.cpf,
      driverRg: driver.rg,
    });
    expect(await db().select().from(loanTransitions).where(eq(loanTransitions.loanId, loan!.id))).toEqual([
      expect.objectContaining({ action: 'request', fromStatus: null, toStatus: 1, actorId: admin.user.id }),
    ]);
    expect(await mailsTo(admin.user.email)).toEqual([expect.objectContaining({ topic: 'loan-requested' })]);
  });

  it.each([2, 3, 4, 5])('refuses role %i (403) and writes nothing', async (role) => {
    const who = await requester({ role });
    const response = await post(who.token, body(who));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(statusMessages[403]);
    expect(await loansOf(who.user.id)).toEqual([]);
  });

  it('asks for a session (401)', async () => {
    const who = await requester();
    const response = await post(undefined, body(who));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(statusMessages[401]);
  });

  const d = loanDateMessages;
  const m = loanRequestMessages;
  it.each<[string, Partial<LoanRequestFields>, string | null]>([
    ['a start yesterday', { startDate: '2026-11-19', endDate: '2026-11-20' }, null],
    ['a start the day before yesterday', { startDate: '2026-11-18', endDate: '2026-11-20' }, d.startInvalid],
    ['a start 60 days ahead', { startDate: '2027-01-19', endDate: '2027-01-20' }, null],
    ['a start 61 days ahead', { startDate: '2027-01-20', endDate: '2027-01-21' }, d.startTooFar],
    ['a 7-day period', { startDate: '2026-11-25', endDate: '2026-12-02' }, null],
    ['an 8-day period', { startDate: '2026-11-25', endDate: '2026-12-03' }, d.periodTooLong],
    ['an end before the start', { startDate: '2026-11-25', endDate: '2026-11-24' }, d.endBeforeStart],
    ['a date that is not one', { startDate: '2026-02-31' }, d.notADate],
    ['a start at 99:99', { startDate: '2026-11-25T99:99' }, d.notADate],
    ['a start at a time that is no time', { startDate: '2026-11-25Tgarbage' }, d.notADate],
    ['a start at 25:00', { startDate: '2026-11-25T25:00' }, d.notADate],
    ['an end at 23:60', { endDate: '2026-11-28T23:60' }, d.notADate],
    [
      'a start and end with their time of day',
      { startDate: '2026-11-25T09:30', endDate: '2026-11-28T18:00:00.000Z' },
      null,
    ],
    ['the same model twice', { option2: -1 }, m.optionsEqual],
    ['a missing option', { option2: 0 }, m.optionsRequired],
    ['an invalid CPF', { cpf: '123.456.789-00' }, m.cpfInvalid],
    ['an empty RG', { rg: ' ' }, m.rgRequired],
    ['a CNH of 10 digits', { cnh: '1234567890' }, m.cnhInvalid],
    ['no CNH picture', { cnhPicture: '' }, m.cnhImageRequired],
    ['a 9-character description', { description: 'Curta dem' }, m.descriptionShort],
    ['a 401-character description', { description: 'a'.repeat(401) }, m.descriptionLong],
    ['a 2001-character description', { description: 'a'.repeat(2001) }, m.descriptionLong],
    ['a description of 400 characters and spaces around', { description: ` ${'a'.repeat(400)} ` }, null],
  ])('%s: %s', async (_case, fields, message) => {
    const who = await requester();
    const sent = body(who, fields);
    if (fields.option2 === -1) sent.option2 = sent.option1;
    const response = await post(who.token, sent);
    if (message === null) {
      expect(response.statusCode, response.body).toBe(200);
      expect(await loansOf(who.user.id)).toHaveLength(1);
    } else {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await loansOf(who.user.id)).toEqual([]);
    }
  });

  it('refuses a model that is not (or no longer) offered for loans', async () => {
    const who = await requester();
    const retired = await createLoanOption(db(), { active: false });
    const response = await post(who.token, body(who, { option2: retired.car.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.optionUnknown);
  });

  it('refuses another person’s upload as the CNH picture, and a name that is no upload', async () => {
    const who = await requester();
    const stranger = await createUser(db());
    const theirs = await createPrivateUpload(db(), stranger.id);
    for (const cnhPicture of [theirs.name, 'ffffffffffffffffffffffffffffffff.png']) {
      const response = await post(who.token, body(who, { cnhPicture }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(loanServiceMessages.cnhPictureUnknown);
    }
    expect(await loansOf(who.user.id)).toEqual([]);
  });

  it('accepts, for another driver, that driver’s registered picture, and nobody else’s', async () => {
    const who = await requester();
    const driver = await createLoanUser(db());
    const registered = await createPrivateUpload(db(), driver.id);
    await db().update(users).set({ cnhPicture: registered.name }).where(eq(users.id, driver.id));
    const other = await createPrivateUpload(db(), driver.id);
    const asOther = (cnhPicture: string) =>
      body(who, { isOwner: false, cpf: driver.cpf, rg: driver.rg, cnh: driver.cnh, cnhPicture });

    const refused = await post(who.token, asOther(other.name));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(loanServiceMessages.cnhPictureUnknown);
    const accepted = await post(who.token, asOther(registered.name));
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('refuses another driver whose CPF is not registered, or who has no RG', async () => {
    const who = await requester();
    const unknown = await post(who.token, body(who, { isOwner: false, cpf: '111.444.777-35' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('CPF não cadastrado.');

    const noRg = await createLoanUser(db(), { rg: '' });
    const response = await post(who.token, body(who, { isOwner: false, cpf: noRg.cpf }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('RG não cadastrado.');
  });

  it('refuses "I drive" with a CPF or RG that is not the requester’s own', async () => {
    const who = await requester();
    const someoneElse = await createLoanUser(db());
    for (const fields of [{ cpf: someoneElse.cpf }, { rg: '99.999.999-9' }]) {
      const response = await post(who.token, body(who, fields));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(loanServiceMessages.driverMismatch);
    }
  });

  it('saves the CNH and its picture to the profile of a requester who had none', async () => {
    const who = await requester({ cnh: '' });
    const response = await post(who.token, body(who, { cnh: '98765432100' }));
    expect(response.statusCode, response.body).toBe(200);
    const [saved] = await db().select().from(users).where(eq(users.id, who.user.id));
    expect(saved).toMatchObject({ cnh: '98765432100', cnhPicture: who.upload.name });
  });

  it('writes all or nothing: an e-mail that can’t be queued leaves no loan and no log row', async () => {
    const who = await requester();
    await db().execute(sql`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'outbox refused'; end $$`);
    await db().execute(sql`create trigger refuse_mail before insert on mail_outbox
      for each row execute function refuse_mail()`);
    try {
      const response = await post(who.token, body(who));
      expect(response.statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger refuse_mail on mail_outbox`);
      await db().execute(sql`drop function refuse_mail()`);
    }
    expect(await loansOf(who.user.id)).toEqual([]);
    expect(await mailsTo(who.user.email)).toEqual([]);
    const logs = await db().select().from(loanTransitions).where(eq(loanTransitions.actorId, who.user.id));
    expect(logs).toEqual([]);
    // And the next attempt goes through.
    expect((await post(who.token, body(who))).statusCode).toBe(200);
  });
});
