import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A row of buttons as the WAI-ARIA toolbar pattern has it: one Tab stop, the button used last (the first at the
 * start), with Left and Right moving between the buttons (round from either end), Home and End to the first and
 * the last. A disabled button is skipped; one marked `aria-disabled` stays reachable, so its name is still heard.
 * The buttons are the toolbar's own `<button>`s, whatever components draw them: the roving tabindex is set on them
 * here, after each render, so a button added later (a panel's, a state's) joins the row at once.
 */
export function Toolbar({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLButtonElement | null>(null);

  const buttons = () =>
    Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? []).filter(
      (button) => !button.disabled,
    );

  /** `chosen` becomes the one Tab stop (or, when it has gone, the button that stood first). */
  const makeStop = (chosen: HTMLButtonElement | null) => {
    const all = buttons();
    const stop = chosen && all.includes(chosen) ? chosen : (all[0] ?? null);
    current.current = stop;
    for (const button of all) button.tabIndex = button === stop ? 0 : -1;
  };

  // No dependencies: after every render, as buttons come and go.
  useLayoutEffect(() => makeStop(current.current));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = buttons();
    const at = all.indexOf(event.target as HTMLButtonElement);
    if (at < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, HTMLButtonElement | undefined> = {
      ArrowRight: all[(at + 1) % all.length],
      ArrowLeft: all[(at - 1 + all.length) % all.length],
      Home: all[0],
      End: all.at(-1),
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    makeStop(next);
    next.focus();
  };

  // A click or a screen reader's own cursor can land on any button: that one becomes the stop.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLButtonElement && buttons().includes(event.target)) makeStop(event.target);
  };

  return (
    <div
      ref={ref}
      className={className}
      role="toolbar"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {children}
    </div>
  );
}
