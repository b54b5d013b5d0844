/**
 * /login and /login/ (spec section 2): the sign-in start, or the provider's callback when it brings a code or an
 * error. The flow is signInFlow.ts; this page shows that something is happening and goes where the flow answers.
 */
import { isFulfilled, isRejected } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../state/hooks';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { finishSignIn, signInNeedsSecureAddressMessage, startSignIn } from '../signInFlow';
import '../login.css';

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The provider's answer: a code, or an error (a refusal, a cancelled sign-in), with the attempt's state.
  const callbackQuery = params.has('code') || params.has('error') ? params.toString() : null;
  useDocumentTitle('Entrar');
  const [startFailed, setStartFailed] = useState(false);

  useEffect(() => {
    const run = callbackQuery ? dispatch(finishSignIn({ callbackQuery })) : dispatch(startSignIn());
    void run.then((result) => {
      // A run refused by the thunk's condition (StrictMode's second effect) leaves the first one to decide.
      if (isFulfilled(result) && result.payload.to) navigate(result.payload.to, { replace: true });
      // The start failed before leaving (a finished answer takes its own failure path and always fulfils).
      if (isRejected(result) && !result.meta.condition) setStartFailed(true);
    });
  }, [dispatch, navigate, callbackQuery]);

  if (startFailed) {
    return (
      <div className="login-page site-container">
        <p role="alert" className="login-page__status">
          {signInNeedsSecureAddressMessage}
        </p>
      </div>
    );
  }

  return (
    <div className="login-page site-container">
      <p role="status" className="login-page__status">
        <span className="login-page__spinner" aria-hidden="true" />
        Entrando...
      </p>
    </div>
  );
}
