/**
 * The approval calls over HTTP: the list per role and admin flag, a loan's detail, approve and reject at each step
 * with the right role (row, log, e-mail, the final approval's .ics), the wrong role (403) and the wrong status (409)
 * changing nothing, the approval's rules (400), and a vehicle never approved twice for overlapping days.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalMessages } from '../../src/domain/approval';
import { formatCpf } from '../../src/domain/cpf';
import { loanDateMessages } from '../../src/domain/loanDates';
import type { ApprovalBody, ApprovalsResponse, WireLoan } from '../../src/domain/loanSchemas';
import type { LoanStatus } from '../../src/domain/loanStatus';
import { fleetVehicles, loanTransitions, loans, mailOutbox, users } from '../../server/db/schema';
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

// testNow is 2026-11-20 at 09:00 in São Paulo.
const today = '2026-11-20';

describe.each(testDatabases)('loan approvals on $name', (target) => {
  let t: TestApp;
  let option: Awaited<ReturnType<typeof createLoanOption>>;
  const db = () => t.database.db;

  /** Injects as `user` (a row of `users`), so a test can act as a given person twice. */
  const injectAsUser = async (user: { id: number }, request: InjectOptions) =>
    t.inject({
      ...request,
      headers: { authorization: await createSignInSession(db(), user.id, { now: testNow }) },
    });
  /** A loan of a fresh agent in `status`, holding a fresh vehicle from status 2 on. */
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
  const body = (loanId: number, vehicleId: number, fields: Partial<ApprovalBody> = {}): ApprovalBody => ({
    idloan: loanId,
    carId: vehicleId,
    clientTier: 2,
    startDate: '2026-11-25',
    endDate: '2026-11-28',
    ...fields,
  });
  const decide = (role: number, action: 'approve' | 'reject', payload: ApprovalBody) =>
    t.injectAs(role, {
      method: 'POST',
      url: `/api/lendingcontract/${action}`,
      payload,
    });
  const loanRow = async (id: number) => (await db().select().from(loans).where(eq(loans.id, id)))[0]!;
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  const logOf = (id: number) => db().select().from(loanTransitions).where(eq(loanTransitions.loanId, id));

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    option = await createLoanOption(db());
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET lendingcontract/approvals', () => {
    /** The list as `role` sees it; `query` holds the paging (a page of 100, all of this file's loans, by default). */
    const list = async (role: number, query = '?limit=100') => {
      const response = await t.injectAs(role, { url: `/api/lendingcontract/approvals${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ApprovalsResponse>();
    };
    let ids: Record<string, number> = {};

    beforeAll(async () => {
      const made = {
        first: await loanIn(1, { createdAt: new Date('2026-11-10T10:00:00Z') }),
        second: await loanIn(2, { createdAt: new Date('2026-11-11T10:00:00Z') }),
        secondNoVehicle: await loanIn(2, {
          fleetVehicleId: null,
          createdAt: new Date('2026-11-12T10:00:00Z'),
        }),
        third: await loanIn(3, { createdAt: new Date('2026-11-13T10:00:00Z') }),
        approved: await loanIn(4, { createdAt: new Date('2026-11-14T10:00:00Z') }),
        rejected: await loanIn(5, { createdAt: new Date('2026-11-15T10:00:00Z') }),
      };
      ids = Object.fromEntries(Object.entries(made).map(([name, { loan }]) => [name, loan.id]));
    });
    const mine = (response: ApprovalsResponse) =>
      response.list.filter((loan) => Object.values(ids).includes(loan.id)).map((loan) => loan.id);

    it.each([0, 1, 5])(
      'shows role %i (backoffice view) every request, newest first, with its status',
      async (role) => {
        const response = await list(role);
        expect(mine(response)).toEqual(
          [ids.rejected, ids.approved, ids.third, ids.secondNoVehicle, ids.second, ids.first].map(Number),
        );
        const created = response.list.map((loan) => loan.created_at);
        expect(created).toEqual([...created].sort().reverse());
        const all = (await db().select().from(loans)).length;
        expect(response).toMatchObject({ total: all, page: 1, limit: 100 });
        expect(response.list).toHaveLength(all);
        const first = response.list.find((loan) => loan.id === ids.first)!;
        expect(first.statusText).toBe('Aguardando Aprovação (Backoffice)');
        expect(first.option1).toEqual({ id: option.car.id, title: option.car.title });
        expect(response.list.find((loan) => loan.id === ids.rejected)!.statusText).toBe(
          'Reprovado (Backoffice)',
        );
      },
    );

    it('carries only what the list shows: the row and the card, never the profile or the fleets', async () => {
      const { loan, requester, vehicle } = await loanIn(2, { clientTier: 3 });
      const response = await list(5);
      const row = response.list.find((item) => item.id === loan.id)!;
      expect(row).toEqual({
        id: loan.id,
        number: `CMD-${String(loan.id).padStart(6, '0')}`,
        status: 2,
        statusText: 'Aguardando Aprovação (Gerente 1)',
        startDate: loan.startDate,
        endDate: loan.endDate,
        created_at: loan.createdAt.toISOString(),
        description: loan.description,
        car_frotum_id: vehicle.id,
        car_frotum: { title: option.car.title, frota: vehicle.frota },
        option1: { id: option.car.id, title: option.car.title },
        clientTier: 3,
        user: {
          id: requester.id,
          name: requester.name,
          midia_name: requester.midiaName,
          tier: requester.tier,
        },
        driver: {
          id: requester.id,
          isRequester: true,
          name: loan.driverName,
          cpf: formatCpf(loan.driverCpf),
          rg: loan.driverRg,
          cnh: loan.driverCnh,
          cnhPicture: loan.cnhPicture,
          isAllowed: true,
          deniedReason: null,
        },
      });
      expect(Object.keys(response).sort()).toEqual(['limit', 'list', 'page', 'total']);
      await db().delete(loans).where(eq(loans.id, loan.id));
    });

    it('shows manager level 1 (role 2) only requests awaiting them with a vehicle', async () => {
      const response = await list(2);
      expect(mine(response)).toEqual([ids.second]);
      expect(response.list.every((loan) => loan.status === 2 && loan.car_frotum_id !== null)).toBe(true);
      expect(response.total).toBe(response.list.length);
      expect(response.list[0]!.car_frotum).toMatchObject({ title: option.car.title });
    });

    it('shows manager level 2 (role 3) only status 3', async () => {
      const response = await list(3);
      expect(mine(response)).toEqual([ids.third]);
      expect(response.list.every((loan) => loan.status === 3)).toBe(true);
    });

    it('shows the administrator with the admin flag statuses 2 and 3 with a vehicle, and the backoffice view without', async () => {
      expect(mine(await list(1, '?admin=1'))).toEqual([ids.third, ids.second]);
      expect(mine(await list(1))).toHaveLength(6);
      // The flag means nothing for anyone else.
      expect(mine(await list(5, '?admin=1&limit=100'))).toHaveLength(6);
      expect(mine(await list(2, '?admin=1'))).toEqual([ids.second]);
    });

    it('answers by pages: 20 by default, each loan on exactly one page, newest first, the total on every page', async () => {
      // 45 loans in all, some created at the same moment: the id orders those, so no page repeats or skips one.
      const sameMoment = new Date('2026-11-16T10:00:00Z');
      while ((await db().select().from(loans)).length < 45)
        await loanIn(1, { createdAt: sameMoment, option2Id: option.car.id });
      const all = (await list(5)).list.map((loan) => loan.id);
      expect(all).toHaveLength(45);

      const first = await list(5, '');
      expect(first).toMatchObject({ page: 1, limit: 20, total: 45 });
      const pages = [first, await list(5, '?page=2'), await list(5, '?page=3')];
      expect(pages.map((page) => page.list.length)).toEqual([20, 20, 5]);
      expect(pages.every((page) => page.total === 45)).toBe(true);
      expect(pages.flatMap((page) => page.list.map((loan) => loan.id))).toEqual(all);

      const small = await list(5, '?page=4&limit=7');
      expect(small).toMatchObject({ page: 4, limit: 7, total: 45 });
      expect(small.list.map((loan) => loan.id)).toEqual(all.slice(21, 28));
      // Past the last page: nothing, and the total to go back with.
      expect(await list(5, '?page=4')).toEqual({ list: [], total: 45, page: 4, limit: 20 });
      expect((await list(5, '?limit=100')).list).toHaveLength(45);
      expect((await list(5, '?page=100000&limit=1')).list).toEqual([]);
    });

    it.each([
      ['?page=0', 'Parâmetro inválido na consulta: page deve ser >= 1.'],
      ['?page=-1', 'Parâmetro inválido na consulta: page deve ser >= 1.'],
      ['?page=100001', 'Parâmetro inválido na consulta: page deve ser <= 100000.'],
      ['?page=dois', 'Parâmetro inválido na consulta: page deve ser um número inteiro.'],
      ['?page=1.5', 'Parâmetro inválido na consulta: page deve ser um número inteiro.'],
      ['?limit=0', 'Parâmetro inválido na consulta: limit deve ser >= 1.'],
      ['?limit=101', 'Parâmetro inválido na consulta: limit deve ser <= 100.'],
      ['?limit=vinte', 'Parâmetro inválido na consulta: limit deve ser um número inteiro.'],
      ['?page=1&limit=1e9', 'Parâmetro inválido na consulta: limit deve ser <= 100.'],
    ])('refuses %s with a 400 in Portuguese', async (query, message) => {
      const response = await t.injectAs(5, { url: `/api/lendingcontract/approvals${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message });
    });

    it('checks the role before the paging: a refused role learns nothing of it (403)', async () => {
      const response = await t.injectAs(10, { url: '/api/lendingcontract/approvals?page=0' });
      expect(response.statusCode).toBe(403);
    });

    it.each([4, 6, 10])('refuses role %i (403)', async (role) => {
      const response = await t.injectAs(role, { url: '/api/lendingcontract/approvals' });
      expect(response.statusCode).toBe(403);
    });

    it('refuses a visitor (401)', async () => {
      expect((await t.app.inject({ url: '/api/lendingcontract/approvals' })).statusCode).toBe(401);
    });
  });

  describe('GET lendingcontract/{id}', () => {
    it('gives a reviewer the loan with the requester’s whole profile and the fleets of its two models', async () => {
      const { loan, requester } = await loanIn(1);
      await db()
        .update(users)
        .set({ isAllowed: false, deniedReason: 'Multas não pagas.', tier: 3, cnhPicture: 'cnh.png' })
        .where(eq(users.id, requester.id));
      const response = await t.injectAs(5, { url: `/api/lendingcontract/${loan.id}` });
      expect(response.statusCode).toBe(200);
      const detail = response.json<WireLoan>();
      expect(detail).toMatchObject({
        id: loan.id,
        status: 1,
        email_agent: requester.email,
        user: {
          id: requester.id,
          name: requester.name,
          // Shown with its mask, as everywhere the app prints a CPF.
          cpf: formatCpf(requester.cpf),
          rg: requester.rg,
          cnh: requester.cnh,
          isAllowed: false,
          deniedReason: 'Multas não pagas.',
          tier: 3,
          cnhPicture: 'cnh.png',
        },
      });
      // Every vehicle of the first option's model, and only of it.
      const fleet = await db().select().from(fleetVehicles).where(eq(fleetVehicles.carId, option.car.id));
      expect(detail.option1.car_frota.map((vehicle) => vehicle.id).sort((a, b) => a - b)).toEqual(
        fleet.map((vehicle) => vehicle.id).sort((a, b) => a - b),
      );
      expect(detail.option2.car_frota.every((vehicle) => vehicle.car.title === detail.option2.title)).toBe(
        true,
      );
    });

    it('gives each reviewer the loans their list holds, and answers 404 for the others', async () => {
      const waiting = await loanIn(1);
      const atManager1 = await loanIn(2);
      const atManager2 = await loanIn(3);
      const noVehicle = await loanIn(2, { fleetVehicleId: null });
      const approved = await loanIn(4);
      const status = async (role: number, id: number, query = '') =>
        (await t.injectAs(role, { url: `/api/lendingcontract/${id}${query}` })).statusCode;
      const every = [waiting, atManager1, atManager2, noVehicle, approved].map(({ loan }) => loan.id);
      // The backoffice view (0, 1, 5) reads every loan; the administrator's flag does not narrow it.
      for (const role of [0, 1, 5]) for (const id of every) expect(await status(role, id)).toBe(200);
      for (const id of every) expect(await status(1, id, '?admin=1')).toBe(200);
      // A manager reads the loans at their step that hold a vehicle.
      const readable = (role: number) => Promise.all(every.map((id) => status(role, id)));
      expect(await readable(2)).toEqual([404, 200, 404, 404, 404]);
      expect(await readable(3)).toEqual([404, 404, 200, 404, 404]);
      const answer = await t.injectAs(2, { url: `/api/lendingcontract/${waiting.loan.id}` });
      expect(answer.json()).toMatchObject({ statusCode: 404, message: 'Solicitação não encontrada.' });
    });

    it('lets a manager read again a loan that has left their step, never one that did not reach it', async () => {
      const read = async (role: number, id: number) =>
        t.injectAs(role, { url: `/api/lendingcontract/${id}` });
      const { loan } = await loanIn(1);
      const vehicle = await createFleetVehicle(db(), option);
      expect((await decide(5, 'approve', body(loan.id, vehicle.id))).statusCode).toBe(200);
      // The administrator takes the first manager's step before them: the manager's decision meets a 409, and
      // their page, reading the request again, finds where it now stands.
      expect((await decide(1, 'approve', body(loan.id, vehicle.id))).statusCode).toBe(200);
      expect((await decide(2, 'approve', body(loan.id, vehicle.id))).statusCode).toBe(409);
      const again = await read(2, loan.id);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        id: loan.id,
        status: 3,
        statusText: 'Aguardando Aprovação (Gerente 2)',
      });

      // Rejected by the backoffice, a request never reached the managers: still unknown to them.
      const { loan: rejected } = await loanIn(1);
      expect((await decide(5, 'reject', body(rejected.id, vehicle.id))).statusCode).toBe(200);
      expect((await read(2, rejected.id)).statusCode).toBe(404);
      expect((await read(3, rejected.id)).statusCode).toBe(404);
      // Nor did one the first manager rejected reach the second.
      const { loan: stopped } = await loanIn(1);
      const other = await createFleetVehicle(db(), option);
      expect((await decide(5, 'approve', body(stopped.id, other.id))).statusCode).toBe(200);
      expect(
        (await decide(2, 'reject', body(stopped.id, other.id, { description: 'Sem pauta nesta data.' })))
          .statusCode,
      ).toBe(200);
      expect((await read(2, stopped.id)).json()).toMatchObject({ status: 6 });
      expect((await read(3, stopped.id)).statusCode).toBe(404);
    });

    it('shows the reviewer every step so far: what, who, and what they wrote', async () => {
      const { loan } = await loanIn(1);
      const vehicle = await createFleetVehicle(db(), option);
      const approved = await decide(
        5,
        'approve',
        body(loan.id, vehicle.id, { description: 'Retirada na sede, 9h.' }),
      );
      expect(approved.statusCode).toBe(200);

      const detail = await t.injectAs(2, { url: `/api/lendingcontract/${loan.id}` });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().history).toEqual([
        expect.objectContaining({ action: 'approve', actionText: 'Aprovada (Backoffice)', toStatus: 2 }),
      ]);
      expect(detail.json().history[0]).toMatchObject({ message: 'Retirada na sede, 9h.' });
      expect(detail.json().history[0].who).not.toBe('Sistema');
    });

    it('answers 404 for an unknown loan or a path that is not one, 403 to anyone else', async () => {
      expect((await t.injectAs(2, { url: '/api/lendingcontract/999999' })).statusCode).toBe(404);
      expect((await t.injectAs(5, { url: '/api/lendingcontract/999999' })).statusCode).toBe(404);
      expect((await t.injectAs(2, { url: '/api/lendingcontract/abc' })).statusCode).toBe(404);
      const { loan } = await loanIn(1);
      expect((await t.injectAs(10, { url: `/api/lendingcontract/${loan.id}` })).statusCode).toBe(403);
      expect((await t.injectAs(4, { url: `/api/lendingcontract/${loan.id}` })).statusCode).toBe(403);
      expect((await t.app.inject({ url: `/api/lendingcontract/${loan.id}` })).statusCode).toBe(401);
    });
  });

  describe('approve and reject', () => {
    it('takes a request through the backoffice and both managers, mailing each step and the .ics at the end', async () => {
      const { loan, requester } = await loanIn(1);
      const vehicle = await createFleetVehicle(db(), option, {
        frota: 'FROTA-ICS-001',
        placa: 'ICS1A23',
        color: 'Vermelho Sunset',
        vehicleLocation: 'Pátio de imprensa, São Bernardo do Campo',
      });

      const first = await decide(
        5,
        'approve',
        body(loan.id, vehicle.id, {
          clientTier: 3,
          description: 'Aprovado: retire o carro no pátio.',
          pauta: 'Pauta revisada: teste de autonomia na serra.',
          email_agent: 'outra.pessoa@exemplo.com',
        }),
      );
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        success: true,
        loan: { id: loan.id, status: 2, car_frotum_id: vehicle.id },
      });
      expect(await loanRow(loan.id)).toMatchObject({
        status: 2,
        fleetVehicleId: vehicle.id,
        clientTier: 3,
        startDate: '2026-11-25',
        endDate: '2026-11-28',
        agentMessage: 'Aprovado: retire o carro no pátio.',
        description: 'Pauta revisada: teste de autonomia na serra.',
      });
      expect((await db().select().from(users).where(eq(users.id, requester.id)))[0]!.tier).toBe(3);
      // The agent's address comes from their profile, never from the body.
      expect(await mailsTo('outra.pessoa@exemplo.com')).toEqual([]);
      let mails = await mailsTo(requester.email);
      expect(mails.at(-1)!.subject).toContain('segue em análise');
      expect(mails.at(-1)!.attachments).toEqual([]);

      const second = await decide(2, 'approve', body(loan.id, vehicle.id));
      expect(second.json()).toMatchObject({ loan: { status: 3 } });
      mails = await mailsTo(requester.email);
      expect(mails).toHaveLength(2);
      expect(mails.at(-1)!.subject).toContain('segue em análise');

      // The last manager moves the dates; the entry carries them.
      const third = await decide(
        3,
        'approve',
        body(loan.id, vehicle.id, { startDate: '2026-11-26', endDate: '2026-11-29' }),
      );
      expect(third.json()).toMatchObject({
        loan: { status: 4, startDate: '2026-11-26', endDate: '2026-11-29' },
      });
      mails = await mailsTo(requester.email);
      const approved = mails.at(-1)!;
      expect(approved.topic).toBe('loan-approved');
      expect(approved.subject).toBe(`Empréstimo aprovado: CMD-${String(loan.id).padStart(6, '0')}`);
      for (const line of [
        `Veículo: ${option.car.title}, versão ${option.version.title}`,
        'Cor: Vermelho Sunset',
        'Placa: ICS1A23',
        'Frota: FROTA-ICS-001',
        'Local de retirada: Pátio de imprensa, São Bernardo do Campo',
        'Período: de 26/11/2026 a 29/11/2026.',
      ])
        expect(approved.text).toContain(line);
      expect(approved.attachments).toHaveLength(1);
      const [ics] = approved.attachments;
      expect(ics!.filename).toBe(`emprestimo-CMD-${String(loan.id).padStart(6, '0')}.ics`);
      expect(ics!.contentType).toMatch(/^text\/calendar;.*method=PUBLISH/);
      const unfolded = ics!.content.replace(/\r\n /g, '');
      expect(unfolded).toContain(`UID:loan-${loan.id}@newsroom.test\r\n`);
      expect(unfolded).toContain('DTSTART;VALUE=DATE:20261126\r\n');
      expect(unfolded).toContain('DTEND;VALUE=DATE:20261130\r\n');
      expect(unfolded).toContain('LOCATION:Pátio de imprensa\\, São Bernardo do Campo\r\n');
      expect(await logOf(loan.id)).toHaveLength(3);
    });

    it.each<[LoanStatus, number, LoanStatus]>([
      [1, 5, 5],
      [1, 0, 5],
      [2, 2, 6],
      [2, 1, 6],
      [3, 3, 6],
      [3, 1, 6],
    ])(
      'lets a request in status %i be rejected by role %i (to %i), mailing the message',
      async (from, role, to) => {
        const { loan, requester, vehicle } = await loanIn(from);
        const response = await decide(
          role,
          'reject',
          body(loan.id, vehicle.id, { description: 'Sem carros nessa semana.' }),
        );
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ loan: { status: to } });
        const [mail] = await mailsTo(requester.email);
        expect(mail!.topic).toBe('loan-rejected');
        expect(mail!.text).toContain('Mensagem da equipe de imprensa: Sem carros nessa semana.');
        // A rejection assigns nothing.
        expect((await loanRow(loan.id)).fleetVehicleId).toBe(from === 1 ? null : vehicle.id);
      },
    );

    it('takes a rejection without a fleet vehicle: a request turned down is given none', async () => {
      const { loan, requester } = await loanIn(1);
      const { carId: _none, ...withoutVehicle } = body(loan.id, 0, {
        description: 'Sem carros disponíveis nesta semana.',
      });
      const rejected = await decide(5, 'reject', withoutVehicle as ApprovalBody);
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json()).toMatchObject({ loan: { status: 5, car_frotum_id: null } });
      expect(await loanRow(loan.id)).toMatchObject({ status: 5, fleetVehicleId: null });
      expect((await mailsTo(requester.email)).map((mail) => mail.topic)).toEqual(['loan-rejected']);

      const { loan: other } = await loanIn(1);
      const withNull = await decide(5, 'reject', body(other.id, 0, { carId: null }));
      expect(withNull.statusCode, withNull.body).toBe(200);
      expect(withNull.json()).toMatchObject({ loan: { status: 5 } });
    });

    it.each<[LoanStatus, 'approve' | 'reject', number]>([
      [1, 'approve', 2],
      [1, 'approve', 3],
      [1, 'reject', 2],
      [2, 'approve', 3],
      [1, 'approve', 4],
      [1, 'approve', 10],
      [2, 'reject', 10],
    ])('refuses status %i %s by role %i (403) and changes nothing', async (status, action, role) => {
      const { loan, requester, vehicle } = await loanIn(status);
      const before = await loanRow(loan.id);
      const response = await decide(role, action, body(loan.id, vehicle.id));
      expect(response.statusCode).toBe(403);
      expect(await loanRow(loan.id)).toEqual(before);
      expect(await mailsTo(requester.email)).toEqual([]);
      expect(await logOf(loan.id)).toEqual([]);
    });

    it.each<[LoanStatus, 'approve' | 'reject', number]>([
      [4, 'approve', 5],
      [5, 'reject', 5],
      [6, 'approve', 1],
      [10, 'approve', 3],
      [7, 'reject', 2],
      // An approver whose step the request has left: someone else decided it.
      [2, 'approve', 5],
      [2, 'reject', 5],
      [3, 'approve', 2],
      [3, 'reject', 5],
    ])(
      'refuses status %i %s by role %i (409, already decided) and changes nothing',
      async (status, action, role) => {
        const { loan, requester, vehicle } = await loanIn(status);
        const before = await loanRow(loan.id);
        const response = await decide(role, action, body(loan.id, vehicle.id));
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe('Esta solicitação já foi decidida por outra pessoa.');
        expect(await loanRow(loan.id)).toEqual(before);
        expect(await mailsTo(requester.email)).toEqual([]);
      },
    );

    it('answers 404 for an unknown loan', async () => {
      const vehicle = await createFleetVehicle(db(), option);
      expect((await decide(5, 'approve', body(999_999, vehicle.id))).statusCode).toBe(404);
    });
  });

  describe('the approval’s rules (400)', () => {
    const refusal = async (fields: Partial<ApprovalBody>, setup?: (requesterId: number) => Promise<void>) => {
      const { loan, requester, vehicle } = await loanIn(1);
      await setup?.(requester.id);
      const response = await decide(5, 'approve', body(loan.id, vehicle.id, fields));
      if (response.statusCode === 200) return 'approved';
      expect(response.statusCode).toBe(400);
      expect((await loanRow(loan.id)).status).toBe(1);
      return response.json().message as string;
    };
    const block = async (id: number) => {
      await db().update(users).set({ isAllowed: false, deniedReason: 'Avarias.' }).where(eq(users.id, id));
    };

    it('takes a start yesterday, refuses the day before, an end before the start and 8 days', async () => {
      expect(await refusal({ startDate: '2026-11-19', endDate: '2026-11-20' })).toBe('approved');
      expect(await refusal({ startDate: '2026-11-18', endDate: '2026-11-20' })).toBe(
        loanDateMessages.startInvalid,
      );
      expect(await refusal({ startDate: '2026-11-25', endDate: '2026-11-24' })).toBe(
        loanDateMessages.endBeforeStart,
      );
      expect(await refusal({ startDate: today, endDate: '2026-11-28' })).toBe(loanDateMessages.periodTooLong);
      expect(await refusal({ startDate: today, endDate: '2026-11-27' })).toBe('approved');
    });

    it('refuses a date whose time is no time of day, with the date message', async () => {
      for (const [startDate, endDate] of [
        ['2026-11-25T99:99', '2026-11-26'],
        ['2026-11-25Tgarbage', '2026-11-26'],
        ['2026-11-25', '2026-11-26T25:00'],
        ['2026-11-25', '2026-11-26T23:60'],
      ] as const)
        expect(await refusal({ startDate, endDate }), `${startDate} ${endDate}`).toBe(
          loanDateMessages.notADate,
        );
    });

    it('follows the request’s 60-day limit: a start 60 days ahead passes, 61 does not', async () => {
      expect(await refusal({ startDate: '2027-01-19', endDate: '2027-01-20' })).toBe('approved');
      expect(await refusal({ startDate: '2027-01-20', endDate: '2027-01-21' })).toBe(
        loanDateMessages.startTooFar,
      );
    });

    it('refuses a start in 9999 with the request’s message, and changes nothing of the loan', async () => {
      const { loan, requester, vehicle } = await loanIn(1);
      const before = await loanRow(loan.id);
      const response = await decide(
        5,
        'approve',
        body(loan.id, vehicle.id, { startDate: '9999-12-25', endDate: '9999-12-26' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(loanDateMessages.startTooFar);
      expect(await loanRow(loan.id)).toEqual(before);
      expect(await logOf(loan.id)).toEqual([]);
      expect(await mailsTo(requester.email)).toEqual([]);
    });

    it('refuses a tier other than 1 to 3, no vehicle, and a message over 2000 characters', async () => {
      expect(await refusal({ clientTier: 4 })).toBe(approvalMessages.tierInvalid);
      expect(await refusal({ clientTier: null })).toBe(approvalMessages.tierInvalid);
      expect(await refusal({ carId: null })).toBe(approvalMessages.vehicleRequired);
      expect(await refusal({ description: 'a'.repeat(2001) })).toBe(approvalMessages.messageLong);
      expect(await refusal({ description: 'a'.repeat(2000) })).toBe('approved');
      expect(await refusal({ pauta: 'p'.repeat(401) })).toBe(approvalMessages.descriptionLong);
    });

    it('approves a blocked agent only with a justification, recorded, which unblocks them', async () => {
      expect(await refusal({}, block)).toBe(approvalMessages.justificationRequired);
      expect(await refusal({ justification: '   ' }, block)).toBe(approvalMessages.justificationRequired);
      const { loan, requester, vehicle } = await loanIn(1);
      await block(requester.id);
      const response = await decide(
        5,
        'approve',
        body(loan.id, vehicle.id, { justification: 'Avarias pagas.' }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ loan: { user: { isAllowed: true, deniedReason: null } } });
      expect((await loanRow(loan.id)).unblockJustification).toBe('Avarias pagas.');
    });

    it('lets a blocked agent’s request be rejected without a justification', async () => {
      const { loan, requester, vehicle } = await loanIn(1);
      await block(requester.id);
      expect((await decide(5, 'reject', body(loan.id, vehicle.id))).statusCode).toBe(200);
      expect((await db().select().from(users).where(eq(users.id, requester.id)))[0]!.isAllowed).toBe(false);
    });

    it('checks the role before the rules: a journalist learns nothing from a bad body', async () => {
      const { loan } = await loanIn(1);
      expect((await decide(10, 'approve', body(loan.id, 1, { clientTier: 9 }))).statusCode).toBe(403);
      expect((await decide(2, 'approve', body(loan.id, 1, { clientTier: 9 }))).statusCode).toBe(403);
    });
  });

  describe('double booking', () => {
    it('refuses approving a second loan on the same vehicle for overlapping days (409), changing nothing', async () => {
      const vehicle = await createFleetVehicle(db(), option);
      const held = await loanIn(1);
      const other = await loanIn(1);
      const backoffice = await createUser(db(), { role: 5 });
      const approve = (loanId: number, startDate: string, endDate: string) =>
        injectAsUser(backoffice, {
          method: 'POST',
          url: '/api/lendingcontract/approve',
          payload: body(loanId, vehicle.id, { startDate, endDate }),
        });
      expect((await approve(held.loan.id, '2026-11-24', '2026-11-27')).statusCode).toBe(200);
      const before = await loanRow(other.loan.id);
      const clash = await approve(other.loan.id, '2026-11-27', '2026-11-29');
      expect(clash.statusCode).toBe(409);
      expect(clash.json().message).toBe('Veículo indisponível no período');
      expect(await loanRow(other.loan.id)).toEqual(before);
      expect(await mailsTo(other.requester.email)).toEqual([]);
      expect(await logOf(other.loan.id)).toEqual([]);
      // The next day is free.
      expect((await approve(other.loan.id, '2026-11-28', '2026-11-29')).statusCode).toBe(200);
    });

    it('refuses a manager moving a loan onto a vehicle taken for those days (409)', async () => {
      const taken = await loanIn(2, { startDate: '2026-12-01', endDate: '2026-12-03' });
      const { loan, vehicle } = await loanIn(3, { startDate: '2026-12-05', endDate: '2026-12-06' });
      const move = await decide(
        3,
        'approve',
        body(loan.id, taken.vehicle.id, { startDate: '2026-12-02', endDate: '2026-12-04' }),
      );
      expect(move.statusCode).toBe(409);
      expect(await loanRow(loan.id)).toMatchObject({
        status: 3,
        fleetVehicleId: vehicle.id,
        startDate: '2026-12-05',
      });
    });
  });
});
