/**
 * The approval decides on the driver as on the requester, and the decisions' edges, over HTTP: a blocked driver
 * ('Outro condutor') shown in the detail and the manager list and approved only with a justification that unblocks
 * them; nobody deciding a loan they requested or will drive; a request already decided answering 409 with its own
 * words; a manager's rejection needing a reason that is recorded and mailed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalMessages } from '../../src/domain/approval';
import { formatCpf } from '../../src/domain/cpf';
import type { ApprovalBody, ApprovalsResponse, WireLoan } from '../../src/domain/loanSchemas';
import type { LoanStatus } from '../../src/domain/loanStatus';
import { loanTransitions, loans, mailOutbox, users } from '../../server/db/schema';
import {
  createFleetVehicle,
  createLoan,
  createLoanOption,
  createLoanUser,
  createSignInSession,
  createUser,
} from './builders';
import { testDatabases } from './databases';
import { startTestApp, testNow, type TestApp } from './testApp';

const decided = 'Esta solicitação já foi decidida por outra pessoa.';
const ownLoan = 'Você não pode decidir uma solicitação sua ou em que você é o condutor.';

describe.each(testDatabases)('loan decisions on $name', (target) => {
  let t: TestApp;
  let option: Awaited<ReturnType<typeof createLoanOption>>;
  const db = () => t.database.db;

  const as = async (user: { id: number }) => ({
    authorization: await createSignInSession(db(), user.id, { now: testNow }),
  });
  const body = (loanId: number, vehicleId: number, fields: Partial<ApprovalBody> = {}): ApprovalBody => ({
    idloan: loanId,
    carId: vehicleId,
    clientTier: 2,
    startDate: '2026-11-25',
    endDate: '2026-11-28',
    ...fields,
  });
  const decide = async (
    user: { id: number },
    action: 'approve' | 'reject',
    payload: ApprovalBody,
    query = '',
  ) =>
    t.inject({
      method: 'POST',
      url: `/api/lendingcontract/${action}${query}`,
      payload,
      headers: await as(user),
    });
  const loanRow = async (id: number) => (await db().select().from(loans).where(eq(loans.id, id)))[0]!;
  const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
  const logOf = (id: number) => db().select().from(loanTransitions).where(eq(loanTransitions.loanId, id));
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

  /** A loan of a fresh journalist in `status`, driven by `driver` (another person) or by herself. */
  const loanIn = async (status: LoanStatus, driver?: typeof users.$inferSelect) => {
    const requester = await createLoanUser(db(), { role: 10 });
    const vehicle = await createFleetVehicle(db(), option);
    const loan = await createLoan(db(), requester.id, {
      status,
      fleetVehicleId: status === 1 ? null : vehicle.id,
      option1Id: option.car.id,
      ...(driver
        ? {
            isOwner: false,
            driverUserId: driver.id,
            driverName: driver.name,
            driverCpf: driver.cpf,
            driverRg: driver.rg,
            driverCnh: driver.cnh,
            cnhPicture: 'c'.repeat(32) + '.png',
          }
        : {}),
    });
    return { loan, requester, vehicle };
  };
  const blockedPerson = () =>
    createLoanUser(db(), {
      role: 10,
      name: 'Bernardo Bloqueado',
      isAllowed: false,
      deniedReason: 'Devolveu o veículo com avarias em 2025.',
    });

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    option = await createLoanOption(db());
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the driver', () => {
    it('the detail shows another driver with their CPF, RG, CNH, licence picture and block', async () => {
      const driver = await blockedPerson();
      const { loan, requester } = await loanIn(1, driver);
      const backoffice = await createUser(db(), { role: 5 });
      const response = await t.inject({
        url: `/api/lendingcontract/${loan.id}`,
        headers: await as(backoffice),
      });
      expect(response.statusCode).toBe(200);
      const detail = response.json<WireLoan>();
      expect(detail.driver).toEqual({
        id: driver.id,
        isRequester: false,
        name: 'Bernardo Bloqueado',
        cpf: formatCpf(driver.cpf),
        rg: driver.rg,
        cnh: driver.cnh,
        cnhPicture: 'c'.repeat(32) + '.png',
        isAllowed: false,
        deniedReason: 'Devolveu o veículo com avarias em 2025.',
      });
      // The requester is not blocked: the block is the driver's.
      expect(detail.user).toMatchObject({ id: requester.id, isAllowed: true });
    });

    it('the manager list carries each card’s driver', async () => {
      const driver = await blockedPerson();
      const { loan } = await loanIn(2, driver);
      const manager = await createUser(db(), { role: 2 });
      const response = await t.inject({
        url: '/api/lendingcontract/approvals?limit=100',
        headers: await as(manager),
      });
      const card = response.json<ApprovalsResponse>().list.find((item) => item.id === loan.id)!;
      expect(card.driver).toMatchObject({
        id: driver.id,
        isRequester: false,
        name: 'Bernardo Bloqueado',
        cpf: formatCpf(driver.cpf),
        isAllowed: false,
        deniedReason: 'Devolveu o veículo com avarias em 2025.',
      });
    });

    it('a blocked driver is approved only with a justification, which unblocks them and is recorded', async () => {
      const driver = await blockedPerson();
      const { loan, requester, vehicle } = await loanIn(1, driver);
      const backoffice = await createUser(db(), { role: 5 });

      const refused = await decide(backoffice, 'approve', body(loan.id, vehicle.id));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(approvalMessages.justificationRequired);
      expect((await loanRow(loan.id)).status).toBe(1);
      expect((await userRow(driver.id)).isAllowed).toBe(false);

      const approved = await decide(
        backoffice,
        'approve',
        body(loan.id, vehicle.id, { justification: 'Avarias pagas em outubro.' }),
      );
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json<{ loan: WireLoan }>().loan.driver).toMatchObject({
        isAllowed: true,
        deniedReason: null,
      });
      expect(await userRow(driver.id)).toMatchObject({ isAllowed: true, deniedReason: null });
      expect(await userRow(requester.id)).toMatchObject({ isAllowed: true });
      expect((await loanRow(loan.id)).unblockJustification).toBe('Avarias pagas em outubro.');
      const [step] = await logOf(loan.id);
      expect(step!.message).toContain('Justificativa: Avarias pagas em outubro.');
    });

    it('a driver blocked after the backoffice step needs the justification at the manager’s too', async () => {
      const driver = await createLoanUser(db(), { role: 10 });
      const { loan, vehicle } = await loanIn(2, driver);
      await db()
        .update(users)
        .set({ isAllowed: false, deniedReason: 'Multas.' })
        .where(eq(users.id, driver.id));
      const manager = await createUser(db(), { role: 2 });
      const refused = await decide(manager, 'approve', body(loan.id, vehicle.id));
      expect(refused.json().message).toBe(approvalMessages.justificationRequired);
      const approved = await decide(
        manager,
        'approve',
        body(loan.id, vehicle.id, { justification: 'Multas pagas.' }),
      );
      expect(approved.json()).toMatchObject({ loan: { status: 3, driver: { isAllowed: true } } });
    });

    it('a blocked driver’s request can be rejected without a justification, and stays blocked', async () => {
      const driver = await blockedPerson();
      const { loan, vehicle } = await loanIn(1, driver);
      const backoffice = await createUser(db(), { role: 5 });
      expect((await decide(backoffice, 'reject', body(loan.id, vehicle.id))).statusCode).toBe(200);
      expect((await userRow(driver.id)).isAllowed).toBe(false);
    });
  });

  describe('separation of duties', () => {
    it.each<[string, number, LoanStatus, string]>([
      ['the backoffice', 5, 1, ''],
      ['manager level 1', 2, 2, ''],
      ['manager level 2', 3, 3, ''],
      ['the administrator', 1, 2, '?admin=1'],
      ['the administrator', 1, 3, '?admin=1'],
    ])(
      '%s (role %i) can’t decide at status %i a loan they requested (403)',
      async (_who, role, status, query) => {
        const staff = await createLoanUser(db(), { role });
        const vehicle = await createFleetVehicle(db(), option);
        const loan = await createLoan(db(), staff.id, {
          status,
          fleetVehicleId: status === 1 ? null : vehicle.id,
          option1Id: option.car.id,
        });
        for (const action of ['approve', 'reject'] as const) {
          const response = await decide(
            staff,
            action,
            body(loan.id, vehicle.id, { description: 'Motivo suficiente.' }),
            query,
          );
          expect(response.statusCode).toBe(403);
          expect(response.json().message).toBe(ownLoan);
        }
        expect((await loanRow(loan.id)).status).toBe(status);
        expect(await logOf(loan.id)).toEqual([]);
      },
    );

    it('nobody decides a loan they will drive for someone else', async () => {
      const manager = await createLoanUser(db(), { role: 2 });
      const { loan, vehicle } = await loanIn(2, manager);
      const response = await decide(manager, 'approve', body(loan.id, vehicle.id));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(ownLoan);
      // Another manager may.
      const other = await createUser(db(), { role: 2 });
      expect((await decide(other, 'approve', body(loan.id, vehicle.id))).statusCode).toBe(200);
    });
  });

  describe('a request already decided', () => {
    it('the second of two managers level 1 gets 409 with its words, and nothing changes twice', async () => {
      const { loan, requester, vehicle } = await loanIn(2);
      const [first, second] = [await createUser(db(), { role: 2 }), await createUser(db(), { role: 2 })];
      expect((await decide(first, 'approve', body(loan.id, vehicle.id))).statusCode).toBe(200);
      const late = await decide(
        second,
        'reject',
        body(loan.id, vehicle.id, { description: 'Sem pauta definida.' }),
      );
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(decided);
      expect((await loanRow(loan.id)).status).toBe(3);
      expect(await logOf(loan.id)).toHaveLength(1);
      expect(await mailsTo(requester.email)).toHaveLength(1);
    });

    it('two approvers at once: one wins, the other is told it was decided', async () => {
      const { loan, vehicle } = await loanIn(2);
      const [first, second] = [await createUser(db(), { role: 2 }), await createUser(db(), { role: 2 })];
      const answers = await Promise.all([
        decide(first, 'approve', body(loan.id, vehicle.id)),
        decide(second, 'reject', body(loan.id, vehicle.id, { description: 'Veículo em revisão.' })),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(decided);
      expect(await logOf(loan.id)).toHaveLength(1);
    });

    it('the backoffice on a request a manager has since rejected gets 409 too', async () => {
      const { loan, vehicle } = await loanIn(6);
      const backoffice = await createUser(db(), { role: 5 });
      const response = await decide(backoffice, 'approve', body(loan.id, vehicle.id));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(decided);
    });
  });

  describe('a manager’s rejection', () => {
    it.each<[LoanStatus, number]>([
      [2, 2],
      [3, 3],
      [3, 1],
    ])('at status %i by role %i needs a reason of 10 characters (400)', async (status, role) => {
      const { loan, requester, vehicle } = await loanIn(status);
      const manager = await createUser(db(), { role });
      for (const description of [undefined, '', 'Curto.', '   Curto.   ']) {
        const response = await decide(manager, 'reject', body(loan.id, vehicle.id, { description }));
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Informe o motivo da reprovação, com pelo menos 10 caracteres.');
      }
      expect((await loanRow(loan.id)).status).toBe(status);
      expect(await mailsTo(requester.email)).toEqual([]);
    });

    it('records the reason and mails it to the requester', async () => {
      const { loan, requester, vehicle } = await loanIn(2);
      const manager = await createUser(db(), { role: 2 });
      const reason = 'A pauta não justifica o empréstimo nesta data.';
      const response = await decide(manager, 'reject', body(loan.id, vehicle.id, { description: reason }));
      expect(response.statusCode).toBe(200);
      expect(await loanRow(loan.id)).toMatchObject({ status: 6, agentMessage: reason });
      const [step] = await logOf(loan.id);
      expect(step).toMatchObject({ action: 'reject', fromStatus: 2, toStatus: 6, message: reason });
      const [mail] = await mailsTo(requester.email);
      expect(mail!.topic).toBe('loan-rejected');
      expect(mail!.text).toContain(reason);
    });
  });
});
