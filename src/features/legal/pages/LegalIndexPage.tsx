import { Link, useLocation } from 'react-router-dom';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { legalPageSlugs } from '../../../domain/legalPages';
import type { LegalIndexState } from '../legalIndexState';
import { legalTexts } from '../legalTexts';
import '../../../components/legal/legal.scss';

/** /termos-legais: every legal page, with a line on what it covers. */
export default function LegalIndexPage() {
  useDocumentTitle('Termos Legais');
  const state = useLocation().state as LegalIndexState | null;

  return (
    <div className="legal-page site-container">
      <Breadcrumb items={[{ label: 'Termos Legais' }]} />
      <h1 className="legal-page__title">Termos Legais</h1>
      <p className="legal-page__lead">
        As condições de uso da Sala de Imprensa da Aurora Veículos do Brasil, de seus conteúdos e de seus
        serviços, e como tratamos os seus dados.
      </p>
      {state?.downloadTermsAccepted && (
        <p className="legal-notice" role="status">
          Termos de Uso para Download aceitos. Os próximos downloads deste navegador não pedirão o aceite de
          novo.
        </p>
      )}
      <ul className="legal-index">
        {legalPageSlugs.map((slug) => {
          const text = legalTexts[slug];
          return (
            <li key={slug} className="legal-index__item">
              <h2 className="legal-index__title">
                <Link to={paths.legal.page.href(slug)} className="legal-index__link">
                  {text.title}
                </Link>
              </h2>
              <p className="legal-index__summary">{text.summary}</p>
              <p className="legal-index__updated">{text.updated}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
