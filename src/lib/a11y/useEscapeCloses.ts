import { useRef, type KeyboardEvent } from 'react';

/**
 * Escape closes a disclosure (a button that shows a part of the page: a photo picker, a form folded on a phone)
 * while the focus is on its button or in what it shows, and the focus goes back to the button, as the WAI-ARIA
 * Authoring Practices ask of every popover. `onKeyDown` goes on the button and on the part it shows (or on what
 * holds both), `buttonRef` on the button. The key stops there: a dialog around the disclosure stays open, and a
 * search box in it is not emptied (Chromium's own Escape) as it closes.
 */
export function useEscapeCloses<Button extends HTMLElement = HTMLButtonElement>(
  open: boolean,
  close: () => void,
) {
  const buttonRef = useRef<Button>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    close();
    buttonRef.current?.focus();
  };
  return { buttonRef, onKeyDown };
}
