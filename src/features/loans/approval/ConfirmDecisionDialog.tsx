import { useState } from 'react';
import { Modal } from '../../../components/dialogs/Modal';
import { RequiredTextField } from '../../../components/forms/RequiredTextField';
import {
  approvalLimits,
  approvalMessages,
  approvalTexts,
  checkRejectionReason,
} from '../../../domain/approval';
import { approvalPageTexts } from './approvalPageTexts';

export type Decision = 'approve' | 'reject';

/** What the dialog asked for besides the confirmation. */
export interface DecisionWords {
  /** The rejection's reason, mailed to the requester. */
  reason?: string;
  /** Why a blocked requester or driver is let through. */
  justification?: string;
}

/** A blocked person the approval would let through (the requester or the driver). */
export interface BlockedPerson {
  label: string;
  reason: string | null;
}

/**
 * 'Alerta!' (spec loan-area section 2): asks before an approval or a rejection is sent. Where the decision is taken
 * from a manager's card, which has no fields of its own, it also asks what the decision needs: a rejection's reason
 * (`askReason`, at least 10 characters) and, approving a blocked requester or driver (`blocked`), the spec's
 * 'Agente condutor bloqueado, deseja desbloquear?' with its required Justificativa. A rule broken shows under its
 * field and sends nothing. react-bootstrap's Modal traps the focus inside and gives it back to the button that
 * opened it when it closes.
 */
export function ConfirmDecisionDialog({
  decision,
  busy,
  onConfirm,
  onCancel,
  askReason = false,
  blocked = [],
}: {
  decision: Decision | null;
  busy: boolean;
  onConfirm: (words: DecisionWords) => void;
  onCancel: () => void;
  askReason?: boolean;
  blocked?: BlockedPerson[];
}) {
  const t = approvalPageTexts;
  const [reason, setReason] = useState('');
  const [justification, setJustification] = useState('');
  const [problem, setProblem] = useState<{ field: 'reason' | 'justification'; message: string } | null>(null);
  const withReason = decision === 'reject' && askReason;
  const withJustification = decision === 'approve' && blocked.length > 0;

  const reset = () => {
    setReason('');
    setJustification('');
    setProblem(null);
  };
  const cancel = () => {
    reset();
    onCancel();
  };
  const confirm = () => {
    if (withReason) {
      const message = checkRejectionReason(reason, true);
      if (message) return setProblem({ field: 'reason', message });
    }
    if (withJustification && !justification.trim())
      return setProblem({ field: 'justification', message: approvalMessages.justificationRequired });
    const words: DecisionWords = {
      ...(withReason ? { reason: reason.trim() } : {}),
      ...(withJustification ? { justification: justification.trim() } : {}),
    };
    reset();
    onConfirm(words);
  };

  return (
    <Modal show={decision !== null} onHide={cancel} centered aria-labelledby="approval-confirm-title">
      <Modal.Header closeButton closeLabel={t.close}>
        <Modal.Title id="approval-confirm-title">{approvalTexts.confirmTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body className="approval-confirm">
        <p className="mb-0">
          {decision === 'reject' ? approvalTexts.confirmReject : approvalTexts.confirmApprove}
        </p>
        {withJustification && (
          <div className="approval-blocked">
            {blocked.map((person) => (
              <p className="approval-blocked__status" key={person.label}>
                <strong>{approvalTexts.blocked}</strong> {person.label}
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
            <RequiredTextField
              id="approval-confirm-justification"
              label={`${approvalTexts.unblockQuestion} ${approvalTexts.justification}*`}
              problem={problem?.field === 'justification' ? problem.message : null}
              name="justification"
              rows={3}
              maxLength={approvalLimits.justificationMax}
              value={justification}
              onChange={(value) => {
                setJustification(value);
                setProblem(null);
              }}
            />
          </div>
        )}
        {withReason && (
          <RequiredTextField
            id="approval-confirm-reason"
            label={t.rejectionReason}
            hint={t.rejectionReasonHint}
            problem={problem?.field === 'reason' ? problem.message : null}
            name="reason"
            rows={4}
            maxLength={approvalLimits.messageMax}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setProblem(null);
            }}
          />
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={cancel} disabled={busy}>
          {t.cancel}
        </button>
        <button type="button" className="btn btn-primary" onClick={confirm} disabled={busy}>
          {busy ? t.sending : t.confirm}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
