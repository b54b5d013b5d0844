/**
 * Approving loans (spec loan-area section 2 "/aprovacao", "/aprovacao/{id}"; DECISIONS.md "The loan workflow"): a
 * loan's detail and the approve/reject decision, which checks the roles table and the status first (403, 409), then
 * the approval's rules (400), and moves the loan with `applyTransition`. The list each reviewer sees is
 * approvalList.ts's.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { checkApproval, rejectionNeedsReason, type ApprovalFields } from '../../src/domain/approval';
import type { ApprovalBody, WireLoan } from '../../src/domain/loanSchemas';
import { todayInBrazil } from '../../src/domain/brazilTime';
import { isLoanStatus, transitionOf, type LoanActor, type LoanStatus } from '../../src/domain/loanStatus';
import { can, type Role } from '../../src/domain/roles';
import type { Db } from '../db/client';
import { loanTransitions, loans } from '../db/schema';
import { DomainError } from '../shared/domainError';
import { managerStatuses } from './approvalList';
import { loanHistories } from './loanHistory';
import { blockedPartiesOf, driverIdOf } from './loanParties';
import { applyTransitionThen, loanServiceMessages, type LoanSite } from './loanService';
import { detailWireLoan, wireLoanById } from './wireLoans';

export interface Reviewer {
  id: number;
  role: Role;
}

/** Who may open the approvals list, a loan's detail and the fleet agenda: the backoffice view or a manager. */
export const mayReviewLoans = (role: Role) =>
  can(role, 'approveAsBackoffice') || can(role, 'approveAsManager');

const forbidden = 'Você não tem permissão para esta ação.';

/**
 * `GET lendingcontract/{id}`: the detail page's loan, with the requester's whole profile and the fleets of its two
 * models. A reviewer reads only what their list holds: the backoffice view every loan, a manager the loans at their
 * step with a vehicle (any of both steps for the administrator, whose backoffice view holds them all anyway), and
 * those that have been at their step and left it: a manager whose decision finds the request decided by someone
 * else (409) reads it again to see where it now stands. Any other loan is one that does not exist for them (404): a
 * manager learns nothing of requests that never were theirs.
 */
export async function approvalDetail(db: Db, viewer: Reviewer, loanId: number): Promise<WireLoan> {
  if (!mayReviewLoans(viewer.role)) throw new DomainError(403, forbidden);
  const view = can(viewer.role, 'approveAsBackoffice') ? null : managerStatuses(viewer.role, false);
  const loan =
    (await detailWireLoan(db, loanId, viewer.role, view)) ??
    (view && (await hasBeenAt(db, loanId, view))
      ? await detailWireLoan(db, loanId, viewer.role, null)
      : null);
  if (!loan) throw new DomainError(404, loanServiceMessages.loanNotFound);
  // Reviewers read the staff's own notes too (the justification for letting a blocked person through).
  const history = await loanHistories(db, [loan.id], { role: viewer.role, internal: true });
  return { ...loan, history: history.get(loan.id) ?? [] };
}

/** Whether the loan's log shows it moved into one of `statuses` at some step. */
async function hasBeenAt(db: Db, loanId: number, statuses: LoanStatus[]): Promise<boolean> {
  const [step] = await db
    .select({ id: loanTransitions.id })
    .from(loanTransitions)
    .where(and(eq(loanTransitions.loanId, loanId), inArray(loanTransitions.toStatus, statuses)))
    .limit(1);
  return step !== undefined;
}

/**
 * `POST lendingcontract/approve|reject`. A caller who may not act on this loan now learns only that (403 or 409),
 * never the approval's rules: 403 to whoever requested or drives it, 409 'already decided' when another approver
 * took the step first. `applyTransition` checks the same again under the row's lock, so a step taken by someone
 * else meanwhile still answers 409. The agent's address is never taken from the body: mail goes to the requester's
 * stored e-mail. A manager's rejection needs a reason, which is recorded and mailed.
 */
export async function decideLoan({
  db,
  action,
  body,
  reviewer,
  now,
  site,
}: {
  db: Db;
  action: 'approve' | 'reject';
  body: ApprovalBody;
  reviewer: Reviewer;
  now: Date;
  site: LoanSite;
}): Promise<WireLoan> {
  const [row] = await db.select().from(loans).where(eq(loans.id, body.idloan));
  if (!row || !isLoanStatus(row.status)) throw new DomainError(404, loanServiceMessages.loanNotFound);
  const actor: LoanActor = { kind: 'user', userId: reviewer.id, role: reviewer.role };
  const check = transitionOf(action, row.status, actor, row.requesterId, driverIdOf(row));
  if (!check.ok) throw new DomainError(check.reason === 'role' ? 403 : 409, check.message);

  const fields: ApprovalFields = {
    carId: body.carId ?? null,
    clientTier: body.clientTier,
    startDate: body.startDate,
    endDate: body.endDate,
    description: body.description,
    justification: body.justification,
  };
  // The requester and the driver both: a blocked driver is let through only with a justification, whoever asked.
  const blocked = await blockedPartiesOf(db, row);
  const problem = checkApproval(fields, todayInBrazil(now), {
    agentBlocked: blocked.length > 0,
    approving: action === 'approve',
    reasonRequired: rejectionNeedsReason(row.status),
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
          ...(blocked.length === 0 ? {} : { justification: body.justification }),
        }
      : // A rejection changes nothing but the status: its message is recorded and mailed.
        { message: body.description };
  // The loan as it now stands is read in the step's own transaction (applyTransitionThen says why).
  return applyTransitionThen({
    db,
    loanId: body.idloan,
    action,
    actor,
    details,
    now,
    site,
    answer: async (tx) => (await wireLoanById(tx, body.idloan, reviewer.role))!,
  });
}
