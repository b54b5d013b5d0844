import { listsTexts as t } from './listsTexts';

/**
 * An item's place in its list: 'Subir', 'Descer', 'Remover'. Buttons rather than dragging, so the order can be
 * changed from a keyboard and on a phone; each names its item for a screen reader.
 */
export function ListItemControls({
  index,
  count,
  labels,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  labels: { up: string; down: string; remove: string };
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <div className="list-item__controls">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        aria-label={labels.up}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        {t.up}
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        aria-label={labels.down}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        {t.down}
      </button>
      <button
        type="button"
        className="btn btn-outline-danger btn-sm"
        aria-label={labels.remove}
        onClick={() => onRemove(index)}
      >
        {t.remove}
      </button>
    </div>
  );
}
