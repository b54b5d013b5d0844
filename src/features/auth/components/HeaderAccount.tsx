/**
 * The header's account control (spec section 2): the login icon for a visitor, the logged-in menu for a signed-in
 * user with a complete profile. On every page's first load, so it stays tiny: a link with a CSS-drawn icon; the
 * menu, its styles and the logout call load only once someone is signed in.
 */
import { lazy, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../state/hooks';
import { LazyPart } from '../../../components/layout/LazyPart';
import { PartLoadError } from '../../../components/layout/PartLoadError';
import { paths } from '../../../domain/routes';
import { selectIsLoggedIn } from '../../../state/auth/authSlice';
import { rememberReturnPath } from '../../../state/auth/returnPath';
import { useSignInWindowRefusal } from '../useSignInWindowRefusal';
import { useUserDataOfOtherTabs } from '../useUserDataOfOtherTabs';
import '../headerAccount.css';

const UserMenu = lazy(() => import('./UserMenu'));

export function HeaderAccount() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname, search } = useLocation();
  const [problemClosed, setProblemClosed] = useState(false);
  useUserDataOfOtherTabs();
  useSignInWindowRefusal();

  return loggedIn ? (
    // Nothing while the menu's code arrives: it is the leftmost of the right-aligned icons, no other one moves.
    <LazyPart failed={problemClosed ? null : <PartLoadError onClose={() => setProblemClosed(true)} />}>
      <UserMenu />
    </LazyPart>
  ) : (
    <Link
      to={paths.login.href()}
      className="site-header__icon-button"
      aria-label="Entrar"
      // Signing in from a page comes back to it.
      onClick={() => rememberReturnPath(pathname + search)}
    >
      <span className="header-account__icon" />
    </Link>
  );
}
