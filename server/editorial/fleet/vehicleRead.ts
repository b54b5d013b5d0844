/**
 * The reads of /redacao/frota: the vehicles (searched by fleet number, plate, chassis or model), one vehicle with its
 * out-of-service periods from today on and its history, and the cars and versions a vehicle may be of.
 */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { vehicleHistoryLabels, vehicleMatches } from '../../../src/domain/editorialFleet';
import type {
  EditorialVehicle,
  FleetChoices,
  VehicleSummary,
} from '../../../src/domain/editorialFleetSchemas';
import { fleetCalendarMessages } from '../../../src/domain/fleetCalendar';
import { todayInBrazil } from '../../../src/domain/brazilTime';
import type { DbOrTx } from '../../db/client';
import { carVersions, cars, fleetVehicleDowntime, fleetVehicles, loans } from '../../db/schema';
import { DomainError } from '../../shared/domainError';
import { changesOf } from '../../shared/changeLog';

async function summaries(db: DbOrTx, now: Date, vehicleId?: number) {
  const today = todayInBrazil(now);
  const rows = await db
    .select({ vehicle: fleetVehicles, carTitle: cars.title, versionTitle: carVersions.title })
    .from(fleetVehicles)
    .innerJoin(cars, eq(cars.id, fleetVehicles.carId))
    .innerJoin(carVersions, eq(carVersions.id, fleetVehicles.carVersionId))
    .where(vehicleId === undefined ? undefined : eq(fleetVehicles.id, vehicleId))
    .orderBy(asc(fleetVehicles.frota));
  const ids = rows.map(({ vehicle }) => vehicle.id);
  const stopped = ids.length
    ? await db
        .selectDistinct({ id: fleetVehicleDowntime.fleetVehicleId })
        .from(fleetVehicleDowntime)
        .where(
          and(
            inArray(fleetVehicleDowntime.fleetVehicleId, ids),
            lte(fleetVehicleDowntime.startDate, today),
            gte(fleetVehicleDowntime.endDate, today),
          ),
        )
    : [];
  const out = new Set(stopped.map(({ id }) => id));
  return rows.map(({ vehicle, carTitle, versionTitle }): VehicleSummary & { version: number } => ({
    id: vehicle.id,
    frota: vehicle.frota,
    placa: vehicle.placa,
    chassis: vehicle.chassis,
    color: vehicle.color,
    modelYear: vehicle.modelYear,
    vehicleLocation: vehicle.vehicleLocation,
    carId: vehicle.carId,
    carVersionId: vehicle.carVersionId,
    carTitle,
    versionTitle,
    outOfService: out.has(vehicle.id),
    version: vehicle.version,
  }));
}

/** The fleet by fleet number; `q` narrows it (the fleet is a few hundred cars: filtered here, after one query). */
export async function listVehicles(db: DbOrTx, now: Date, q = ''): Promise<VehicleSummary[]> {
  return (await summaries(db, now))
    .filter((vehicle) =>
      vehicleMatches({ ...vehicle, car: vehicle.carTitle, version: vehicle.versionTitle }, q),
    )
    .map(({ version: _version, ...summary }) => summary);
}

export async function readVehicle(db: DbOrTx, now: Date, id: number): Promise<EditorialVehicle> {
  const [summary] = await summaries(db, now, id);
  if (!summary) throw new DomainError(404, fleetCalendarMessages.vehicleNotFound);
  const [loan] = await db.select({ id: loans.id }).from(loans).where(eq(loans.fleetVehicleId, id)).limit(1);
  const downtime = await db
    .select()
    .from(fleetVehicleDowntime)
    .where(
      and(eq(fleetVehicleDowntime.fleetVehicleId, id), gte(fleetVehicleDowntime.endDate, todayInBrazil(now))),
    )
    .orderBy(asc(fleetVehicleDowntime.startDate), asc(fleetVehicleDowntime.id));
  return {
    ...summary,
    lent: !!loan,
    downtime: downtime.map((row) => ({
      id: row.id,
      fleetVehicleId: row.fleetVehicleId,
      startDate: row.startDate,
      endDate: row.endDate,
      reason: row.reason,
    })),
    changes: await changesOf(db, 'vehicle', id, vehicleHistoryLabels),
  };
}

/** Every car by title, with its versions: a press car may be of a model not (or no longer) on the site. */
export async function fleetChoices(db: DbOrTx): Promise<FleetChoices> {
  const [carRows, versionRows] = await Promise.all([
    db.select({ id: cars.id, title: cars.title }).from(cars).orderBy(asc(cars.title), asc(cars.id)),
    db
      .select({ id: carVersions.id, title: carVersions.title, carId: carVersions.carId })
      .from(carVersions)
      .orderBy(asc(carVersions.position), asc(carVersions.id)),
  ]);
  return {
    cars: carRows.map((car) => ({
      ...car,
      versions: versionRows
        .filter((version) => version.carId === car.id)
        .map(({ id, title }) => ({ id, title })),
    })),
  };
}
