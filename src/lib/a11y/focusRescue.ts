import { isFocusable, tabbable } from 'tabbable';

/**
 * Keeps a keyboard or screen-reader user's place when the control they used goes away. A button that disappears
 * ('Publicar' once published), is replaced (the editor drawn again at its new address) or is disabled while its work
 * runs (a file being sent) leaves the browser's focus on <body>, and the next Tab starts over from the page's top.
 * Watching the page, this moves focus to what comes next, in this order:
 * 1. an outcome drawn for the action (an element marked `data-focus-next`: 'Notícia salva.', 'Solicitação aprovada.');
 * 2. the control that now stands where the lost one stood (the next field, the next person's 'Adicionar'), within
 *    the nearest part of the page that is still there; for a control still there but disabled, the one after it;
 * 3. the page's heading.
 * A disabled control is left at once: nothing tells a control disabled while its work runs (a file being sent) from
 * one whose disabled state is what the action did ('Usar como foto principal' now the main photo, 'Subir' at the
 * top), which would keep the focus on the page for good. The first gets its focus back when it is enabled again,
 * if the person is still where the rescue put them.
 * An outcome drawn after the fallback (the answer arriving later) still takes the focus, unless the person has moved
 * on; one drawn before the loss, while the control used still held the focus ('Sim' in a confirmation fading out
 * when the answer comes), is the outcome of that action too. Focus left on <body> by a click on nothing is left alone: the control clicked before is still there.
 */
export const focusNextAttribute = 'data-focus-next';

/** Nothing in the page holds the focus: the browser left it on the page itself. */
export function focusLeftThePage(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === document.documentElement;
}

interface Rescue {
  lost: HTMLElement;
  /** The lost control's ancestors when it was focused, nearest first. */
  ancestors: Element[];
  /** Where the lost control's branch stood in the nearest ancestor still on the page. */
  removedBefore: Node | null;
  /** Where the rescue put the focus: a later outcome may move it on from there. */
  placed: HTMLElement | null;
  /** The control was disabled, not removed or hidden: it may be enabled again when its work is done. */
  disabled: boolean;
}

export function startFocusRescue(): () => void {
  let lastFocused: HTMLElement | null = null;
  let lastAncestors: Element[] = [];
  let rescue: Rescue | null = null;
  let removedBefore = new Map<Element, Node | null>();
  /** The newest outcome drawn since the person last moved the focus. */
  let drawnSinceFocus: HTMLElement | null = null;
  let timer: number | undefined;

  const place = (target: HTMLElement) => {
    if (!isFocusable(target, { displayCheck }) && !target.hasAttribute('tabindex'))
      target.setAttribute('tabindex', '-1');
    if (rescue) rescue.placed = target;
    target.focus({ preventScroll: !outOfView(target) });
  };

  const check = (records: MutationRecord[] = []) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node instanceof Element && !removedBefore.has(node)) removedBefore.set(node, record.nextSibling);
      }
    }
    const drawn = newestOutcome(records);
    if (drawn) drawnSinceFocus = drawn;
    const outcome = drawn ?? (drawnSinceFocus && isShown(drawnSinceFocus) ? drawnSinceFocus : null);

    if (rescue) {
      const current = rescue;
      if (!focusLeftThePage() && document.activeElement !== current.placed) {
        rescue = null;
        return;
      }
      if (outcome && outcome !== current.placed) {
        place(outcome);
        rescue = null;
        return;
      }
      const back = current.lost.isConnected && canTakeFocus(current.lost);
      if (back && (current.disabled || !current.placed)) {
        // Enabled again (its work done), the person still where the rescue put them: back to it.
        place(current.lost);
        rescue = null;
        return;
      }
      if (!current.placed) {
        if (!current.lost.isConnected) placeFallback(current);
        return;
      }
      if (!focusLeftThePage()) return;
      // Where the focus was put went away in turn (the next 'Adicionar' used): a new loss, from there.
      rescue = null;
    }

    if (!lastFocused || !focusLeftThePage()) {
      // Chromium drops the focus of a control being disabled or hidden when it next draws: look again then.
      if (lastFocused && document.activeElement === lastFocused && !canTakeFocus(lastFocused))
        scheduleCheck();
      return;
    }
    if (lastFocused.isConnected && canTakeFocus(lastFocused)) return;

    rescue = {
      lost: lastFocused,
      ancestors: lastAncestors,
      removedBefore: null,
      placed: null,
      disabled: lastFocused.isConnected && isShown(lastFocused) && lastFocused.matches(':disabled'),
    };
    if (outcome) {
      place(outcome);
      rescue = null;
    } else {
      placeFallback(rescue);
    }
  };

  const placeFallback = (current: Rescue) => {
    const index = current.ancestors.findIndex((ancestor) => ancestor.isConnected);
    const branch = index > 0 ? current.ancestors[index - 1] : current.lost;
    // A control still there (hidden, disabled) marks its own place; a removed one, where its branch was taken out.
    current.removedBefore = current.lost.isConnected
      ? current.lost
      : ((branch && removedBefore.get(branch)) ?? null);
    const main = document.querySelector('main');
    // From the nearest part still drawn outward, up to the page: the first that holds a control to go on with.
    let before: Node | null = current.removedBefore;
    for (const home of current.ancestors.slice(Math.max(index, 0))) {
      if (!main || home.contains(main)) break;
      const target = nextWithin(home, before, home === current.ancestors[index]);
      if (target) return place(target);
      before = home;
    }
    // A disabled control with nothing after it in its part (a busy dialog's last button) keeps its place: it gets the
    // focus back once enabled, or the outcome once it goes, rather than the page's heading behind the dialog.
    if (current.disabled && current.lost.isConnected) return;
    const heading = pageHeading();
    if (heading) place(heading);
  };

  const scheduleCheck = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => requestAnimationFrame(() => check()), 0);
  };

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    // The rescue's own move keeps it open for an outcome still to come; any other ends it.
    if (!rescue || target !== rescue.placed) rescue = null;
    drawnSinceFocus = null;
    lastFocused = target;
    lastAncestors = ancestorsOf(target);
    removedBefore = new Map();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget === null) scheduleCheck();
  };

  const observer = new MutationObserver((records) => check(records));
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'hidden', 'inert', 'class', 'style'],
  });
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('focusout', onFocusOut);
  };
}

/** The page's heading, where a new page starts reading. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
}

function newestOutcome(records: MutationRecord[]): HTMLElement | null {
  let found: HTMLElement | null = null;
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof HTMLElement) || !node.isConnected) continue;
      if (node.hasAttribute(focusNextAttribute)) found = node;
      const inside = node.querySelectorAll<HTMLElement>(`[${focusNextAttribute}]`);
      if (inside.length > 0) found = inside[inside.length - 1] ?? found;
    }
  }
  return found;
}

function ancestorsOf(element: Element): Element[] {
  const ancestors: Element[] = [];
  for (let parent = element.parentElement; parent; parent = parent.parentElement) ancestors.push(parent);
  return ancestors;
}

function canTakeFocus(element: HTMLElement): boolean {
  return isShown(element) && !element.matches(':disabled') && !element.closest('[inert]');
}

/** Drawn: in the page and not hidden by display, visibility or content-visibility. Without layout, taken as drawn. */
function isShown(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : true;
}

/** tabbable's check of what is drawn needs a layout: without one (jsdom), everything in the page counts. */
const displayCheck = typeof HTMLElement.prototype.checkVisibility === 'function' ? 'legacy-full' : 'none';

/**
 * In `home`: the button of a panel that closed with the action (a picker's 'Trocar foto'; in the nearest part only),
 * else the first control at or after `before`, else the last one before it, else the nearest part's heading.
 */
function nextWithin(home: Element, before: Node | null, nearest: boolean): HTMLElement | null {
  const controls = tabbable(home, { displayCheck });
  if (nearest) {
    const preceding = before?.isConnected
      ? controls.filter(
          (control) => before.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING,
        )
      : [...controls];
    const opener = preceding.reverse().find((control) => control.getAttribute('aria-expanded') === 'false');
    if (opener) return opener as HTMLElement;
  }
  if (before?.isConnected) {
    const following = controls.find(
      (control) =>
        control === before ||
        Boolean(before.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING) ||
        before.contains(control),
    );
    if (following) return following as HTMLElement;
  }
  const last = controls[controls.length - 1];
  if (last) return last as HTMLElement;
  return nearest ? (home.querySelector<HTMLElement>('h2, h3, h4, legend') ?? null) : null;
}

function outOfView(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom < 0 || box.top > window.innerHeight;
}
