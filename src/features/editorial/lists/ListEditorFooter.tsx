import type { ReactNode } from 'react';
import { listsTexts as t } from './listsTexts';
import { EditorActionBar } from '../frame/EditorActionBar';

/**
 * Below a list's editor: what the last save or move said (the frame's outcome: a refusal, the conflict view, a
 * notice), then the action bar with the status line, 'Salvar rascunho' and the draft's own actions (`children`:
 * ListPublication.tsx).
 */
export function ListEditorFooter({
  outcome,
  status,
  busy,
  children,
}: {
  outcome: ReactNode;
  status: ReactNode;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <div className="editorial-editor__outcome">{outcome}</div>
      <EditorActionBar>
        {status}
        <div className="editorial-actions">
          <div className="editorial-actions__row">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t.saving : t.save}
            </button>
            {children}
          </div>
        </div>
      </EditorActionBar>
    </>
  );
}
