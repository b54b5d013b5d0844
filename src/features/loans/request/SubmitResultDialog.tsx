import { Modal } from '../../../components/dialogs/Modal';
import { loanRequestMessages } from '../../../domain/loanRequest';
import { requestTexts } from './requestTexts';

export type SubmitResult = { sent: true } | { sent: false; reason?: string };

/**
 * 'Solicitação Enviada!' (spec loan-area sections 2 and 8), titled so whatever the outcome, as the spec has it: the
 * success text, or the failure text with the API's reason when it gave one.
 */
export function SubmitResultDialog({
  result,
  onClose,
}: {
  result: SubmitResult | null;
  onClose: () => void;
}) {
  const m = loanRequestMessages;
  return (
    <Modal show={result !== null} onHide={onClose} centered aria-labelledby="loan-submit-result">
      <Modal.Header closeButton closeLabel={requestTexts.close}>
        <Modal.Title id="loan-submit-result">{m.submittedTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {result?.sent ? (
          <p>{m.submitted}</p>
        ) : (
          <>
            <p>{m.notSubmitted}</p>
            {result?.reason && <p>{requestTexts.serverSaid(result.reason)}</p>}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {requestTexts.close}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
