import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { eventTexts } from '../../domain/events';
import { eventsPageTexts } from './eventsPageTexts';

export interface ConfirmDialogProps {
  show: boolean;
  question: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** After the dialog is gone: where focus goes when the button that opened it is gone too. */
  onExited?: () => void;
}

/**
 * Sim/Não before an answer that can't be changed, over the event's dialog: its own backdrop covers the dialog below
 * (events.scss), and while the call runs the buttons wait.
 */
export function ConfirmDialog({ show, question, busy, onConfirm, onClose, onExited }: ConfirmDialogProps) {
  const id = useId();
  return (
    <Modal
      show={show}
      onHide={busy ? () => {} : onClose}
      onExited={onExited}
      centered
      className="event-confirm"
      backdropClassName="event-confirm__backdrop"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-question`}
    >
      <Modal.Header closeButton={!busy} closeLabel={eventsPageTexts.close}>
        <Modal.Title as="h2" className="event-dialog__title" id={`${id}-title`}>
          {eventsPageTexts.confirmTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id={`${id}-question`} className="mb-0">
          {question}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={onClose}>
          {eventTexts.no}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm}>
          {busy ? (
            <>
              <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> {eventsPageTexts.working}
            </>
          ) : (
            eventTexts.yes
          )}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
