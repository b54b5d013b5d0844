import { createContext, useContext, type ReactNode } from 'react';
import type { FavoriteItem } from '../../domain/favorites';

export interface SetMailDialogProps {
  show: boolean;
  /** The set as cart entries (one, or one per `favoriteMaxFiles` files). */
  items: readonly FavoriteItem[];
  onHide: () => void;
  /** The link is on its way. */
  onSent: () => void;
  /** Once the dialog is gone: focus is the caller's to place. */
  onExited?: () => void;
}

/**
 * Draws the dialog that e-mails the link to a set too large to download at once: the favorites' own e-mail dialog,
 * which shared components may not import (features sit above them). The site's layout (app/SiteLayout.tsx) provides
 * it, loaded on demand; without a provider, a large set says it can't be sent from here.
 */
export const SetMailDialogContext = createContext<((props: SetMailDialogProps) => ReactNode) | null>(null);

/** The provided dialog, drawn where a set asks for it; nothing without a provider. */
export function SetMailDialog(props: SetMailDialogProps) {
  const render = useContext(SetMailDialogContext);
  return render ? render(props) : null;
}
