import type { EditorialNews } from '../../../domain/editorialSchemas';
import { editorialTexts } from '../editorialTexts';
import type { NewsMove } from './newsMoves';

const t = editorialTexts.editor;

/**
 * The editor's action bar: always a save ('Salvar rascunho' while it is one); once saved, 'Pré-visualizar' (the
 * public page, in a new tab; for what is not out yet, while its preview link still opens it), 'Publicar' for what is
 * not out yet and 'Despublicar' for what is out or waiting. A move asks first (the editor's confirmation) and saves
 * what is unsaved before it acts.
 */
export function NewsActions({
  saved,
  busy,
  onMove,
}: {
  saved: EditorialNews | null;
  busy: boolean;
  onMove: (move: NewsMove) => void;
}) {
  const state = saved?.state ?? 'draft';
  return (
    <div className="editorial-actions__row">
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t.saving : state === 'draft' ? t.saveDraft : t.save}
      </button>
      {saved && (state === 'published' || saved.previewLink?.expired === false) && (
        <a className="btn btn-outline-secondary" href={saved.url} target="_blank" rel="noopener noreferrer">
          {t.preview}
        </a>
      )}
      {saved && state !== 'published' && (
        <button type="button" className="btn btn-success" disabled={busy} onClick={() => onMove('publish')}>
          {t.publish}
        </button>
      )}
      {saved && state !== 'draft' && (
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={busy}
          onClick={() => onMove('unpublish')}
        >
          {t.unpublish}
        </button>
      )}
    </div>
  );
}
