import type { LegalPageSlug } from '../../domain/legalPages';
import { cookiesText } from '../../components/legal/texts/cookies';
import { downloadTermsText } from '../../components/legal/texts/downloadTerms';
import { imprintText } from '../../components/legal/texts/imprint';
import { newsletterTermsText } from '../../components/legal/texts/newsletterTerms';
import { policiesText } from '../../components/legal/texts/policies';
import { privacyPolicyText } from '../../components/legal/texts/privacyPolicy';
import type { LegalText } from '../../components/legal/texts/types';

/** Every legal text by its page, in the order the index lists them. */
export const legalTexts: Record<LegalPageSlug, LegalText> = {
  imprint: imprintText,
  privacypolicy: privacyPolicyText,
  termoNews: newsletterTermsText,
  termoDownload: downloadTermsText,
  Cookies: cookiesText,
  Policies: policiesText,
};
