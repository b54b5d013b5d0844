import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import type { EditorialNews } from '../../../domain/editorialSchemas';
import { config } from '../../../lib/config';
import { brazilDateTimeText } from '../../../domain/brazilTime';
import { editorialProblemOf } from '../editorialProblem';
import { useMakeNewsPreviewLinkMutation, useRevokeNewsPreviewLinkMutation } from './previewLinkApi';
import { shareTexts } from './shareTexts';
import './newsShare.scss';

const t = shareTexts.link;

/** What a change of the link changes of the item: its address, its link and its history, never its content. */
export type PreviewLinkChange = Pick<EditorialNews, 'url' | 'previewLink' | 'changes'>;

/** Copies `text`; false when neither the clipboard nor the browser's copy command took it. */
async function copied(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    // Absent outside a secure context (a newsroom reached at a LAN address over http).
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.focus();
    field?.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/**
 * The preview link of an unpublished item, in the news editor's side column: the link to copy and send (the whole
 * address, its token included), when it expires, 'Revogar link' (asked once: whoever has it stops seeing the draft at
 * once) and 'Gerar novo link'. An expired or revoked link is said so, with only 'Gerar novo link'. Changing the link
 * is no edit of the item: what the press officer is typing stays as it is, unsaved or not. The panel shows the link
 * its own calls answered until the editor holds a newer read of the item (a save or a move answers its link too);
 * `onChange` tells the editor, for its 'Pré-visualizar' and its history.
 */
export function PreviewLinkPanel({
  news,
  onChange,
}: {
  news: EditorialNews;
  onChange?: (link: PreviewLinkChange) => void;
}) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [make, making] = useMakeNewsPreviewLinkMutation();
  const [revoke, revoking] = useRevokeNewsPreviewLinkMutation();
  const busy = making.isLoading || revoking.isLoading;
  const [answered, setAnswered] = useState<{ of: EditorialNews; link: PreviewLinkChange } | null>(null);
  const link = (answered?.of === news ? answered.link : news).previewLink;
  const address = link ? new URL(link.url, new URL(config.publicUrl, window.location.href)).href : '';

  const changed = (next: EditorialNews, said: string) => {
    const change = { url: next.url, previewLink: next.previewLink, changes: next.changes };
    setAnswered({ of: news, link: change });
    onChange?.(change);
    setStatus(said);
  };

  const copy = async () => {
    setProblem(null);
    setStatus('');
    setStatus((await copied(address, field.current)) ? t.copied : t.copyByHand);
  };

  const makeLink = async () => {
    setProblem(null);
    setStatus('');
    try {
      changed(await make(news.id).unwrap(), t.made);
    } catch (error) {
      setProblem(editorialProblemOf(error));
    }
  };

  const revokeLink = async () => {
    setProblem(null);
    setStatus('');
    try {
      changed(await revoke(news.id).unwrap(), t.revoked);
      setAsking(false);
    } catch (error) {
      setProblem(editorialProblemOf(error));
    }
  };

  const open = link !== null && !link.expired;
  return (
    <fieldset className="editorial-fieldset preview-link">
      <legend className="editorial-fieldset__legend">{t.legend}</legend>
      <p className="form-text preview-link__intro">{t.intro}</p>
      {open && (
        <>
          <label className="visually-hidden" htmlFor={`${id}-address`}>
            {t.address}
          </label>
          <input
            ref={field}
            id={`${id}-address`}
            className="form-control preview-link__address"
            type="text"
            readOnly
            value={address}
            aria-describedby={`${id}-expiry`}
            onFocus={(event) => event.target.select()}
          />
          <p id={`${id}-expiry`} className="preview-link__expiry">
            {t.expiresAt(brazilDateTimeText(link.expiresAt))}
          </p>
        </>
      )}
      {link?.expired && <p className="preview-link__gone">{t.expired(brazilDateTimeText(link.expiresAt))}</p>}
      {!link && <p className="preview-link__gone">{t.none}</p>}
      <div className="preview-link__actions">
        {open && (
          <>
            <button type="button" className="btn btn-outline-primary" onClick={() => void copy()}>
              {t.copy}
            </button>
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={busy}
              onClick={() => {
                setProblem(null);
                setAsking(true);
              }}
            >
              {t.revoke}
            </button>
          </>
        )}
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={busy}
          onClick={() => void makeLink()}
        >
          {t.make}
        </button>
      </div>
      {/* A live region of its own rather than a second `status` beside the editor's save outcome. */}
      <p className="preview-link__status" aria-live="polite">
        {status}
      </p>
      {problem && !asking && (
        <p className="alert alert-danger" role="alert">
          {problem}
        </p>
      )}
      <ConfirmDialog
        show={asking}
        title={t.revokeTitle}
        question={t.revokeQuestion}
        busy={revoking.isLoading}
        problem={problem}
        onConfirm={() => void revokeLink()}
        onClose={() => setAsking(false)}
      />
    </fieldset>
  );
}
