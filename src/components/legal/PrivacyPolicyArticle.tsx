/**
 * The privacy policy as the legal page shows it, for the loan wizard's terms dialog (spec loan-area section 2,
 * 'Visualizar'). A default export, so the wizard loads it (and the text) only when the dialog opens.
 */
import { LegalArticle } from './LegalArticle';
import { privacyPolicyText } from './texts/privacyPolicy';

export default function PrivacyPolicyArticle() {
  return <LegalArticle text={privacyPolicyText} showTitle={false} />;
}
