/**
 * Asks before a page with unsaved edits is left, whichever way: a link or a tab of /redacao (the router's navigator),
 * the browser's back and forward buttons, and a reload, a typed address or closing the tab (`beforeunload`, where the
 * browser asks in its own words).
 *
 * The app runs on react-router's declarative `BrowserRouter` (its data router, which has `useBlocker`, would add
 * 15 KB to every visitor's first load for the sake of staff screens), so the guard stands where `useBlocker` would:
 * in front of the navigator's push and replace, and before the router's own popstate listener (lib/historyGuard.ts).
 * A popstate can't be cancelled: the guard steps the history back to where it was (react-router numbers its entries
 * in `state.idx`), asks, and steps forward again if the person chooses to leave.
 */
import { useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { UNSAFE_NavigationContext, useLocation, type Navigator } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { holdHistoryPops } from '../../../lib/historyGuard';
import { holdUnsavedWork } from '../../../lib/unsavedWork';
import { frameTexts } from './frameTexts';

const historyIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/** Puts `guarding` in front of the router's push and replace (every link and navigate call); answers the undo. */
function guardNavigator(navigator: Navigator, guarding: () => boolean, ask: (go: () => void) => void) {
  const { push, replace } = navigator;
  navigator.push = (...args) => (guarding() ? ask(() => push(...args)) : push(...args));
  navigator.replace = (...args) => (guarding() ? ask(() => replace(...args)) : replace(...args));
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
}

export interface LeaveGuard {
  /** The question, to render with the editor. */
  dialog: ReactNode;
  /** Runs a navigation of the editor's own (a new item's address after its first save) past the guard. */
  passThrough: (navigate: () => void) => void;
}

export function useLeaveGuard(unsaved: boolean): LeaveGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const unsavedRef = useRef(unsaved);
  const passing = useRef(false);
  /** The history entry the page stands on, as the router numbered it. */
  const here = useRef<number | null>(null);
  useEffect(() => {
    unsavedRef.current = unsaved;
    return unsaved ? holdUnsavedWork() : undefined;
  }, [unsaved]);
  useEffect(() => {
    here.current = historyIndex();
  }, [location]);

  useEffect(() => {
    const guarding = () => unsavedRef.current && !passing.current;
    const ask = (go: () => void) => setPending(() => go);
    const restoreNavigator = guardNavigator(navigator, guarding, ask);

    /** The step back to the page, made by the guard itself: not the person's. */
    let returning = false;
    /** The step the person confirmed: the router takes it. */
    let confirmed = false;
    const releaseHistory = holdHistoryPops(() => {
      const there = historyIndex();
      if (returning) {
        returning = false;
        return 'hold';
      }
      if (confirmed || !guarding() || here.current === null || there === null || there === here.current) {
        confirmed = false;
        return 'pass';
      }
      const delta = here.current - there;
      returning = true;
      window.history.go(delta);
      ask(() => {
        confirmed = true;
        window.history.go(-delta);
      });
      return 'hold';
    });

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!guarding()) return;
      event.preventDefault();
      // Older browsers ask only when a value is returned; the words are the browser's own.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      restoreNavigator();
      releaseHistory();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [navigator]);

  /** Runs `navigate` with the guard down: the leave that was confirmed, or the editor's own move. */
  const passThrough = useCallback((navigate: () => void) => {
    passing.current = true;
    try {
      navigate();
    } finally {
      passing.current = false;
    }
  }, []);

  const leave = () => {
    const go = pending;
    setPending(null);
    if (go) passThrough(go);
  };

  const dialog = (
    <ConfirmDialog
      show={pending !== null}
      title={frameTexts.leave.title}
      question={frameTexts.leave.question}
      busy={false}
      onConfirm={leave}
      onClose={() => setPending(null)}
    />
  );
  return { dialog, passThrough };
}
