import Modal from 'react-bootstrap/Modal';
import { approvalTexts } from '../../../domain/approval';
import { approvalPageTexts } from './approvalPageTexts';

export type Decision = 'approve' | 'reject';

/**
 * 'Alerta!' (spec loan-area section 2): asks before an approval or a rejection is sent. react-bootstrap's Modal
 * traps the focus inside and gives it back to the button that opened it when it closes.
 */
export function ConfirmDecisionDialog({
  decision,
  busy,
  onConfirm,
  onCancel,
}: {
  decision: Decision | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = approvalPageTexts;
  return (
    <Modal show={decision !== null} onHide={onCancel} centered aria-labelledby="approval-confirm-title">
      <Modal.Header closeButton closeLabel={t.close}>
        <Modal.Title id="approval-confirm-title">{approvalTexts.confirmTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          {decision === 'reject' ? approvalTexts.confirmReject : approvalTexts.confirmApprove}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy}>
          {busy ? t.sending : t.confirm}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
