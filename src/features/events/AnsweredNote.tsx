import { eventMessages, eventTexts, guestStatus } from '../../domain/events';
import { eventsPageTexts as t } from './eventsPageTexts';
import type { GuestAnswer } from './guestAnswer';

/**
 * An answered invitation: the answer, the agenda text sent with it, and (while the event is ahead) that it can't be
 * changed here but through the press office (DECISIONS.md "Events").
 */
export function AnsweredNote({ answer, isOld }: { answer: GuestAnswer; isOld: boolean }) {
  if (answer.status === guestStatus.invited) return null;
  return (
    <section className="event-answered">
      <dl className="event-answered__facts">
        <div>
          <dt>{t.yourAnswer}</dt>
          <dd>{eventTexts.statusLabel[answer.status]}</dd>
        </div>
        {answer.description && (
          <div>
            <dt>{t.yourAgenda}</dt>
            <dd className="event-answered__agenda">{answer.description}</dd>
          </div>
        )}
      </dl>
      {!isOld && <p className="event-answered__locked">{eventMessages.alreadyAnswered}</p>}
    </section>
  );
}
