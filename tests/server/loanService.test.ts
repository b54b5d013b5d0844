/**
 * `applyTransition`, the loan workflow's one way to move a loan: each row of DECISIONS.md's transitions table with
 * the roles that may (and the result, its log row and its e-mail) and those that may not (403), a wrong status
 * (409), cancelling one's own request only, and two overlapping approvals of one vehicle, of which exactly one wins.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  transitionMessages,
  type LoanAction,
  type LoanActor,
  type LoanStatus,
} from '../../src/domain/loanStatus';
import type { Database } from '../../server/db/client';
import { loanTransitions, loans, mailOutbox, users } from '../../server/db/schema';
import { DomainError } from '../../server/shared/domainError';
import {
  applyTransition,
  loanServiceMessages,
  vehicleUnavailable,
  type TransitionDetails,
} from '../../server/loans/loanService';
import { createFleetVehicle, createLoan, createLoanOption, createLoanUser, createUser } from './builders';
import { testDatabases } from './databases';
import { testNow, testPublicUrl, testSite } from './testApp';

const site = testSite;

describe.each(testDatabases)('applyTransition on $name', (target) => {
  let database: Database;
  let option: Awaited<ReturnType<typeof createLoanOption>>;
  const db = () => database.db;

  const actorOf = async (role: number): Promise<LoanActor> => {
    const user = await createUser(db(), { role });
    return { kind: 'user', userId: user.id, role };
  };
  /** A loan of a fresh press agent in `status`, holding a vehicle of its own from status 2 on. */
  const loanIn = async (status: LoanStatus, fields: Parameters<typeof createLoan>[2] = {}) => {
    const requester = await createLoanUser(db(), { role: 10 });
    const vehicle = await createFleetVehicle(db(), option);
    const loan = await createLoan(db(), requester.id, {
      status,
      fleetVehicleId: status === 1 ? null : vehicle.id,
      option1Id: option.car.id,
      ...fields,
    });
    return { loan, requester, vehicle };
  };
  const move = (loanId: number, action: LoanAction, actor: LoanActor, details: TransitionDetails = {}) =>
    applyTransition({ db: db(), loanId, action, actor, details, now: testNow, site });
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DomainError);
    return { status: (error as DomainError).statusCode, message: (error as DomainError).message };
  };
  const loanRow = async (id: number) => (await db().select().from(loans).where(eq(loans.id, id)))[0]!;
  const logOf = (id: number) =>
    db().select().from(loanTransitions).where(eq(loanTransitions.loanId, id)).orderBy(loanTransitions.id);
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    option = await createLoanOption(db());
  });
  afterAll(async () => database?.close());

  /** The approval step each approving role decides (the administrator decides every one). */
  const stepOfRole: Partial<Record<number, LoanStatus>> = { 0: 1, 5: 1, 2: 2, 3: 3 };
  const stepPassed = (role: number, from: LoanStatus, action: LoanAction) =>
    (action === 'approve' || action === 'reject') && (stepOfRole[role] ?? 99) < from;

  // DECISIONS.md "The loan workflow", row by row: from, action, roles that may, roles that may not, to, topic.
  const table: [LoanStatus, LoanAction, number[], number[], LoanStatus, string][] = [
    [1, 'approve', [0, 1, 5], [2, 3, 4, 10], 2, 'loan-approved'],
    [1, 'reject', [0, 1, 5], [2, 3, 4, 10], 5, 'loan-rejected'],
    [2, 'approve', [2, 1], [3, 5, 4, 10], 3, 'loan-approved'],
    [2, 'reject', [2, 1], [3, 5, 4, 10], 6, 'loan-rejected'],
    [3, 'approve', [3, 1], [2, 5, 4, 10], 4, 'loan-approved'],
    [3, 'reject', [3, 1], [2, 5, 4, 10], 6, 'loan-rejected'],
    [4, 'deliveryChecklist', [0, 1, 2, 3, 5], [4, 6, 10], 4, 'loan-checklist'],
    [4, 'checkout', [0, 1, 2, 3, 5], [4, 6, 10], 7, 'loan-picked-up'],
    [7, 'returnChecklist', [1, 2, 3, 5], [4, 6, 10], 9, 'loan-closed'],
    [8, 'returnChecklist', [5], [4, 10], 9, 'loan-closed'],
  ];

  describe.each(table)('from %i, %s', (from, action, allowed, refused, to, topic) => {
    it.each(allowed)(
      `role %i moves it to ${to}, with a log row and an e-mail to the requester`,
      async (role) => {
        const { loan, requester, vehicle } = await loanIn(from);
        const actor = await actorOf(role);
        const details = { message: 'Tudo certo com a solicitação.', fleetVehicleId: vehicle.id };

        expect(await move(loan.id, action, actor, details)).toEqual({
          id: loan.id,
          from,
          to,
        });

        expect((await loanRow(loan.id)).status).toBe(to);
        expect(await logOf(loan.id)).toEqual([
          expect.objectContaining({
            action,
            fromStatus: from,
            toStatus: to,
            actorId: actor.kind === 'user' ? actor.userId : null,
            createdAt: testNow,
          }),
        ]);
        const mails = await mailsTo(requester.email);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.topic).toBe(topic);
        expect(mails[0]!.subject).toContain(`CMD-${String(loan.id).padStart(6, '0')}`);
      },
    );

    it.each(refused)('role %i is refused and nothing changes', async (role) => {
      const { loan, requester } = await loanIn(from);
      const refused = await refusal(move(loan.id, action, await actorOf(role)));
      // An approver whose own step this request has passed was on a stale page: someone else decided it.
      expect(refused).toEqual(
        stepPassed(role, from, action)
          ? { status: 409, message: transitionMessages.decided }
          : { status: 403, message: transitionMessages.role },
      );
      expect((await loanRow(loan.id)).status).toBe(from);
      expect(await logOf(loan.id)).toEqual([]);
      expect(await mailsTo(requester.email)).toEqual([]);
    });
  });

  it('lets only the server’s sweep mark a lent car as due back (7 -> 8)', async () => {
    const { loan, requester } = await loanIn(7);
    expect((await refusal(move(loan.id, 'markDue', await actorOf(1)))).status).toBe(403);
    expect(await move(loan.id, 'markDue', { kind: 'system' })).toMatchObject({ to: 8 });
    expect(await logOf(loan.id)).toEqual([expect.objectContaining({ actorId: null, action: 'markDue' })]);
    expect((await mailsTo(requester.email))[0]!.topic).toBe('loan-due');
  });

  it.each<[LoanStatus, LoanAction]>([
    [4, 'approve'],
    [5, 'reject'],
    [1, 'checkout'],
    [7, 'deliveryChecklist'],
    [9, 'returnChecklist'],
    [7, 'cancel'],
    [10, 'cancel'],
  ])('refuses a loan in status %i for %s (409)', async (status, action) => {
    const { loan } = await loanIn(status);
    expect(await refusal(move(loan.id, action, await actorOf(1)))).toEqual({
      status: 409,
      message:
        action === 'approve' || action === 'reject' ? transitionMessages.decided : transitionMessages.status,
    });
  });

  it.each<LoanStatus>([1, 2, 3, 4])(
    'lets the requester cancel their own request in status %i',
    async (status) => {
      const { loan, requester } = await loanIn(status);
      const own: LoanActor = { kind: 'user', userId: requester.id, role: 10 };
      expect(await move(loan.id, 'cancel', own)).toMatchObject({ to: 10 });
      expect((await mailsTo(requester.email))[0]!.topic).toBe('loan-cancelled');
    },
  );

  it('refuses cancelling another agent’s request (403), lets staff cancel any, never role 4', async () => {
    const { loan } = await loanIn(2);
    expect((await refusal(move(loan.id, 'cancel', await actorOf(10)))).status).toBe(403);
    expect((await refusal(move(loan.id, 'cancel', await actorOf(4)))).status).toBe(403);
    expect(await move(loan.id, 'cancel', await actorOf(5))).toMatchObject({ to: 10 });
  });

  it('answers 404 for a loan that does not exist', async () => {
    expect((await refusal(move(999_999, 'approve', await actorOf(5)))).status).toBe(404);
  });

  it('records what an approval sets, and mails the vehicle and the period once approved (status 4)', async () => {
    const { loan, requester } = await loanIn(1);
    const vehicle = await createFleetVehicle(db(), option, {
      placa: 'RTZ7B42',
      frota: 'FROTA-778899',
      color: 'Azul Biscay',
      vehicleLocation: 'São Bernardo do Campo - SP',
    });
    await move(loan.id, 'approve', await actorOf(5), {
      fleetVehicleId: vehicle.id,
      clientTier: 2,
      startDate: '2026-11-26',
      endDate: '2026-11-29',
      message: 'Aprovado pelo backoffice.',
      description: 'Pauta revisada: teste de consumo na estrada.',
    });
    expect(await loanRow(loan.id)).toMatchObject({
      status: 2,
      fleetVehicleId: vehicle.id,
      clientTier: 2,
      startDate: '2026-11-26',
      endDate: '2026-11-29',
      agentMessage: 'Aprovado pelo backoffice.',
      description: 'Pauta revisada: teste de consumo na estrada.',
    });
    await move(loan.id, 'approve', await actorOf(2));
    await move(loan.id, 'approve', await actorOf(3), { message: 'Boa viagem e bom teste!' });

    const mails = await mailsTo(requester.email);
    const approved = mails.at(-1)!;
    expect(approved.topic).toBe('loan-approved');
    expect(approved.subject).toBe(`Empréstimo aprovado: CMD-${String(loan.id).padStart(6, '0')}`);
    for (const line of [
      `Veículo: ${option.car.title}, versão ${option.version.title}`,
      'Cor: Azul Biscay',
      'Placa: RTZ7B42',
      'Frota: FROTA-778899',
      'Local de retirada: São Bernardo do Campo - SP',
      'Período: de 26/11/2026 a 29/11/2026.',
      // Each approval step's message, the first one's too, under its stage.
      'Mensagens da equipe de imprensa:\n1ª etapa de aprovação: Aprovado pelo backoffice.\nAprovação final: Boa viagem e bom teste!',
    ])
      expect(approved.text).toContain(line);
    expect(approved.text).toContain(`Minhas solicitações: ${testPublicUrl}/minhas-solicitacoes`);
  });

  it('refuses an approval without a vehicle, with an unknown one, or with dates out of the rules (400)', async () => {
    const { loan } = await loanIn(1);
    const backoffice = await actorOf(5);
    expect(await refusal(move(loan.id, 'approve', backoffice))).toEqual({
      status: 400,
      message: loanServiceMessages.vehicleRequired,
    });
    expect(await refusal(move(loan.id, 'approve', backoffice, { fleetVehicleId: 999_999 }))).toEqual({
      status: 400,
      message: loanServiceMessages.vehicleUnknown,
    });
    const vehicle = await createFleetVehicle(db(), option);
    expect(
      await refusal(
        move(loan.id, 'approve', backoffice, {
          fleetVehicleId: vehicle.id,
          startDate: '2026-11-25',
          endDate: '2026-12-03',
        }),
      ),
    ).toEqual({ status: 400, message: 'Período superior a 7 dias' });
    expect((await loanRow(loan.id)).status).toBe(1);
  });

  it('approves a blocked agent only with a justification, which is recorded and unblocks them', async () => {
    const { loan, requester } = await loanIn(1);
    await db()
      .update(users)
      .set({ isAllowed: false, deniedReason: 'Devolveu o veículo com avarias em 2025.' })
      .where(eq(users.id, requester.id));
    const vehicle = await createFleetVehicle(db(), option);
    const backoffice = await actorOf(5);
    expect(await refusal(move(loan.id, 'approve', backoffice, { fleetVehicleId: vehicle.id }))).toEqual({
      status: 400,
      message: loanServiceMessages.justificationRequired,
    });
    await move(loan.id, 'approve', backoffice, {
      fleetVehicleId: vehicle.id,
      justification: 'Avarias ressarcidas; liberado pela gerência.',
    });
    expect((await loanRow(loan.id)).unblockJustification).toBe(
      'Avarias ressarcidas; liberado pela gerência.',
    );
    expect((await logOf(loan.id))[0]!.message).toContain('Justificativa: Avarias ressarcidas');
    const [unblocked] = await db().select().from(users).where(eq(users.id, requester.id));
    expect(unblocked).toMatchObject({ isAllowed: true, deniedReason: null });
  });

  it('lets exactly one of two concurrent approvals of overlapping loans on one vehicle win (409 for the other)', async () => {
    const vehicle = await createFleetVehicle(db(), option);
    const first = await loanIn(1, { startDate: '2026-11-24', endDate: '2026-11-27' });
    const second = await loanIn(1, { startDate: '2026-11-27', endDate: '2026-11-30' });
    const [a, b] = [await actorOf(5), await actorOf(1)];

    const results = await Promise.allSettled([
      move(first.loan.id, 'approve', a, { fleetVehicleId: vehicle.id }),
      move(second.loan.id, 'approve', b, { fleetVehicleId: vehicle.id }),
    ]);

    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toBeInstanceOf(DomainError);
    expect(lost[0]!.reason).toMatchObject({ statusCode: 409, message: vehicleUnavailable });
    const statuses = [(await loanRow(first.loan.id)).status, (await loanRow(second.loan.id)).status].sort();
    expect(statuses).toEqual([1, 2]);
    // The loser left no log row and no e-mail.
    const loser = results[0]!.status === 'rejected' ? first : second;
    expect(await logOf(loser.loan.id)).toEqual([]);
    expect(await mailsTo(loser.requester.email)).toEqual([]);
  });

  it('lets a vehicle be approved again for a period that does not overlap, or once the other loan is cancelled', async () => {
    const vehicle = await createFleetVehicle(db(), option);
    const held = await loanIn(1, { startDate: '2026-11-24', endDate: '2026-11-26' });
    const after = await loanIn(1, { startDate: '2026-11-27', endDate: '2026-11-29' });
    const same = await loanIn(1, { startDate: '2026-11-25', endDate: '2026-11-25' });
    const backoffice = await actorOf(5);
    await move(held.loan.id, 'approve', backoffice, { fleetVehicleId: vehicle.id });
    await move(after.loan.id, 'approve', backoffice, { fleetVehicleId: vehicle.id });
    expect(await refusal(move(same.loan.id, 'approve', backoffice, { fleetVehicleId: vehicle.id }))).toEqual({
      status: 409,
      message: vehicleUnavailable,
    });
    await move(held.loan.id, 'cancel', backoffice);
    expect(await move(same.loan.id, 'approve', backoffice, { fleetVehicleId: vehicle.id })).toMatchObject({
      to: 2,
    });
  });
});
