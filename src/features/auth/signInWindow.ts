/**
 * The mobile flavour's session flag (DECISIONS.md "Sign-in"): set before the provider opens in a new window, which
 * starts with a copy of this window's session storage, so the window that comes back to /login with the code knows
 * it is the one that finishes the sign-in.
 */
const key = 'sign-in-window';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: the flag is a convenience, sign-in works without it
  }
}

export const signInWindowFlag = {
  mark(): void {
    try {
      session()?.setItem(key, 'true');
    } catch {
      // quota or blocked storage
    }
  },
  /** Whether this window was opened for sign-in; the flag is removed, it serves one attempt. */
  take(): boolean {
    const marked = session()?.getItem(key) === 'true';
    session()?.removeItem(key);
    return marked;
  },
};

/** What the sign-in window tells the window that opened it when the sign-in failed there (spec section 4, step 5). */
export const signInRefusedNote = 'newsroom:sign-in-refused';
