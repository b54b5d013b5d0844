import { brazilTimeOf } from '../../../domain/brazilTime';
import type { SaveState } from './useAutosave';
import { frameTexts } from './frameTexts';

const t = frameTexts.status;

/**
 * Where the editor's work stands: 'Salvo às 14:32', 'Salvando...', 'Alterações não salvas' or an autosave that
 * failed. Quiet for a screen reader (polite, and only the words change), since it changes at every pause in typing.
 */
export function EditorStatusLine({
  state,
  waitingRules,
  waitingRecovery,
}: {
  state: SaveState;
  /** The rules refuse the form as it stands: the autosave waits for them. */
  waitingRules?: boolean;
  /** Edits kept aside wait for an answer: the autosave waits too, so as not to replace them. */
  waitingRecovery?: boolean;
}) {
  let text = '';
  if (state.kind === 'saving') text = t.saving;
  else if (state.kind === 'failed') text = t.autosaveFailed(brazilTimeOf(state.failedAt));
  else if (state.kind === 'aside') text = t.keptAside(brazilTimeOf(state.asideAt));
  else if (state.kind === 'unsaved')
    text = waitingRecovery ? t.waitingRecovery : waitingRules ? t.waitingRules : t.unsaved;
  else if (state.savedAt) text = t.savedAt(brazilTimeOf(state.savedAt));
  return (
    <p className={`editor-status editor-status--${state.kind}`} aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}
