import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../../components/forms/FormField';
import { RequiredTextField } from '../../../components/forms/RequiredTextField';
import {
  approvalLimits,
  approvalTexts,
  clientTiers,
  rejectionNeedsReason,
  type ApprovalProblem,
} from '../../../domain/approval';
import { todayInBrazil } from '../../../domain/brazilTime';
import { transitionMessages } from '../../../domain/loanStatus';
import { isApiError } from '../../../lib/api/apiErrors';
import type { WireLoan } from '../../../domain/loanSchemas';
import { paths } from '../../../domain/routes';
import { useApproveLoanMutation, useRejectLoanMutation } from '../approvalApi';
import { AgentCards } from './AgentCards';
import { approvalBodyOf, changeDraft, initialDraft, problemOf, type ApprovalDraft } from './approvalDraft';
import { approvalPageTexts as t } from './approvalPageTexts';
import { isOwnLoan, mayDecide, partiesOf, reasonOf, type ApprovalViewer } from './approvalViewer';
import { CnhPictureDialog } from './CnhPictureDialog';
import { ConfirmDecisionDialog, type Decision } from './ConfirmDecisionDialog';
import { DriverCard } from './DriverCard';
import { FleetChoice } from './FleetChoice';

/**
 * /aprovacao/{id} (spec loan-area sections 2, 5 and 9), in the spec's order: tier, agent and media type; the agent's
 * cards, the driver's (the requester or another person) and the licence picture; the Pauta; the unblocking of a
 * blocked requester or driver; the message to the agent (a manager's rejection reason); the model, period and fleet
 * vehicle; Reprovar and Aprovar behind 'Alerta!'. A refusal from the server (409 'Veículo indisponível no período',
 * 400, 403) shows in the alert region and leaves everything typed in place; a 409 also asks the page to read the
 * loan again (`onStale`): another approver may have decided it. The viewer's own loan (requested or driven) offers
 * no decision at all.
 */
export function ApprovalForm({
  loan,
  viewer,
  onStale,
}: {
  loan: WireLoan;
  viewer: ApprovalViewer;
  /** Read the loan again after a 409, whose words are `message`. */
  onStale?: (message: string) => void;
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ApprovalDraft>(() => initialDraft(loan));
  const [cnhOpen, setCnhOpen] = useState(false);
  const [pending, setPending] = useState<Decision | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldProblem, setFieldProblem] = useState<ApprovalProblem | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [approve, approving] = useApproveLoanMutation();
  const [reject, rejecting] = useRejectLoanMutation();
  const busy = approving.isLoading || rejecting.isLoading;
  const today = todayInBrazil(new Date());
  const locked = loan.status === 4;
  const parties = partiesOf(loan);
  const own = isOwnLoan(viewer, parties);
  const allowed = mayDecide(viewer, loan.status, parties);
  // The requester and the driver, once each, who are blocked: either needs the justification.
  const blockedPeople = [
    ...(loan.user.isAllowed
      ? []
      : [{ name: loan.user.name, reason: loan.user.deniedReason, isDriver: false }]),
    ...(loan.driver.isAllowed || loan.driver.id === loan.user.id
      ? []
      : [{ name: loan.driver.name, reason: loan.driver.deniedReason, isDriver: true }]),
  ];
  const blocked = blockedPeople.length > 0;
  const change = (changes: Partial<ApprovalDraft>) => setDraft((current) => changeDraft(current, changes));

  const showProblem = (message: string) => {
    setProblem(message);
    // The alert region is announced; the focus goes there too so a keyboard user lands on it.
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const ask = (decision: Decision) => {
    const found = problemOf(draft, today, {
      agentBlocked: blocked,
      approving: decision === 'approve',
      reasonRequired: rejectionNeedsReason(loan.status),
    });
    setFieldProblem(found);
    if (found) return showProblem(found.message);
    setProblem(null);
    setPending(decision);
  };

  const send = async () => {
    if (!pending) return;
    const body = approvalBodyOf(loan, draft);
    try {
      await (pending === 'approve' ? approve(body) : reject(body)).unwrap();
      // Back on the queue, which says what was recorded (and takes the focus there: lib/a11y/useRouteFocus.ts).
      navigate(paths.loans.approvals.href({ admin: viewer.adminFlag }), {
        state: { outcome: t.decided(loan.number, pending === 'approve') },
      });
    } catch (error) {
      setPending(null);
      const message = reasonOf(error, t.failed);
      showProblem(message);
      if (isApiError(error) && error.status === 409) onStale?.(message);
    }
  };

  const counterId = 'approval-message-counter';
  const actionsNoteId = 'approval-actions-note';
  const actionsNote = own ? transitionMessages.own : !allowed ? t.cannotAct : null;
  // Only an approval assigns a vehicle: a request is turned down without one (DECISIONS, 'Loan approval').
  const vehicleNoteId = 'approval-vehicle-note';
  const needsVehicle = !own && allowed && draft.carId === null;
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;

  return (
    <form className="approval-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="approval-agent">
        <FormField id="approval-tier" label={t.tier} kind="select" className="approval-agent__tier">
          {(control) => (
            <select
              {...control}
              name="clientTier"
              value={draft.clientTier ?? ''}
              disabled={locked}
              onChange={(event) =>
                change({ clientTier: event.target.value ? Number(event.target.value) : null })
              }
            >
              <option value="">{t.chooseTier}</option>
              {clientTiers.map((tier) => (
                <option key={tier} value={tier}>
                  {t.tierOption(tier)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <dl className="approval-agent__facts">
          <div>
            <dt>{t.agentName}</dt>
            <dd>{loan.user.name}</dd>
          </div>
          <div>
            <dt>{t.mediaType}</dt>
            <dd>{loan.user.midia_type || t.empty}</dd>
          </div>
        </dl>
      </div>

      <AgentCards loan={loan} />
      <DriverCard driver={loan.driver} onSeeCnh={() => setCnhOpen(true)} />

      <FormField id="approval-pauta" label={t.pauta}>
        {(control) => (
          <textarea
            {...control}
            name="pauta"
            rows={4}
            maxLength={approvalLimits.descriptionMax}
            value={draft.pauta}
            disabled={locked}
            onChange={(event) => change({ pauta: event.target.value })}
          />
        )}
      </FormField>

      {blocked && (
        <div className="approval-blocked">
          {blockedPeople.map((person) => (
            <p className="approval-blocked__status" key={person.isDriver ? 'driver' : 'requester'}>
              <strong>{approvalTexts.blocked}</strong>{' '}
              <span className="approval-blocked__who">{t.blockedPerson(person.name, person.isDriver)}</span>
              {person.reason && (
                <>
                  {' '}
                  <span>
                    {t.deniedReason}: {person.reason}
                  </span>
                </>
              )}
            </p>
          ))}
          <fieldset className="approval-fieldset">
            <legend>{approvalTexts.unblockQuestion}</legend>
            {([true, false] as const).map((value) => (
              <div className="form-check form-check-inline" key={String(value)}>
                <input
                  id={`approval-unblock-${value}`}
                  className="form-check-input"
                  type="radio"
                  name="unblock"
                  checked={draft.unblock === value}
                  onChange={() => change({ unblock: value })}
                />
                <label className="form-check-label" htmlFor={`approval-unblock-${value}`}>
                  {value ? t.yes : t.no}
                </label>
              </div>
            ))}
          </fieldset>
          {draft.unblock && (
            <RequiredTextField
              id="approval-justification"
              label={`${approvalTexts.justification}*`}
              name="justification"
              rows={3}
              maxLength={approvalLimits.justificationMax}
              value={draft.justification}
              onChange={(justification) => change({ justification })}
            />
          )}
        </div>
      )}

      <FormField
        id="approval-message"
        label={t.message}
        hint={t.messageHint}
        problem={fieldProblem?.field === 'description' ? fieldProblem.message : null}
      >
        {(control) => (
          <>
            <textarea
              {...control}
              aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
              name="message"
              rows={5}
              maxLength={approvalLimits.messageMax}
              value={draft.message}
              disabled={locked}
              onChange={(event) => {
                change({ message: event.target.value });
                if (fieldProblem?.field === 'description') setFieldProblem(null);
              }}
            />
            <div id={counterId} className="approval-counter">
              {t.counter(draft.message.length, approvalLimits.messageMax)}
            </div>
          </>
        )}
      </FormField>

      <FleetChoice loan={loan} draft={draft} today={today} disabled={locked} onChange={change} />

      <div ref={alertRef} tabIndex={-1} className="approval-alert" role="alert">
        {problem && <div className="alert alert-danger mb-0">{problem}</div>}
      </div>

      <div className="approval-actions">
        {actionsNote && (
          <p id={actionsNoteId} className="approval-note">
            {actionsNote}
          </p>
        )}
        {needsVehicle && (
          <p id={vehicleNoteId} className="approval-note">
            {t.chooseVehicleFirst}
          </p>
        )}
        {!own && (
          <>
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={!allowed || busy}
              aria-describedby={describedBy(!!actionsNote && actionsNoteId)}
              onClick={() => ask('reject')}
            >
              {approvalTexts.reject}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!allowed || draft.carId === null || busy}
              aria-describedby={describedBy(!!actionsNote && actionsNoteId, needsVehicle && vehicleNoteId)}
              onClick={() => ask('approve')}
            >
              {approvalTexts.approve}
            </button>
          </>
        )}
      </div>

      <CnhPictureDialog
        picture={loan.driver.cnhPicture || (loan.driver.isRequester ? loan.user.cnhPicture : '')}
        driverName={loan.driver.name || loan.user.name}
        show={cnhOpen}
        onClose={() => setCnhOpen(false)}
      />
      <ConfirmDecisionDialog
        decision={pending}
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}
