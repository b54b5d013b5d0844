/**
 * Saves an editor's work a few seconds after the typing stops, as the press officer would have pressed 'Salvar'. It
 * waits while the rules refuse the form (a draft with no title yet is not sent, and no field turns red for it), while
 * another save runs, and while a conflict is open; a failed autosave is said on the status line and tried again at
 * the next change. Every save, manual or automatic, ends with `saved(at)`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Long enough not to save in the middle of a word, short enough that a closed laptop loses a sentence at most. */
export const autosaveDelayMs = 3000;

export type SaveState =
  | { kind: 'clean' | 'unsaved' | 'saving'; savedAt: Date | null }
  /** The edits kept aside on the server (a published item's autosave), not yet in the item. */
  | { kind: 'aside'; savedAt: Date | null; asideAt: Date }
  | { kind: 'failed'; savedAt: Date | null; failedAt: Date };

export interface Autosave {
  state: SaveState;
  /** A save starts (by the button or by the autosave). */
  saving: () => void;
  /** A save finished, kept by the server at `at`. */
  saved: (at: Date) => void;
  /** The edits as they stand were kept aside at `at` (they are not the item's until saved). */
  keptAside: (at: Date) => void;
  /** A save did not go through: `failed` for an autosave (said on the status line), else the editor says why. */
  stopped: (failed: boolean) => void;
}

export function useAutosave({
  unsaved,
  changeCount,
  ready,
  save,
  delayMs = autosaveDelayMs,
}: {
  /** The form differs from what the server has. */
  unsaved: boolean;
  /** Goes up at every change: the delay starts again from the last one. */
  changeCount: number;
  /** The rules accept the form, nothing else is running and no conflict waits for an answer. */
  ready: boolean;
  /** The editor's own save, which calls `saving`, `saved` and `stopped` as a manual save does. */
  save: () => Promise<void>;
  delayMs?: number;
}): Autosave {
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [running, setRunning] = useState(false);
  const [failedAt, setFailedAt] = useState<Date | null>(null);
  /** The change an autosave failed at: it is tried again at the next change, not at every pause of the editor. */
  const [failedChange, setFailedChange] = useState<number | null>(null);
  /** When the edits were last kept aside, and at which change: a later change is unsaved again. */
  const [aside, setAside] = useState<{ at: Date; changeCount: number } | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    if (!unsaved || !ready || failedChange === changeCount) return;
    const timer = window.setTimeout(() => void saveRef.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [unsaved, changeCount, ready, delayMs, failedChange]);

  const saving = useCallback(() => setRunning(true), []);
  const saved = useCallback((at: Date) => {
    setRunning(false);
    setSavedAt(at);
    setFailedAt(null);
  }, []);
  const keptAside = useCallback(
    (at: Date) => {
      setRunning(false);
      setFailedAt(null);
      setAside({ at, changeCount });
    },
    [changeCount],
  );
  const stopped = useCallback(
    (failed: boolean) => {
      setRunning(false);
      setFailedAt(failed ? new Date() : null);
      setFailedChange(failed ? changeCount : null);
    },
    [changeCount],
  );

  let state: SaveState;
  if (running) state = { kind: 'saving', savedAt };
  else if (unsaved && failedAt) state = { kind: 'failed', savedAt, failedAt };
  else if (unsaved && aside?.changeCount === changeCount)
    state = { kind: 'aside', savedAt, asideAt: aside.at };
  else state = { kind: unsaved ? 'unsaved' : 'clean', savedAt };
  return { state, saving, saved, keptAside, stopped };
}
