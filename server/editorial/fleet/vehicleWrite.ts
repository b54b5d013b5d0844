/**
 * The writes of a fleet vehicle in /redacao/frota: create, save (on the version the editor started from, else 409),
 * and delete one that was never lent. Each write and its history line are one transaction. Fleet number, plate and
 * chassis are unique: a value another vehicle holds is refused (400) in words naming the field, checked first and,
 * should two saves race, read back from the constraint that stopped the second.
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import {
  checkVehicle,
  fleetDeskMessages as messages,
  storedVehicleFields,
  type VehicleField,
  type VehicleFields,
} from '../../../src/domain/editorialFleet';
import type { VehicleSaveBody } from '../../../src/domain/editorialFleetSchemas';
import type { DbOrTx } from '../../db/client';
import { databaseErrorOf } from '../../db/errors';
import { carVersions, fleetVehicles, loans } from '../../db/schema';
import { DomainError } from '../../shared/domainError';
import { recordEditorialChange, type ChangeRecord } from '../../shared/changeLog';
import type { WriteDeps } from '../newsWrite';

const record = (db: DbOrTx, change: ChangeRecord) => recordEditorialChange(db, 'vehicle', change);

const uniqueFields = [
  ['frota', 'fleet_vehicles_frota_unique', messages.frotaTaken],
  ['placa', 'fleet_vehicles_placa_unique', messages.placaTaken],
  ['chassis', 'fleet_vehicles_chassis_unique', messages.chassisTaken],
] as const;

/** The rules, then the model and its version as the database has them; answers the fields as stored. */
async function checked(db: DbOrTx, body: VehicleFields, now: Date): Promise<VehicleFields> {
  const problem = checkVehicle(body, now);
  if (problem) throw new DomainError(400, problem.message);
  const fields = storedVehicleFields(body);
  const [version] = await db
    .select({ carId: carVersions.carId })
    .from(carVersions)
    .where(eq(carVersions.id, fields.carVersionId));
  if (!version) throw new DomainError(400, messages.versionOfAnotherCar);
  if (version.carId !== fields.carId) throw new DomainError(400, messages.versionOfAnotherCar);
  return fields;
}

/** 400 naming the first unique field another vehicle already holds (the fleet number case apart). */
async function refuseTaken(db: DbOrTx, fields: VehicleFields, exceptId?: number) {
  const others = await db
    .select({ frota: fleetVehicles.frota, placa: fleetVehicles.placa, chassis: fleetVehicles.chassis })
    .from(fleetVehicles)
    .where(
      and(
        or(
          sql`lower(${fleetVehicles.frota}) = ${fields.frota.toLowerCase()}`,
          eq(fleetVehicles.placa, fields.placa),
          eq(fleetVehicles.chassis, fields.chassis),
        ),
        exceptId === undefined ? undefined : ne(fleetVehicles.id, exceptId),
      ),
    );
  const same = (field: (typeof uniqueFields)[number][0], other: (typeof others)[number]) =>
    field === 'frota'
      ? other.frota.toLowerCase() === fields.frota.toLowerCase()
      : other[field] === fields[field];
  for (const [field, , message] of uniqueFields)
    if (others.some((other) => same(field, other))) throw new DomainError(400, message);
}

/** A unique constraint that stopped a racing write, as the field's refusal. */
function asTaken(error: unknown): unknown {
  const database = databaseErrorOf(error);
  const found = uniqueFields.find(([, constraint]) => constraint === database?.constraint);
  return database?.code === '23505' && found ? new DomainError(400, found[2]) : error;
}

const columnsOf = (fields: VehicleFields) => ({
  frota: fields.frota,
  placa: fields.placa,
  chassis: fields.chassis,
  color: fields.color,
  modelYear: fields.modelYear,
  vehicleLocation: fields.vehicleLocation,
  carId: fields.carId,
  carVersionId: fields.carVersionId,
});

export async function createVehicle({ db, actorId, now }: WriteDeps, body: VehicleFields): Promise<number> {
  const fields = await checked(db, body, now);
  try {
    return await db.transaction(async (tx) => {
      await refuseTaken(tx, fields);
      const [row] = await tx
        .insert(fleetVehicles)
        .values({ ...columnsOf(fields), version: 1, createdAt: now, updatedAt: now })
        .returning({ id: fleetVehicles.id });
      await record(tx, { subjectId: row!.id, action: 'create', actorId, at: now });
      return row!.id;
    });
  } catch (error) {
    throw asTaken(error);
  }
}

async function lockAtVersion(tx: DbOrTx, id: number, version: number) {
  const [row] = await tx.select().from(fleetVehicles).where(eq(fleetVehicles.id, id)).for('update');
  if (!row) throw new DomainError(404, messages.notFound);
  if (row.version !== version) throw new DomainError(409, messages.conflict);
  return row;
}

export async function saveVehicle(
  { db, actorId, now }: WriteDeps,
  id: number,
  body: VehicleSaveBody,
): Promise<void> {
  const { version, ...typed } = body;
  const fields = await checked(db, typed, now);
  try {
    await db.transaction(async (tx) => {
      const before = await lockAtVersion(tx, id, version);
      await refuseTaken(tx, fields, id);
      const after = columnsOf(fields);
      const changed = (Object.keys(after) as VehicleField[]).filter(
        (field) => before[field] !== after[field],
      );
      await tx
        .update(fleetVehicles)
        .set({ ...after, version: sql`${fleetVehicles.version} + 1`, updatedAt: now })
        .where(eq(fleetVehicles.id, id));
      await record(tx, { subjectId: id, action: 'update', actorId, at: now, fields: changed });
    });
  } catch (error) {
    throw asTaken(error);
  }
}

/**
 * 'Excluir': only a vehicle no loan ever named, whatever the loan's status (the requests' history shows the car
 * each was lent or offered); its out-of-service periods go with it, its history lines stay.
 */
export async function removeVehicle(
  { db, actorId, now }: WriteDeps,
  id: number,
  version: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAtVersion(tx, id, version);
    const [loan] = await tx.select({ id: loans.id }).from(loans).where(eq(loans.fleetVehicleId, id)).limit(1);
    if (loan) throw new DomainError(409, messages.lentCannotBeRemoved);
    await tx.delete(fleetVehicles).where(eq(fleetVehicles.id, id));
    await record(tx, { subjectId: id, action: 'remove', actorId, at: now });
  });
}
