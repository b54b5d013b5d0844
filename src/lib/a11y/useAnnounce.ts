import { useEffect } from 'react';
import { announce, type Politeness } from './announcer';

/**
 * Announces `message` each time it becomes a new non-empty text (a save's outcome, a field's error appearing), and
 * again when `repeatKey` changes with the same text (a second save saying 'Notícia salva.' again).
 */
export function useAnnounce(
  message: string | null | undefined,
  politeness: Politeness = 'polite',
  repeatKey?: unknown,
): void {
  useEffect(() => {
    if (message) announce(message, politeness);
  }, [message, politeness, repeatKey]);
}
