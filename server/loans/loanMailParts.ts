/**
 * What the staff and reminder e-mails (approverNotice.ts, loanReminders.ts) say about a loan besides its people:
 * the models asked for, the fleet vehicle once chosen, the period. Read in the caller's transaction.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { carVersions, cars, fleetVehicles, type loans } from '../db/schema';
import type { LoanMailFacts } from './loanMail';

export async function loanMailParts(
  db: DbOrTx,
  loan: Pick<
    typeof loans.$inferSelect,
    'option1Id' | 'option2Id' | 'fleetVehicleId' | 'startDate' | 'endDate'
  >,
): Promise<Pick<LoanMailFacts, 'models' | 'vehicle' | 'startDate' | 'endDate'>> {
  const titles = await db
    .select({ id: cars.id, title: cars.title })
    .from(cars)
    .where(inArray(cars.id, [loan.option1Id, loan.option2Id]));
  const title = (id: number) => titles.find((row) => row.id === id)?.title ?? '';
  const [row] = loan.fleetVehicleId
    ? await db
        .select({ vehicle: fleetVehicles, model: cars.title, version: carVersions.title })
        .from(fleetVehicles)
        .innerJoin(cars, eq(cars.id, fleetVehicles.carId))
        .innerJoin(carVersions, eq(carVersions.id, fleetVehicles.carVersionId))
        .where(eq(fleetVehicles.id, loan.fleetVehicleId))
    : [];
  return {
    models: [title(loan.option1Id), title(loan.option2Id)],
    startDate: loan.startDate,
    endDate: loan.endDate,
    vehicle: row
      ? {
          model: row.model,
          version: row.version,
          color: row.vehicle.color,
          placa: row.vehicle.placa,
          frota: row.vehicle.frota,
          location: row.vehicle.vehicleLocation,
        }
      : null,
  };
}
