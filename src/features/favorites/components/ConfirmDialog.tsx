import { Modal } from '../../../components/dialogs/Modal';

export interface ConfirmDialogProps {
  show: boolean;
  /** The question, word for word from the spec ('Apagar esse objeto dos favoritos?'). */
  question: string;
  /** What the question is about, shown under it (the favorite's name); none for "all". */
  detail?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Once the dialog is gone; focus is the page's to place (the autofocused answer keeps Modal from restoring it). */
  onExited?: () => void;
}

/** A yes/no question before the favorites lose something. 'Não', the harmless answer, takes the focus. */
export function ConfirmDialog({ show, question, detail, onConfirm, onCancel, onExited }: ConfirmDialogProps) {
  return (
    <Modal
      show={show}
      onHide={onCancel}
      onExited={onExited}
      centered
      aria-labelledby="favorites-confirm-title"
    >
      <Modal.Body>
        <p id="favorites-confirm-title" className="favorites-confirm__question">
          {question}
        </p>
        {detail && <p className="favorites-confirm__detail">{detail}</p>}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} autoFocus>
          Não
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          Sim
        </button>
      </Modal.Footer>
    </Modal>
  );
}
