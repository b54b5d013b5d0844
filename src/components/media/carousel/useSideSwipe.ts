import { useEffect, type RefObject } from 'react';

/** How far a finger moves before a gesture counts as a swipe or a scroll: react-slick's own threshold. */
const decidedAfterPx = 10;

/**
 * Claims a sideways swipe for the slider under `root`, so the browser never starts a scroll with it.
 *
 * React listens to touchmove passively, so react-slick cannot cancel it (its `safePreventDefault` skips passive
 * events) and cancels only the touchend. By then Chrome has taken the uncancelled touchmoves as the start of a
 * scroll, sends the touchend as not cancelable, and logs "Ignored attempt to cancel a touchend event with
 * cancelable=false" on every swipe. This listener, not passive, cancels the touchmoves of a gesture decided the way
 * react-slick decides it: more than 10 px sideways before 10 px up or down is a swipe; an up-or-down drag stays the
 * page's scroll, untouched.
 */
export function useSideSwipe(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    let start: { x: number; y: number } | null = null;
    let gesture: 'undecided' | 'swipe' | 'scroll' = 'undecided';

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      // A second finger (a pinch) is the browser's business.
      start = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
      gesture = 'undecided';
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      if (gesture === 'undecided') {
        if (Math.abs(touch.clientY - start.y) > decidedAfterPx) gesture = 'scroll';
        else if (Math.abs(touch.clientX - start.x) > decidedAfterPx) gesture = 'swipe';
      }
      if (gesture === 'swipe' && event.cancelable) event.preventDefault();
    };

    node.addEventListener('touchstart', onTouchStart, { passive: true });
    node.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => {
      node.removeEventListener('touchstart', onTouchStart);
      node.removeEventListener('touchmove', onTouchMove);
    };
  }, [root]);
}
