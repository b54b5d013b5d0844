/**
 * What a screen reader is told: outcomes ('Notícia salva.', 'Solicitação aprovada.') and field errors go to the two
 * live regions the layout draws from the first render (components/layout/Announcer.tsx). A region mounted together
 * with its message is often skipped by screen readers; these exist before any message arrives.
 *
 * Messages announced in one task (a form's several field errors) are read as one text; the same text announced again
 * later is read again (the region is emptied first).
 */
export type Politeness = 'polite' | 'assertive';

type Listener = (politeness: Politeness, text: string) => void;

const listeners = new Set<Listener>();
const pending: Record<Politeness, string[]> = { polite: [], assertive: [] };
let flushScheduled = false;

export function announce(text: string, politeness: Politeness = 'polite'): void {
  const message = text.trim();
  if (!message) return;
  if (!pending[politeness].includes(message)) pending[politeness].push(message);
  if (flushScheduled) return;
  flushScheduled = true;
  queueMicrotask(flush);
}

function flush() {
  flushScheduled = false;
  for (const politeness of ['assertive', 'polite'] as const) {
    const messages = pending[politeness].splice(0);
    if (messages.length === 0) continue;
    const text = messages.map((message) => (/[.!?…]$/.test(message) ? message : `${message}.`)).join(' ');
    for (const listener of listeners) listener(politeness, text);
  }
}

/** The live regions' side: called with each text to put in a region. */
export function onAnnouncement(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
