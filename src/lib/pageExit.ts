/**
 * The two ways sign-in leaves the app: the whole page goes to the identity provider, or (mobile flavour) the
 * provider opens in a window of its own. One object so tests can watch where the page would go: jsdom cannot
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
};
