/**
 * What changed between two revisions of an item, field by field, as words inserted and removed (wordChanges.ts, as
 * the conflict view shows them).
 */
import { readableValue, wordChanges, type WordChange } from '../frame/wordChanges';

export interface FieldDiff {
  field: string;
  parts: WordChange[];
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
    return [{ field, parts: wordChanges(before, after) }];
  });
}
