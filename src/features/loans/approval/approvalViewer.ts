/**
 * Who is looking at the approval screens, and what they may do to a loan: the app asks the same transitions table
 * the server applies (`transitionOf`), never a list of roles of its own.
 */
import { isApiError, serverReasonOf } from '../../../lib/api/apiErrors';
import { isLoanStatus, transitionOf, type LoanActor } from '../../../domain/loanStatus';
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

/** Whether the viewer may approve (and so reject) a loan in `status` owned by `ownerId`. */
export function mayDecide(viewer: ApprovalViewer, status: number, ownerId: number): boolean {
  if (!isLoanStatus(status)) return false;
  const actor = actorOf(viewer);
  return (
    transitionOf('approve', status, actor, ownerId).ok && transitionOf('reject', status, actor, ownerId).ok
  );
}

/** The server's words when it gave any, else the page's own. */
export function reasonOf(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  return serverReasonOf(error) ?? fallback;
}
