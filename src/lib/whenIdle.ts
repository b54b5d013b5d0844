/**
 * Calls `task` once the browser has nothing more urgent to do, or after 3 s at the latest; answers the cancel.
 * For code a page will want soon but not to draw (react-slick, the side menu): it stays out of the first load, and
 * is here before the visitor reaches for it. Safari has no requestIdleCallback: a short timer stands in.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 300);
  return () => window.clearTimeout(timer);
}
