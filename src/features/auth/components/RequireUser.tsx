/**
 * A page that needs a signed-in user (spec section 4): without stored user data, remember where the visitor was
 * going and send them to /login, which comes back there once signed in. A logout in another tab reaches it too: the
 * header's account control follows the other tabs for the whole layout.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { selectUserData } from '../authSlice';
import { rememberReturnPath } from '../returnPath';

export function RequireUser({ children }: { children: ReactNode }) {
  const userData = useAppSelector(selectUserData);
  const { pathname, search } = useLocation();
  if (userData) return children;
  // Written while rendering, before Navigate's effect leaves: the same value each time, so StrictMode's second
  // render changes nothing.
  rememberReturnPath(pathname + search);
  return <Navigate to={paths.login()} replace />;
}
