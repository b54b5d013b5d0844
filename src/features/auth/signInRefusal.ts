/**
 * Why the last sign-in was refused, kept across the web's failure path (spec section 4, step 5): the app sends the
 * browser to the provider's logout, which comes back to /home, and only there can the visitor be told. Session
 * storage, so it is read in the tab that tried and nowhere else, and taken once.
 */
const key = 'sign-in-refused';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: the visitor lands signed out without the sentence, as before
  }
}

export const signInRefusal = {
  keep(message: string): void {
    try {
      session()?.setItem(key, message);
    } catch {
      // quota or blocked storage
    }
  },
  /** The sentence to show, removed as it is read. */
  take(): string | null {
    const message = session()?.getItem(key) ?? null;
    session()?.removeItem(key);
    return message || null;
  },
};
