import { displayTitle } from '../../../domain/format';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import {
  fleetCalendarTexts as t,
  mayManageDowntime,
  mayReadFleetCalendar,
  monthOf,
  monthRange,
  monthTitle,
  shiftMonth,
} from '../../../domain/fleetCalendar';
import { todayInBrazil } from '../../../domain/brazilTime';
import { paths } from '../../../domain/routes';
import { problemOf } from '../../../lib/api/apiErrors';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { selectUser } from '../../../state/auth/authSlice';
import { useAppSelector } from '../../../state/hooks';
import { daysOf } from '../fleet/calendarDays';
import { DowntimePanel } from '../fleet/DowntimePanel';
import { FreeVehiclesPanel } from '../fleet/FreeVehiclesPanel';
import { MonthView } from '../fleet/MonthView';
import { useGetFleetCalendarQuery } from '../fleet/fleetCalendarApi';
import '../fleet/fleetCalendar.scss';

/**
 * /frota/{id}/agenda?mes=yyyy-mm: one fleet vehicle's month, its bookings, the loans out with their driver and its
 * out-of-service days, with the months before and after; for those who manage the fleet, the out-of-service
 * periods to add and remove; and the free vehicles of its model for a period. For those who review loans or manage
 * the fleet (src/domain/fleetCalendar.ts).
 */
export default function FleetCalendarPage() {
  const user = useAppSelector(selectUser);
  const vehicleId = Number(useParams().vehicleId);
  const validId = Number.isInteger(vehicleId) && vehicleId > 0;
  const [params] = useSearchParams();
  const today = todayInBrazil(new Date());
  const asked = params.get('mes') ?? '';
  const month = monthRange(asked) ? asked : monthOf(today);
  const allowed = user ? mayReadFleetCalendar(user.role) : false;
  const query = useGetFleetCalendarQuery({ vehicleId, month }, { skip: !allowed || !validId });
  const calendar = query.data?.vehicle.id === vehicleId ? query.data : undefined;
  const title = calendar ? t.titleOf(calendar.vehicle.frota) : t.title;
  useDocumentTitle(`${title} · ${monthTitle(month)}`);

  let content;
  if (!allowed) content = <p className="fleet-page__problem">{t.forbidden}</p>;
  else if (!validId || (query.error && !query.isFetching))
    content = (
      <p className="fleet-page__problem" role="alert">
        {query.error
          ? problemOf(query.error, { failed: t.loadFailed, connectionFailed: t.connectionFailed })
          : t.loadFailed}
      </p>
    );
  else if (!calendar) content = <p role="status">{t.loading}</p>;
  else {
    const { vehicle } = calendar;
    const facts = [
      [t.vehicleFacts.model, displayTitle(vehicle.car.title)],
      [t.vehicleFacts.version, displayTitle(vehicle.car_version.title)],
      [t.vehicleFacts.plate, vehicle.placa],
      [t.vehicleFacts.color, vehicle.color],
      [t.vehicleFacts.location, vehicle.vehicle_location],
    ];
    const monthName = monthTitle(month);
    content = (
      <>
        <dl className="fleet-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <nav className="fleet-months" aria-label={t.monthNavigation}>
          <Link
            className="btn btn-outline-primary"
            to={paths.fleetCalendar.href(vehicleId, shiftMonth(month, -1))}
          >
            <span aria-hidden="true">‹ </span>
            {t.previousMonth}
          </Link>
          <h2 className="fleet-months__title" aria-live="polite">
            {monthName}
          </h2>
          <Link
            className="btn btn-outline-primary"
            to={paths.fleetCalendar.href(vehicleId, shiftMonth(month, 1))}
          >
            {t.nextMonth}
            <span aria-hidden="true"> ›</span>
          </Link>
        </nav>
        {calendar.bookings.length + calendar.holds.length + calendar.downtime.length === 0 && (
          <p className="fleet-panel__note">{t.emptyMonth}</p>
        )}
        <MonthView days={daysOf(calendar)} today={today} title={monthName} />
        {user && mayManageDowntime(user.role) && (
          <DowntimePanel key={`${vehicleId}-${month}`} vehicleId={vehicleId} downtime={calendar.downtime} />
        )}
        <FreeVehiclesPanel
          key={vehicle.carId}
          carId={vehicle.carId}
          model={displayTitle(vehicle.car.title)}
        />
      </>
    );
  }

  return (
    <div className="fleet-page site-container">
      <Breadcrumb items={[{ label: t.loanHome, to: paths.loanHome.href() }, { label: title }]} />
      <h1 className="fleet-page__title">{title}</h1>
      {content}
    </div>
  );
}
