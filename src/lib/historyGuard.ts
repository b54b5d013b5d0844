/**
 * The browser's back and forward buttons, held while an editor has unsaved work. A popstate can't be cancelled, and
 * the router reacts to it with a listener of its own: to keep the page until the person has answered, a listener
 * must run before the router's and stop the event. Listeners of one target run in the order they were added, so this
 * one is added when the app starts, before the router's (main.tsx), and asks whichever editor holds the guard.
 */
type PopDecision = (event: PopStateEvent) => 'hold' | 'pass';

let decide: PopDecision | null = null;

/** Added once, before the router starts. */
export function installHistoryGuard(): void {
  window.addEventListener('popstate', (event) => {
    if (decide?.(event) === 'hold') event.stopImmediatePropagation();
  });
}

/** Makes `decision` the judge of every back and forward step until the returned function is called. */
export function holdHistoryPops(decision: PopDecision): () => void {
  decide = decision;
  return () => {
    if (decide === decision) decide = null;
  };
}
