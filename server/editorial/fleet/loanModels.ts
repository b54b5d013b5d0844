/**
 * The models the request wizard offers (loan_car_options), saved whole from /redacao/frota: which are active, their
 * order, and cars that join the list (only those with vehicles in the fleet). The list has no version column: its
 * token is a digest of the rows as read, and a save locks the list (a transaction-wide advisory lock, since a new
 * row has nothing to lock yet) and compares the token of the rows as they are now with the one sent, so a save made
 * on a stale read is refused with 409 before anything is written.
 */
import { createHash } from 'node:crypto';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  checkLoanModels,
  fleetDeskMessages as messages,
  loanModelsHistoryLabels,
} from '../../../src/domain/editorialFleet';
import type { LoanModel, LoanModels, LoanModelsSaveBody } from '../../../src/domain/editorialFleetSchemas';
import type { DbOrTx } from '../../db/client';
import { cars, fleetVehicles, loanCarOptions } from '../../db/schema';
import { DomainError } from '../../shared/domainError';
import { changesOf, recordEditorialChange } from '../../shared/changeLog';
import type { WriteDeps } from '../newsWrite';
import { listSubjectId } from '../../../src/domain/editorialRevisions';

/** The lock's key (pg_advisory_xact_lock): 'LMOD'. */
const loanModelsLockKey = 0x4c4d_4f44;

async function optionRows(db: DbOrTx) {
  return db
    .select({ carId: loanCarOptions.carId, position: loanCarOptions.position, active: loanCarOptions.active })
    .from(loanCarOptions)
    .orderBy(asc(loanCarOptions.position), asc(loanCarOptions.carId));
}

const tokenOf = (rows: Awaited<ReturnType<typeof optionRows>>) =>
  createHash('sha256')
    .update(JSON.stringify(rows.map((row) => [row.carId, row.position, row.active])))
    .digest('hex')
    .slice(0, 32);

/** Cars with their fleet's size: those in the list, and those with vehicles that could join it. */
async function carsWithFleet(db: DbOrTx) {
  const fleet = await db
    .select({ carId: fleetVehicles.carId, n: count() })
    .from(fleetVehicles)
    .groupBy(fleetVehicles.carId);
  return new Map(fleet.map(({ carId, n }) => [carId, Number(n)]));
}

export async function readLoanModels(db: DbOrTx): Promise<LoanModels> {
  const [rows, fleet, carRows] = await Promise.all([
    optionRows(db),
    carsWithFleet(db),
    db
      .select({ id: cars.id, title: cars.title, published: cars.published })
      .from(cars)
      .orderBy(asc(cars.title), asc(cars.id)),
  ]);
  const model = (car: (typeof carRows)[number], active: boolean): LoanModel => ({
    carId: car.id,
    title: car.title,
    active,
    fleetCount: fleet.get(car.id) ?? 0,
    published: car.published,
  });
  const byId = new Map(carRows.map((car) => [car.id, car]));
  const listed = new Set(rows.map((row) => row.carId));
  return {
    token: tokenOf(rows),
    items: rows.map((row) => model(byId.get(row.carId)!, row.active)),
    candidates: carRows
      .filter((car) => !listed.has(car.id) && fleet.has(car.id))
      .map((car) => model(car, true)),
    changes: await changesOf(db, 'loanModels', listSubjectId, loanModelsHistoryLabels),
  };
}

export async function saveLoanModels(
  { db, actorId, now }: WriteDeps,
  body: LoanModelsSaveBody,
): Promise<void> {
  const problem = checkLoanModels(body.items);
  if (problem) throw new DomainError(400, problem);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${loanModelsLockKey}::integer)`);
    const before = await optionRows(tx);
    if (tokenOf(before) !== body.token) throw new DomainError(409, messages.conflict);
    const had = new Map(before.map((row) => [row.carId, row]));
    const joining = body.items.filter((item) => !had.has(item.carId)).map((item) => item.carId);
    if (joining.length) {
      const fleet = await tx
        .selectDistinct({ carId: fleetVehicles.carId })
        .from(fleetVehicles)
        .where(inArray(fleetVehicles.carId, joining));
      if (fleet.length !== joining.length) throw new DomainError(400, messages.modelWithoutFleet);
    }

    const kept = new Set(body.items.map((item) => item.carId));
    const fields: string[] = [];
    if (joining.length || before.some((row) => !kept.has(row.carId))) fields.push('models');
    const order = (ids: number[]) => ids.filter((id) => had.has(id) && kept.has(id)).join();
    if (order(before.map((row) => row.carId)) !== order(body.items.map((item) => item.carId)))
      fields.push('order');
    if (body.items.some((item) => had.has(item.carId) && had.get(item.carId)!.active !== item.active))
      fields.push('active');

    const gone = before.filter((row) => !kept.has(row.carId)).map((row) => row.carId);
    if (gone.length) await tx.delete(loanCarOptions).where(inArray(loanCarOptions.carId, gone));
    for (const [index, item] of body.items.entries()) {
      const values = { position: index + 1, active: item.active };
      if (had.has(item.carId))
        await tx.update(loanCarOptions).set(values).where(eq(loanCarOptions.carId, item.carId));
      else await tx.insert(loanCarOptions).values({ carId: item.carId, ...values });
    }
    await recordEditorialChange(tx, 'loanModels', {
      subjectId: listSubjectId,
      action: 'update',
      actorId,
      at: now,
      fields,
    });
  });
}
