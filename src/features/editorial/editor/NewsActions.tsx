import type { EditorialNews } from '../../../domain/editorialSchemas';
import { editorialTexts } from '../editorialTexts';
import type { NewsMove } from './newsMoves';
import { useDeskAfterTrash } from './useDeskAfterTrash';

const t = editorialTexts.editor;

/**
 * The editor's action bar: always a save ('Salvar rascunho' while it is one); once saved, 'Pré-visualizar' (the
 * public page, in a new tab; for what is not out yet, while its preview link still opens it), 'Publicar' for what is
 * not out yet, 'Despublicar' for what is out, 'Cancelar agendamento' for what waits, and 'Excluir', set apart. An
 * item in the trash offers only 'Restaurar'. A move asks first (the editor's confirmation, told the scheduled moment
 * it is about) and saves what is unsaved before it acts; after 'Excluir' the editor gives way to the desk.
 */
export function NewsActions({
  saved,
  busy,
  onMove,
}: {
  saved: EditorialNews | null;
  busy: boolean;
  /** `when`: Brazil's wall clock the move is about ('yyyy-mm-ddThh:mm'), for its question. */
  onMove: (move: NewsMove, when?: string) => void;
}) {
  useDeskAfterTrash(saved);
  const state = saved?.state ?? 'draft';
  if (saved && state === 'deleted')
    return (
      <div className="editorial-actions__row">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onMove('untrash')}>
          {t.untrash}
        </button>
      </div>
    );
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
      {saved && state === 'published' && (
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={busy}
          onClick={() => onMove('unpublish')}
        >
          {t.unpublish}
        </button>
      )}
      {saved && state === 'scheduled' && (
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={busy}
          onClick={() => onMove('unschedule', saved.publishAtLocal ?? undefined)}
        >
          {t.unschedule}
        </button>
      )}
      {saved && (
        <button
          type="button"
          className="btn btn-outline-danger editorial-actions__trash"
          disabled={busy}
          onClick={() => onMove('trash')}
        >
          {t.trash}
        </button>
      )}
    </div>
  );
}
