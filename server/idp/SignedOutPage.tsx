/** Where the provider lands a person who signed out without naming a return address. */
import { CardPage } from '../shared/CardPage';
import { pageTexts } from './pageTexts';

export function SignedOutPage() {
  return (
    <CardPage title={pageTexts.signedOut}>
      <h1>{pageTexts.signedOut}</h1>
      <p className="lead">Sua sessão foi encerrada.</p>
      <a className="button" href="/home">
        Voltar para a Sala de Imprensa
      </a>
    </CardPage>
  );
}
