import { useId } from 'react';
import type { WireEvent } from '../../domain/eventSchemas';
import { eventPeriodText, eventTexts } from '../../domain/events';
import { eventsPageTexts as t } from './eventsPageTexts';
import { guestAnswerOf } from './guestAnswer';

/**
 * One invitation in a tab: title, period, place, the guest's status and 'Ver detalhes'. Every card's button has the
 * same name, so it is described by its card's title: a screen reader says which event it opens.
 */
export function EventCard({ event, onOpen }: { event: WireEvent; onOpen: (event: WireEvent) => void }) {
  const id = useId();
  const titleId = `${id}-title`;
  const answer = guestAnswerOf(event);
  return (
    <article className="event-card" aria-labelledby={titleId}>
      <header className="event-card__header">
        <h2 id={titleId} className="event-card__title">
          {event.title}
        </h2>
        {answer && (
          <span className={`event-status event-status--${answer.status}`}>
            {eventTexts.statusLabel[answer.status]}
          </span>
        )}
      </header>
      <dl className="event-card__facts">
        <div className="event-card__fact">
          <dt>{t.period}</dt>
          <dd>{eventPeriodText(event.startDate, event.endDate)}</dd>
        </div>
        {event.location && (
          <div className="event-card__fact">
            <dt>{t.place}</dt>
            <dd>{event.location}</dd>
          </div>
        )}
      </dl>
      <div className="event-card__actions">
        <button
          type="button"
          className="btn btn-primary"
          aria-describedby={titleId}
          onClick={() => onOpen(event)}
        >
          {eventTexts.details}
        </button>
      </div>
    </article>
  );
}
