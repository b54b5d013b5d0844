/**
 * The privacy policy as the legal page shows it, for the loan wizard's terms dialog (spec loan-area section 2,
 * 'Visualizar'): features may not import each other, so the app hands it over here, as mediaFavorites.ts does.
 * A default export, so the wizard loads it (and the text) only when the dialog opens.
 */
import { LegalArticle } from '../features/legal/components/LegalArticle';
import { legalTexts } from '../features/legal/legalTexts';

export default function PrivacyPolicyArticle() {
  return <LegalArticle text={legalTexts.privacypolicy} showTitle={false} />;
}
