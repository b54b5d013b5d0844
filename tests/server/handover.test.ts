/**
 * Pickup (`GET/POST lendingcontract/checkout`), the checklist (`GET checklist/pending`, `POST checklist/create`) and
 * cancellation (`GET lendingcontract/cancellable`, `POST lendingcontract/cancel`) through their HTTP routes: who sees
 * which list, what each move does to the loan, its log, its checklist row and the agent's e-mail, and what is refused.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistMessages } from '../../src/domain/checklist';
import { handoverRuleMessages } from '../../src/domain/handover';
import type { LoanStatus } from '../../src/domain/loanStatus';
import { transitionMessages } from '../../src/domain/loanStatus';
import { loanChecklists, loanTransitions, loans, mailOutbox } from '../../server/db/schema';
import { statusMessages } from '../../server/plugins/errors';
import { handoverMessages } from '../../server/loans/handoverService';
import {
  createFleetVehicle,
  createLoan,
  createLoanOption,
  createLoanUser,
  createPrivateUpload,
  createSignInSession,
  createUser,
} from './builders';
import { testDatabases } from './databases';
import { startTestApp, testNow, type TestApp } from './testApp';

type User = Awaited<ReturnType<typeof createUser>>;

describe.each(testDatabases)('loan pickup, checklist and cancellation on $name', (target) => {
  let t: TestApp;
  let option: Awaited<ReturnType<typeof createLoanOption>>;
  const db = () => t.database.db;

  /** Injects as `user`. */
  const as = async (user: User, request: InjectOptions) => {
    const token = await createSignInSession(db(), user.id, { now: testNow });
    return t.inject({
      ...request,
      headers: { ...request.headers, authorization: token },
    });
  };
  const staff = (role = 5) => createUser(db(), { role });
  const agent = () => createLoanUser(db(), { role: 10 });
  /** A loan of `requester` in `status`, holding a fleet vehicle of its own from status 2 on. */
  const loanIn = async (
    status: LoanStatus,
    requester?: User,
    fields: Parameters<typeof createLoan>[2] = {},
  ) => {
    const owner = requester ?? (await agent());
    const vehicle = await createFleetVehicle(db(), option);
    const loan = await createLoan(db(), owner.id, {
      status,
      option1Id: option.car.id,
      fleetVehicleId: status === 1 ? null : vehicle.id,
      ...fields,
    });
    return { loan, owner, vehicle };
  };
  const loanRow = async (id: number) => (await db().select().from(loans).where(eq(loans.id, id)))[0]!;
  const logOf = (id: number) => db().select().from(loanTransitions).where(eq(loanTransitions.loanId, id));
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  const checklistsOf = (id: number) =>
    db().select().from(loanChecklists).where(eq(loanChecklists.loanId, id));
  const idsIn = (body: { list: { id: number }[] }) => body.list.map((loan) => loan.id);

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    option = await createLoanOption(db());
  });
  afterAll(async () => t?.close());

  describe('pickup', () => {
    it('lists approved loans, soonest start first, to the pickup roles', async () => {
      const later = await loanIn(4, undefined, { startDate: '2026-11-27', endDate: '2026-11-29' });
      const sooner = await loanIn(4, undefined, { startDate: '2026-11-21', endDate: '2026-11-23' });
      const waiting = await loanIn(1);
      const lent = await loanIn(7);

      for (const role of [0, 1, 2, 3, 5]) {
        const response = await as(await staff(role), { method: 'GET', url: '/api/lendingcontract/checkout' });
        expect(response.statusCode).toBe(200);
        const ids = idsIn(response.json());
        expect(ids).toContain(sooner.loan.id);
        expect(ids.indexOf(sooner.loan.id)).toBeLessThan(ids.indexOf(later.loan.id));
        expect(ids).not.toContain(waiting.loan.id);
        expect(ids).not.toContain(lent.loan.id);
        expect(response.headers['cache-control']).toBe('no-store');
      }
      const [shown] = (
        await as(await staff(), { method: 'GET', url: '/api/lendingcontract/checkout' })
      ).json().list as { id: number; number: string; statusText: string; car_frotum: { frota: string } }[];
      expect(shown).toBeDefined();
      expect(shown!.number).toMatch(/^CMD-\d{6}$/);
      expect(shown!.statusText).toBe('Aprovado');
    });

    it('refuses the list to roles without pickup (4, 6, 10) and to visitors', async () => {
      for (const role of [4, 6, 10]) {
        const response = await as(await staff(role), { method: 'GET', url: '/api/lendingcontract/checkout' });
        expect(response.statusCode).toBe(403);
      }
      const visitor = await t.app.inject({ method: 'GET', url: '/api/lendingcontract/checkout' });
      expect(visitor.statusCode).toBe(401);
    });

    it('hands the car over: 4 -> 7, logged, and the agent is told it was picked up', async () => {
      const { loan, owner, vehicle } = await loanIn(4, undefined, {
        startDate: '2026-11-20',
        endDate: '2026-11-23',
        deliveryChecklistAt: testNow,
      });
      const picker = await staff(2);
      const response = await as(picker, {
        method: 'POST',
        url: '/api/lendingcontract/checkout',
        payload: { idLoan: loan.id },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.loan).toMatchObject({ id: loan.id, status: 7, statusText: 'Veículo emprestado' });
      expect(body.loan.car_frotum.frota).toBe(vehicle.frota);
      // When and who; the car leaves on its first day, so it holds no more than its booking.
      expect(await loanRow(loan.id)).toMatchObject({
        status: 7,
        pickedUpAt: testNow,
        pickedUpBy: picker.id,
        heldFrom: null,
      });
      expect(await logOf(loan.id)).toEqual([
        expect.objectContaining({ action: 'checkout', fromStatus: 4, toStatus: 7, actorId: picker.id }),
      ]);
      const mails = await mailsTo(owner.email);
      expect(mails.map((mail) => [mail.topic, mail.subject])).toEqual([
        ['loan-picked-up', `Veículo retirado: CMD-${String(loan.id).padStart(6, '0')}`],
      ]);
    });

    it('refuses a journalist (403) and a loan not approved (409), changing nothing', async () => {
      const approved = await loanIn(4);
      const refused = await as(await agent(), {
        method: 'POST',
        url: '/api/lendingcontract/checkout',
        payload: { idLoan: approved.loan.id },
      });
      expect(refused.statusCode).toBe(403);
      expect((await loanRow(approved.loan.id)).status).toBe(4);

      const waiting = await loanIn(1);
      const wrong = await as(await staff(), {
        method: 'POST',
        url: '/api/lendingcontract/checkout',
        payload: { idLoan: waiting.loan.id },
      });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().message).toBe(transitionMessages.status);
      expect((await loanRow(waiting.loan.id)).status).toBe(1);
      expect(await logOf(waiting.loan.id)).toEqual([]);
      expect(await mailsTo(waiting.owner.email)).toEqual([]);

      const missing = await as(await staff(), {
        method: 'POST',
        url: '/api/lendingcontract/checkout',
        payload: { idLoan: 999_999 },
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('pickup follows the booking', () => {
    const pickUp = async (loanId: number) =>
      as(await staff(), {
        method: 'POST',
        url: '/api/lendingcontract/checkout',
        payload: { idLoan: loanId },
      });

    // Today in Brazil is 20/11/2026.
    it.each([
      ['before the day before its start', '2026-11-22', '2026-11-24', '21/11/2026', '24/11/2026'],
      ['after its end date', '2026-11-15', '2026-11-19', '14/11/2026', '19/11/2026'],
    ])(
      'refuses a pickup %s (409), saying when, and changes nothing',
      async (_case, start, end, from, until) => {
        const { loan, owner } = await loanIn(4, undefined, {
          startDate: start,
          endDate: end,
          deliveryChecklistAt: testNow,
        });
        const response = await pickUp(loan.id);
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(`A retirada deste veículo é possível de ${from} a ${until}.`);
        expect(await loanRow(loan.id)).toMatchObject({ status: 4, pickedUpAt: null, heldFrom: null });
        expect(await logOf(loan.id)).toEqual([]);
        expect(await mailsTo(owner.email)).toEqual([]);
      },
    );

    it('hands the car over the day before its start, holding it from that day', async () => {
      const { loan } = await loanIn(4, undefined, {
        startDate: '2026-11-21',
        endDate: '2026-11-23',
        deliveryChecklistAt: testNow,
      });
      const response = await pickUp(loan.id);
      expect(response.statusCode).toBe(200);
      expect(await loanRow(loan.id)).toMatchObject({
        status: 7,
        pickedUpAt: testNow,
        heldFrom: '2026-11-20',
      });
    });

    it('refuses a pickup before the delivery checklist (409), and lists the loan with why', async () => {
      const { loan, owner } = await loanIn(4, undefined, { startDate: '2026-11-20', endDate: '2026-11-22' });
      const response = await pickUp(loan.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(handoverRuleMessages.deliveryChecklistFirst);
      expect(response.json().message).toBe('Registre o checklist de entrega antes da retirada.');
      expect(await loanRow(loan.id)).toMatchObject({ status: 4, pickedUpAt: null });
      expect(await logOf(loan.id)).toEqual([]);
      expect(await mailsTo(owner.email)).toEqual([]);

      // The list still shows it, with its delivery checklist pending (the page says why it can't go yet).
      const list = (await as(await staff(), { method: 'GET', url: '/api/lendingcontract/checkout' })).json()
        .list as { id: number; handover: { delivery: unknown; pickedUp: unknown } }[];
      expect(list.find((item) => item.id === loan.id)?.handover).toEqual({ delivery: null, pickedUp: null });
    });

    it('lists who recorded the delivery checklist, when and its km; then who handed the car over', async () => {
      const { loan } = await loanIn(4, undefined, { startDate: '2026-11-20', endDate: '2026-11-22' });
      const checker = await staff(1);
      const delivered = await as(checker, {
        method: 'POST',
        url: '/api/checklist/create',
        payload: {
          loanId: loan.id,
          checklist: [1, 2, 3, 4, 5, 6, 7, 8, 9],
          nextReviewDate: '2027-05-20',
          returnDate: '2026-11-22',
          notes: '',
          km: '12345',
          files: [],
        },
      });
      expect(delivered.statusCode).toBe(200);
      const listed = (await as(checker, { method: 'GET', url: '/api/lendingcontract/checkout' })).json()
        .list as { id: number; handover: unknown; driver: { name: string } }[];
      const item = listed.find((shown) => shown.id === loan.id)!;
      expect(item.handover).toEqual({
        delivery: { at: testNow.toISOString(), by: checker.name, km: 12345 },
        pickedUp: null,
      });

      const picker = await staff(5);
      const picked = await as(picker, {
        method: 'POST',
        url: '/api/lendingcontract/checkout',
        payload: { idLoan: loan.id },
      });
      expect(picked.statusCode).toBe(200);
      const pending = (await as(checker, { method: 'GET', url: '/api/checklist/pending' })).json().list as {
        id: number;
        handover: { pickedUp: unknown };
      }[];
      expect(pending.find((shown) => shown.id === loan.id)?.handover.pickedUp).toEqual({
        at: testNow.toISOString(),
        day: '2026-11-20',
        by: picker.name,
      });
    });
  });

  describe('checklist', () => {
    /** A checklist that passes every rule; override what a test is about. */
    const checklistBody = (loanId: number, fields: Record<string, unknown> = {}) => ({
      loanId,
      checklist: [1, 2, 3, 4, 5, 6, 7, 8, 9],
      nextReviewDate: '2027-05-20',
      returnDate: '2026-11-20',
      notes: 'Sem avarias.',
      km: '12345',
      files: [],
      ...fields,
    });
    const send = (user: User, payload: object) =>
      as(user, { method: 'POST', url: '/api/checklist/create', payload });

    it('lists loans awaiting a delivery (4 without one) or a return checklist (7, 8), with the car', async () => {
      const delivery = await loanIn(4);
      const delivered = await loanIn(4, undefined, { deliveryChecklistAt: testNow });
      const lent = await loanIn(7);
      const due = await loanIn(8);
      const waiting = await loanIn(2);
      const closed = await loanIn(9);

      const response = await as(await staff(3), { method: 'GET', url: '/api/checklist/pending' });
      expect(response.statusCode).toBe(200);
      const list = response.json().list as {
        id: number;
        number: string;
        user: { name: string };
        car_frotum: { title: string; color: string; placa: string; frota: string; chassis: string };
      }[];
      const ids = list.map((loan) => loan.id);
      expect(ids).toEqual(expect.arrayContaining([delivery.loan.id, lent.loan.id, due.loan.id]));
      for (const absent of [delivered, waiting, closed]) expect(ids).not.toContain(absent.loan.id);

      const item = list.find((loan) => loan.id === lent.loan.id)!;
      expect(item.car_frotum).toEqual({
        title: option.car.title,
        color: lent.vehicle.color,
        placa: lent.vehicle.placa,
        frota: lent.vehicle.frota,
        chassis: lent.vehicle.chassis,
      });
      expect(item.number).toBe(`CMD-${String(lent.loan.id).padStart(6, '0')}`);
      expect(item.user.name).toBe(lent.owner.name);

      for (const role of [4, 10]) {
        const refused = await as(await staff(role), { method: 'GET', url: '/api/checklist/pending' });
        expect(refused.statusCode).toBe(403);
      }
    });

    it.each([
      ['an item unticked', { checklist: [1, 2, 3, 4, 5, 6, 7, 8] }, checklistMessages.itemsMissing],
      ['an unknown item', { checklist: [1, 2, 3, 4, 5, 6, 7, 8, 10] }, checklistMessages.itemsMissing],
      ['km with the letter e', { km: '12e3' }, checklistMessages.kmInvalid],
      ['km empty', { km: '' }, checklistMessages.kmInvalid],
      [
        'a review date before yesterday',
        { nextReviewDate: '2026-11-18' },
        checklistMessages.nextReviewInvalid,
      ],
      [
        'a review date that is no date',
        { nextReviewDate: '2026-02-30' },
        checklistMessages.nextReviewInvalid,
      ],
      ['a return date before yesterday', { returnDate: '2026-11-18' }, checklistMessages.returnDateInvalid],
      ['a review date at 25:00', { nextReviewDate: '2027-05-20T25:00' }, checklistMessages.nextReviewInvalid],
      ['a return date at 99:99', { returnDate: '2026-11-28T99:99' }, checklistMessages.returnDateInvalid],
      ['a return date at 23:60', { returnDate: '2026-11-28T23:60' }, checklistMessages.returnDateInvalid],
      [
        'a return date with a time that is no time',
        { returnDate: '2026-11-28Tgarbage' },
        checklistMessages.returnDateInvalid,
      ],
      ['notes over 2000 characters', { notes: 'x'.repeat(2001) }, checklistMessages.notesLong],
      [
        'more than 20 photos',
        { files: Array.from({ length: 21 }, (_, i) => `${String(i).padStart(32, '0')}.png`) },
        checklistMessages.tooManyPhotos,
      ],
    ])('refuses %s (400) and records nothing', async (_case, fields, message) => {
      const { loan, owner } = await loanIn(7);
      const response = await send(await staff(), checklistBody(loan.id, fields));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect((await loanRow(loan.id)).status).toBe(7);
      expect(await checklistsOf(loan.id)).toEqual([]);
      expect(await mailsTo(owner.email)).toEqual([]);
    });

    it("refuses photos the sender didn't upload, and unknown ones", async () => {
      const { loan } = await loanIn(7);
      const checker = await staff();
      const someoneElses = await createPrivateUpload(db(), (await agent()).id, { purpose: 'checklist' });
      for (const files of [[someoneElses.name], ['0123456789abcdef0123456789abcdef.png']]) {
        const response = await send(checker, checklistBody(loan.id, { files }));
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(handoverMessages.photoUnknown);
      }
      expect((await loanRow(loan.id)).status).toBe(7);
      expect(await checklistsOf(loan.id)).toEqual([]);
    });

    it("records the delivery checklist at 4 ('Entrega'): status unchanged, and a second one is 409", async () => {
      const { loan, owner } = await loanIn(4);
      const checker = await staff(1);
      const photo = await createPrivateUpload(db(), checker.id, { purpose: 'checklist' });
      const response = await send(
        checker,
        checklistBody(loan.id, {
          files: [photo.name],
          km: 1500,
          notes: '  Tanque cheio. ',
          returnDate: '2026-11-28',
        }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, loan: { id: loan.id, status: 4 } });

      const row = await loanRow(loan.id);
      expect(row.status).toBe(4);
      expect(row.deliveryChecklistAt).toEqual(testNow);
      expect(await checklistsOf(loan.id)).toEqual([
        expect.objectContaining({
          kind: 'Entrega',
          items: [1, 2, 3, 4, 5, 6, 7, 8, 9],
          km: 1500,
          nextReviewDate: '2027-05-20',
          returnDate: '2026-11-28',
          notes: 'Tanque cheio.',
          files: [photo.name],
          createdBy: checker.id,
        }),
      ]);
      expect(await logOf(loan.id)).toEqual([
        expect.objectContaining({ action: 'deliveryChecklist', fromStatus: 4, toStatus: 4 }),
      ]);
      expect((await mailsTo(owner.email)).map((mail) => mail.topic)).toEqual(['loan-checklist']);

      // Gone from the pending list, and a second delivery checklist is refused.
      const pending = await as(checker, { method: 'GET', url: '/api/checklist/pending' });
      expect(idsIn(pending.json())).not.toContain(loan.id);
      const again = await send(checker, checklistBody(loan.id));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(handoverMessages.deliveryAlreadyRecorded);
      expect(await checklistsOf(loan.id)).toHaveLength(1);
      expect(await logOf(loan.id)).toHaveLength(1);
    });

    it.each([7, 8] as const)(
      "records the return checklist at %i ('Devolução') and closes the loan (9)",
      async (status) => {
        const { loan, owner } = await loanIn(status);
        const checker = await staff(2);
        const response = await send(checker, checklistBody(loan.id));
        expect(response.statusCode).toBe(200);
        expect(response.json().loan).toMatchObject({ status: 9, statusText: 'Processo finalizado' });
        expect((await loanRow(loan.id)).status).toBe(9);
        expect((await checklistsOf(loan.id)).map((row) => row.kind)).toEqual(['Devolução']);
        expect(await logOf(loan.id)).toEqual([
          expect.objectContaining({ action: 'returnChecklist', fromStatus: status, toStatus: 9 }),
        ]);
        const mails = await mailsTo(owner.email);
        expect(mails.map((mail) => [mail.topic, mail.subject])).toEqual([
          ['loan-closed', `Empréstimo encerrado: CMD-${String(loan.id).padStart(6, '0')}`],
        ]);
      },
    );

    it('refuses a return km below the delivery km (400), and takes the same km', async () => {
      const { loan, owner } = await loanIn(7);
      const checker = await staff();
      await db()
        .insert(loanChecklists)
        .values({
          loanId: loan.id,
          kind: 'Entrega',
          items: [1, 2, 3, 4, 5, 6, 7, 8, 9],
          km: 12500,
          nextReviewDate: '2027-05-20',
          returnDate: '2026-11-28',
          createdBy: checker.id,
        });
      const below = await send(checker, checklistBody(loan.id, { km: '1' }));
      expect(below.statusCode).toBe(400);
      expect(below.json().message).toBe(
        'A quilometragem da devolução não pode ser menor que a da entrega (12.500 km).',
      );
      expect((await loanRow(loan.id)).status).toBe(7);
      expect(await checklistsOf(loan.id)).toHaveLength(1);
      expect(await mailsTo(owner.email)).toEqual([]);

      const same = await send(checker, checklistBody(loan.id, { km: '12500' }));
      expect(same.statusCode).toBe(200);
      expect((await loanRow(loan.id)).status).toBe(9);
    });

    it('refuses a return date before the pickup day (400)', async () => {
      const { loan } = await loanIn(8, undefined, { pickedUpAt: testNow });
      const response = await send(await staff(), checklistBody(loan.id, { returnDate: '2026-11-19' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(checklistMessages.returnBeforePickup('20/11/2026'));
      expect(response.json().message).toBe(
        'A data de devolução não pode ser anterior à retirada (20/11/2026).',
      );
      expect((await loanRow(loan.id)).status).toBe(8);
      expect(await checklistsOf(loan.id)).toEqual([]);
    });

    it("refuses a delivery checklist whose return date is before the loan's first pickup day (400)", async () => {
      const { loan } = await loanIn(4, undefined, { startDate: '2026-11-25', endDate: '2026-11-28' });
      const response = await send(await staff(), checklistBody(loan.id, { returnDate: '2026-11-23' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'A data de devolução não pode ser anterior a 24/11/2026, primeiro dia possível de retirada.',
      );
      expect(await loanRow(loan.id)).toMatchObject({ status: 4, deliveryChecklistAt: null });
      expect(await checklistsOf(loan.id)).toEqual([]);
    });

    it('refuses a checklist in any other status (409) and to a journalist (403), recording nothing', async () => {
      for (const status of [1, 2, 3, 5, 6, 9, 10] as const) {
        const { loan } = await loanIn(status);
        const response = await send(await staff(), checklistBody(loan.id));
        expect(response.statusCode).toBe(409);
        expect(await checklistsOf(loan.id)).toEqual([]);
        expect((await loanRow(loan.id)).status).toBe(status);
      }
      const lent = await loanIn(7);
      const journalist = await send(await agent(), checklistBody(lent.loan.id));
      expect(journalist.statusCode).toBe(403);
      expect(journalist.json().message).toBe(statusMessages[403]);
      expect(await checklistsOf(lent.loan.id)).toEqual([]);
    });
  });

  describe('cancellation', () => {
    const cancel = (user: User, id: number) =>
      as(user, { method: 'POST', url: '/api/lendingcontract/cancel', payload: { id } });
    const cancellable = async (user: User) =>
      as(user, { method: 'GET', url: '/api/lendingcontract/cancellable' });

    it("lists a requester's own requests in 1–4, and everyone's to staff", async () => {
      const me = await agent();
      const mine = await Promise.all(([1, 2, 3, 4] as const).map((status) => loanIn(status, me)));
      const myClosed = await Promise.all(([5, 7, 9, 10] as const).map((status) => loanIn(status, me)));
      const theirs = await loanIn(2);

      const own = await cancellable(me);
      expect(own.statusCode).toBe(200);
      expect(idsIn(own.json()).sort()).toEqual(mine.map(({ loan }) => loan.id).sort());
      expect(own.json().list[0].statusText).toBe(
        own.json().list[0].status === 4 ? 'Aprovado' : 'Aguardando Aprovação',
      );

      for (const role of [0, 1, 2, 3, 5]) {
        const all = idsIn((await cancellable(await staff(role))).json());
        expect(all).toEqual(expect.arrayContaining([...mine.map(({ loan }) => loan.id), theirs.loan.id]));
        for (const { loan } of myClosed) expect(all).not.toContain(loan.id);
      }
      // Roles 6 to 9 hold the cancel card for their own requests only.
      const seventh = await createLoanUser(db(), { role: 7 });
      const hers = await loanIn(1, seventh);
      expect(idsIn((await cancellable(seventh)).json())).toEqual([hers.loan.id]);

      expect((await cancellable(await staff(4))).statusCode).toBe(403);
    });

    it('lets the requester cancel their own request: 10 Cancelado, logged, e-mailed', async () => {
      const { loan, owner } = await loanIn(3);
      const response = await cancel(owner, loan.id);
      expect(response.statusCode).toBe(200);
      expect(response.json().loan).toMatchObject({ id: loan.id, status: 10, statusText: 'Cancelado' });
      expect((await loanRow(loan.id)).status).toBe(10);
      expect(await logOf(loan.id)).toEqual([
        expect.objectContaining({ action: 'cancel', fromStatus: 3, toStatus: 10, actorId: owner.id }),
      ]);
      expect((await mailsTo(owner.email)).map((mail) => [mail.topic, mail.subject])).toEqual([
        ['loan-cancelled', `Solicitação cancelada: CMD-${String(loan.id).padStart(6, '0')}`],
      ]);
      const list = idsIn((await cancellable(owner)).json());
      expect(list).not.toContain(loan.id);
    });

    it("never lets a journalist cancel someone else's request (403, nothing changed)", async () => {
      for (const status of [1, 4, 5] as const) {
        const { loan, owner } = await loanIn(status);
        const response = await cancel(await agent(), loan.id);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(transitionMessages.role);
        expect((await loanRow(loan.id)).status).toBe(status);
        expect(await logOf(loan.id)).toEqual([]);
        expect(await mailsTo(owner.email)).toEqual([]);
      }
    });

    it("lets staff cancel anyone's request, and refuses a started one (409)", async () => {
      const { loan, owner } = await loanIn(4);
      const backoffice = await staff(5);
      expect((await cancel(backoffice, loan.id)).statusCode).toBe(200);
      expect((await loanRow(loan.id)).status).toBe(10);
      expect((await mailsTo(owner.email)).map((mail) => mail.topic)).toEqual(['loan-cancelled']);

      for (const status of [5, 7, 9, 10] as const) {
        const started = await loanIn(status);
        const response = await cancel(backoffice, started.loan.id);
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(transitionMessages.status);
        expect((await loanRow(started.loan.id)).status).toBe(status);
      }
      // An own request already started is a wrong status too.
      const mine = await loanIn(7);
      expect((await cancel(mine.owner, mine.loan.id)).statusCode).toBe(409);
      expect((await cancel(await staff(4), loan.id)).statusCode).toBe(403);
    });
  });
});
