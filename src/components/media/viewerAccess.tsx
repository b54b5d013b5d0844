import { useEffect, type ReactNode } from 'react';
import {
  createModule,
  cssClass,
  MODULE_CAROUSEL,
  useController,
  type Plugin,
} from 'yet-another-react-lightbox';
import { tabStopsIn } from '../dialogs/useModalTabCycle';

/**
 * Set around the library's carousel, so it runs once the viewer's frame, toolbar and arrows are drawn:
 * - the library focuses its frame on opening, an unnamed element; the first control (the photo's 'Baixar') takes
 *   the focus instead, inside the dialog named 'Visualizador de fotos', where the arrow keys still move;
 * - the carousel is a polite live region holding the photos on each side too, so every move read three captions
 *   run together; the library has no setting for it, so the region is turned off here and the viewer says the
 *   photo shown through the site's announcer. The library writes the attribute only when its own state changes,
 *   which a viewer without a slideshow never does.
 */
function ViewerAccess({ children }: { children?: ReactNode }) {
  const { containerRef } = useController();
  useEffect(() => {
    const frame = containerRef.current;
    if (!frame) return;
    frame.querySelector(`.${cssClass('carousel')}`)?.setAttribute('aria-live', 'off');
    const active = document.activeElement;
    // Only from where the opening left it: someone already on a control keeps their place.
    if (active === frame || active === document.body || !frame.contains(active))
      tabStopsIn(frame)[0]?.focus();
  }, [containerRef]);
  return <>{children}</>;
}

export const viewerAccess: Plugin = ({ addParent }) =>
  addParent(MODULE_CAROUSEL, createModule('site-viewer-access', ViewerAccess));
