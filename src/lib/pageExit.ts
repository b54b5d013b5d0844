/**
 * The ways sign-in leaves the app: the whole page goes to the identity provider, or (mobile flavour) the provider
 * opens in a window of its own, which closes once the sign-in is finished there. One object so tests can watch where the page would go: jsdom cannot
 * navigate, and `window.location.assign` cannot be replaced.
 */
export const pageExit = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** The window opened, or null when the browser blocked it. */
  openWindow(url: string): Window | null {
    return window.open(url, '_blank');
  },
  /** The mobile flavour's sign-in window, done: the window that opened it carries on. */
  closeWindow(): void {
    window.close();
  },
  /** The window that opened this one (the mobile flavour's sign-in window has one), when it is still there. */
  opener(): Window | null {
    const opener = window.opener as Window | null;
    return opener && !opener.closed ? opener : null;
  },
};
