import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { signInRefusedNote } from './signInWindow';

/**
 * The mobile flavour signs in in a window of its own (signInFlow.ts). When the sign-in fails there, that window says
 * so before it closes, and this one goes to / as the spec's failure path says; a success needs no note, user-data's
 * storage event brings the session (useUserDataOfOtherTabs).
 */
export function useSignInWindowRefusal(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data === signInRefusedNote) void navigate('/');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);
}
