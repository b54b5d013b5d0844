import { useState } from 'react';
import { Link } from 'react-router-dom';
import { approvalTexts } from '../../../domain/approval';
import { isoToShownDate } from '../../../domain/loanDates';
import type { ApprovalListItem } from '../../../domain/loanSchemas';
import { paths } from '../../../domain/routes';
import { useApproveLoanMutation, useRejectLoanMutation } from '../approvalApi';
import { approvalPageTexts } from './approvalPageTexts';
import { mayDecide, reasonOf, type ApprovalViewer } from './approvalViewer';
import { ConfirmDecisionDialog, type Decision } from './ConfirmDecisionDialog';
import { tierOf } from './BackofficeTable';

const t = approvalPageTexts;

/**
 * The manager view (spec loan-area section 2): a card per request with its car, requester, media and Pauta, and
 * Aprovar / Reprovar. The decision keeps the vehicle, tier and dates backoffice chose. The buttons are off at status
 * 3 (spec section 4: that step is taken from the detail page) and wherever the transitions table refuses the viewer.
 */
export function ManagerCards({ loans, viewer }: { loans: ApprovalListItem[]; viewer: ApprovalViewer }) {
  const [pending, setPending] = useState<{ loan: ApprovalListItem; decision: Decision } | null>(null);
  const [problem, setProblem] = useState<{ loanId: number; message: string } | null>(null);
  const [approve, approving] = useApproveLoanMutation();
  const [reject, rejecting] = useRejectLoanMutation();
  const busy = approving.isLoading || rejecting.isLoading;

  const send = async () => {
    if (!pending) return;
    const { loan, decision } = pending;
    const body = {
      idloan: loan.id,
      carId: loan.car_frotum_id,
      clientTier: tierOf(loan),
      startDate: loan.startDate,
      endDate: loan.endDate,
    };
    try {
      await (decision === 'approve' ? approve(body) : reject(body)).unwrap();
      setProblem(null);
    } catch (error) {
      setProblem({ loanId: loan.id, message: reasonOf(error, t.failed) });
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <ul className="approval-cards" aria-label={t.tableCaption}>
        {loans.map((loan) => {
          const listBlocked = loan.status === 3;
          const allowed = !listBlocked && mayDecide(viewer, loan.status, loan.user.id);
          const titleId = `approval-card-${loan.id}`;
          const noteId = `${titleId}-note`;
          const car = loan.car_frotum ? `${loan.car_frotum.title} · ${loan.car_frotum.frota}` : t.noVehicle;
          return (
            <li key={loan.id} className="approval-card" aria-labelledby={titleId}>
              <h2 id={titleId} className="approval-card__title">
                {car}
              </h2>
              <dl className="approval-card__facts">
                <div>
                  {/* The number people quote on the phone and in e-mails. */}
                  <dt>{t.columns.number}</dt>
                  <dd>{loan.number}</dd>
                </div>
                <div>
                  <dt>{t.requester}</dt>
                  <dd>{loan.user.name}</dd>
                </div>
                <div>
                  <dt>{t.media}</dt>
                  <dd>{loan.user.midia_name || t.empty}</dd>
                </div>
                <div>
                  <dt>{t.period}</dt>
                  <dd>
                    {isoToShownDate(loan.startDate, true)}–{isoToShownDate(loan.endDate, true)}
                  </dd>
                </div>
                <div>
                  <dt>{t.status}</dt>
                  <dd>{loan.statusText}</dd>
                </div>
                <div className="approval-card__pauta">
                  <dt>{t.pauta}</dt>
                  <dd>{loan.description}</dd>
                </div>
              </dl>
              {problem?.loanId === loan.id && (
                <div className="alert alert-danger" role="alert">
                  {problem.message}
                </div>
              )}
              {listBlocked && (
                <p id={noteId} className="approval-card__note">
                  {t.approveFromDetail}
                </p>
              )}
              <div className="approval-card__actions">
                <button
                  type="button"
                  className="btn btn-outline-danger"
                  disabled={!allowed || busy}
                  aria-describedby={listBlocked ? noteId : undefined}
                  onClick={() => setPending({ loan, decision: 'reject' })}
                >
                  {approvalTexts.reject}
                </button>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={!allowed || busy}
                  aria-describedby={listBlocked ? noteId : undefined}
                  onClick={() => setPending({ loan, decision: 'approve' })}
                >
                  {approvalTexts.approve}
                </button>
                <Link
                  className="approval-card__details"
                  to={paths.loans.approval.href(loan.id, { admin: viewer.adminFlag })}
                  aria-label={`${t.seeDetails} ${loan.number}`}
                >
                  {t.seeDetails}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDecisionDialog
        decision={pending?.decision ?? null}
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
