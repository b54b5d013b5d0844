import { displayTitle } from '../../../domain/format';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { approvalTexts, rejectionNeedsReason } from '../../../domain/approval';
import { isoToShownDate } from '../../../domain/loanDates';
import type { ApprovalListItem } from '../../../domain/loanSchemas';
import { transitionMessages } from '../../../domain/loanStatus';
import { paths } from '../../../domain/routes';
import { useApproveLoanMutation, useRejectLoanMutation } from '../approvalApi';
import { approvalPageTexts } from './approvalPageTexts';
import { isOwnLoan, mayDecide, partiesOf, reasonOf, type ApprovalViewer } from './approvalViewer';
import { CnhPictureDialog } from './CnhPictureDialog';
import {
  ConfirmDecisionDialog,
  type BlockedPerson,
  type Decision,
  type DecisionWords,
} from './ConfirmDecisionDialog';
import { DriverStatus, driverKindOf } from './DriverCard';
import { tierOf } from './BackofficeTable';

const t = approvalPageTexts;

/** The blocked people approving `loan` lets through: its requester's block is on the detail; the card shows the driver's. */
const blockedOf = (loan: ApprovalListItem): BlockedPerson[] =>
  loan.driver.isAllowed
    ? []
    : [{ label: t.blockedPerson(loan.driver.name, true), reason: loan.driver.deniedReason }];

/**
 * The manager view (spec loan-area section 2): a card per request with its car, requester, driver (name, CPF, CNH,
 * licence picture, block), media and Pauta, and Aprovar / Reprovar. The decision keeps the vehicle, tier and dates
 * backoffice chose; the confirmation asks a rejection's reason, and a blocked driver's justification. The buttons are
 * off at status 3 (spec section 4: that step is taken from the detail page) and wherever the transitions table
 * refuses the viewer, and absent on the viewer's own loans (requested or driven), which say why instead. A request
 * another approver decided first (409) leaves the list, which is read again: the message stays above it.
 */
export function ManagerCards({ loans, viewer }: { loans: ApprovalListItem[]; viewer: ApprovalViewer }) {
  const [pending, setPending] = useState<{ loan: ApprovalListItem; decision: Decision } | null>(null);
  const [problem, setProblem] = useState<{ loanId: number; message: string } | null>(null);
  const [cnhOf, setCnhOf] = useState<ApprovalListItem | null>(null);
  const [approve, approving] = useApproveLoanMutation();
  const [reject, rejecting] = useRejectLoanMutation();
  const busy = approving.isLoading || rejecting.isLoading;

  const send = async (words: DecisionWords) => {
    if (!pending) return;
    const { loan, decision } = pending;
    const body = {
      idloan: loan.id,
      carId: loan.car_frotum_id,
      clientTier: tierOf(loan),
      startDate: loan.startDate,
      endDate: loan.endDate,
      ...(words.reason === undefined ? {} : { description: words.reason }),
      ...(words.justification === undefined ? {} : { justification: words.justification }),
    };
    try {
      await (decision === 'approve' ? approve(body) : reject(body)).unwrap();
      setProblem(null);
    } catch (error) {
      // A refusal invalidates the list too (approvalApi): a request decided by someone else meanwhile leaves it.
      setProblem({ loanId: loan.id, message: reasonOf(error, t.failed) });
    } finally {
      setPending(null);
    }
  };

  // The loan the message is about may have left the list (decided by someone else): the message then shows above it.
  const orphanProblem = problem && !loans.some((loan) => loan.id === problem.loanId) ? problem : null;

  return (
    <>
      {orphanProblem && (
        <div className="alert alert-warning" role="alert">
          {orphanProblem.message}
        </div>
      )}
      <ul className="approval-cards" aria-label={t.tableCaption}>
        {loans.map((loan) => {
          const listBlocked = loan.status === 3;
          const parties = partiesOf(loan);
          const own = isOwnLoan(viewer, parties);
          const allowed = !listBlocked && mayDecide(viewer, loan.status, parties);
          const titleId = `approval-card-${loan.id}`;
          const noteId = `${titleId}-note`;
          const car = loan.car_frotum
            ? `${displayTitle(loan.car_frotum.title)} · ${loan.car_frotum.frota}`
            : t.noVehicle;
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
                <div className="approval-card__driver">
                  <dt>{t.driver}</dt>
                  <dd>
                    {/* The requester's name is on the card already: a second one is another person's. */}
                    {loan.driver.isRequester ? (
                      <span>{driverKindOf(loan.driver)}</span>
                    ) : (
                      <>
                        <span className="approval-card__driver-name">{loan.driver.name}</span>{' '}
                        <span className="approval-card__driver-kind">({driverKindOf(loan.driver)})</span>
                      </>
                    )}{' '}
                    <DriverStatus driver={loan.driver} />
                    {!loan.driver.isAllowed && loan.driver.deniedReason && (
                      <span className="approval-driver__reason">
                        {t.deniedReason}: {loan.driver.deniedReason}
                      </span>
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{t.cpf}</dt>
                  <dd>{loan.driver.cpf || t.empty}</dd>
                </div>
                <div>
                  <dt>{t.cnh}</dt>
                  <dd>
                    {loan.driver.cnh || t.empty}{' '}
                    <button
                      type="button"
                      className="btn btn-link approval-card__cnh"
                      onClick={() => setCnhOf(loan)}
                      aria-label={`${approvalTexts.seeCnh}: ${loan.driver.name}`}
                    >
                      {approvalTexts.seeCnh}
                    </button>
                  </dd>
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
              {own ? (
                <p className="approval-card__note approval-note--warning">{transitionMessages.own}</p>
              ) : (
                listBlocked && (
                  <p id={noteId} className="approval-card__note">
                    {t.approveFromDetail}
                  </p>
                )
              )}
              <div className="approval-card__actions">
                {!own && (
                  <>
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
                  </>
                )}
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
        askReason={pending ? rejectionNeedsReason(pending.loan.status) : false}
        blocked={pending ? blockedOf(pending.loan) : []}
        onConfirm={(words) => void send(words)}
        onCancel={() => setPending(null)}
      />
      <CnhPictureDialog
        picture={cnhOf?.driver.cnhPicture ?? ''}
        driverName={cnhOf?.driver.name ?? ''}
        show={cnhOf !== null}
        onClose={() => setCnhOf(null)}
      />
    </>
  );
}
