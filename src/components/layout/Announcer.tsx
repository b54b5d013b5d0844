import { useEffect, useRef } from 'react';
import { onAnnouncement, type Politeness } from '../../lib/a11y/announcer';

interface Regions {
  polite: HTMLElement;
  assertive: HTMLElement;
}

/**
 * The page's two live regions, drawn with the layout so they exist before any message: outcomes are said politely,
 * refusals at once. Texts come from `announce()` (lib/a11y/announcer.ts); the region is emptied and refilled a moment
 * later, so the same text twice is said twice (a change within one frame may be taken as none).
 *
 * The regions live in a closed shadow root: screen readers hear them (they are in the accessibility tree) but they
 * are not page text, so a search of the page's words (the browser's find, a test's `getByText`) meets each message
 * once, where it is shown. The host keeps the last text of each in `data-said-polite` and `data-said-assertive`.
 */
export function Announcer() {
  const host = useRef<HTMLDivElement>(null);
  const regions = useRef<Regions | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    regions.current ??= drawRegions(element);
    const timers = new Set<number>();
    const unsubscribe = onAnnouncement((politeness: Politeness, text: string) => {
      const region = regions.current?.[politeness];
      if (!region) return;
      region.textContent = '';
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        region.textContent = text;
        element.dataset[politeness === 'polite' ? 'saidPolite' : 'saidAssertive'] = text;
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

function drawRegions(host: HTMLElement): Regions {
  const root = host.attachShadow({ mode: 'closed' });
  const style = document.createElement('style');
  // Bootstrap's visually-hidden, which the page's stylesheet cannot reach in here.
  style.textContent =
    'div{position:absolute!important;width:1px!important;height:1px!important;padding:0!important;margin:-1px!important;overflow:hidden!important;clip:rect(0,0,0,0)!important;white-space:nowrap!important;border:0!important}';
  const region = (politeness: Politeness) => {
    const div = document.createElement('div');
    div.setAttribute('aria-live', politeness);
    div.setAttribute('aria-atomic', 'true');
    root.append(div);
    return div;
  };
  root.append(style);
  return { polite: region('polite'), assertive: region('assertive') };
}
