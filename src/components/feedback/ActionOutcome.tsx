import { useAnnounce } from '../../lib/a11y/useAnnounce';
import { focusNextAttribute } from '../../lib/a11y/focusRescue';

export interface ActionOutcomeProps {
  /** The outcome in the product's words; nothing is drawn while empty. */
  text: string | null | undefined;
  /** A success ('Notícia salva.') or a refusal in the server's words. */
  tone?: 'success' | 'problem';
  className?: string;
  /** A new value announces the same text again (a second save saying 'Notícia salva.' again). */
  repeatKey?: unknown;
}

/**
 * What an action came to, shown where the action was. When the control used went away with the action, the focus
 * comes here (lib/a11y/focusRescue.ts).
 *
 * A success is said through the layout's polite live region (lib/a11y/announcer.ts), which exists before it: a status
 * region drawn together with its text is often skipped. The drawn message keeps its status role for whoever reads the
 * page, but is not live itself, so it is not said twice. A refusal is an alert: screen readers say an alert when it is
 * drawn, which is what the alert role is for.
 */
export function ActionOutcome({ text, tone = 'success', className, repeatKey }: ActionOutcomeProps) {
  useAnnounce(tone === 'success' ? text : null, repeatKey);
  if (!text) return null;
  const marks = { tabIndex: -1, [focusNextAttribute]: '' };
  return tone === 'problem' ? (
    <p className={className} role="alert" {...marks}>
      {text}
    </p>
  ) : (
    <p className={className} role="status" aria-live="off" {...marks}>
      {text}
    </p>
  );
}
