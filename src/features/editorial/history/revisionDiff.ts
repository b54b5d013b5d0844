/**
 * What changed between two revisions of an item, field by field, for people to read: a text field's HTML is read as
 * its words (the rich-text editor's tags are not what the editor changed), anything else as its value, and the two
 * are compared word by word (jsdiff).
 */
import { diffWords } from 'diff';

export interface DiffPart {
  text: string;
  kind: 'same' | 'inserted' | 'deleted';
}

export interface FieldDiff {
  field: string;
  parts: DiffPart[];
}

const looksLikeHtml = (text: string) => /<[a-z][\s\S]*>/i.test(text);

/** Block elements end a line of words, so two paragraphs don't read as one run-on word. */
function wordsOfHtml(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, '$& ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** A field's value as words; `empty` for nothing at all. */
export function readableValue(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string') return looksLikeHtml(value) ? wordsOfHtml(value) : value;
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The fields that differ, in the order of the newer revision's body (then fields only the older one had). */
export function revisionDiff(
  older: Record<string, unknown>,
  newer: Record<string, unknown>,
  empty: string,
): FieldDiff[] {
  const fields = [...new Set([...Object.keys(newer), ...Object.keys(older)])];
  return fields.flatMap((field) => {
    const before = readableValue(older[field], empty);
    const after = readableValue(newer[field], empty);
    if (before === after) return [];
    const parts = diffWords(before, after).map((change): DiffPart => ({
      text: change.value,
      kind: change.added ? 'inserted' : change.removed ? 'deleted' : 'same',
    }));
    return [{ field, parts }];
  });
}
