/**
 * A fleet vehicle's month (`GET car_frota/json/calendar/{id}?month=yyyy-mm`): the loans booked on it (statuses 2,
 * 3, 4), the loans out with their driver (7, 8), each over the days it holds the car, and its out-of-service
 * periods; every entry touching the month, whole. Free vehicles of a model for a period
 * (`GET car_frota/json/free`) read the same holds.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { fleetCalendarMessages, monthRange } from '../../src/domain/fleetCalendar';
import type {
  CalendarLoan,
  FleetCalendarResponse,
  FreeVehiclesQuery,
} from '../../src/domain/fleetCalendarSchemas';
import type { FleetVehicle } from '../../src/domain/loanSchemas';
import { isLoanStatus, statusLabelFor, type LoanStatus } from '../../src/domain/loanStatus';
import type { Role } from '../../src/domain/roles';
import type { Db } from '../db/client';
import { fleetVehicles, loans, users } from '../db/schema';
import { DomainError } from '../shared/domainError';
import { listFleet } from '../loans/wireLoans';
import { loanNumber } from '../loans/loanShape';
import { freeForPeriod, heldFrom, heldUntil, holdingLoansWhere, periodOfWire } from './fleetHolds';
import { downtimeOf } from './downtimeService';

const bookedStatuses: readonly LoanStatus[] = [2, 3, 4];

export async function vehicleCalendar({
  db,
  vehicleId,
  month,
  viewerRole,
}: {
  db: Db;
  vehicleId: number;
  month: string;
  viewerRole: Role;
}): Promise<FleetCalendarResponse> {
  const range = monthRange(month);
  if (!range) throw new DomainError(400, fleetCalendarMessages.monthInvalid);
  const [row] = await db
    .select({ carId: fleetVehicles.carId })
    .from(fleetVehicles)
    .where(eq(fleetVehicles.id, vehicleId));
  const vehicle = row && (await listFleet(db, [row.carId])).find((item) => item.id === vehicleId);
  if (!vehicle) throw new DomainError(404, fleetCalendarMessages.vehicleNotFound);

  const period = { start: range.first, end: range.last };
  const held = await db
    .select({
      id: loans.id,
      status: loans.status,
      requester: users.name,
      // As text: drivers differ in how they hand back a computed date.
      from: sql<string>`to_char(${heldFrom}, 'YYYY-MM-DD')`,
      until: sql<string>`to_char(${heldUntil}, 'YYYY-MM-DD')`,
    })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.requesterId))
    .where(holdingLoansWhere([vehicleId], period))
    .orderBy(asc(heldFrom), asc(loans.id));
  const entries: (CalendarLoan & { booked: boolean })[] = held.flatMap((loan) =>
    isLoanStatus(loan.status)
      ? [
          {
            loanId: loan.id,
            number: loanNumber(loan.id),
            status: loan.status,
            statusText: statusLabelFor(loan.status, viewerRole),
            requester: loan.requester,
            startDate: loan.from,
            endDate: loan.until,
            booked: bookedStatuses.includes(loan.status),
          },
        ]
      : [],
  );
  const strip = ({ booked: _booked, ...loan }: CalendarLoan & { booked: boolean }): CalendarLoan => loan;
  return {
    vehicle,
    month,
    bookings: entries.filter((entry) => entry.booked).map(strip),
    holds: entries.filter((entry) => !entry.booked).map(strip),
    downtime: await downtimeOf(db, vehicleId, period),
  };
}

/**
 * The vehicles of model `carId` that no loan holds and that are in service on any day of the period (the loan being
 * decided, `loanId`, does not count against its own vehicle).
 */
export async function freeVehicles(db: Db, query: FreeVehiclesQuery): Promise<FleetVehicle[]> {
  const period = periodOfWire(query.startDate, query.endDate);
  const free = await freeForPeriod(db, await listFleet(db, [query.carId]), period, query.loanId);
  return free.map(({ carId: _carId, ...vehicle }) => vehicle);
}
