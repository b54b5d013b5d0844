/**
 * Loans as the app lists them (`WireLoan`, spec loan-area section 3 "as listed"): the approvals list and detail, and
 * the pickup, checklist and cancellation lists all read them here. One query joins the loan to its requester, its
 * driver's account, its two options and its assigned vehicle; a second reads the fleet of the options' models: two
 * queries whatever the number of loans.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatCpf } from '../../src/domain/cpf';
import type { FleetVehicle, WireLoan } from '../../src/domain/loanSchemas';
import { isLoanStatus, statusLabelFor, type LoanStatus } from '../../src/domain/loanStatus';
import type { Role } from '../../src/domain/roles';
import type { Db, DbOrTx } from '../db/client';
import { preparedFor } from '../db/prepared';
import { carVersions, cars, fleetVehicles, loans, users } from '../db/schema';
import { loansInView } from './approvalList';
import { wireDriver } from './loanParties';
import { loanNumber, wireFleetVehicle } from './loanShape';

/** The fleet with its models' and versions' titles, in fleet-number order, to narrow with a `where`. */
function fleetRows(db: Db) {
  return db
    .select({ vehicle: fleetVehicles, car: cars.title, version: carVersions.title })
    .from(fleetVehicles)
    .innerJoin(cars, eq(cars.id, fleetVehicles.carId))
    .innerJoin(carVersions, eq(carVersions.id, fleetVehicles.carVersionId))
    .orderBy(asc(fleetVehicles.frota))
    .$dynamic();
}

const toFleetVehicle = ({ vehicle, car, version }: Awaited<ReturnType<typeof fleetRows>>[number]) => ({
  ...wireFleetVehicle(vehicle, { car, version }),
  carId: vehicle.carId,
});

/** The fleet as the wire names it, with its model and version titles; only these models' when `carIds` is given. */
export async function listFleet(db: Db, carIds?: number[]): Promise<(FleetVehicle & { carId: number })[]> {
  if (carIds && carIds.length === 0) return [];
  const rows = await fleetRows(db).where(carIds ? inArray(fleetVehicles.carId, carIds) : undefined);
  return rows.map(toFleetVehicle);
}

const withoutCarId = ({ carId: _carId, ...vehicle }: FleetVehicle & { carId: number }): FleetVehicle =>
  vehicle;

const option1 = alias(cars, 'option1');
const option2 = alias(cars, 'option2');
const vehicleCar = alias(cars, 'vehicle_car');
const driverUser = alias(users, 'driver_user');

/** The loans with everything `WireLoan` shows, to narrow with a `where`. */
function wireLoanRows(db: DbOrTx) {
  return db
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
    .$dynamic();
}
type WireLoanRow = Awaited<ReturnType<typeof wireLoanRows>>[number];

/** The models of the loans' two options, whose fleets the detail offers. */
const optionIdsOf = (rows: WireLoanRow[]) => [
  ...new Set(rows.flatMap((row) => [row.option1.id, row.option2.id])),
];

function toWireLoan(
  {
    loan,
    user,
    driverAccount,
    option1: first,
    option2: second,
    vehicle,
    vehicleCar: vehicleTitle,
  }: WireLoanRow,
  fleet: (FleetVehicle & { carId: number })[],
  viewerRole: Role,
): WireLoan {
  const fleetOf = (carId: number) => fleet.filter((item) => item.carId === carId).map(withoutCarId);
  return {
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
  };
}

/**
 * The loans matching `where` (all when undefined), newest first, as `viewerRole` sees them (the status text of
 * `statusLabelFor`). `fleet` may pass the whole fleet when the caller has it already.
 */
export async function listWireLoans(
  db: Db,
  viewerRole: Role,
  where?: SQL,
  fleet?: (FleetVehicle & { carId: number })[],
): Promise<WireLoan[]> {
  const rows = await wireLoanRows(db).where(where).orderBy(desc(loans.createdAt), desc(loans.id));
  if (rows.length === 0) return [];
  const vehicles = fleet ?? (await listFleet(db, optionIdsOf(rows)));
  return rows.map((row) => toWireLoan(row, vehicles, viewerRole));
}

/**
 * One loan in a reviewer's view (`loansInView`: every loan for the backoffice's, null) as their detail page reads it,
 * again and again through a day: its statements (the loan, its options' fleets) are prepared, built once and planned
 * once per connection.
 */
export async function detailWireLoan(
  db: Db,
  id: number,
  viewerRole: Role,
  view: LoanStatus[] | null,
): Promise<WireLoan | null> {
  const [row] = await preparedFor(db, `wire_loan_${view ? view.join('') : 'all'}`, (name) =>
    wireLoanRows(db)
      .where(and(eq(loans.id, sql.placeholder('id')), loansInView(view)))
      .prepare(name),
  ).execute({ id });
  if (!row) return null;
  const fleet = await preparedFor(db, 'fleet_of_models', (name) =>
    fleetRows(db)
      .where(sql`${fleetVehicles.carId} = any(${sql.placeholder('carIds')}::int[])`)
      .prepare(name),
  ).execute({ carIds: optionIdsOf([row]) });
  return toWireLoan(row, fleet.map(toFleetVehicle), viewerRole);
}

/** One loan as `viewerRole` sees it, or null. */
export async function wireLoanById(db: DbOrTx, id: number, viewerRole: Role): Promise<WireLoan | null> {
  const [loan] = await listWireLoans(db, viewerRole, eq(loans.id, id));
  return loan ?? null;
}
