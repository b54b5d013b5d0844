/**
 * Remembering where a visitor was going before signing in (`has-redirect`, spec section 4). Apart from
 * afterSignIn.ts because the header and RequireUser, on every page's first load, need only this, not the profile
 * rules (and their CPF validator) that decide where a signed-in user goes.
 */
import { hasRedirectStorage } from '../../lib/storage';

/** Called by pages that need a user when none is stored, and by the login icon: where to come back to. */
export function rememberReturnPath(path: string): void {
  if (!path.startsWith('/login')) hasRedirectStorage.write(path);
}
