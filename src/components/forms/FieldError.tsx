import type { ReactNode } from 'react';
import { useAnnounce } from '../../lib/a11y/useAnnounce';

export interface FieldErrorProps {
  /** The id the control names in aria-describedby. */
  id?: string;
  /** The rule's message; nothing is drawn while empty. */
  text: string | null | undefined;
  className?: string;
  /** What goes beside the message ('Tentar novamente'). */
  children?: ReactNode;
}

/**
 * A field's error under it (Bootstrap's invalid-feedback), read with the field through aria-describedby, and said
 * when it appears through the layout's live region (lib/a11y/announcer.ts): a person who pressed 'Enviar' or left
 * the field hears why it was refused without going back to it. Several errors shown at once are said as one text.
 */
export function FieldError({ id, text, className, children }: FieldErrorProps) {
  useAnnounce(text);
  if (!text) return null;
  return (
    <div id={id} className={className ? `invalid-feedback ${className}` : 'invalid-feedback'}>
      {text}
      {children}
    </div>
  );
}
