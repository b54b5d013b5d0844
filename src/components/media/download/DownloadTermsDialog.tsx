import { useId, useState, type SyntheticEvent } from 'react';
import { Modal } from '../../dialogs/Modal';
import { Link } from 'react-router-dom';
import { paths } from '../../../domain/routes';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';
import './downloadTerms.scss';

export interface DownloadTermsDialogProps {
  show: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Events in a portal still bubble through React's tree: without this, a key or a swipe in the dialog opened from the
 * lightbox would also reach the lightbox (Escape closing it, an arrow changing its photo).
 */
const keepInside = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The download terms dialog (spec sections 4 and 5): a modal whose agreement box starts ticked, its 'Baixar'
 * disabled while it is not. Focus stays inside while it is open and goes back to where it was after. Loaded on
 * demand (useDownloadTerms): most visits never download, and those that do see it once.
 */
export default function DownloadTermsDialog({ show, onConfirm, onCancel }: DownloadTermsDialogProps) {
  const [agreed, setAgreed] = useState(true);
  const titleId = useId();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <div
      onKeyDown={(event) => {
        keepInside(event);
        // Stopped here, the key no longer reaches the modal's own listener on the document: Escape is handled here.
        if (event.key === 'Escape') onCancel();
      }}
      onPointerDown={keepInside}
      onPointerUp={keepInside}
      onWheel={keepInside}
    >
      <Modal
        show={show}
        onHide={onCancel}
        keyboard={false}
        onEnter={() => setAgreed(true)}
        aria-labelledby={titleId}
        centered
        animation={!reducedMotion}
        className="download-terms-modal"
        backdropClassName="download-terms-backdrop"
      >
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={titleId} as="h2" className="download-terms__title">
            Termos de uso para download
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            As fotos e os vídeos da sala de imprensa são para uso informativo, não comercial. Leia os{' '}
            <Link to={paths.legal.page.href('termoDownload')} target="_blank" rel="noopener">
              Termos de Uso para Download
              <span className="visually-hidden"> (abre em nova janela)</span>
            </Link>
            .
          </p>
          <div className="form-check">
            {/* Focus starts on the box, the dialog's question; the modal still returns it where it was. */}
            <input
              autoFocus
              id={`${titleId}-agree`}
              className="form-check-input"
              type="checkbox"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${titleId}-agree`}>
              Li e concordo com os Termos de Uso para Download
            </label>
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancelar
          </button>
          <button type="button" className="btn btn-primary" disabled={!agreed} onClick={onConfirm}>
            Baixar
          </button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}
