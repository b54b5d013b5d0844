/**
 * Google Analytics 4 through react-ga4, started only once the visitor accepts cookies (LGPD; DECISIONS.md). Until
 * `startAnalytics` runs nothing of GA is loaded: react-ga4 is imported on demand, in a chunk of its own, and it is
 * that library which adds Google's gtag script to the page. Page views and events sent before the start are
 * dropped, not queued: they happened without consent.
 */
type Ga = (typeof import('react-ga4'))['default'];

let ga: Promise<Ga | null> | null = null;

/** Loads and initialises GA once; later calls (a second acceptance, StrictMode) reuse the first. */
export function startAnalytics(measurementId: string): Promise<void> {
  ga ??= import('react-ga4').then(
    ({ default: reactGa }) => {
      // Page views are sent by the app per route change; GA's own one at start would count the first page twice.
      reactGa.initialize(measurementId, { gtagOptions: { send_page_view: false } });
      return reactGa;
    },
    (error: unknown) => {
      console.error('Error', error); // a blocked or failed download: the site carries on without analytics
      return null;
    },
  );
  return ga.then(() => undefined);
}

/** A page view of an in-app path with its query ('/news?page=2'). */
export function trackPageView(path: string, title: string = document.title): void {
  const page = withoutSecrets(path);
  // gtag would otherwise report the address bar as it is, token included.
  const location = `${window.location.origin}${page}`;
  void ga?.then((reactGa) => reactGa?.send({ hitType: 'pageview', page, title, location }));
}

/** An event such as a download: `trackEvent('download', { file_name })`. */
export function trackEvent(name: string, params: Record<string, string | number> = {}): void {
  void ga?.then((reactGa) => reactGa?.event(name, params));
}

/**
 * GA4's recommended `file_download` for a file the visitor opened or saved: its name, its extension and its absolute
 * address (a path of this site is made absolute, as GA reports addresses).
 */
export function trackFileDownload(link: string, fileName: string): void {
  const dot = fileName.lastIndexOf('.');
  trackEvent('file_download', {
    file_name: fileName,
    file_extension: dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase(),
    link_url: new URL(link, window.location.href).href,
  });
}

/** Preview links carry an access token (spec section 2, `token=`): it must never reach a third party. */
function withoutSecrets(path: string): string {
  return path.replace(/([?&]token=)[^&#]*/g, '$1redacted');
}
