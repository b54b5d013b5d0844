import { listsTexts as t } from './listsTexts';
import { SaveOutcome } from '../editor/SaveOutcome';

/**
 * Below a list's editor: the 409 with 'Recarregar', a refusal about the list as a whole, the notice of a save, and
 * 'Salvar' with 'Ver no site' (the public page shows what is saved, so the link waits for unsaved changes).
 */
export function ListEditorFooter({
  conflict,
  problem,
  notice,
  busy,
  dirty,
  siteHref,
  onReload,
}: {
  conflict: boolean;
  problem: string | null;
  notice: string;
  busy: boolean;
  dirty: boolean;
  siteHref: string;
  onReload: () => void;
}) {
  return (
    <div className="list-editor__footer">
      <SaveOutcome conflict={conflict} problem={problem} notice={notice} busy={busy} onReload={onReload} />
      <div className="editorial-actions">
        <div className="editorial-actions__row">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t.saving : t.save}
          </button>
          <a className="btn btn-outline-secondary" href={siteHref} target="_blank" rel="noopener noreferrer">
            {t.viewOnSite}
          </a>
        </div>
        {dirty && <p className="form-text editorial-actions__hint">{t.saveFirst}</p>}
      </div>
    </div>
  );
}
