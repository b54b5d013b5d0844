/** What the download terms page leaves in the navigation state when the visitor has just accepted them. */
export interface LegalIndexState {
  downloadTermsAccepted?: boolean;
}
