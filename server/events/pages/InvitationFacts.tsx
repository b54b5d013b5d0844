/** When and where the event is, and the guest's answer so far. */
import { eventPeriodText, eventTexts, guestStatus, isGuestStatus } from '../../../src/domain/events';
import type { EventRow, GuestRow } from '../eventShape';
import { invitationPageTexts } from './invitationPageTexts';

export function InvitationFacts({ event, guest }: { event: EventRow; guest: GuestRow }) {
  const status = isGuestStatus(guest.status) ? guest.status : guestStatus.invited;
  return (
    <dl className="facts">
      <dt>{invitationPageTexts.when}</dt>
      <dd>{`${eventPeriodText(event.startAt, event.endAt)} (horário de Brasília)`}</dd>
      {event.location ? (
        <>
          <dt>{invitationPageTexts.where}</dt>
          <dd>{event.location}</dd>
        </>
      ) : null}
      <dt>{invitationPageTexts.answer}</dt>
      <dd>{eventTexts.statusLabel[status]}</dd>
    </dl>
  );
}
