/**
 * Where a user goes once signed in or once the profile is saved (spec section 4): a complete profile goes to the
 * stored `has-redirect` path (used once) or to /; an incomplete one to /registry, keeping `has-redirect` for later.
 */
import { isProfileComplete } from '../../domain/profile';
import { hasRedirectStorage, type StoredUser } from '../../lib/storage';

export const registryPath = '/registry';

export function pathAfterSignIn(user: StoredUser): string {
  if (!isProfileComplete(user)) return registryPath;
  const target = hasRedirectStorage.read();
  hasRedirectStorage.clear();
  return target && !target.startsWith('/login') ? target : '/';
}

// Kept importable from here too; the first-load code imports it from returnPath.ts.
export { rememberReturnPath } from './returnPath';
