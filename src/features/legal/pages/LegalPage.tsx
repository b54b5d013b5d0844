import { Navigate, useParams } from 'react-router-dom';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { DownloadAcceptance } from '../components/DownloadAcceptance';
import { legalPageFromPath } from '../legalPages';
import { legalTexts } from '../legalTexts';
import type { LegalText } from '../texts/types';
import '../legal.scss';

/**
 * /termos-legais/{page}, the page named in any case (/termos-legais/cookies is the cookie policy, shown at its
 * usual address); an unknown page leads to the index.
 */
export default function LegalPage() {
  const { page } = useParams();
  const slug = legalPageFromPath(page);
  if (!slug) return <Navigate to={paths.legal.index()} replace />;
  if (page !== slug) return <Navigate to={paths.legal.page(slug)} replace />;
  return <LegalDocument text={legalTexts[slug]} />;
}

function LegalDocument({ text }: { text: LegalText }) {
  useDocumentTitle(text.title);
  return (
    <div className="legal-page site-container">
      <Breadcrumb items={[{ label: 'Termos Legais', to: paths.legal.index() }, { label: text.title }]} />
      <article className="legal-document">
        <header className="legal-document__header">
          <h1 className="legal-page__title">{text.title}</h1>
          <p className="legal-document__updated">{text.updated}</p>
        </header>
        {text.intro.map((paragraph) => (
          <p key={paragraph} className="legal-page__lead">
            {paragraph}
          </p>
        ))}
        {text.sections.map((section) => (
          <section key={section.heading} className="legal-document__section">
            <h2 className="legal-document__heading">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list && (
              <ul className="legal-document__list">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
      {text.slug === 'termoDownload' && <DownloadAcceptance />}
    </div>
  );
}
