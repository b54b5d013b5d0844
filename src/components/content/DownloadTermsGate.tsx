import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { downloadAcceptedStorage } from '../../lib/storage';

/** Starts a file's download, as following its link with `download` would. */
function startDownload(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Media downloads wait for the download terms (spec sections 1 and 5): until the visitor has accepted them once
 * (`downloadAccepted` = 'accepted'), following a download link asks first, with the agreement box ticked as the spec
 * has it and the confirmation disabled while it is not. `request(href)` is what a download link calls on click: it
 * answers true when the terms were already accepted and the link may go ahead.
 */
export function useDownloadTerms() {
  const [pending, setPending] = useState<string | null>(null);
  const request = (href: string) => {
    if (downloadAcceptedStorage.read() === 'accepted') return true;
    setPending(href);
    return false;
  };
  const dialog = pending ? (
    <DownloadTermsPrompt
      onConfirm={() => {
        downloadAcceptedStorage.write('accepted');
        setPending(null);
        startDownload(pending);
      }}
      onCancel={() => setPending(null)}
    />
  ) : null;
  return { request, dialog };
}

function DownloadTermsPrompt({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [agreed, setAgreed] = useState(true);
  const checkboxId = useId();
  const titleId = useId();
  const checkboxRef = useRef<HTMLInputElement>(null);
  useEffect(() => checkboxRef.current?.focus(), []);
  return (
    <div className="download-terms" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="download-terms__title">
        Antes de baixar
      </p>
      <p>
        As fotos e os vídeos da sala de imprensa são para uso informativo, não comercial. Leia os{' '}
        <Link to={paths.legal.page('termoDownload')}>Termos de Uso para Download</Link>.
      </p>
      <div className="form-check">
        <input
          ref={checkboxRef}
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
      <div className="download-terms__actions">
        <button type="button" className="btn btn-primary btn-sm" disabled={!agreed} onClick={onConfirm}>
          Baixar
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </div>
  );
}
