import { useEffect } from 'react';

/**
 * While a modal dialog is open, Tab and Shift+Tab go round inside it, as the WAI-ARIA dialog pattern has it: past the
 * last control to the first, and back from the first control (or from the dialog itself, where react-bootstrap puts
 * the focus on opening) to the last. Left to the browser, Shift+Tab from the first control leaves the dialog and
 * react-bootstrap pulls the focus back onto the dialog as a whole, so the last control ('Fechar', 'Cancelar') is
 * never reached that way. One listener serves every open dialog: the one with the focus is the one that cycles.
 */
export function useModalTabCycle(open: boolean) {
  useEffect(() => {
    if (!open) return;
    if (openDialogs++ === 0) document.addEventListener('keydown', cycleTab, true);
    return () => {
      if (--openDialogs === 0) document.removeEventListener('keydown', cycleTab, true);
    };
  }, [open]);
}

let openDialogs = 0;

// Capture phase: a dialog may stop its keys from reaching the page behind it (DownloadTermsDialog does).
function cycleTab(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const from = event.target;
  if (!(from instanceof HTMLElement)) return;
  const dialog = from.closest<HTMLElement>('[aria-modal="true"]');
  if (!dialog) return;
  const stops = tabStopsIn(dialog);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  // `from` may be a stop, the dialog itself or a heading the page focused: what counts is whether a stop lies beyond.
  const before = stops.some((stop) => stop !== from && isBefore(stop, from));
  const after = stops.some((stop) => stop !== from && isBefore(from, stop));
  if (event.shiftKey && !before) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && !after) {
    event.preventDefault();
    first.focus();
  }
}

/** `a` comes before `b` in the page's order (a container comes before what it holds). */
const isBefore = (a: Node, b: Node) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

const focusable =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [tabindex], ' +
  '[contenteditable]:not([contenteditable="false"])';

/** What Tab stops on inside `root`, in order: one radio of a group, nothing disabled, hidden or inert. */
export function tabStopsIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusable)).filter((element) => {
    if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert], [hidden]'))
      return false;
    // Where the browser can tell (jsdom can't), what is not drawn (display: none, visibility: hidden) is no stop.
    if (element.checkVisibility && !element.checkVisibility({ visibilityProperty: true })) return false;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      const group = Array.from(root.querySelectorAll<HTMLInputElement>('input[type="radio"]')).filter(
        (radio) => radio.name === element.name,
      );
      // The checked one, or the first while none is.
      if (element !== (group.find((radio) => radio.checked) ?? group[0])) return false;
    }
    return true;
  });
}
