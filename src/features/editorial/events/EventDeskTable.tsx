import { Link } from 'react-router-dom';
import type { EditorialEventSummary } from '../../../domain/editorialEventSchemas';
import { eventPeriodText } from '../../../domain/events';
import { paths } from '../../../domain/routes';
import { eventsTexts as t } from './eventsTexts';

/** The events, upcoming soonest first, then past ones: title (to its page), when, state, the answers counted. */
export function EventDeskTable({ list }: { list: EditorialEventSummary[] }) {
  if (!list.length) return <p className="editorial-page__status">{t.empty}</p>;
  return (
    <div className="editorial-table">
      <table className="table">
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.title}</th>
            <th scope="col">{t.columns.when}</th>
            <th scope="col">{t.columns.state}</th>
            <th scope="col">{t.columns.answers}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((event) => (
            <tr key={event.id}>
              <td>
                <Link to={paths.editorial.event.href(event.id)}>{event.title}</Link>
                <div className="form-text">{event.location}</div>
              </td>
              <td>
                {/* The column's name, shown only on a phone, where the rows stack and the header is hidden. */}
                <span className="editorial-table__label">{t.columns.when}: </span>
                {eventPeriodText(event.startDate, event.endDate)}
              </td>
              <td>
                <span className={`editorial-state editorial-state--event-${event.state}`}>
                  {event.stateText}
                </span>
              </td>
              <td>
                <span className="editorial-table__label">{t.columns.answers}: </span>
                {t.answers(event.counts)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
