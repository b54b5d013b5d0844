import { useId, useState } from 'react';
import { Modal } from '../../../components/dialogs/Modal';
import { Link } from 'react-router-dom';
import { loanRequestMessages } from '../../../domain/loanRequest';
import { paths } from '../../../domain/routes';
import type { MissingDriverData } from './loanRequestDraft';
import { requestTexts } from './requestTexts';

/**
 * 'Agente não encontrado' (spec loan-area sections 2 and 8): the driver lacks a CPF or an RG on record. For the user
 * as driver, each missing item's 'Ver Detalhes' links to their profile, where they fill it in. Another driver's
 * record is not the user's to fill: there 'Ver Detalhes' opens, under its line, what that person has to do.
 *
 * The links are underlined: in a line of text a link told apart by its colour alone fails WCAG 1.4.1.
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
    ? [
        missing.cpf && { key: 'cpf', text: m.cpfNotRegistered, details: requestTexts.otherDriverCpfDetails },
        missing.rg && { key: 'rg', text: m.rgNotRegistered, details: requestTexts.otherDriverRgDetails },
      ].filter((line) => line !== false)
    : [];
  return (
    <Modal show={missing !== null} onHide={onClose} centered aria-labelledby="loan-agent-not-found">
      <Modal.Header closeButton closeLabel={requestTexts.close}>
        <Modal.Title id="loan-agent-not-found">{m.agentNotFound}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{m.agentNotFoundText}</p>
        <ul className="loan-request__missing">
          {lines.map((line) =>
            missing?.other ? (
              <OtherDriverLine key={line.key} text={line.text} details={line.details} />
            ) : (
              <li key={line.key}>
                {line.text}{' '}
                <Link
                  className="loan-request__inline-link"
                  to={paths.registry.href()}
                  aria-label={`${m.seeDetails}: ${line.text}`}
                >
                  {m.seeDetails}
                </Link>
              </li>
            ),
          )}
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

/** A missing item of another driver: 'Ver Detalhes' shows and hides what they must do. */
function OtherDriverLine({ text, details }: { text: string; details: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <li>
      {text}{' '}
      <button
        type="button"
        className="loan-request__details-toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${loanRequestMessages.seeDetails}: ${text}`}
        onClick={() => setOpen((shown) => !shown)}
      >
        {loanRequestMessages.seeDetails}
      </button>
      <p id={id} className="loan-request__missing-details" hidden={!open}>
        {details}
      </p>
    </li>
  );
}
