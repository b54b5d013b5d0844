/**
 * Out-of-service periods of a fleet vehicle (maintenance, bodywork, an event of the brand): staff who manage the
 * fleet add and remove them on the vehicle's calendar, and no approval may lend the vehicle over them
 * (`refuseOverDowntime`, called by the loan workflow under the vehicle's row lock).
 *
 * A period may fall on days a loan already holds (a car damaged during a loan stops at once): it is stored, and the
 * answer names those loans, so staff can move them. Adding locks the vehicle's row (`FOR UPDATE`) and an approval
 * reads it `FOR SHARE` before checking: one waits for the other, so an approval never slips past a period being
 * added.
 */
import { asc, eq } from 'drizzle-orm';
import { checkDowntime, fleetCalendarMessages } from '../../src/domain/fleetCalendar';
import type { Downtime, DowntimeBody, DowntimeCreated } from '../../src/domain/fleetCalendarSchemas';
import { wireDateToIso } from '../../src/domain/loanDates';
import type { Db, Tx } from '../db/client';
import { fleetVehicleDowntime, fleetVehicles, loans } from '../db/schema';
import { DomainError } from '../shared/domainError';
import { loanNumber } from '../loans/loanShape';
import { downtimeWhere, holdingLoansWhere } from './fleetHolds';

const wireDowntime = (row: typeof fleetVehicleDowntime.$inferSelect): Downtime => ({
  id: row.id,
  fleetVehicleId: row.fleetVehicleId,
  startDate: row.startDate,
  endDate: row.endDate,
  reason: row.reason,
});

/** `POST car_frota/json/downtime`: a new period, checked (400), for a vehicle that exists (404). */
export async function addDowntime({
  db,
  body,
  userId,
  now,
}: {
  db: Db;
  body: DowntimeBody;
  userId: number;
  now: Date;
}): Promise<DowntimeCreated> {
  const startDate = wireDateToIso(body.startDate);
  const endDate = wireDateToIso(body.endDate);
  const problem = checkDowntime({ startDate, endDate, reason: body.reason });
  if (problem) throw new DomainError(400, problem.message);
  const period = { start: startDate!, end: endDate! };
  return db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select({ id: fleetVehicles.id })
      .from(fleetVehicles)
      .where(eq(fleetVehicles.id, body.fleetVehicleId))
      .for('update');
    if (!vehicle) throw new DomainError(404, fleetCalendarMessages.vehicleNotFound);
    const [row] = await tx
      .insert(fleetVehicleDowntime)
      .values({
        fleetVehicleId: vehicle.id,
        startDate: period.start,
        endDate: period.end,
        reason: body.reason.trim(),
        createdBy: userId,
        createdAt: now,
      })
      .returning();
    const held = await tx
      .select({ id: loans.id })
      .from(loans)
      .where(holdingLoansWhere([vehicle.id], period))
      .orderBy(asc(loans.id));
    return { downtime: wireDowntime(row!), conflicts: held.map(({ id }) => loanNumber(id)) };
  });
}

/** `DELETE car_frota/json/downtime/{id}`: 404 when there is no such period. */
export async function removeDowntime(db: Db, id: number): Promise<void> {
  const removed = await db
    .delete(fleetVehicleDowntime)
    .where(eq(fleetVehicleDowntime.id, id))
    .returning({ id: fleetVehicleDowntime.id });
  if (removed.length === 0) throw new DomainError(404, fleetCalendarMessages.downtimeNotFound);
}

/** The periods of one vehicle touching `period`, earliest first. */
export async function downtimeOf(
  db: Db,
  vehicleId: number,
  period: { start: string; end: string },
): Promise<Downtime[]> {
  const rows = await db
    .select()
    .from(fleetVehicleDowntime)
    .where(downtimeWhere([vehicleId], period))
    .orderBy(asc(fleetVehicleDowntime.startDate), asc(fleetVehicleDowntime.id));
  return rows.map(wireDowntime);
}

/**
 * The approval's check: 409 'Veículo fora de serviço no período.' when the vehicle is out of service on a day of
 * the period. Runs inside the approval's transaction.
 */
export async function refuseOverDowntime(
  tx: Tx,
  vehicleId: number,
  period: { start: string; end: string },
): Promise<void> {
  await tx
    .select({ id: fleetVehicles.id })
    .from(fleetVehicles)
    .where(eq(fleetVehicles.id, vehicleId))
    .for('share');
  const [stop] = await tx
    .select({ id: fleetVehicleDowntime.id })
    .from(fleetVehicleDowntime)
    .where(downtimeWhere([vehicleId], period))
    .limit(1);
  if (stop) throw new DomainError(409, fleetCalendarMessages.outOfService);
}
