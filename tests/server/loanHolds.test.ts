/**
 * A car's held days follow the handover: picked up before its start, a loan holds the vehicle from the pickup day;
 * out late, it holds it up to today (never into the next booking), run from the due sweep; and the next booking's
 * requester is told once that the car may not be back in time. The exclusion constraint then refuses what overlaps.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { loanTransitions, loans, mailOutbox } from '../../server/db/schema';
import { sweepDueLoans } from '../../server/loans/dueSweep';
import { holdLateLoans, lateReturnNotice } from '../../server/loans/loanHolds';
import { applyTransition, type TransitionDetails } from '../../server/loans/loanService';
import { DomainError } from '../../server/shared/domainError';
import { fixedClock } from '../../server/shared/clock';
import type { LoanStatus } from '../../src/domain/loanStatus';
import { createFleetVehicle, createLoan, createLoanOption, createLoanUser, createUser } from './builders';
import { testDatabases } from './databases';
import { testNow, testSite } from './testApp';

// testNow is 2026-11-20 12:00 UTC, 09:00 in Brasília: today there is the 20th.
const site = testSite;
const deps = (db: Database['db']) => ({ db, clock: fixedClock(testNow), site });

describe.each(testDatabases)('held days on $name', (target) => {
  let database: Database;
  let option: Awaited<ReturnType<typeof createLoanOption>>;
  const db = () => database.db;

  const vehicle = () => createFleetVehicle(db(), option);
  const loanOn = async (
    vehicleId: number | null,
    status: LoanStatus,
    startDate: string,
    endDate: string,
    fields: Parameters<typeof createLoan>[2] = {},
  ) => {
    const requester = await createLoanUser(db(), { role: 10 });
    const loan = await createLoan(db(), requester.id, {
      status,
      startDate,
      endDate,
      option1Id: option.car.id,
      fleetVehicleId: vehicleId,
      ...fields,
    });
    return { loan, requester };
  };
  const row = async (id: number) => (await db().select().from(loans).where(eq(loans.id, id)))[0]!;
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  const noticesOf = (id: number) =>
    db()
      .select()
      .from(loanTransitions)
      .where(and(eq(loanTransitions.loanId, id), eq(loanTransitions.action, lateReturnNotice)));
  const move = async (loanId: number, action: 'approve' | 'checkout', details: TransitionDetails = {}) => {
    const staff = await createUser(db(), { role: 5 });
    return applyTransition({
      db: db(),
      loanId,
      action,
      actor: { kind: 'user', userId: staff.id, role: 5 },
      details,
      now: testNow,
      site,
    });
  };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof DomainError ? [error.statusCode, error.message] : error),
    );

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    option = await createLoanOption(db());
  });
  afterAll(async () => database?.close());

  it('a car picked up before its start holds the vehicle from that day: an overlapping approval is 409', async () => {
    const car = await vehicle();
    const early = await loanOn(car.id, 4, '2026-11-21', '2026-11-23', { deliveryChecklistAt: testNow });
    await move(early.loan.id, 'checkout');
    const picked = await row(early.loan.id);
    expect(picked).toMatchObject({ status: 7, heldFrom: '2026-11-20', pickedUpAt: testNow });
    expect(picked.pickedUpBy).toEqual(expect.any(Number));

    // The 20th was free by the booking, but the car is out since then.
    const other = await loanOn(null, 1, '2026-11-20', '2026-11-20');
    const approving = { fleetVehicleId: car.id, startDate: '2026-11-20', endDate: '2026-11-20' };
    expect(await refusal(move(other.loan.id, 'approve', approving))).toEqual([
      409,
      'Veículo indisponível no período',
    ]);
    expect((await row(other.loan.id)).status).toBe(1);
  });

  it('a pickup before the start is refused (409) when another booking holds the car on the pickup day', async () => {
    const car = await vehicle();
    await loanOn(car.id, 4, '2026-11-19', '2026-11-20');
    const next = await loanOn(car.id, 4, '2026-11-21', '2026-11-23', { deliveryChecklistAt: testNow });
    expect(await refusal(move(next.loan.id, 'checkout'))).toEqual([409, 'Veículo indisponível no período']);
    expect(await row(next.loan.id)).toMatchObject({ status: 4, heldFrom: null, pickedUpAt: null });
  });

  it('a car out late holds its days up to today, run from the due sweep: a booking of those days is 409', async () => {
    const car = await vehicle();
    const late = await loanOn(car.id, 7, '2026-11-14', '2026-11-17');
    await sweepDueLoans(deps(db()));
    expect(await row(late.loan.id)).toMatchObject({ status: 8, heldUntil: '2026-11-20' });

    const other = await loanOn(null, 1, '2026-11-19', '2026-11-21');
    const overlapping = { fleetVehicleId: car.id, startDate: '2026-11-19', endDate: '2026-11-21' };
    expect(await refusal(move(other.loan.id, 'approve', overlapping))).toEqual([
      409,
      'Veículo indisponível no período',
    ]);
    // From tomorrow the car is not held yet.
    const after = { fleetVehicleId: car.id, startDate: '2026-11-21', endDate: '2026-11-22' };
    expect(await refusal(move(other.loan.id, 'approve', after))).toBeNull();
    // Run again the same day: nothing more to hold.
    expect(await holdLateLoans(deps(db()))).toBe(0);
  });

  it('stops the day before the next booking, and tells its requester once that the car may be late', async () => {
    const car = await vehicle();
    const late = await loanOn(car.id, 8, '2026-11-12', '2026-11-16');
    const next = await loanOn(car.id, 4, '2026-11-19', '2026-11-22');
    const later = await loanOn(car.id, 2, '2026-11-24', '2026-11-25');

    await holdLateLoans(deps(db()));
    expect((await row(late.loan.id)).heldUntil).toBe('2026-11-18');
    const number = `CMD-${String(next.loan.id).padStart(6, '0')}`;
    const mails = await mailsTo(next.requester.email);
    expect(mails.map((mail) => [mail.topic, mail.subject])).toEqual([
      ['loan-late-return', `Atenção: o veículo do empréstimo ${number} pode não estar disponível a tempo`],
    ]);
    expect(mails[0]!.text).toContain('ainda não foi devolvido pelo empréstimo anterior');
    expect(mails[0]!.text).toContain('de 19/11/2026 a 22/11/2026');
    expect(await noticesOf(next.loan.id)).toEqual([
      expect.objectContaining({ actorId: null, fromStatus: 4, toStatus: 4, createdAt: testNow }),
    ]);

    // The next day's run tells nobody again; a booking further on is not told.
    await holdLateLoans({ ...deps(db()), clock: fixedClock(new Date('2026-11-21T12:00:00Z')) });
    expect(await mailsTo(next.requester.email)).toHaveLength(1);
    expect(await noticesOf(next.loan.id)).toHaveLength(1);
    expect(await mailsTo(later.requester.email)).toEqual([]);
    expect((await row(late.loan.id)).heldUntil).toBe('2026-11-18');
  });

  it("tells nobody while the next booking's pickup is still days away", async () => {
    const car = await vehicle();
    const late = await loanOn(car.id, 8, '2026-11-12', '2026-11-16');
    const next = await loanOn(car.id, 3, '2026-11-23', '2026-11-25');
    await holdLateLoans(deps(db()));
    expect((await row(late.loan.id)).heldUntil).toBe('2026-11-20');
    expect(await mailsTo(next.requester.email)).toEqual([]);
  });
});
