import { brazilDateTimeText } from '../../../domain/brazilTime';
import { frameTexts } from './frameTexts';

const t = frameTexts.recovery;

/**
 * A published item's edits that were kept aside (the autosave) and never saved: found when the editor opens, they
 * are offered back, or dropped, at the press officer's choice. Nothing is put in the form without asking.
 */
export function AutosaveRecovery({
  savedAt,
  whose,
  onRecover,
  onDiscard,
}: {
  savedAt: string;
  /** 'desta notícia', 'desta página'. */
  whose: string;
  onRecover: () => void;
  onDiscard: () => void;
}) {
  return (
    <div className="alert alert-info autosave-recovery" role="status">
      <p>{t.found(brazilDateTimeText(savedAt).slice(11), whose)}</p>
      <div className="conflict-view__choices">
        <button type="button" className="btn btn-primary btn-sm" onClick={onRecover}>
          {t.recover}
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDiscard}>
          {t.discard}
        </button>
      </div>
    </div>
  );
}
