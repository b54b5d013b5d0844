import { lazy } from 'react';
import { Modal } from '../../../components/dialogs/Modal';
import { LazyPart } from '../../../components/layout/LazyPart';
import { PartLoadError } from '../../../components/layout/PartLoadError';
import { requestTexts } from './requestTexts';

// The policy's text loads only when someone opens it.
const PrivacyPolicyArticle = lazy(() => import('../../../components/legal/PrivacyPolicyArticle'));

/** 'Visualizar' (spec loan-area section 2): the terms, the site's privacy policy, in a large dialog. */
export function TermsDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <Modal show={show} onHide={onClose} size="lg" scrollable aria-labelledby="loan-terms-title">
      <Modal.Header closeButton closeLabel={requestTexts.close}>
        <Modal.Title id="loan-terms-title">{requestTexts.termsTitle}</Modal.Title>
      </Modal.Header>
      {/* Focusable, so the long text can be scrolled from the keyboard. */}
      <Modal.Body className="loan-request__terms-body" tabIndex={0}>
        {/* The wizard keeps its draft (draftStorage), so the notice's reload loses nothing typed. */}
        <LazyPart loading={<p role="status">{requestTexts.loading}</p>} failed={<PartLoadError />}>
          <PrivacyPolicyArticle />
        </LazyPart>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {requestTexts.close}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
