import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../state/hooks';
import { selectUser } from '../../../state/auth/authSlice';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import { loanRequestLimits } from '../../../domain/loanRequest';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { LoanRequestWizard } from '../request/LoanRequestWizard';
import { RequestGate, requestGateOf } from '../request/RequestGate';
import { requestTexts } from '../request/requestTexts';
import '../request/loanRequest.scss';

/**
 * /solicita-comodato, the loan request wizard (spec loan-area section 2). The route keeps visitors without a user
 * out (RequireUser); a role that may not request, or a profile still incomplete, is told why instead of getting
 * the wizard (RequestGate.tsx); otherwise the wizard appears after the spec's 200 ms.
 */
export default function LoanRequestPage() {
  useDocumentTitle(requestTexts.title);
  const user = useAppSelector(selectUser);
  const [shown, setShown] = useState(false);
  const gate = user ? requestGateOf(user) : null;

  useEffect(() => {
    const timer = setTimeout(() => setShown(true), loanRequestLimits.contentDelayMs);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="loan-request-page site-container">
      <Breadcrumb
        items={[{ label: requestTexts.loanHome, to: paths.loanHome.href() }, { label: requestTexts.title }]}
      />
      <h1 className="loan-request-page__title">{requestTexts.title}</h1>
      {/* Keyed by the user, so another account signing in (another tab) never sees the first one's draft. */}
      {user && gate && <RequestGate user={user} gate={gate} />}
      {shown && user && !gate && <LoanRequestWizard key={user.id} user={user} />}
    </div>
  );
}
