/**
 * Approving loans (spec loan-area section 2 "/aprovacao", "/aprovacao/{id}"; DECISIONS.md "The loan workflow"): the
 * list each reviewer sees, a loan's detail, and the approve/reject decision, which checks the roles table and the
 * status first (403, 409), then the approval's rules (400), and moves the loan with `applyTransition`.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { checkApproval, type ApprovalFields } from '../../../src/domain/approval';
import type { ApprovalBody, ApprovalsResponse, WireLoan } from '../../../src/domain/loanSchemas';
import { todayInBrazil } from '../../../src/domain/loanDates';
import { isLoanStatus, transitionOf, type LoanActor, type LoanStatus } from '../../../src/domain/loanStatus';
import { can, type Role } from '../../../src/domain/roles';
import type { Db } from '../../db/client';
import { loans, users } from '../../db/schema';
import { DomainError } from '../domainError';
import { applyTransition, loanServiceMessages, type LoanSite } from './loanService';
import { listFleet, listWireLoans, wireLoanById } from './wireLoans';

export interface Reviewer {
  id: number;
  role: Role;
}

/** Who may open the approvals list, a loan's detail and the fleet agenda: the backoffice view or a manager. */
export const mayReviewLoans = (role: Role) =>
  can(role, 'approveAsBackoffice') || can(role, 'approveAsManager');

/**
 * The statuses a manager view shows, or null for the backoffice view. The administrator gets the manager view
 * only with the admin flag (`?admin=1`), and then both managers' steps.
 */
function managerStatuses(role: Role, adminFlag: boolean): LoanStatus[] | null {
  if (!can(role, 'approveAsManager', { adminFlag })) return null;
  if (role === 2) return [2];
  if (role === 3) return [3];
  return [2, 3];
}

/** `GET lendingcontract/approvals`: the viewer's list, newest first, and the whole fleet. */
export async function listApprovals(
  db: Db,
  viewer: Reviewer,
  adminFlag: boolean,
): Promise<ApprovalsResponse> {
  const statuses = managerStatuses(viewer.role, adminFlag);
  if (!statuses && !can(viewer.role, 'approveAsBackoffice')) throw new DomainError(403, forbidden);
  const fleet = await listFleet(db);
  // Managers act only on requests the backoffice has given a vehicle (spec: "Only requests that have a fleet
  // vehicle assigned are shown").
  const where = statuses ? and(inArray(loans.status, statuses), isNotNull(loans.fleetVehicleId)) : undefined;
  const list = await listWireLoans(db, viewer.role, where, fleet);
  return { list, frotas: fleet.map(({ carId: _carId, ...vehicle }) => vehicle) };
}

const forbidden = 'Você não tem permissão para esta ação.';

/** `GET lendingcontract/{id}`: the detail page's loan, with the requester's whole profile. */
export async function approvalDetail(db: Db, viewer: Reviewer, loanId: number): Promise<WireLoan> {
  if (!mayReviewLoans(viewer.role)) throw new DomainError(403, forbidden);
  const loan = await wireLoanById(db, loanId, viewer.role);
  if (!loan) throw new DomainError(404, loanServiceMessages.loanNotFound);
  return loan;
}

/**
 * `POST lendingcontract/approve|reject`. A caller who may not act on this loan now learns only that (403 or 409),
 * never the approval's rules; `applyTransition` checks the same again under the row's lock, so a step taken by
 * someone else meanwhile still answers 409. The agent's address is never taken from the body: mail goes to the
 * requester's stored e-mail.
 */
export async function decideLoan(
  db: Db,
  action: 'approve' | 'reject',
  body: ApprovalBody,
  reviewer: Reviewer,
  now: Date,
  site: LoanSite,
): Promise<WireLoan> {
  const [row] = await db
    .select({ status: loans.status, requesterId: loans.requesterId, isAllowed: users.isAllowed })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.requesterId))
    .where(eq(loans.id, body.idloan));
  if (!row || !isLoanStatus(row.status)) throw new DomainError(404, loanServiceMessages.loanNotFound);
  const actor: LoanActor = { kind: 'user', userId: reviewer.id, role: reviewer.role };
  const check = transitionOf(action, row.status, actor, row.requesterId);
  if (!check.ok) throw new DomainError(check.reason === 'role' ? 403 : 409, check.message);

  const fields: ApprovalFields = {
    carId: body.carId,
    clientTier: body.clientTier,
    startDate: body.startDate,
    endDate: body.endDate,
    description: body.description,
    justification: body.justification,
  };
  const problem = checkApproval(fields, todayInBrazil(now), {
    agentBlocked: !row.isAllowed,
    approving: action === 'approve',
  });
  if (problem) throw new DomainError(400, problem.message);

  const details =
    action === 'approve'
      ? {
          fleetVehicleId: body.carId,
          clientTier: body.clientTier,
          startDate: body.startDate,
          endDate: body.endDate,
          message: body.description,
          ...(body.pauta === undefined ? {} : { description: body.pauta }),
          ...(row.isAllowed ? {} : { justification: body.justification }),
        }
      : // A rejection changes nothing but the status: its message is recorded and mailed.
        { message: body.description };
  await applyTransition(db, body.idloan, action, actor, details, now, site);
  return (await wireLoanById(db, body.idloan, reviewer.role))!;
}
