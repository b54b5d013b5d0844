import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';

/** Shown until the visitor accepts cookies (spec section 2); analytics waits for that acceptance (LGPD). */
export function CookieNotice({ onAccept }: { onAccept: () => void }) {
  return (
    <section className="cookie-notice" aria-labelledby="cookie-notice-title">
      <div>
        <h2 id="cookie-notice-title" className="cookie-notice__title">
          Aviso de cookies
        </h2>
        <p>
          Usamos cookies e tecnologias semelhantes para o funcionamento do site e, com o seu consentimento,
          para medir a audiência (Google Analytics), conforme a Lei Geral de Proteção de Dados (LGPD). Saiba
          mais na nossa <Link to={paths.legal.page('Cookies')}>Política de Cookies</Link>.
        </p>
      </div>
      <button type="button" className="btn btn-primary" onClick={onAccept}>
        Aceitar
      </button>
    </section>
  );
}
