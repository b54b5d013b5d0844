import type { EditorialPageBase } from '../../../domain/editorialPageSchemas';
import { sectionPagesTexts } from './sectionPagesTexts';

const t = sectionPagesTexts.editor;
export type PageMove = 'publish' | 'unpublish';

/**
 * 'Salvar'; 'Ver página' (its public address, with the preview link while it is a draft, in a new tab); 'Publicar'
 * for a draft, 'Despublicar' for a published page unless it must stay published (a section's root), which `stays`
 * then says. A move acts on the saved version: the editor saves what is unsaved first.
 */
export function PageActions({
  saved,
  busy,
  stays = null,
  onMove,
}: {
  saved: Pick<EditorialPageBase, 'state' | 'url'>;
  busy: boolean;
  stays?: string | null;
  onMove: (move: PageMove) => void;
}) {
  return (
    <div className="editorial-actions">
      <div className="editorial-actions__row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t.saving : t.save}
        </button>
        <a className="btn btn-outline-secondary" href={saved.url} target="_blank" rel="noopener noreferrer">
          {t.view}
        </a>
        {saved.state === 'draft' && (
          <button type="button" className="btn btn-success" disabled={busy} onClick={() => onMove('publish')}>
            {t.publish}
          </button>
        )}
        {saved.state === 'published' && !stays && (
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
      {stays && saved.state === 'published' && <p className="form-text editorial-actions__hint">{stays}</p>}
    </div>
  );
}
