/**
 * The Logout card: signs out through the auth feature's thunk (the API revokes the session, user-data goes, the
 * browser goes to the provider's logout, which comes back to /home).
 */
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { signOut } from '../../../app/signedInUser';
import { paths } from '../../../lib/paths';

export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    // Off this signed-in page first: left here, the page's guard would answer the cleared user with /login, whose
    // new sign-in cancels the way to the provider's logout and, the provider's session still open, signs the user
    // straight back in. /home is where the provider's logout returns anyway.
    navigate(paths.home(), { replace: true });
    void dispatch(signOut());
  };
}
