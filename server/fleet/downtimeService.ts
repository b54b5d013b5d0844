/**
 * Out-of-service periods of a fleet vehicle (maintenance, bodywork, an event of the brand): staff who manage the
 * fleet add and remove them, on the vehicle's calendar or in /redacao/frota, and no approval may lend the vehicle
 * over them (`refuseOverDowntime`, called by the loan workflow under the vehicle's row lock). Each period added or
 * removed is a line of the vehicle's history ('Tirou de serviço: <motivo>', 'Devolveu ao serviço').
 *
 * A booking blocks maintenance on its days: a period over days a loan already holds (2, 3, 4, 7, 8) is refused with
 * the loans' numbers, so staff move or cancel them first. Adding locks the vehicle's row (`FOR UPDATE`) and an
 * approval reads it `FOR SHARE` before checking: one waits for the other, so neither slips past the other.
 */
import { and, asc, eq } from 'drizzle-orm';
import { fleetDeskMessages } from '../../src/domain/editorialFleet';
import { checkDowntime, fleetCalendarMessages } from '../../src/domain/fleetCalendar';
import type { Downtime, DowntimeBody, DowntimeCreated } from '../../src/domain/fleetCalendarSchemas';
import { isoToShownDate, wireDateToIso } from '../../src/domain/loanDates';
import type { Db, Tx } from '../db/client';
import { fleetVehicleDowntime, fleetVehicles, loans } from '../db/schema';
import { DomainError } from '../shared/domainError';
import { recordEditorialChange } from '../shared/changeLog';
import { loanNumber } from '../loans/loanShape';
import { downtimeWhere, holdingLoansWhere } from './fleetHolds';

const wireDowntime = (row: typeof fleetVehicleDowntime.$inferSelect): Downtime => ({
  id: row.id,
  fleetVehicleId: row.fleetVehicleId,
  startDate: row.startDate,
  endDate: row.endDate,
  reason: row.reason,
});

/** 'Revisão (10/12/2026 a 12/12/2026)': what the history says of a period. */
const periodNote = (period: { startDate: string; endDate: string }, reason?: string) => {
  const days = `${isoToShownDate(period.startDate)} a ${isoToShownDate(period.endDate)}`;
  return reason ? `${reason} (${days})` : days;
};

export interface DowntimeWriter {
  db: Db;
  actorId: number;
  now: Date;
}

/**
 * `POST car_frota/json/downtime`: a new period, checked (400), for a vehicle that exists (404), on days no loan
 * holds it (409 naming the loans).
 */
export async function addDowntime(
  { db, actorId, now }: DowntimeWriter,
  body: DowntimeBody,
): Promise<DowntimeCreated> {
  const startDate = wireDateToIso(body.startDate);
  const endDate = wireDateToIso(body.endDate);
  const problem = checkDowntime({ startDate, endDate, reason: body.reason });
  if (problem) throw new DomainError(400, problem.message);
  const period = { start: startDate!, end: endDate! };
  const reason = body.reason.trim();
  return db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select({ id: fleetVehicles.id })
      .from(fleetVehicles)
      .where(eq(fleetVehicles.id, body.fleetVehicleId))
      .for('update');
    if (!vehicle) throw new DomainError(404, fleetCalendarMessages.vehicleNotFound);
    const held = await tx
      .select({ id: loans.id })
      .from(loans)
      .where(holdingLoansWhere([vehicle.id], period))
      .orderBy(asc(loans.id));
    if (held.length)
      throw new DomainError(409, fleetDeskMessages.downtimeOverLoans(held.map(({ id }) => loanNumber(id))));
    const [row] = await tx
      .insert(fleetVehicleDowntime)
      .values({
        fleetVehicleId: vehicle.id,
        startDate: period.start,
        endDate: period.end,
        reason,
        createdBy: actorId,
        createdAt: now,
      })
      .returning();
    await recordEditorialChange(tx, 'vehicle', {
      subjectId: vehicle.id,
      action: 'outOfService',
      actorId,
      at: now,
      note: periodNote(row!, reason),
    });
    return { downtime: wireDowntime(row!) };
  });
}

/**
 * `DELETE car_frota/json/downtime/{id}`: 404 when there is no such period (or, given `vehicleId`, none of that
 * vehicle).
 */
export async function removeDowntime(
  { db, actorId, now }: DowntimeWriter,
  id: number,
  vehicleId?: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(fleetVehicleDowntime)
      .where(
        and(
          eq(fleetVehicleDowntime.id, id),
          vehicleId === undefined ? undefined : eq(fleetVehicleDowntime.fleetVehicleId, vehicleId),
        ),
      )
      .returning();
    if (!removed) throw new DomainError(404, fleetCalendarMessages.downtimeNotFound);
    await recordEditorialChange(tx, 'vehicle', {
      subjectId: removed.fleetVehicleId,
      action: 'backInService',
      actorId,
      at: now,
      note: periodNote(removed),
    });
  });
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
