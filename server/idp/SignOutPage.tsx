/**
 * The sign-out confirmation the provider asks for, with its anti-forgery field: sent at once by the same-origin
 * script, with a visible 'Sair' button for a browser without JavaScript. `logout=yes` ends the whole session at
 * the provider, not only the app's part of it.
 */
import { CardPage } from '../shared/CardPage';
import { autoSubmitPath } from './autoSubmit';
import { pageTexts } from './pageTexts';

export interface SignOutPageProps {
  /** The provider's confirmation address. */
  action: string;
  /** The provider's anti-forgery secret of this browser's session. */
  xsrf: string;
}

export function SignOutPage({ action, xsrf }: SignOutPageProps) {
  return (
    <CardPage title={pageTexts.signingOut} head={<script src={autoSubmitPath} defer />}>
      <h1>{pageTexts.signingOut}</h1>
      <p className="lead">Encerrando a sua sessão. Se nada acontecer, clique em Sair.</p>
      <form data-auto-submit="" id="op.logoutForm" method="post" action={action}>
        <input type="hidden" name="xsrf" value={xsrf} />
        <input type="hidden" name="logout" value="yes" />
        <button className="button" type="submit">
          Sair
        </button>
      </form>
    </CardPage>
  );
}
