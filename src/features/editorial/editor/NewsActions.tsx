import type { EditorialNews } from '../../../domain/editorialSchemas';
import { editorialTexts } from '../editorialTexts';
import { ScheduleField } from './ScheduleField';

const t = editorialTexts.editor;
export type NewsMove = 'publish' | 'unpublish' | 'schedule';

/**
 * What the item's state allows: always a save ('Salvar rascunho' while it is one); once saved, 'Pré-visualizar' (its
 * preview link, in a new tab) and, for what is not out yet, 'Agendar publicação' and 'Publicar'; for what is out or
 * waiting, 'Despublicar'. A move acts on the saved version, so it waits for unsaved changes to be saved first.
 */
export function NewsActions({
  saved,
  dirty,
  busy,
  onMove,
}: {
  saved: EditorialNews | null;
  dirty: boolean;
  busy: boolean;
  onMove: (move: NewsMove, publishAt?: string) => void;
}) {
  const state = saved?.state ?? 'draft';
  const movesBlocked = busy || dirty;
  return (
    <div className="editorial-actions">
      <div className="editorial-actions__row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t.saving : state === 'draft' ? t.saveDraft : t.save}
        </button>
        {saved && (
          <a className="btn btn-outline-secondary" href={saved.url} target="_blank" rel="noopener noreferrer">
            {t.preview}
          </a>
        )}
        {saved && state !== 'published' && (
          <button
            type="button"
            className="btn btn-success"
            disabled={movesBlocked}
            onClick={() => onMove('publish')}
          >
            {t.publish}
          </button>
        )}
        {saved && state !== 'draft' && (
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={movesBlocked}
            onClick={() => onMove('unpublish')}
          >
            {t.unpublish}
          </button>
        )}
      </div>
      {saved && dirty && <p className="form-text editorial-actions__hint">{t.saveFirst}</p>}
      {saved && state !== 'published' && (
        <ScheduleField
          key={saved.publishAtLocal ?? ''}
          initial={saved.publishAtLocal ?? ''}
          disabled={movesBlocked}
          onSchedule={(publishAt) => onMove('schedule', publishAt)}
        />
      )}
    </div>
  );
}
