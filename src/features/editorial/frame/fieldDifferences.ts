/**
 * What differs between two versions of an editor's form, field by field, for the conflict view and the history:
 * texts as words added and removed (jsdiff), anything else shown whole.
 */
import { diffWords, type Change } from 'diff';

export interface FieldDifference {
  field: string;
  label: string;
  mine: string;
  theirs: string;
  /** Word by word, from theirs to mine, for a text field. */
  words?: Change[];
}

/** HTML as the words a reader sees, paragraphs kept apart. */
export const textOfHtml = (html: string): string =>
  html
    .replace(/<\/(p|h[1-6]|li|blockquote|figcaption)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{2,}/g, '\n')
    .trim();

export interface FieldView {
  label: string;
  /** How a value reads on screen; text fields get a word diff. */
  show: (value: unknown) => string;
  text?: boolean;
}

/** The fields of `views` whose values differ between `mine` and `theirs`, in the order of `views`. */
export function fieldDifferences<T extends object>(
  views: Partial<Record<keyof T & string, FieldView>>,
  mine: T,
  theirs: T,
): FieldDifference[] {
  return (Object.entries(views) as [keyof T & string, FieldView][]).flatMap(([field, view]) => {
    if (JSON.stringify(mine[field] ?? null) === JSON.stringify(theirs[field] ?? null)) return [];
    const a = view.show(mine[field]);
    const b = view.show(theirs[field]);
    return [
      { field, label: view.label, mine: a, theirs: b, ...(view.text ? { words: diffWords(b, a) } : {}) },
    ];
  });
}
