import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../domain/routes';
import { downloadAcceptedStorage } from '../../../lib/storage';
import type { LegalIndexState } from '../legalIndexState';

/**
 * The acceptance at the end of the download terms (spec sections 4 and 5): 'Aceitar' is enabled only once the box is
 * ticked; accepting stores `downloadAccepted` = 'accepted' (later downloads skip the dialog) and returns to the index.
 */
export function DownloadAcceptance() {
  const navigate = useNavigate();
  const checkboxId = useId();
  const headingId = useId();
  const [agreed, setAgreed] = useState(false);
  const [alreadyAccepted] = useState(() => downloadAcceptedStorage.read() === 'accepted');

  const accept = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) return;
    downloadAcceptedStorage.write('accepted');
    const state: LegalIndexState = { downloadTermsAccepted: true };
    navigate(paths.legal.index.href(), { state });
  };

  return (
    <form className="legal-acceptance" aria-labelledby={headingId} onSubmit={accept}>
      <h2 id={headingId} className="legal-acceptance__title">
        Aceite dos termos
      </h2>
      {alreadyAccepted && (
        <p className="legal-acceptance__note">Você já aceitou estes termos neste navegador.</p>
      )}
      <div className="form-check">
        <input
          id={checkboxId}
          className="form-check-input"
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={checkboxId}>
          Li e concordo com os Termos de Uso para Download
        </label>
      </div>
      <button type="submit" className="btn btn-primary legal-acceptance__button" disabled={!agreed}>
        Aceitar
      </button>
    </form>
  );
}
