import type { Change } from 'diff';

/** A text's changes as words kept, added (<ins>) and removed (<del>); a screen reader announces both marks. */
export function WordChanges({ changes }: { changes: Change[] }) {
  return (
    <span className="word-changes">
      {changes.map((change, index) =>
        change.added ? (
          <ins key={index}>{change.value}</ins>
        ) : change.removed ? (
          <del key={index}>{change.value}</del>
        ) : (
          <span key={index}>{change.value}</span>
        ),
      )}
    </span>
  );
}
