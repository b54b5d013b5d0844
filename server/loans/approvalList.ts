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
import { preparedFor } from '../db/prepared';
import { cars, fleetVehicles, loans, users } from '../db/schema';
import { DomainError } from '../shared/domainError';
import { driverAccount, driverColumns, driverOfRow } from './loanParties';
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
 * A queue query: the view and the filters as one condition, with the filters' values as placeholders of a prepared
 * statement (`values` fills them), and the statement's name. The list is asked for all day in a handful of shapes
 * (which filters are set, the order, the view), so each shape is built once and planned once per connection.
 */
interface QueueQuery {
  name: string;
  where: SQL | undefined;
  values: Record<string, unknown>;
}

/**
 * The condition is always within the view, so a filter never shows a viewer more (a manager asking for status 1 gets
 * nothing). Names are compared without case or accents ('joao' finds 'João').
 */
function queueQuery(statuses: LoanStatus[] | null, filters: ApprovalFilters): QueueQuery {
  // Short: PostgreSQL cuts a statement's name at 63 characters.
  const name = [`queue_${statuses ? statuses.join('') : 'all'}_${filters.sort}_`];
  const values: Record<string, unknown> = {};
  const bind = (key: string, value: unknown) => {
    name.push(key);
    values[key] = value;
    return sql.placeholder(key);
  };
  const parts: (SQL | undefined)[] = [loansInView(statuses)];
  if (filters.status.length) parts.push(sql`${loans.status} = any(${bind('s', filters.status)}::int[])`);
  // Overlapping the period: starts by its end and ends from its start.
  if (filters.from) parts.push(sql`${loans.endDate} >= ${bind('f', filters.from)}`);
  if (filters.to) parts.push(sql`${loans.startDate} <= ${bind('t', filters.to)}`);
  if (filters.model) {
    const model = bind('m', filters.model);
    parts.push(
      or(
        eq(loans.option1Id, model),
        sql`${loans.fleetVehicleId} in (select ${fleetVehicles.id} from ${fleetVehicles} where ${fleetVehicles.carId} = ${model})`,
      ),
    );
  }
  if (filters.requester) parts.push(eq(loans.requesterId, bind('r', filters.requester)));
  const q = filters.q?.trim();
  if (q) {
    const id = loanIdOfSearch(q);
    if (id !== null) parts.push(eq(loans.id, bind('i', id)));
    else {
      const pattern = sql`'%' || unaccent(lower(${bind('n', likeEscaped(q))})) || '%'`;
      parts.push(
        or(
          sql`unaccent(lower(${users.name})) like ${pattern}`,
          sql`unaccent(lower(${loans.driverName})) like ${pattern}`,
        ),
      );
    }
  }
  const present = parts.filter((part): part is SQL => part !== undefined);
  return { name: name.join(''), where: present.length ? and(...present) : undefined, values };
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

/** How many loans match `where` (the users' join for a name's search). */
const queueTotal = (where: SQL | undefined) =>
  sql<number>`(select count(*) from ${loans} inner join ${users} on ${users.id} = ${loans.requesterId} ${
    where ? sql`where ${where}` : sql``
  })`.mapWith(Number);

/**
 * A page of the queue (placeholders `limit` and `offset`), with what the list and the CSV show, each row with its
 * driver (the manager cards show them, loanParties.ts) and how many loans the whole queue holds (`total`, an
 * uncorrelated subquery PostgreSQL runs once): one statement for a page.
 */
function prepareQueuePage(db: Db, { name, where }: QueueQuery, sort: ApprovalSort) {
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
      ...driverColumns(users),
      total: queueTotal(where),
    })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.requesterId))
    .innerJoin(option1, eq(option1.id, loans.option1Id))
    .leftJoin(fleetVehicles, eq(fleetVehicles.id, loans.fleetVehicleId))
    .leftJoin(vehicleCar, eq(vehicleCar.id, fleetVehicles.carId))
    .leftJoin(driverAccount, eq(driverAccount.id, loans.driverUserId))
    .where(where)
    .orderBy(...orders[sort])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/** Rows `offset` to `offset + limit` of the queue, and how many it holds in all. */
async function queuePage(
  db: Db,
  statuses: LoanStatus[] | null,
  filters: ApprovalFilters,
  { limit, offset }: { limit: number; offset: number },
) {
  const query = queueQuery(statuses, filters);
  const rows = await preparedFor(db, query.name, (name) =>
    prepareQueuePage(db, { ...query, name }, filters.sort),
  ).execute({ ...query.values, limit, offset });
  if (rows.length || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the end still says how many there are, so the pager can bring the reviewer back.
  const [counted] = await preparedFor(db, `${query.name}_count`, (name) =>
    db
      .select({ total: count() })
      .from(loans)
      .innerJoin(users, eq(users.id, loans.requesterId))
      .where(query.where)
      .prepare(name),
  ).execute(query.values);
  return { rows, total: counted?.total ?? 0 };
}
export type QueueRow = Awaited<ReturnType<typeof queuePage>>['rows'][number];

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
  const { rows, total } = await queuePage(db, statuses, filters, { limit, offset: (page - 1) * limit });
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
      driver: driverOfRow(row),
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
  return queuePage(db, statuses, filters, { limit: maxRows, offset: 0 });
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
