import type { WireEvent } from '../../domain/eventSchemas';
import { eventTexts } from '../../domain/events';
import { EventCard } from './EventCard';

/** A tab's events as cards, or 'Não foram encontrados resultados'. */
export function EventCardList({
  events,
  label,
  onOpen,
}: {
  events: WireEvent[];
  label: string;
  onOpen: (event: WireEvent) => void;
}) {
  if (events.length === 0) return <p className="events-page__empty">{eventTexts.empty}</p>;
  return (
    <ul className="event-cards" aria-label={label}>
      {events.map((event) => (
        <li key={event.id} className="event-cards__item">
          <EventCard event={event} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
