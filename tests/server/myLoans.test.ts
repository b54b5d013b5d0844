/**
 * 'Minhas solicitações' (`GET lendingcontract/mine`) through its HTTP route: the signed-in person's loans only (asked
 * for, or driven for someone else), in every status, newest first, each with its vehicle, reason and history; and
 * the messages of the approval steps in the final approval e-mail.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanAction, LoanActor, LoanStatus } from '../../src/domain/loanStatus';
import type { MyLoan } from '../../src/domain/myLoanSchemas';
import { loanTransitions, mailOutbox } from '../../server/db/schema';
import { applyTransition, type TransitionDetails } from '../../server/loans/loanService';
import {
  createFleetVehicle,
  createLoan,
  createLoanOption,
  createLoanUser,
  createSignInSession,
  createUser,
} from './builders';
import { testDatabases } from './databases';
import { startTestApp, testNow, testPublicUrl, testSite, type TestApp } from './testApp';

type User = Awaited<ReturnType<typeof createUser>>;
const minute = 60_000;

describe.each(testDatabases)("'Minhas solicitações' on $name", (target) => {
  let t: TestApp;
  let option: Awaited<ReturnType<typeof createLoanOption>>;
  const db = () => t.database.db;

  const as = async (user: User, request: InjectOptions) => {
    const token = await createSignInSession(db(), user.id, { now: testNow });
    return t.inject({ ...request, headers: { ...request.headers, authorization: token } });
  };
  const mine = async (user: User) => {
    const response = await as(user, { method: 'GET', url: '/api/lendingcontract/mine' });
    expect(response.statusCode).toBe(200);
    return (response.json() as { list: MyLoan[] }).list;
  };
  const staff = (role: number, name: string) => createUser(db(), { role, name });
  const actorOf = (user: User): LoanActor => ({ kind: 'user', userId: user.id, role: user.role });
  /** A request as `requestLoan` records it: the loan and its first log row, at `at`. */
  const requested = async (requester: User, at: Date, fields: Parameters<typeof createLoan>[2] = {}) => {
    const loan = await createLoan(db(), requester.id, { option1Id: option.car.id, createdAt: at, ...fields });
    await db()
      .insert(loanTransitions)
      .values({ loanId: loan.id, actorId: requester.id, action: 'request', toStatus: 1, createdAt: at });
    return loan;
  };
  const move = (loanId: number, action: LoanAction, by: User, at: Date, details: TransitionDetails = {}) =>
    applyTransition({
      db: db(),
      loanId,
      action,
      actor: actorOf(by),
      details,
      now: at,
      site: testSite,
    });
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  const later = (minutes: number) => new Date(testNow.getTime() + minutes * minute);

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    option = await createLoanOption(db());
  });
  afterAll(async () => t?.close());

  it('answers 401 to a visitor and 403 to a role that cannot request a loan', async () => {
    const visitor = await t.inject({ method: 'GET', url: '/api/lendingcontract/mine' });
    expect(visitor.statusCode).toBe(401);
    for (const role of [2, 4, 5, 6]) {
      const response = await as(await createUser(db(), { role }), {
        method: 'GET',
        url: '/api/lendingcontract/mine',
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("lists the person's own loans in every status, newest first, and nobody else's", async () => {
    const agent = await createLoanUser(db(), { role: 10 });
    const stranger = await createLoanUser(db(), { role: 10 });
    const statuses: LoanStatus[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const ids: number[] = [];
    for (const [index, status] of statuses.entries()) {
      // Each holding status needs a vehicle of its own: the exclusion constraint allows no overlap.
      const vehicle = await createFleetVehicle(db(), option);
      const loan = await createLoan(db(), agent.id, {
        status,
        option1Id: option.car.id,
        fleetVehicleId: status === 1 ? null : vehicle.id,
        createdAt: later(index),
      });
      ids.push(loan.id);
    }
    const strangers = await createLoan(db(), stranger.id, { option1Id: option.car.id });

    const list = await mine(agent);
    expect(list.map((loan) => loan.id)).toEqual([...ids].reverse());
    expect(list.map((loan) => loan.status)).toEqual([...statuses].reverse());
    expect(list.map((loan) => loan.id)).not.toContain(strangers.id);
    const byStatus = (status: number) => list.find((loan) => loan.status === status)!;
    // Role 10 reads the generic label while a request waits (spec loan-area section 4).
    expect(byStatus(2).statusText).toBe('Aguardando Aprovação');
    expect(byStatus(7).statusText).toBe('Veículo emprestado');
    expect(byStatus(10).statusText).toBe('Cancelado');
    // Cancellable while it waits or is approved, as the cancel call allows.
    expect(list.filter((loan) => loan.cancellable).map((loan) => loan.status)).toEqual([4, 3, 2, 1]);
    expect(byStatus(1)).toMatchObject({
      number: `CMD-${String(byStatus(1).id).padStart(6, '0')}`,
      startDate: '2026-11-25',
      endDate: '2026-11-28',
      models: [option.car.title, expect.any(String)],
      vehicle: null,
      driverName: 'Condutor de teste',
      viewerIs: 'requester',
    });
    expect(byStatus(7).vehicle).toMatchObject({ model: option.car.title, version: option.version.title });

    expect((await mine(stranger)).map((loan) => loan.id)).toEqual([strangers.id]);
  });

  it('shows a loan the person drives for someone else, to read, not to cancel', async () => {
    const driver = await createLoanUser(db(), { role: 10, name: 'Diana Condutora' });
    const admin = await createLoanUser(db(), { role: 1, name: 'Ana Administradora' });
    const loan = await requested(admin, testNow, {
      isOwner: false,
      driverUserId: driver.id,
      driverName: 'Diana Condutora',
    });
    const [shown] = await mine(driver);
    expect(shown).toMatchObject({
      id: loan.id,
      viewerIs: 'driver',
      requesterName: 'Ana Administradora',
      driverName: 'Diana Condutora',
      cancellable: false,
    });
    const [own] = await mine(admin);
    expect(own).toMatchObject({ id: loan.id, viewerIs: 'requester', cancellable: true });
    // The administrator reads the staff's words for the status.
    expect(own!.statusText).toBe('Aguardando Aprovação (Backoffice)');
  });

  it('gives the history: who, when, what and what was said; the final e-mail carries every step', async () => {
    const agent = await createLoanUser(db(), { role: 10, name: 'Joana Souza' });
    const backoffice = await staff(5, 'Beatriz Backoffice');
    const manager1 = await staff(2, 'Gustavo Gerente');
    const manager2 = await staff(3, 'Helena Gerente');
    const vehicle = await createFleetVehicle(db(), option);
    const loan = await requested(agent, testNow);
    await move(loan.id, 'approve', backoffice, later(10), {
      fleetVehicleId: vehicle.id,
      clientTier: 2,
      message: 'Retirada na sede, 9h.',
    });
    await move(loan.id, 'approve', manager1, later(20));
    await move(loan.id, 'approve', manager2, later(30), { message: 'Boa viagem!' });

    const [shown] = await mine(agent);
    expect(shown!.status).toBe(4);
    expect(shown!.reason).toBeNull();
    expect(shown!.history).toEqual([
      {
        at: testNow.toISOString(),
        who: 'Joana Souza',
        action: 'request',
        actionText: 'Solicitação enviada',
        toStatus: 1,
        message: null,
      },
      {
        at: later(10).toISOString(),
        who: 'Beatriz Backoffice',
        action: 'approve',
        actionText: 'Aprovada na 1ª etapa',
        toStatus: 2,
        message: 'Retirada na sede, 9h.',
      },
      {
        at: later(20).toISOString(),
        who: 'Gustavo Gerente',
        action: 'approve',
        actionText: 'Aprovada na 2ª etapa',
        toStatus: 3,
        message: null,
      },
      {
        at: later(30).toISOString(),
        who: 'Helena Gerente',
        action: 'approve',
        actionText: 'Aprovação final',
        toStatus: 4,
        message: 'Boa viagem!',
      },
    ]);
    expect(shown!.vehicle).toMatchObject({ frota: vehicle.frota, placa: vehicle.placa });

    const approved = (await mailsTo(agent.email)).find((mail) =>
      mail.subject.startsWith('Empréstimo aprovado'),
    );
    expect(approved!.text).toContain(
      [
        'Mensagens da equipe de imprensa:',
        '1ª etapa de aprovação: Retirada na sede, 9h.',
        'Aprovação final: Boa viagem!',
      ].join('\n'),
    );
    expect(approved!.text).toContain(`${testPublicUrl}/minhas-solicitacoes`);
  });

  it('gives a rejection its reason, in the list and in the e-mail', async () => {
    const agent = await createLoanUser(db(), { role: 10 });
    const loan = await requested(agent, testNow);
    await move(loan.id, 'reject', await staff(5, 'Beatriz Backoffice'), later(5), {
      message: 'Não há carros disponíveis nessa semana.',
    });
    const [shown] = await mine(agent);
    expect(shown).toMatchObject({ status: 5, statusText: 'Reprovado (Backoffice)', cancellable: false });
    expect(shown!.reason).toBe('Não há carros disponíveis nessa semana.');
    expect(shown!.history.at(-1)).toMatchObject({ action: 'reject', actionText: 'Reprovada' });
    const [mail] = (await mailsTo(agent.email)).filter((row) => row.topic === 'loan-rejected');
    expect(mail!.text).toContain('Não há carros disponíveis nessa semana.');
  });

  it("keeps the reviewers' unblock justification out of the requester's history", async () => {
    const agent = await createLoanUser(db(), {
      role: 10,
      isAllowed: false,
      deniedReason: 'Devolveu o veículo com avarias.',
    });
    const vehicle = await createFleetVehicle(db(), option);
    const loan = await requested(agent, testNow);
    await move(loan.id, 'approve', await staff(5, 'Beatriz Backoffice'), later(5), {
      fleetVehicleId: vehicle.id,
      message: 'Aprovado com ressalvas.',
      justification: 'Conserto pago em outubro.',
    });
    const [shown] = await mine(agent);
    expect(shown!.history.at(-1)!.message).toBe('Aprovado com ressalvas.');
    expect(JSON.stringify(shown)).not.toContain('Conserto pago');
  });
});
