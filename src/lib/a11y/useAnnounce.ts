import { useEffect } from 'react';
import { announce } from './announcer';

/**
 * Announces `message` each time it becomes a new non-empty text (a save's outcome, a field's error appearing), and
 * again when `repeatKey` changes with the same text (a second save saying 'Notícia salva.' again).
 */
export function useAnnounce(message: string | null | undefined, repeatKey?: unknown): void {
  useEffect(() => {
    if (message) announce(message);
  }, [message, repeatKey]);
}
