/**
 * /login and /login/ (spec section 2): the sign-in start without a code, the provider's callback with one. The flow
 * is signInFlow.ts; this page shows that something is happening and goes where the flow answers.
 */
import { isFulfilled } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../state/hooks';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { finishSignIn, startSignIn } from '../signInFlow';
import '../login.css';

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  useDocumentTitle('Entrar');

  useEffect(() => {
    const run = code ? dispatch(finishSignIn({ code, state })) : dispatch(startSignIn());
    void run.then((result) => {
      // A run refused by the thunk's condition (StrictMode's second effect) leaves the first one to decide.
      if (isFulfilled(result) && result.payload.to) navigate(result.payload.to, { replace: true });
    });
  }, [dispatch, navigate, code, state]);

  return (
    <div className="login-page site-container">
      <p role="status" className="login-page__status">
        <span className="login-page__spinner" aria-hidden="true" />
        Entrando...
      </p>
    </div>
  );
}
