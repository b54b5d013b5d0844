/**
 * Whether a page holds work not yet saved (an editor with unsaved edits). What would take the page away without a
 * question asks this first: a session the API no longer takes is not ended in this browser while the person's typing
 * is on screen, since the signed-out page would drop it; the editor says the session ended, and a sign-in in another
 * tab (shared through the browser's storage) lets the save go through.
 */
let holders = 0;

/** Marks unsaved work on the page until the returned function is called. */
export function holdUnsavedWork(): () => void {
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
  };
}

export const unsavedWorkHeld = (): boolean => holders > 0;
