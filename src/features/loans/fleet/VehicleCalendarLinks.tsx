import { fleetCalendarTexts as t, monthOf } from '../../../domain/fleetCalendar';
import { paths } from '../../../domain/routes';
import './vehicleCalendarLinks.scss';

/**
 * One link per vehicle to its calendar at the month of `startDate`, for the approval's fleet selector. Each opens
 * in a new tab: the approval being typed stays as it is.
 */
export function VehicleCalendarLinks({
  vehicles,
  startDate,
}: {
  vehicles: { id: number; frota: string }[];
  /** ISO, or null while the period is not typed. */
  startDate: string | null;
}) {
  if (vehicles.length === 0) return null;
  const month = startDate ? monthOf(startDate) : undefined;
  return (
    <nav className="approval-calendars" aria-label={t.vehicleCalendars}>
      <span className="approval-calendars__label" aria-hidden="true">
        {t.vehicleCalendars}:
      </span>
      <ul>
        {vehicles.map((vehicle) => (
          <li key={vehicle.id}>
            <a href={paths.fleetCalendar.href(vehicle.id, month)} target="_blank" rel="noopener">
              {t.vehicleCalendarLink(vehicle.frota)}
              <span className="visually-hidden"> {t.opensInNewTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
