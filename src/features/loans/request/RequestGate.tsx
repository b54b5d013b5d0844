import { Link } from 'react-router-dom';
import { missingProfileFields, profileLabels } from '../../../domain/profile';
import { can } from '../../../domain/roles';
import { paths } from '../../../domain/routes';
import type { StoredUser } from '../../../lib/storage';
import { rememberReturnPath } from '../../../state/auth/returnPath';
import { requestTexts } from './requestTexts';

/**
 * What stands between a user and the wizard, or null: a role that may not request (the server refuses it too) is
 * told so plainly; a profile still without e-mail, RG or CPF is told which, and sent to /registry, from where saving
 * the profile comes back here (`has-redirect`, src/state/auth/afterSignIn.ts).
 */
export function requestGateOf(user: StoredUser): 'role' | 'profile' | null {
  if (!can(user.role, 'requestLoan')) return 'role';
  return missingProfileFields(user).length > 0 ? 'profile' : null;
}

export function RequestGate({ user, gate }: { user: StoredUser; gate: 'role' | 'profile' }) {
  if (gate === 'role')
    return (
      <div className="loan-request__gate">
        <p>{requestTexts.cannotRequest}</p>
        <Link className="btn btn-outline-primary" to={paths.loggedArea.href()}>
          {requestTexts.backToLoggedArea}
        </Link>
      </div>
    );
  const missing = missingProfileFields(user).map((field) => profileLabels[field]);
  return (
    <div className="loan-request__gate">
      <h2>{requestTexts.profileIncompleteTitle}</h2>
      <p>{requestTexts.profileMissing(missing)}</p>
      <Link
        className="btn btn-primary"
        to={paths.registry.href()}
        onClick={() => rememberReturnPath(paths.loans.request.href())}
      >
        {requestTexts.completeProfile}
      </Link>
    </div>
  );
}
