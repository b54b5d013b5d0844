/**
 * The approvals list (spec loan-area section 2 "/aprovacao"), a reviewer's queue: one page of the requests the
 * viewer sees, narrowed by the filters of src/domain/approvalFilters.ts (statuses, a period the loan overlaps, a
 * model, a requester, a loan number or a name) and sorted, with only what the backoffice table and the manager cards
 * show, and how many there are in all; the same rows as a CSV file; and the models and requesters the filter form
 * offers. The requester's profile and the fleets are the detail's (approvalService.approvalDetail): a page of 20
 * loans answers in a few kilobytes where the whole list with every profile and fleet weighed 1.4 MB on the bench's
 * 500 loans.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  loanIdOfSearch,
  managerStatuses,
  noApprovalFilters,
  type ApprovalFilters,
  type ApprovalSort,
} from '../../src/domain/approvalFilters';
import type { ApprovalChoicesResponse } from '../../src/domain/approvalQueueSchemas';
import type { ApprovalsResponse } from '../../src/domain/loanSchemas';
import { isLoanStatus, statusLabelFor, type LoanStatus } from '../../src/domain/loanStatus';
import { can, type Role } from '../../src/domain/roles';
import type { Db } from '../db/client';
import { cars, fleetVehicles, loans, users } from '../db/schema';
import { DomainError } from '../shared/domainError';
import { loanDriversOf } from './loanParties';
import { loanNumber } from './loanShape';

export { managerStatuses };

/** The viewer's view (managerStatuses), or 403 for someone with neither view. */
export function reviewerView(role: Role, adminFlag: boolean): LoanStatus[] | null {
  const statuses = managerStatuses(role, adminFlag);
  if (!statuses && !can(role, 'approveAsBackoffice'))
    throw new DomainError(403, 'Você não tem permissão para esta ação.');
  return statuses;
}

/**
 * Which loans a view holds: every one for the backoffice view (undefined), a manager's steps otherwise. Managers
 * act only on requests the backoffice has given a vehicle (spec: "Only requests that have a fleet vehicle assigned
 * are shown").
 */
export function loansInView(statuses: LoanStatus[] | null): SQL | undefined {
  return statuses ? and(inArray(loans.status, statuses), isNotNull(loans.fleetVehicleId)) : undefined;
}

/** `like` takes `%`, `_` and `\` as its own: a name searched for matches them as written. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The view and the filters as one condition; always within the view, so a filter never shows a viewer more (a
 * manager asking for status 1 gets nothing). Names are compared without case or accents ('joao' finds 'João').
 */
export function queueCondition(statuses: LoanStatus[] | null, filters: ApprovalFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [loansInView(statuses)];
  if (filters.status.length) parts.push(inArray(loans.status, filters.status));
  // Overlapping the period: starts by its end and ends from its start.
  if (filters.from) parts.push(sql`${loans.endDate} >= ${filters.from}`);
  if (filters.to) parts.push(sql`${loans.startDate} <= ${filters.to}`);
  if (filters.model)
    parts.push(
      or(
        eq(loans.option1Id, filters.model),
        sql`${loans.fleetVehicleId} in (select ${fleetVehicles.id} from ${fleetVehicles} where ${fleetVehicles.carId} = ${filters.model})`,
      ),
    );
  if (filters.requester) parts.push(eq(loans.requesterId, filters.requester));
  const q = filters.q?.trim();
  if (q) {
    const id = loanIdOfSearch(q);
    if (id !== null) parts.push(eq(loans.id, id));
    else {
      const pattern = sql`'%' || unaccent(lower(${likeEscaped(q)})) || '%'`;
      parts.push(
        or(
          sql`unaccent(lower(${users.name})) like ${pattern}`,
          sql`unaccent(lower(${loans.driverName})) like ${pattern}`,
        ),
      );
    }
  }
  const present = parts.filter((part): part is SQL => part !== undefined);
  return present.length ? and(...present) : undefined;
}

/** Each order ends on the id, so pages never share or skip a loan. */
const orders: Record<ApprovalSort, SQL[]> = {
  newest: [desc(loans.createdAt), desc(loans.id)],
  oldest: [asc(loans.createdAt), asc(loans.id)],
  // The queue's next pickups first.
  start: [asc(loans.startDate), asc(loans.id)],
  status: [asc(loans.status), desc(loans.createdAt), desc(loans.id)],
};

const option1 = alias(cars, 'option1');
const vehicleCar = alias(cars, 'vehicle_car');

/** The rows of the queue, with what the list and the CSV show. */
function queueRows(db: Db, where: SQL | undefined, sort: ApprovalSort) {
  return db
    .select({
      id: loans.id,
      status: loans.status,
      startDate: loans.startDate,
      endDate: loans.endDate,
      createdAt: loans.createdAt,
      description: loans.description,
      fleetVehicleId: loans.fleetVehicleId,
      clientTier: loans.clientTier,
      driverName: loans.driverName,
      option1Id: option1.id,
      option1Title: option1.title,
      frota: fleetVehicles.frota,
      placa: fleetVehicles.placa,
      vehicleTitle: vehicleCar.title,
      userId: users.id,
      userName: users.name,
      midiaName: users.midiaName,
      userTier: users.tier,
    })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.requesterId))
    .innerJoin(option1, eq(option1.id, loans.option1Id))
    .leftJoin(fleetVehicles, eq(fleetVehicles.id, loans.fleetVehicleId))
    .leftJoin(vehicleCar, eq(vehicleCar.id, fleetVehicles.carId))
    .where(where)
    .orderBy(...orders[sort])
    .$dynamic();
}
export type QueueRow = Awaited<ReturnType<typeof queueRows>>[number];

/** How many loans the queue holds (the users' join only for a name's search). */
async function queueCount(db: Db, where: SQL | undefined) {
  const [counted] = await db
    .select({ total: count() })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.requesterId))
    .where(where);
  return counted?.total ?? 0;
}

/**
 * One page of the list in `statuses`' view (null: the backoffice's), narrowed by `filters` and in their order
 * (newest first by default; indexes loans_newest and loans_status_newest, migration 0018).
 */
export async function approvalsPage(
  db: Db,
  viewerRole: Role,
  statuses: LoanStatus[] | null,
  { page, limit }: { page: number; limit: number },
  filters: ApprovalFilters = noApprovalFilters,
): Promise<ApprovalsResponse> {
  const where = queueCondition(statuses, filters);
  const [rows, total] = await Promise.all([
    queueRows(db, where, filters.sort)
      .limit(limit)
      .offset((page - 1) * limit),
    queueCount(db, where),
  ]);
  // The manager cards show each loan's driver (loanParties.ts).
  const drivers = await loanDriversOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      number: loanNumber(row.id),
      status: row.status,
      statusText: isLoanStatus(row.status) ? statusLabelFor(row.status, viewerRole) : '',
      startDate: row.startDate,
      endDate: row.endDate,
      created_at: row.createdAt.toISOString(),
      description: row.description,
      car_frotum_id: row.fleetVehicleId,
      car_frotum: row.frota === null ? null : { title: row.vehicleTitle ?? '', frota: row.frota },
      option1: { id: row.option1Id, title: row.option1Title },
      clientTier: row.clientTier,
      user: { id: row.userId, name: row.userName, midia_name: row.midiaName, tier: row.userTier },
      driver: drivers.get(row.id)!,
    })),
    total,
    page,
    limit,
  };
}

/** Every row of the queue up to `maxRows` (the CSV's), and how many there are in all. */
export async function approvalsForExport(
  db: Db,
  statuses: LoanStatus[] | null,
  filters: ApprovalFilters,
  maxRows: number,
): Promise<{ rows: QueueRow[]; total: number }> {
  const where = queueCondition(statuses, filters);
  const [rows, total] = await Promise.all([
    queueRows(db, where, filters.sort).limit(maxRows),
    queueCount(db, where),
  ]);
  return { rows, total };
}

/** The models (first options and given vehicles' models) and the requesters of the loans in the view, by name. */
export async function approvalChoices(
  db: Db,
  statuses: LoanStatus[] | null,
): Promise<ApprovalChoicesResponse> {
  const inView = loansInView(statuses);
  const [models, requesters] = await Promise.all([
    db
      .selectDistinct({ id: cars.id, title: cars.title })
      .from(loans)
      .leftJoin(fleetVehicles, eq(fleetVehicles.id, loans.fleetVehicleId))
      .innerJoin(cars, or(eq(cars.id, loans.option1Id), eq(cars.id, fleetVehicles.carId)))
      .where(inView)
      .orderBy(cars.title, cars.id),
    db
      .selectDistinct({ id: users.id, name: users.name })
      .from(loans)
      .innerJoin(users, eq(users.id, loans.requesterId))
      .where(inView)
      .orderBy(users.name, users.id),
  ]);
  return { models, requesters };
}
