import { useMediaQuery } from '../../lib/useMediaQuery';

/** The visitor asked the system for less motion: no autoplay, no sliding. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
