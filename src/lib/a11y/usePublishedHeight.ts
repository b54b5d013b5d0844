import { useEffect, useRef } from 'react';

/**
 * Publishes the height of an element that stands over the page (an editor's action bar stuck to the window's
 * bottom) as the CSS property `property` on the root while the element is on the page, so the page's scroll padding
 * (src/styles/_base.scss) can keep keyboard focus clear of it (WCAG 2.4.11). Measured by a ResizeObserver from a
 * passive effect, as the cookie notice measures itself: the bar wraps to more lines on a narrow window.
 */
export function usePublishedHeight<Element extends HTMLElement>(property: `--${string}`) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
    const publish = (height: number) => root.style.setProperty(property, `${Math.ceil(height)}px`);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(([entry]) =>
            publish(entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight),
          );
    if (observer) observer.observe(element);
    else publish(element.offsetHeight);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(property);
    };
  }, [property]);
  return ref;
}
