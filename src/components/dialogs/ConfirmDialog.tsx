import { useId } from 'react';
import { Modal } from './Modal';
import Spinner from 'react-bootstrap/Spinner';
import { confirmTexts } from './confirmTexts';
import './confirmDialog.scss';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  question: string;
  busy: boolean;
  /** Why the last try failed, in the server's words; it stays in the dialog so the user reads it. */
  problem?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** After the dialog is gone: where focus goes when the button that opened it is gone too. */
  onExited?: () => void;
  /** Opened over another dialog: the dialog and its backdrop go above that one's (confirmDialog.scss). */
  stacked?: boolean;
}

/**
 * Sim/Não before an action that can't be undone (a pickup, a cancellation, an answer to an invitation). While the
 * call runs the buttons wait and the dialog can't be dismissed.
 */
export function ConfirmDialog({
  show,
  title,
  question,
  busy,
  problem = null,
  onConfirm,
  onClose,
  onExited,
  stacked = false,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <Modal
      show={show}
      onHide={busy ? () => {} : onClose}
      onExited={onExited}
      // A click outside is no answer: the second click of a double click on the button that opened the dialog
      // lands on its backdrop, and would close the question before it was read. 'Não', the ×, and Escape close it.
      backdrop="static"
      centered
      className={stacked ? 'confirm-dialog--stacked' : undefined}
      backdropClassName={stacked ? 'confirm-dialog__backdrop--stacked' : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-question`}
    >
      <Modal.Header closeButton={!busy} closeLabel={confirmTexts.close}>
        <Modal.Title as="h2" className="confirm-dialog__title" id={`${id}-title`}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id={`${id}-question`} className="mb-0">
          {question}
        </p>
        {problem && (
          <p className="confirm-dialog__problem" role="alert">
            {problem}
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={onClose}>
          {confirmTexts.no}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm}>
          {busy ? (
            <>
              <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> {confirmTexts.working}
            </>
          ) : (
            confirmTexts.yes
          )}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
