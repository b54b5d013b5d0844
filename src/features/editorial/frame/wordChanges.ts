/**
 * What changed between two versions of a value, as people read it: an editor's HTML read as its words (its tags are
 * not what the press officer changed), anything else as its value, and the two compared word by word (jsdiff). The
 * conflict view and the history both show changes this way.
 */
import { diffWords } from 'diff';

export interface WordChange {
  text: string;
  kind: 'same' | 'inserted' | 'deleted';
}

const looksLikeHtml = (text: string) => /<[a-z][\s\S]*>/i.test(text);

/** Block elements end a line of words, so two paragraphs don't read as one run-on word. */
export function wordsOfHtml(html: string): string {
  // A picture's credit (<small> in its caption) reads apart from the caption too.
  const spaced = html
    .replace(/<\/(p|h[1-6]|li|blockquote|div|figure|figcaption)>|<br\s*\/?>/gi, '$& ')
    .replace(/<small\b/gi, ' $&');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** A value as words; `empty` for nothing at all. */
export function readableValue(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string') return looksLikeHtml(value) ? wordsOfHtml(value) : value;
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The words of `after` against those of `before`: kept, inserted and deleted, in reading order. */
export const wordChanges = (before: string, after: string): WordChange[] =>
  diffWords(before, after).map((change) => ({
    text: change.value,
    kind: change.added ? 'inserted' : change.removed ? 'deleted' : 'same',
  }));
