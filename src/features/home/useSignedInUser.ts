/**
 * The signed-in user as the home page needs it (spec section 6: the welcome block and the logged tab bar are for
 * logged-in users). Read from the store's `auth` state directly: features don't import each other, and the state's
 * shape is typed by the store, so a change there breaks this at compile time.
 */
import { useAppSelector } from '../../app/hooks';

export interface SignedInUser {
  name: string;
}

export function useSignedInUser(): SignedInUser | null {
  const user = useAppSelector((state) => state.auth.userData?.user);
  return user?.loggedIn === true ? { name: user.name } : null;
}
