/**
 * The header's account control (spec section 2): the login icon for a visitor, the logged-in menu for a signed-in
 * user with a complete profile. Loaded on every page: the icon is a link and an SVG; the menu, its styles and the
 * logout call load only once someone is signed in.
 */
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { rememberReturnPath } from '../returnPath';
import { selectIsLoggedIn } from '../authSlice';
import { useUserDataOfOtherTabs } from '../useUserDataOfOtherTabs';
import { UserIcon } from './UserIcon';

const UserMenu = lazy(() => import('./UserMenu'));

export function HeaderAccount() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname, search } = useLocation();
  useUserDataOfOtherTabs();

  if (loggedIn) {
    return (
      // Nothing while the menu's code arrives: it is the leftmost of the right-aligned icons, no other one moves.
      <Suspense fallback={null}>
        <UserMenu />
      </Suspense>
    );
  }
  return (
    <Link
      to={paths.login()}
      className="site-header__icon-button"
      aria-label="Entrar"
      // Signing in from a page comes back to it.
      onClick={() => rememberReturnPath(`${pathname}${search}`)}
    >
      <UserIcon />
    </Link>
  );
}
