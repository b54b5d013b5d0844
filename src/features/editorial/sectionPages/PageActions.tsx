import type { EditorialSectionPage } from '../../../domain/editorialPageSchemas';
import { sectionPagesTexts } from './sectionPagesTexts';

const t = sectionPagesTexts.editor;
export type PageMove = 'publish' | 'unpublish';

/**
 * 'Salvar'; 'Ver página' (its public address, with the preview link while it is a draft, in a new tab); 'Publicar'
 * for a draft, 'Despublicar' for a published page other than the section's root. A move acts on the saved version,
 * so it waits for unsaved changes to be saved first.
 */
export function PageActions({
  saved,
  dirty,
  busy,
  isRoot,
  onMove,
}: {
  saved: EditorialSectionPage;
  dirty: boolean;
  busy: boolean;
  isRoot: boolean;
  onMove: (move: PageMove) => void;
}) {
  const movesBlocked = busy || dirty;
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
          <button
            type="button"
            className="btn btn-success"
            disabled={movesBlocked}
            onClick={() => onMove('publish')}
          >
            {t.publish}
          </button>
        )}
        {saved.state === 'published' && !isRoot && (
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
      {dirty && <p className="form-text editorial-actions__hint">{t.saveFirst}</p>}
      {isRoot && saved.state === 'published' && (
        <p className="form-text editorial-actions__hint">{t.rootStays}</p>
      )}
    </div>
  );
}
