/**
 * What differs between two versions of an editor's form, field by field, for the conflict view and the history:
 * texts as words added and removed (wordChanges.ts), anything else shown whole.
 */
import { wordChanges, type WordChange } from './wordChanges';

export interface FieldDifference {
  field: string;
  label: string;
  mine: string;
  theirs: string;
  /** Word by word, from theirs to mine, for a text field. */
  words?: WordChange[];
}

export interface FieldView {
  label: string;
  /** How a value reads on screen; text fields get a word diff. */
  show: (value: unknown) => string;
  text?: boolean;
  /** What of the value counts when two are compared, when not all of it does (a key the editor gives a block). */
  compared?: (value: unknown) => unknown;
}

/** The fields of `views` whose values differ between `mine` and `theirs`, in the order of `views`. */
export function fieldDifferences<T extends object>(
  views: Partial<Record<keyof T & string, FieldView>>,
  mine: T,
  theirs: T,
): FieldDifference[] {
  return (Object.entries(views) as [keyof T & string, FieldView][]).flatMap(([field, view]) => {
    const compared = view.compared ?? ((value: unknown) => value);
    if (JSON.stringify(compared(mine[field] ?? null)) === JSON.stringify(compared(theirs[field] ?? null)))
      return [];
    const a = view.show(mine[field]);
    const b = view.show(theirs[field]);
    return [
      { field, label: view.label, mine: a, theirs: b, ...(view.text ? { words: wordChanges(b, a) } : {}) },
    ];
  });
}
