/**
 * The approvals list (spec loan-area section 2 "/aprovacao"): one page of the requests a reviewer sees, newest
 * first, with only what the backoffice table and the manager cards show, and how many there are in all. The
 * requester's profile and the fleets are the detail's (approvalService.approvalDetail): a page of 20 loans answers
 * in a few kilobytes where the whole list with every profile and fleet weighed 1.4 MB on the bench's 500 loans.
 */
import { and, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApprovalsResponse } from '../../src/domain/loanSchemas';
import { isLoanStatus, statusLabelFor, type LoanStatus } from '../../src/domain/loanStatus';
import { can, type Role } from '../../src/domain/roles';
import type { Db } from '../db/client';
import { cars, fleetVehicles, loans, users } from '../db/schema';
import { loanNumber } from './loanShape';

/**
 * The statuses a manager view shows, or null for the backoffice view. The administrator gets the manager view
 * only with the admin flag (`?admin=1`), and then both managers' steps.
 */
export function managerStatuses(role: Role, adminFlag: boolean): LoanStatus[] | null {
  if (!can(role, 'approveAsManager', { adminFlag })) return null;
  if (role === 2) return [2];
  if (role === 3) return [3];
  return [2, 3];
}

/**
 * Which loans a view holds: every one for the backoffice view (undefined), a manager's steps otherwise. Managers
 * act only on requests the backoffice has given a vehicle (spec: "Only requests that have a fleet vehicle assigned
 * are shown").
 */
export function loansInView(statuses: LoanStatus[] | null): SQL | undefined {
  return statuses ? and(inArray(loans.status, statuses), isNotNull(loans.fleetVehicleId)) : undefined;
}

/**
 * One page of the list in `statuses`' view (null: the backoffice's), ordered by creation, newest first, the id
 * breaking ties so pages never share or skip a loan (indexes loans_newest and loans_status_newest, migration 0018).
 */
export async function approvalsPage(
  db: Db,
  viewerRole: Role,
  statuses: LoanStatus[] | null,
  { page, limit }: { page: number; limit: number },
): Promise<ApprovalsResponse> {
  const where = loansInView(statuses);
  const option1 = alias(cars, 'option1');
  const vehicleCar = alias(cars, 'vehicle_car');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: loans.id,
        status: loans.status,
        startDate: loans.startDate,
        endDate: loans.endDate,
        createdAt: loans.createdAt,
        description: loans.description,
        fleetVehicleId: loans.fleetVehicleId,
        clientTier: loans.clientTier,
        option1Id: option1.id,
        option1Title: option1.title,
        frota: fleetVehicles.frota,
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
      .orderBy(desc(loans.createdAt), desc(loans.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(loans).where(where),
  ]);
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
    })),
    total: counted?.total ?? 0,
    page,
    limit,
  };
}
