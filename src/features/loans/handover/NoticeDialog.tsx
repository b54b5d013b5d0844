import { useId } from 'react';
import { Modal } from '../../../components/dialogs/Modal';
import { handoverTexts } from './handoverTexts';

/** The outcome of an action ('Obrigado', 'Checklist Enviado!'); however it is closed, `onClose` decides what next. */
export function NoticeDialog({
  show,
  title,
  text,
  onClose,
}: {
  show: boolean;
  title: string;
  text: string;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel={handoverTexts.close}>
        <Modal.Title as="h2" className="handover-modal__title" id={`${id}-title`}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{text}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {handoverTexts.close}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
