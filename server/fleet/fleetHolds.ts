/**
 * What keeps a fleet vehicle from being lent on some days: a loan holding it (statuses 2, 3, 4, 7, 8, over its
 * held days, `coalesce(held_from, start_date)` to `coalesce(held_until, end_date)`, as the exclusion constraint
 * compares them) and its out-of-service periods. The calendar, the free vehicles of a model, the fleet agenda, the
 * wizard's availability per model and the approval's check all ask here, so they never disagree.
 */
import { and, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { loanDateMessages, wireDateToIso } from '../../src/domain/loanDates';
import { holdingStatuses } from '../../src/domain/loanStatus';
import type { DbOrTx } from '../db/client';
import { fleetVehicleDowntime, loans } from '../db/schema';
import { DomainError } from '../shared/domainError';

export interface Period {
  /** ISO days, both included. */
  start: string;
  end: string;
}

/** A period as the calls send it (ISO days, both required); a half or broken one is a 400. */
export function periodOfWire(startDate: string | undefined, endDate: string | undefined): Period {
  const start = wireDateToIso(startDate ?? '');
  const end = wireDateToIso(endDate ?? '');
  if (!start || !end) throw new DomainError(400, loanDateMessages.notADate);
  if (end < start) throw new DomainError(400, loanDateMessages.endBeforeStart);
  return { start, end };
}

/** The first and last day a loan holds its vehicle. */
export const heldFrom = sql<string>`coalesce(${loans.heldFrom}, ${loans.startDate})`;
export const heldUntil = sql<string>`coalesce(${loans.heldUntil}, ${loans.endDate})`;

/** Loans holding one of `vehicleIds` on a day of `period` (`exceptLoanId`: the loan being decided). */
export function holdingLoansWhere(
  vehicleIds: number[],
  period: Period,
  exceptLoanId?: number,
): SQL | undefined {
  return and(
    inArray(loans.fleetVehicleId, vehicleIds),
    inArray(loans.status, [...holdingStatuses]),
    sql`${heldFrom} <= ${period.end}`,
    sql`${heldUntil} >= ${period.start}`,
    exceptLoanId ? ne(loans.id, exceptLoanId) : undefined,
  );
}

/** Out-of-service periods of one of `vehicleIds` touching `period`. */
export const downtimeWhere = (vehicleIds: number[], period: Period) =>
  and(
    inArray(fleetVehicleDowntime.fleetVehicleId, vehicleIds),
    lte(fleetVehicleDowntime.startDate, period.end),
    gte(fleetVehicleDowntime.endDate, period.start),
  );

/** Which of `vehicleIds` are held by a loan or out of service on some day of `period`. */
export async function unavailableVehicles(
  db: DbOrTx,
  vehicleIds: number[],
  period: Period,
  exceptLoanId?: number,
): Promise<Set<number>> {
  if (vehicleIds.length === 0) return new Set();
  const [held, stopped] = await Promise.all([
    db
      .selectDistinct({ id: loans.fleetVehicleId })
      .from(loans)
      .where(holdingLoansWhere(vehicleIds, period, exceptLoanId)),
    db
      .selectDistinct({ id: fleetVehicleDowntime.fleetVehicleId })
      .from(fleetVehicleDowntime)
      .where(downtimeWhere(vehicleIds, period)),
  ]);
  return new Set([...held, ...stopped].flatMap(({ id }) => (id === null ? [] : [id])));
}

/**
 * Of `vehicles`, those free for the whole of `period`: no holding loan and no out-of-service day in it. The approval's
 * free vehicles of a model and the wizard's count per model both read it.
 */
export async function freeForPeriod<V extends { id: number }>(
  db: DbOrTx,
  vehicles: V[],
  period: Period,
  exceptLoanId?: number,
): Promise<V[]> {
  const taken = await unavailableVehicles(
    db,
    vehicles.map((vehicle) => vehicle.id),
    period,
    exceptLoanId,
  );
  return vehicles.filter((vehicle) => !taken.has(vehicle.id));
}
