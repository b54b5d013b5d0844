import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { handoverTexts } from './handoverTexts';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  question: string;
  busy: boolean;
  /** Why the last try failed, in the server's words. */
  problem: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A yes/no question before an action that can't be undone (pickup, cancel). While the call runs the buttons wait;
 * a refusal stays in the dialog, so the user reads why and may close it.
 */
export function ConfirmDialog({
  show,
  title,
  question,
  busy,
  problem,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <Modal
      show={show}
      onHide={busy ? () => {} : onClose}
      centered
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-question`}
    >
      <Modal.Header closeButton={!busy} closeLabel={handoverTexts.close}>
        <Modal.Title as="h2" className="handover-modal__title" id={`${id}-title`}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id={`${id}-question`} className="mb-0">
          {question}
        </p>
        {problem && (
          <p className="handover-dialog__problem" role="alert">
            {problem}
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={onClose}>
          {handoverTexts.no}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm}>
          {busy ? (
            <>
              <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> {handoverTexts.working}
            </>
          ) : (
            handoverTexts.yes
          )}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
