import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import type { ListPublication } from '../../../domain/editorialListSchemas';
import { brazilDateTimeText } from '../editorialMoments';
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

type Move = 'publish' | 'discard';

/**
 * Beside 'Salvar rascunho': 'Visualizar' (the public page with the draft, through its preview link, in a new tab),
 * 'Publicar' and 'Descartar rascunho' while there is a draft, each asked once in words saying what will happen, and
 * 'Ver no site'. Publishing acts on the draft as saved, so it waits for unsaved changes to be saved first; a discard
 * drops them too, which its question says. What the server answers goes to the editor: the list as it now is with
 * `notices`' words, or a refusal (a 409, a photo gone since) it shows where it belongs.
 */
export function ListPublicationActions<Saved extends { version: number; publication: ListPublication }>({
  saved,
  dirty,
  busy,
  questions,
  notices,
  move,
  onMoved,
  onRefused,
}: {
  saved: Saved;
  dirty: boolean;
  busy: boolean;
  questions: Record<Move, string>;
  notices: Record<Move, string>;
  move: (move: Move, version: number) => Promise<Saved>;
  onMoved: (next: Saved, notice: string) => void;
  onRefused: (error: unknown) => void;
}) {
  const [asking, setAsking] = useState<Move | null>(null);
  const [working, setWorking] = useState(false);
  // Where the focus goes once the dialog is gone along with the button that opened it (after either move).
  const siteLink = useRef<HTMLAnchorElement>(null);
  const { publication } = saved;
  const draft = publication.state === 'draft';

  const confirmed = async () => {
    if (!asking) return;
    setWorking(true);
    try {
      const next = await move(asking, saved.version);
      onMoved(next, notices[asking]);
    } catch (error) {
      onRefused(error);
    } finally {
      setWorking(false);
      setAsking(null);
    }
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
            disabled={busy || dirty}
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
        busy={working}
        onConfirm={() => void confirmed()}
        onClose={() => setAsking(null)}
        onExited={() => {
          if (!document.activeElement || document.activeElement === document.body) siteLink.current?.focus();
        }}
      />
    </>
  );
}
