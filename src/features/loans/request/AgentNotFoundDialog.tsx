import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router-dom';
import { loanRequestMessages } from '../../../domain/loanRequest';
import { paths } from '../../../domain/routes';
import type { MissingDriverData } from './loanRequestDraft';
import { requestTexts } from './requestTexts';

/**
 * 'Agente não encontrado' (spec loan-area sections 2 and 8): the driver lacks a CPF or an RG on record; each missing
 * item links to the profile, where it is filled in.
 */
export function AgentNotFoundDialog({
  missing,
  onClose,
}: {
  missing: MissingDriverData | null;
  onClose: () => void;
}) {
  const m = loanRequestMessages;
  const lines = missing
    ? [missing.cpf && m.cpfNotRegistered, missing.rg && m.rgNotRegistered].filter((line) => line !== false)
    : [];
  return (
    <Modal show={missing !== null} onHide={onClose} centered aria-labelledby="loan-agent-not-found">
      <Modal.Header closeButton closeLabel={requestTexts.close}>
        <Modal.Title id="loan-agent-not-found">{m.agentNotFound}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{m.agentNotFoundText}</p>
        <ul className="loan-request__missing">
          {lines.map((line) => (
            <li key={line}>
              {line}{' '}
              <Link to={paths.registry.href()} aria-label={`${m.seeDetails}: ${line}`}>
                {m.seeDetails}
              </Link>
            </li>
          ))}
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {requestTexts.close}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
