/**
 * The provider's error page. It names what went wrong in the person's words and never shows the technical
 * description, which could tell an attacker how the provider is set up.
 */
import { CardPage } from '../shared/CardPage';

/** What a person can do about each error the provider reports; anything else gets the general words. */
const errorExplanations: Record<string, string> = {
  access_denied: 'A entrada foi cancelada.',
  invalid_request: 'O pedido de entrada não é válido.',
  invalid_client: 'O pedido de entrada veio de um aplicativo desconhecido.',
  invalid_redirect_uri: 'O endereço de retorno do pedido de entrada não é permitido.',
  session_not_found: 'Esta tentativa de entrada expirou.',
  login_required: 'É preciso entrar novamente.',
};

const title = 'Não foi possível continuar';

export function ProviderErrorPage({ code }: { code?: string | undefined }) {
  const explanation = (code && errorExplanations[code]) ?? 'Não foi possível concluir o pedido de entrada.';
  return (
    <CardPage title={title}>
      <h1>{title}</h1>
      <p className="lead">{`${explanation} Volte à Sala de Imprensa e tente entrar de novo.`}</p>
      <a className="button" href="/home">
        Voltar para a Sala de Imprensa
      </a>
    </CardPage>
  );
}
