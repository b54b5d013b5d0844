/** After a recorded answer: 'Presença confirmada. Até lá!' or 'Convite recusado.', with the event's facts. */
import { eventTexts, guestStatus } from '../../../src/domain/events';
import type { EventRow, GuestRow } from '../eventShape';
import { InvitationFacts } from './InvitationFacts';
import { AreaLink, InvitationFrame } from './InvitationFrame';

export interface InvitationAnsweredPageProps {
  event: EventRow;
  guest: GuestRow;
  areaUrl: string;
}

export function InvitationAnsweredPage({ event, guest, areaUrl }: InvitationAnsweredPageProps) {
  const heading = guest.status === guestStatus.accepted ? eventTexts.accepted : eventTexts.refused;
  return (
    <InvitationFrame title={heading}>
      <h1>{heading}</h1>
      <p className="done" role="status">
        {event.title}
      </p>
      <InvitationFacts event={event} guest={guest} />
      <AreaLink areaUrl={areaUrl} />
    </InvitationFrame>
  );
}
