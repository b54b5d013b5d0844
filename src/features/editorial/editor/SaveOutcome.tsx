import { editorialNewsMessages } from '../../../domain/editorialNews';
import { editorialTexts } from '../editorialTexts';

/**
 * What the last save or move of an editor said, above its buttons: the 409 with 'Recarregar' (the press officer's
 * own choice to drop what they typed), a refusal in the server's words, and the notice of a success, read out by a
 * screen reader through a status line and shown once.
 */
export function SaveOutcome({
  conflict = false,
  problem,
  notice,
  busy = false,
  onReload,
}: {
  conflict?: boolean;
  problem: string | null;
  notice: string;
  busy?: boolean;
  onReload?: () => void;
}) {
  return (
    <>
      {conflict && (
        <div className="alert alert-warning editorial-editor__conflict" role="alert">
          <p>{editorialNewsMessages.conflict}</p>
          <button type="button" className="btn btn-outline-primary btn-sm" disabled={busy} onClick={onReload}>
            {editorialTexts.editor.reload}
          </button>
        </div>
      )}
      {problem && (
        <p className="alert alert-danger" role="alert">
          {problem}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      {notice && (
        <p className="editorial-editor__notice" aria-hidden="true">
          {notice}
        </p>
      )}
    </>
  );
}
