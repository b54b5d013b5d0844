/**
 * A page that needs a signed-in user (spec section 4): opened without stored user data, it remembers where the
 * visitor was going and sends them to /login, which comes back there once signed in. A user who signs out while on
 * it (here, or in another tab: the header's account control follows the other tabs) goes to /home instead: a new
 * sign-in started then would cancel the way to the provider's logout and, the provider's session still open, sign
 * the user straight back in.
 */
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../state/hooks';
import { paths } from '../../../domain/routes';
import { selectUserData } from '../../../state/auth/authSlice';
import { rememberReturnPath } from '../../../state/auth/returnPath';

export function RequireUser({ children }: { children: ReactNode }) {
  const userData = useAppSelector(selectUserData);
  const { pathname, search } = useLocation();
  const [openedSignedIn] = useState(userData !== null);
  if (userData) return children;
  if (openedSignedIn) return <Navigate to={paths.home.href()} replace />;
  // Written while rendering, before Navigate's effect leaves: the same value each time, so StrictMode's second
  // render changes nothing.
  rememberReturnPath(pathname + search);
  return <Navigate to={paths.login.href()} replace />;
}
