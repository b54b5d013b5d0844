import type { ReactNode } from 'react';
import { listsTexts as t } from './listsTexts';
import { SaveOutcome } from '../editor/SaveOutcome';

/**
 * Below a list's editor: the 409 with 'Recarregar', a refusal about the list as a whole, the notice of a save, and
 * 'Salvar rascunho' with the draft's own actions (`children`: ListPublication.tsx), which act on the draft as saved.
 */
export function ListEditorFooter({
  conflict,
  problem,
  notice,
  busy,
  dirty,
  onReload,
  children,
}: {
  conflict: boolean;
  problem: string | null;
  notice: string;
  busy: boolean;
  dirty: boolean;
  onReload: () => void;
  children: ReactNode;
}) {
  return (
    <div className="list-editor__footer">
      <SaveOutcome conflict={conflict} problem={problem} notice={notice} busy={busy} onReload={onReload} />
      <div className="editorial-actions">
        <div className="editorial-actions__row">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t.saving : t.save}
          </button>
          {children}
        </div>
        {dirty && <p className="form-text editorial-actions__hint">{t.saveFirst}</p>}
      </div>
    </div>
  );
}
