import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { focusLeftThePage, focusNextAttribute, pageHeading } from './focusRescue';

/**
 * A new page starts where a multi-page site would: a link followed, or back and forward, puts the focus on the new
 * page's heading (or on the outcome it opens with: 'Solicitação aprovada.' back on the queue), so a screen reader
 * reads where the person is and the next Tab goes into the page. The heading may come after the page's code and
 * data: the focus waits for it, unless the person moves it first.
 *
 * An address replaced in place (a new item saved at its own address, a filter written into the query) is not a new
 * page while the person is working in it: focusRescue.ts keeps that focus. A replaced address is a new page when
 * nothing in the page holds the focus (the return from signing in, which takes /login?code=… out of the history),
 * or when the page it replaces was still being waited for (a redirect to a page's own address).
 */
export function useRouteFocus() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  /** A new page's heading is still awaited. */
  const waiting = useRef(false);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType === 'REPLACE' && !waiting.current && !focusLeftThePage()) return;
    waiting.current = true;
    return focusWhenDrawn(() => {
      waiting.current = false;
    });
  }, [pathname, navigationType]);
}

/** Focuses the page's outcome or heading once drawn; `done` when it did, or when the person moved on first. */
function focusWhenDrawn(done: () => void): () => void {
  const main = document.querySelector('main');
  if (!main) {
    done();
    return () => {};
  }
  const startedOn = document.activeElement;
  let stop = () => {};
  const finish = () => {
    stop();
    done();
  };

  const tryFocus = () => {
    // The person moved on (typed in the search box, opened the menu) before the page was drawn.
    const active = document.activeElement;
    if (active && active !== startedOn && active !== document.body && !main.contains(active)) return finish();
    const target =
      main.querySelector<HTMLElement>(`[${focusNextAttribute}]`) ??
      (main.querySelector('h1') ? pageHeading() : null);
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    finish();
  };

  const observer = new MutationObserver(tryFocus);
  const giveUp = window.setTimeout(finish, 15000);
  stop = () => {
    observer.disconnect();
    window.clearTimeout(giveUp);
  };
  observer.observe(main, { childList: true, subtree: true });
  tryFocus();
  return stop;
}
