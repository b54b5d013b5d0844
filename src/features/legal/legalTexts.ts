import type { LegalPageSlug } from './legalPages';
import { cookiesText } from './texts/cookies';
import { downloadTermsText } from './texts/downloadTerms';
import { imprintText } from './texts/imprint';
import { newsletterTermsText } from './texts/newsletterTerms';
import { policiesText } from './texts/policies';
import { privacyPolicyText } from './texts/privacyPolicy';
import type { LegalText } from './texts/types';

/** Every legal text by its page, in the order the index lists them. */
export const legalTexts: Record<LegalPageSlug, LegalText> = {
  imprint: imprintText,
  privacypolicy: privacyPolicyText,
  termoNews: newsletterTermsText,
  termoDownload: downloadTermsText,
  Cookies: cookiesText,
  Policies: policiesText,
};
