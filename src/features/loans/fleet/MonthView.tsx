import type { CSSProperties } from 'react';
import {
  dayTitle,
  fleetCalendarTexts as t,
  weekdays,
  type CalendarEntryKind,
} from '../../../domain/fleetCalendar';
import type { CalendarDay } from './calendarDays';

const kinds: CalendarEntryKind[] = ['booking', 'hold', 'downtime'];

/**
 * The month: on a desktop a grid of weeks (Sunday first), on a phone a list of its days, one per line (the same
 * list, laid out by fleetCalendar.scss). Each day says its whole name to screen readers and lists what holds the
 * vehicle on it, or 'Livre'.
 */
export function MonthView({ days, today, title }: { days: CalendarDay[]; today: string; title: string }) {
  return (
    <>
      <ul className="fleet-legend" aria-label={t.legend}>
        {kinds.map((kind) => (
          <li key={kind} className={`fleet-entry fleet-entry--${kind}`}>
            {t.kinds[kind]}
          </li>
        ))}
      </ul>
      <div className="fleet-month">
        <div className="fleet-month__weekdays" aria-hidden="true">
          {weekdays.map((weekday) => (
            <span key={weekday.long}>{weekday.short}</span>
          ))}
        </div>
        <ol className="fleet-month__days" aria-label={title}>
          {days.map((day) => (
            <li
              key={day.iso}
              className={`fleet-day${day.entries.length ? ' fleet-day--taken' : ''}`}
              // The grid puts the first day under its weekday (fleetCalendar.scss); a phone's list ignores it.
              style={
                day.day === 1 ? ({ '--fleet-first-column': day.weekday + 1 } as CSSProperties) : undefined
              }
              aria-current={day.iso === today ? 'date' : undefined}
            >
              <p className="fleet-day__title">
                <span className="fleet-day__number" aria-hidden="true">
                  {day.day}
                </span>
                <span className="fleet-day__name">{dayTitle(day.iso)}</span>
              </p>
              {day.entries.length === 0 ? (
                <p className="fleet-day__free">{t.freeDay}</p>
              ) : (
                <ul className="fleet-day__entries">
                  {day.entries.map((entry) => (
                    <li
                      key={entry.key}
                      className={`fleet-entry fleet-entry--${entry.kind}`}
                      title={entry.detail}
                    >
                      <span className="fleet-entry__kind">{t.kinds[entry.kind]}: </span>
                      <span className="fleet-entry__text">{entry.text}</span>
                      <span className="fleet-entry__detail"> ({entry.detail})</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
