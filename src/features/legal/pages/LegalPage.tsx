import { Navigate, useParams } from 'react-router-dom';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { DownloadAcceptance } from '../components/DownloadAcceptance';
import { LegalArticle } from '../../../components/legal/LegalArticle';
import { legalPageFromPath } from '../../../domain/legalPages';
import { legalTexts } from '../legalTexts';
import type { LegalText } from '../../../components/legal/texts/types';
import '../../../components/legal/legal.scss';

/**
 * /termos-legais/{page}, the page named in any case (/termos-legais/cookies is the cookie policy, shown at its
 * usual address); an unknown page leads to the index.
 */
export default function LegalPage() {
  const { page } = useParams();
  const slug = legalPageFromPath(page);
  if (!slug) return <Navigate to={paths.legal.index.href()} replace />;
  if (page !== slug) return <Navigate to={paths.legal.page.href(slug)} replace />;
  return <LegalDocument text={legalTexts[slug]} />;
}

function LegalDocument({ text }: { text: LegalText }) {
  useDocumentTitle(text.title);
  return (
    <div className="legal-page site-container">
      <Breadcrumb items={[{ label: 'Termos Legais', to: paths.legal.index.href() }, { label: text.title }]} />
      <LegalArticle text={text} />
      {text.slug === 'termoDownload' && <DownloadAcceptance />}
    </div>
  );
}
