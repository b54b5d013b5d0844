/** A link that can't be used (invalid, expired, its invitation gone): what happened and where to go instead. */
import { InvitationFrame } from './InvitationFrame';
import { invitationPageTexts } from './invitationPageTexts';

export function InvitationLinkProblemPage({ message, areaUrl }: { message: string; areaUrl: string }) {
  return (
    <InvitationFrame title={invitationPageTexts.cannotOpen}>
      <h1>{invitationPageTexts.cannotOpen}</h1>
      <p className="lead">{message}</p>
      <a className="button" href={areaUrl}>
        {invitationPageTexts.toArea}
      </a>
    </InvitationFrame>
  );
}
