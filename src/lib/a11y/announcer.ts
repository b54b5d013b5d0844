/**
 * What a screen reader is told: outcomes ('Notícia salva.', 'Solicitação aprovada.') and field errors go to the live
 * region the layout draws from the first render (components/layout/Announcer.tsx). A region mounted together with
 * its message is often skipped by screen readers; this one exists before any message arrives. A refusal is not said
 * here: it is an alert drawn where it happens, which screen readers say as it is drawn.
 *
 * Messages announced in one task (a form's several field errors) are read as one text; the same text announced again
 * later is read again (the region is emptied first).
 */
type Listener = (text: string) => void;

const listeners = new Set<Listener>();
const pending: string[] = [];
let flushScheduled = false;

export function announce(text: string): void {
  const message = text.trim();
  if (!message) return;
  if (!pending.includes(message)) pending.push(message);
  if (flushScheduled) return;
  flushScheduled = true;
  queueMicrotask(flush);
}

function flush() {
  flushScheduled = false;
  const messages = pending.splice(0);
  if (messages.length === 0) return;
  const text = messages.map((message) => (/[.!?…]$/.test(message) ? message : `${message}.`)).join(' ');
  for (const listener of listeners) listener(text);
}

/** The live region's side: called with each text to put in it. */
export function onAnnouncement(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
