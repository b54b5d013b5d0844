/**
 * A car out late holds its days (DECISIONS.md "The loan workflow"): while a lent or due loan (7, 8) is not back
 * after its held end, its `heldUntil` moves to Brazil's today, so the exclusion constraint refuses new bookings of
 * those days. It never reaches into the next booking of the same vehicle, which holds its own days already: it
 * stops the day before. From the day that next booking could be picked up, its requester is told, once, that the
 * car may not be back in time; the notice is the next loan's log row 'lateReturnNotice', which is also what makes
 * it once.
 *
 * Run once per due sweep (dueSweep.ts). Each late loan is claimed `FOR UPDATE SKIP LOCKED` in its own transaction,
 * so runs of several processes never take the same loan, and one that fails (logged) does not hold back the rest.
 */
import { and, asc, eq, gt, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { isoDaysAfter } from '../../src/domain/handover';
import { todayInBrazil } from '../../src/domain/brazilTime';
import { holdingStatuses, type LoanStatus } from '../../src/domain/loanStatus';
import type { Db, Tx } from '../db/client';
import { loanTransitions, loans, users } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import type { Clock } from '../shared/clock';
import { loanMail } from './loanMail';
import { areaUrl, mailVehicle, modelTitles, type LoanSite } from './loanService';
import { loanNumber } from './loanShape';

export interface LoanHoldsDeps {
  db: Db;
  clock: Clock;
  site: LoanSite;
  log?: { error(details: object, message: string): void; info(details: object, message: string): void };
}

/** The action of the log row that tells a booking's requester the car before them is late. */
export const lateReturnNotice = 'lateReturnNotice';

/** Statuses of a booking whose car is not out yet: its requester is the one to tell. */
const waitingStatuses: readonly LoanStatus[] = [2, 3, 4];
const lateStatuses: readonly LoanStatus[] = [7, 8];

const heldStart = sql<string>`coalesce(${loans.heldFrom}, ${loans.startDate})`;
const heldEnd = sql<string>`coalesce(${loans.heldUntil}, ${loans.endDate})`;

/**
 * Moves the held end of every car out late to today (or to the day before the next booking); answers how many.
 * Never throws: failures are logged.
 */
export async function holdLateLoans(deps: LoanHoldsDeps): Promise<number> {
  const now = deps.clock.now();
  const today = todayInBrazil(now);
  let late: { id: number }[];
  try {
    late = await deps.db
      .select({ id: loans.id })
      .from(loans)
      .where(
        and(inArray(loans.status, [...lateStatuses]), isNotNull(loans.fleetVehicleId), lt(heldEnd, today)),
      )
      .orderBy(asc(loans.id));
  } catch (error) {
    // Logged, not thrown: the due sweep that runs this goes on with its own work.
    deps.log?.error({ err: error }, 'loan holds: round failed');
    return 0;
  }
  let held = 0;
  for (const { id } of late) {
    try {
      if (await holdOne(deps, id, today, now)) held += 1;
    } catch (error) {
      deps.log?.error({ err: error, loanId: id }, `loan holds: loan ${id} could not be held`);
    }
  }
  return held;
}

/** One late loan in its own transaction; true when its held end moved. */
async function holdOne(deps: LoanHoldsDeps, loanId: number, today: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [loan] = await tx
      .select()
      .from(loans)
      .where(and(eq(loans.id, loanId), inArray(loans.status, [...lateStatuses])))
      .for('update', { skipLocked: true });
    if (!loan?.fleetVehicleId) return false;
    const end = loan.heldUntil ?? loan.endDate;
    if (end >= today) return false;

    const [next] = await tx
      .select({ id: loans.id, status: loans.status, start: heldStart })
      .from(loans)
      .where(
        and(
          eq(loans.fleetVehicleId, loan.fleetVehicleId),
          ne(loans.id, loan.id),
          inArray(loans.status, [...holdingStatuses]),
          gt(heldStart, end),
        ),
      )
      .orderBy(asc(heldStart), asc(loans.id))
      .limit(1);
    const dayBeforeNext = next ? isoDaysAfter(next.start, -1) : null;
    const until = dayBeforeNext !== null && dayBeforeNext < today ? dayBeforeNext : today;
    const moved = until > end;
    if (moved) await tx.update(loans).set({ heldUntil: until }).where(eq(loans.id, loan.id));

    // The next booking's pickup window has opened (the day before its start) and the car is still out.
    if (
      next &&
      dayBeforeNext !== null &&
      dayBeforeNext <= today &&
      waitingStatuses.includes(next.status as LoanStatus)
    )
      await tellNextBooking(tx, { nextId: next.id, now, site: deps.site });
    return moved;
  });
}

/** The notice to the requester of booking `nextId`, unless they were told already. */
async function tellNextBooking(tx: Tx, { nextId, now, site }: { nextId: number; now: Date; site: LoanSite }) {
  // Locked: two runs reaching the same booking through different late loans tell it once.
  const [next] = await tx.select().from(loans).where(eq(loans.id, nextId)).for('update');
  if (!next) return;
  const [told] = await tx
    .select({ id: loanTransitions.id })
    .from(loanTransitions)
    .where(and(eq(loanTransitions.loanId, nextId), eq(loanTransitions.action, lateReturnNotice)))
    .limit(1);
  if (told) return;
  const [requester] = await tx.select().from(users).where(eq(users.id, next.requesterId));
  if (!requester) return;

  await tx.insert(loanTransitions).values({
    loanId: nextId,
    actorId: null,
    action: lateReturnNotice,
    fromStatus: next.status,
    toStatus: next.status,
    message: 'O veículo ainda não foi devolvido pelo empréstimo anterior.',
    createdAt: now,
  });
  await enqueueMail(
    tx,
    'loan-late-return',
    loanMail('lateReturn', {
      to: requester.email,
      name: requester.name,
      number: loanNumber(nextId),
      models: await modelTitles(tx, next.option1Id, next.option2Id),
      startDate: next.startDate,
      endDate: next.endDate,
      areaUrl: areaUrl(site),
      vehicle: await mailVehicle(tx, next.fleetVehicleId),
    }),
  );
}
