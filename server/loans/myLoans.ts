/**
 * 'Minhas solicitações' (`GET lendingcontract/mine`): every loan of the signed-in person in every status, newest
 * first, with the car, the period, the driver, the reason of a rejection or cancellation and the whole history.
 * Theirs are the loans they asked for and the loans they drive for someone else: the driver collects the car, so
 * they read it too, but only the requester may cancel it (the transitions table decides, as the cancel call does).
 * Two queries whatever the number of loans: the loans with their joins, then every history at once.
 */
import { desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isLoanStatus, statusLabelFor, transitionOf } from '../../src/domain/loanStatus';
import type { MyLoan } from '../../src/domain/myLoanSchemas';
import type { Role } from '../../src/domain/roles';
import type { Db } from '../db/client';
import { carVersions, cars, fleetVehicles, loans, users } from '../db/schema';
import { loanHistories } from './loanHistory';
import { loanNumber } from './loanShape';

export interface MyLoansViewer {
  id: number;
  role: Role;
}

/** The action whose message is a loan's reason, by the status it ended in. */
const reasonActions: Record<number, string> = { 5: 'reject', 6: 'reject', 10: 'cancel' };

export async function listMyLoans(db: Db, viewer: MyLoansViewer): Promise<MyLoan[]> {
  const option1 = alias(cars, 'option1');
  const option2 = alias(cars, 'option2');
  const vehicleCar = alias(cars, 'vehicle_car');
  const requester = alias(users, 'requester');
  const rows = await db
    .select({
      loan: loans,
      requesterName: requester.name,
      option1: option1.title,
      option2: option2.title,
      vehicle: fleetVehicles,
      vehicleModel: vehicleCar.title,
      vehicleVersion: carVersions.title,
    })
    .from(loans)
    .innerJoin(requester, eq(requester.id, loans.requesterId))
    .innerJoin(option1, eq(option1.id, loans.option1Id))
    .innerJoin(option2, eq(option2.id, loans.option2Id))
    .leftJoin(fleetVehicles, eq(fleetVehicles.id, loans.fleetVehicleId))
    .leftJoin(vehicleCar, eq(vehicleCar.id, fleetVehicles.carId))
    .leftJoin(carVersions, eq(carVersions.id, fleetVehicles.carVersionId))
    .where(or(eq(loans.requesterId, viewer.id), eq(loans.driverUserId, viewer.id)))
    .orderBy(desc(loans.createdAt), desc(loans.id));

  const histories = await loanHistories(
    db,
    rows.map((row) => row.loan.id),
    { role: viewer.role, internal: false },
  );
  const actor = { kind: 'user' as const, userId: viewer.id, role: viewer.role };

  return rows.map(({ loan, requesterName, vehicle, vehicleModel, vehicleVersion, ...models }) => {
    const history = histories.get(loan.id) ?? [];
    const status = loan.status;
    const reasonStep = history.findLast(
      (step) => step.toStatus === status && step.action === reasonActions[status],
    );
    const viewerIs = loan.requesterId === viewer.id ? ('requester' as const) : ('driver' as const);
    return {
      id: loan.id,
      number: loanNumber(loan.id),
      status,
      statusText: isLoanStatus(status) ? statusLabelFor(status, viewer.role) : '',
      startDate: loan.startDate,
      endDate: loan.endDate,
      createdAt: loan.createdAt.toISOString(),
      description: loan.description,
      models: [models.option1, models.option2],
      vehicle: vehicle
        ? {
            model: vehicleModel ?? '',
            version: vehicleVersion ?? '',
            color: vehicle.color,
            placa: vehicle.placa,
            frota: vehicle.frota,
            location: vehicle.vehicleLocation,
          }
        : null,
      driverName: loan.driverName,
      requesterName,
      viewerIs,
      cancellable:
        viewerIs === 'requester' &&
        isLoanStatus(status) &&
        transitionOf('cancel', status, actor, loan.requesterId).ok,
      reason: reasonStep?.message ?? null,
      history,
    };
  });
}
