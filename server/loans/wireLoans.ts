/**
 * Loans as the app lists them (`WireLoan`, spec loan-area section 3 "as listed"): the approvals list and detail, and
 * the pickup, checklist and cancellation lists all read them here. One query joins the loan to its requester, its
 * driver's account, its two options and its assigned vehicle; a second reads the fleet of the options' models: two
 * queries whatever the number of loans.
 */
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatCpf } from '../../src/domain/cpf';
import type { FleetVehicle, WireLoan } from '../../src/domain/loanSchemas';
import { isLoanStatus, statusLabelFor } from '../../src/domain/loanStatus';
import type { Role } from '../../src/domain/roles';
import type { Db, DbOrTx } from '../db/client';
import { carVersions, cars, fleetVehicles, loans, users } from '../db/schema';
import { wireDriver } from './loanParties';
import { loanNumber, wireFleetVehicle } from './loanShape';

/** The fleet as the wire names it, with its model and version titles; only these models' when `carIds` is given. */
export async function listFleet(db: Db, carIds?: number[]): Promise<(FleetVehicle & { carId: number })[]> {
  if (carIds && carIds.length === 0) return [];
  const rows = await db
    .select({ vehicle: fleetVehicles, car: cars.title, version: carVersions.title })
    .from(fleetVehicles)
    .innerJoin(cars, eq(cars.id, fleetVehicles.carId))
    .innerJoin(carVersions, eq(carVersions.id, fleetVehicles.carVersionId))
    .where(carIds ? inArray(fleetVehicles.carId, carIds) : undefined)
    .orderBy(asc(fleetVehicles.frota));
  return rows.map(({ vehicle, car, version }) => ({
    ...wireFleetVehicle(vehicle, { car, version }),
    carId: vehicle.carId,
  }));
}

const withoutCarId = ({ carId: _carId, ...vehicle }: FleetVehicle & { carId: number }): FleetVehicle =>
  vehicle;

/**
 * The loans matching `where` (all when undefined), newest first, as `viewerRole` sees them (the status text of
 * `statusLabelFor`). `fleet` may pass the whole fleet when the caller has it already (the approvals list).
 */
export async function listWireLoans(
  db: Db,
  viewerRole: Role,
  where?: SQL,
  fleet?: (FleetVehicle & { carId: number })[],
): Promise<WireLoan[]> {
  const option1 = alias(cars, 'option1');
  const option2 = alias(cars, 'option2');
  const vehicleCar = alias(cars, 'vehicle_car');
  const driverUser = alias(users, 'driver_user');
  const rows = await db
    .select({
      loan: loans,
      user: users,
      driverAccount: {
        id: driverUser.id,
        isAllowed: driverUser.isAllowed,
        deniedReason: driverUser.deniedReason,
      },
      option1: { id: option1.id, title: option1.title },
      option2: { id: option2.id, title: option2.title },
      vehicle: fleetVehicles,
      vehicleCar: vehicleCar.title,
    })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.requesterId))
    .leftJoin(driverUser, eq(driverUser.id, loans.driverUserId))
    .innerJoin(option1, eq(option1.id, loans.option1Id))
    .innerJoin(option2, eq(option2.id, loans.option2Id))
    .leftJoin(fleetVehicles, eq(fleetVehicles.id, loans.fleetVehicleId))
    .leftJoin(vehicleCar, eq(vehicleCar.id, fleetVehicles.carId))
    .where(where)
    .orderBy(desc(loans.createdAt), desc(loans.id));
  if (rows.length === 0) return [];

  const optionIds = [...new Set(rows.flatMap((row) => [row.option1.id, row.option2.id]))];
  const vehicles = fleet ?? (await listFleet(db, optionIds));
  const fleetOf = (carId: number) => vehicles.filter((vehicle) => vehicle.carId === carId).map(withoutCarId);

  return rows.map(
    ({ loan, user, driverAccount, option1: first, option2: second, vehicle, vehicleCar: vehicleTitle }) => ({
      id: loan.id,
      number: loanNumber(loan.id),
      status: loan.status,
      statusText: isLoanStatus(loan.status) ? statusLabelFor(loan.status, viewerRole) : '',
      startDate: loan.startDate,
      endDate: loan.endDate,
      created_at: loan.createdAt.toISOString(),
      description: loan.description,
      email_agent: user.email,
      car_frotum_id: loan.fleetVehicleId,
      cnhPicture: loan.cnhPicture,
      option1: { ...first, car_frota: fleetOf(first.id) },
      option2: { ...second, car_frota: fleetOf(second.id) },
      car_frotum: vehicle
        ? {
            title: vehicleTitle ?? '',
            color: vehicle.color,
            placa: vehicle.placa,
            frota: vehicle.frota,
            chassis: vehicle.chassis,
          }
        : null,
      isOwner: loan.isOwner,
      driverName: loan.driverName,
      otherCPF: loan.isOwner ? '' : formatCpf(loan.driverCpf),
      // The model the agent will drive: the assigned vehicle's once there is one, the first choice before.
      modelCar: vehicleTitle ?? first.title,
      clientTier: loan.clientTier,
      user: {
        id: user.id,
        name: user.name,
        midia_name: user.midiaName,
        midia_type: user.midiaType,
        tier: user.tier,
        role: user.role,
        rg: user.rg,
        cnh: user.cnh,
        cpf: formatCpf(user.cpf),
        country: user.country,
        state: user.state,
        city: user.city,
        address: user.address,
        email: user.email,
        phone1: user.phone1,
        phone2: user.phone2,
        isAllowed: user.isAllowed,
        deniedReason: user.deniedReason,
        cnhPicture: user.cnhPicture,
      },
      driver: wireDriver(loan, driverAccount ?? (loan.isOwner ? user : null)),
    }),
  );
}

/** One loan as `viewerRole` sees it, or null. */
export async function wireLoanById(db: DbOrTx, id: number, viewerRole: Role): Promise<WireLoan | null> {
  const [loan] = await listWireLoans(db, viewerRole, eq(loans.id, id));
  return loan ?? null;
}
