import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from '../domain/limits';

/** Whether a CSS media query matches now, kept up to date. False where there is no window. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      // A resize re-reads the query too: test doubles of matchMedia (and some embedded browsers) never fire 'change'.
      window.addEventListener('resize', onChange);
      return () => {
        list.removeEventListener?.('change', onChange);
        window.removeEventListener('resize', onChange);
      };
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The desktop layout: 992 px and wider (spec section 9). Below it the mobile layout applies. */
export const desktopQuery = `(min-width: ${breakpoints.desktop}px)`;

export function useIsDesktop(): boolean {
  return useMediaQuery(desktopQuery);
}
