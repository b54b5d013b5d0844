import { useEffect, useRef } from 'react';
import { onAnnouncement } from '../../lib/a11y/announcer';

/**
 * The page's polite live region, drawn with the layout so it exists before any message. Texts come from `announce()`
 * (lib/a11y/announcer.ts); the region is emptied and refilled a moment later, so the same text twice is said twice (a
 * change within one frame may be taken as none).
 *
 * The region lives in a closed shadow root: screen readers hear it (it is in the accessibility tree) but it is not
 * page text, so a search of the page's words (the browser's find, a test's `getByText`) meets each message once,
 * where it is shown. The host keeps the last text in `data-said-polite`.
 */
export function Announcer() {
  const host = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    region.current ??= drawRegion(element);
    const timers = new Set<number>();
    const unsubscribe = onAnnouncement((text) => {
      const live = region.current;
      if (!live) return;
      live.textContent = '';
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        live.textContent = text;
        element.dataset.saidPolite = text;
      }, 50);
      timers.add(timer);
    });
    return () => {
      unsubscribe();
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);

  return <div ref={host} data-announcer="" />;
}

function drawRegion(host: HTMLElement): HTMLElement {
  const root = host.attachShadow({ mode: 'closed' });
  const style = document.createElement('style');
  // Bootstrap's visually-hidden, which the page's stylesheet cannot reach in here.
  style.textContent =
    'div{position:absolute!important;width:1px!important;height:1px!important;padding:0!important;margin:-1px!important;overflow:hidden!important;clip:rect(0,0,0,0)!important;white-space:nowrap!important;border:0!important}';
  const live = document.createElement('div');
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('aria-atomic', 'true');
  root.append(style, live);
  return live;
}
