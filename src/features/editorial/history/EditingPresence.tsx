import { brazilTimeOf } from '../../../domain/brazilTime';
import type { EditedItem } from './historyApi';
import { historyTexts } from './historyTexts';
import { useEditingLock } from './useEditingLock';
import './history.scss';

const t = historyTexts.presence;

/**
 * Who else is editing the item, above its editor: 'Renata Redação está editando desde 14:02' with 'Assumir a
 * edição', or, for the one whose editing was taken over, who took it and when, their unsaved work left on screen.
 * Says nothing while the item is the reader's own. The lock warns and refuses nothing: saves are guarded by the
 * item's version.
 */
export function EditingPresence({ item }: { item: EditedItem | null }) {
  const { lock, takeOver, takingOver } = useEditingLock(item);
  if (!lock || lock.state === 'mine') return null;
  // An alert, announced as it appears: someone else on the item matters before the next keystroke.
  return (
    <div className="alert alert-warning editing-presence" role="alert">
      <p className="editing-presence__text">
        {lock.state === 'held'
          ? t.held(lock.holder, brazilTimeOf(lock.since))
          : t.takenOver(lock.holder, brazilTimeOf(lock.since))}
      </p>
      <button
        type="button"
        className="btn btn-outline-dark btn-sm"
        disabled={takingOver}
        onClick={() => void takeOver()}
      >
        {t.takeOver}
      </button>
    </div>
  );
}
