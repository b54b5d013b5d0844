/**
 * Who is looking at the approval screens, and what they may do to a loan: the app asks the same transitions table
 * the server applies (`transitionOf`), never a list of roles of its own.
 */
import { isApiError, serverReasonOf } from '../../../lib/api/apiErrors';
import { isLoanStatus, transitionMessages, transitionOf, type LoanActor } from '../../../domain/loanStatus';
import { can } from '../../../domain/roles';

export interface ApprovalViewer {
  userId: number;
  role: number;
  /** `?admin=1`, which counts for the administrator only (`can` decides). */
  adminFlag: boolean;
}

export const actorOf = (viewer: ApprovalViewer): LoanActor => ({ kind: 'user', ...viewer });

/** The manager view (cards): roles 2 and 3, or the administrator with the flag. */
export const seesManagerView = (viewer: ApprovalViewer) =>
  can(viewer.role, 'approveAsManager', { adminFlag: viewer.adminFlag });

export const mayOpenApprovals = (viewer: ApprovalViewer) =>
  seesManagerView(viewer) || can(viewer.role, 'approveAsBackoffice');

/** The people a loan names: its requester and its driver's account. */
export interface LoanParties {
  requesterId: number;
  driverId: number | null;
}

export const partiesOf = (loan: { user: { id: number }; driver: { id: number | null } }): LoanParties => ({
  requesterId: loan.user.id,
  driverId: loan.driver.id,
});

/** Why the viewer may not approve or reject a loan in `status` (the transitions table's words), or null if they may. */
export function decisionRefusal(viewer: ApprovalViewer, status: number, parties: LoanParties): string | null {
  if (!isLoanStatus(status)) return transitionMessages.role;
  const actor = actorOf(viewer);
  for (const action of ['approve', 'reject'] as const) {
    const check = transitionOf(action, status, actor, parties.requesterId, parties.driverId);
    if (!check.ok) return check.message;
  }
  return null;
}

/** Whether the viewer may approve (and so reject) a loan in `status` naming `parties`. */
export const mayDecide = (viewer: ApprovalViewer, status: number, parties: LoanParties) =>
  decisionRefusal(viewer, status, parties) === null;

/** Whether the loan is the viewer's own to stay out of: they requested it or will drive it (no buttons then). */
export const isOwnLoan = (viewer: ApprovalViewer, parties: LoanParties) =>
  viewer.userId === parties.requesterId || viewer.userId === parties.driverId;

/** The server's words when it gave any, else the page's own. */
export function reasonOf(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  return serverReasonOf(error) ?? fallback;
}
