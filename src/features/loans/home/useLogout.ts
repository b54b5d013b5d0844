/**
 * The Logout card: signs out through the auth feature's thunk (the API revokes the session, user-data goes, the
 * browser goes to the provider's logout). `leaving` keeps the card busy meanwhile, so a second click sends nothing.
 */
import { useState } from 'react';
import { useAppDispatch } from '../../../state/hooks';
import { signOut } from '../../../state/auth/signOut';

export function useLogout() {
  const dispatch = useAppDispatch();
  const [leaving, setLeaving] = useState(false);
  const logout = () => {
    setLeaving(true);
    void dispatch(signOut());
  };
  return { leaving, logout };
}
