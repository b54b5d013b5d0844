import { useState } from 'react';
import { signInRefusal } from '../signInRefusal';
import './signInRefusedNotice.css';

/**
 * The refused sign-in's sentence, at the top of the page the provider's logout came back to. Read once when the
 * layout first draws: a later page in the same tab does not show it again.
 */
export function SignInRefusedNotice() {
  const [message, setMessage] = useState(() => signInRefusal.take());
  if (!message) return null;
  return (
    <div className="sign-in-refused" role="alert">
      <p className="sign-in-refused__text">{message}</p>
      <button type="button" className="sign-in-refused__close" onClick={() => setMessage(null)}>
        Fechar
      </button>
    </div>
  );
}
