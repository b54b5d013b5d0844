/** The provider's sign-in form: e-mail and password, with what went wrong in the last attempt. */
import { CardPage } from '../shared/CardPage';
import { interactionPaths } from './interactionPaths';
import { pageTexts } from './pageTexts';

export interface SignInPageProps {
  uid: string;
  email?: string;
  error?: string;
}

export function SignInPage({ uid, email = '', error }: SignInPageProps) {
  // After a failed attempt the e-mail is kept and the cursor goes where the person will type next.
  const focusPassword = email !== '';
  return (
    <CardPage title={pageTexts.signInTitle}>
      <h1>{pageTexts.signInTitle}</h1>
      <p className="lead">Use o e-mail e a senha da sua conta de imprensa.</p>
      {error ? (
        <div className="alert" role="alert">
          {error}
        </div>
      ) : null}
      <form method="post" action={interactionPaths.login(uid)}>
        <label htmlFor="email">E-mail</label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          defaultValue={email}
          autoFocus={!focusPassword}
        />
        <label htmlFor="password">Senha</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus={focusPassword}
        />
        <button className="button" type="submit">
          Entrar
        </button>
      </form>
      <p className="secondary">
        <a href={interactionPaths.abort(uid)}>Cancelar</a>
      </p>
    </CardPage>
  );
}
