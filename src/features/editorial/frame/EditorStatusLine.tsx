import { useEffect, useRef } from 'react';
import { brazilTimeOf } from '../../../domain/brazilTime';
import { announce } from '../../../lib/a11y/announcer';
import type { SaveState } from './useAutosave';
import { frameTexts } from './frameTexts';

const t = frameTexts.status;

/**
 * Where the editor's work stands: 'Salvo às 14:32', 'Salvando...', 'Alterações não salvas' or an autosave that
 * failed. It changes at every pause in typing, so a screen reader is told only where a save ended (saved, kept
 * aside, failed), through the page's live region, and only when that differs from what it was told last: autosaves
 * within the same minute say nothing new, and neither do 'Salvando...' and 'Alterações não salvas'. A save whose
 * outcome is shown ('Notícia salva.', said by it) is not said twice.
 */
export function EditorStatusLine({
  state,
  waitingRules,
  waitingRecovery,
  outcomeShown = false,
}: {
  state: SaveState;
  /** The rules refuse the form as it stands: the autosave waits for them. */
  waitingRules?: boolean;
  /** Edits kept aside wait for an answer: the autosave waits too, so as not to replace them. */
  waitingRecovery?: boolean;
  /** The editor shows the outcome of the person's own save, which is said already. */
  outcomeShown?: boolean;
}) {
  let text = '';
  let ended = false;
  if (state.kind === 'saving') text = t.saving;
  else if (state.kind === 'failed') [text, ended] = [t.autosaveFailed(brazilTimeOf(state.failedAt)), true];
  else if (state.kind === 'aside') [text, ended] = [t.keptAside(brazilTimeOf(state.asideAt)), true];
  else if (state.kind === 'unsaved')
    text = waitingRecovery ? t.waitingRecovery : waitingRules ? t.waitingRules : t.unsaved;
  else if (state.savedAt) [text, ended] = [t.savedAt(brazilTimeOf(state.savedAt)), true];

  const told = useRef('');
  const tell = ended ? text : '';
  useEffect(() => {
    if (!tell || tell === told.current) return;
    told.current = tell;
    if (!outcomeShown) announce(tell);
  }, [tell, outcomeShown]);

  return <p className={`editor-status editor-status--${state.kind}`}>{text}</p>;
}
