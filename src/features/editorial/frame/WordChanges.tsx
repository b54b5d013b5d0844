import { frameTexts } from './frameTexts';
import type { WordChange } from './wordChanges';

const t = frameTexts.words;

/**
 * A value's changes as words kept, inserted (<ins>) and deleted (<del>): told apart by colour, and by underline and
 * strike-through for those who can't see colour; a screen reader hears 'inserido:' and 'removido:' before each.
 */
export function WordChanges({ changes }: { changes: WordChange[] }) {
  return (
    <span className="word-changes">
      {changes.map((change, index) => {
        if (change.kind === 'inserted')
          return (
            <ins key={index}>
              <span className="visually-hidden">{t.inserted} </span>
              {change.text}
            </ins>
          );
        if (change.kind === 'deleted')
          return (
            <del key={index}>
              <span className="visually-hidden">{t.deleted} </span>
              {change.text}
            </del>
          );
        return <span key={index}>{change.text}</span>;
      })}
    </span>
  );
}
