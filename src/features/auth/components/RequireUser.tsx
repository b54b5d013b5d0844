/**
 * A page that needs a signed-in user (spec section 4): without stored user data, remember where the visitor was
 * going and send them to /login, which comes back there once signed in. A logout in another tab reaches it too: the
 * header's account control follows the other tabs for the whole layout.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { rememberReturnPath } from '../returnPath';
import { selectUserData } from '../authSlice';

export function RequireUser({ children }: { children: ReactNode }) {
  const userData = useAppSelector(selectUserData);
  const { pathname, search } = useLocation();
  if (!userData) return <RedirectToLogin returnPath={`${pathname}${search}`} />;
  return <>{children}</>;
}

function RedirectToLogin({ returnPath }: { returnPath: string }) {
  rememberReturnPath(returnPath);
  return <Navigate to={paths.login()} replace />;
}
