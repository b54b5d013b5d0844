import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import type { ListPublication } from '../../../domain/editorialListSchemas';
import { brazilDateTimeText } from '../../../domain/brazilTime';
import { listsTexts } from './listsTexts';

const t = listsTexts.publication;

/**
 * Where a list saved whole stands, at the top of its editor: a draft the public does not see yet, or the published
 * list; who saved the draft and who published last, and when.
 */
export function ListPublicationState({ publication }: { publication: ListPublication }) {
  const draft = publication.state === 'draft';
  const saved =
    draft && publication.draftSavedAt && publication.draftSavedBy
      ? t.draftSaved(brazilDateTimeText(publication.draftSavedAt), publication.draftSavedBy)
      : null;
  const published =
    publication.publishedAt && publication.publishedBy
      ? t.lastPublished(brazilDateTimeText(publication.publishedAt), publication.publishedBy)
      : null;
  return (
    <div className={`list-publication list-publication--${publication.state}`}>
      <p className="list-publication__state">
        <span className="list-publication__label">{t.label}:</span>{' '}
        <strong>{draft ? t.draft : t.published}</strong>
      </p>
      {(saved || published) && (
        <p className="list-publication__when">{[saved, published].filter(Boolean).join(' ')}</p>
      )}
    </div>
  );
}

export type ListMove = 'publish' | 'discard';

/**
 * Beside 'Salvar rascunho': 'Visualizar' (the public page with the draft, through its preview link, in a new tab),
 * 'Publicar' and 'Descartar rascunho' while there is a draft, each asked once in words saying what will happen, and
 * 'Ver no site'. The editor makes the move once it is confirmed: a publication saves what is unsaved first, a discard
 * drops it too, which its question says.
 */
export function ListPublicationActions({
  publication,
  busy,
  questions,
  onMove,
}: {
  publication: ListPublication;
  busy: boolean;
  questions: Record<ListMove, string>;
  onMove: (move: ListMove) => Promise<void>;
}) {
  const [asking, setAsking] = useState<ListMove | null>(null);
  // Where the focus goes once the dialog is gone along with the button that opened it (after either move).
  const siteLink = useRef<HTMLAnchorElement>(null);
  const draft = publication.state === 'draft';

  const confirmed = () => {
    if (!asking) return;
    const which = asking;
    setAsking(null);
    void onMove(which);
  };

  return (
    <>
      {draft && publication.previewUrl && (
        <a
          className="btn btn-outline-primary"
          href={publication.previewUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.preview}
        </a>
      )}
      {draft && (
        <>
          <button
            type="button"
            className="btn btn-success"
            disabled={busy}
            onClick={() => setAsking('publish')}
          >
            {t.publish}
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={busy}
            onClick={() => setAsking('discard')}
          >
            {t.discard}
          </button>
        </>
      )}
      <a
        ref={siteLink}
        className="btn btn-outline-secondary"
        href={publication.siteUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        {listsTexts.viewOnSite}
      </a>
      <ConfirmDialog
        show={asking !== null}
        title={asking === 'discard' ? t.discardTitle : t.publishTitle}
        question={asking ? questions[asking] : ''}
        busy={false}
        onConfirm={confirmed}
        onClose={() => setAsking(null)}
        onExited={() => {
          if (!document.activeElement || document.activeElement === document.body) siteLink.current?.focus();
        }}
      />
    </>
  );
}
