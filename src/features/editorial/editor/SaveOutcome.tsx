import { editorialNewsMessages } from '../../../domain/editorialNews';
import { ActionOutcome } from '../../../components/feedback/ActionOutcome';
import { editorialTexts } from '../editorialTexts';

/**
 * What the last save or move of an editor said, above its buttons: the 409 with 'Recarregar' (the press officer's
 * own choice to drop what they typed), a refusal in the server's words, and the notice of a success, each read out
 * through the layout's live regions.
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
      <ActionOutcome text={problem} tone="problem" className="alert alert-danger" />
      <ActionOutcome text={notice} className="editorial-editor__notice" />
    </>
  );
}
