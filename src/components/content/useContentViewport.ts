import { contentViewportOf, type ContentViewport } from '../../domain/contentPage';
import { breakpoints } from '../../domain/limits';
import { useMediaQuery } from '../../lib/useMediaQuery';

/** The content viewport of the window now (phone up to 544 px, tablet up to 768), kept up to date. */
export function useContentViewport(): ContentViewport {
  const phone = useMediaQuery(`(max-width: ${breakpoints.phone}px)`);
  const tablet = useMediaQuery(`(max-width: ${breakpoints.tablet}px)`);
  return contentViewportOf(phone ? breakpoints.phone : tablet ? breakpoints.tablet : breakpoints.tablet + 1);
}
