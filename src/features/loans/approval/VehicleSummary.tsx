import { displayTitle } from '../../../domain/format';
import type { FleetVehicle, FleetVehicleWithAgenda } from '../../../domain/loanSchemas';
import { approvalPageTexts as t } from './approvalPageTexts';

export type ShownVehicle = FleetVehicle & Partial<Pick<FleetVehicleWithAgenda, 'available' | 'agendaText'>>;

/**
 * The chosen vehicle (spec loan-area section 2): period, status da agenda, version, year, colour, fleet number,
 * location and considerations (the fleet's own note on the vehicle, `vehicle_status`).
 */
export function VehicleSummary({
  vehicle,
  startDate,
  endDate,
  agenda,
}: {
  vehicle: ShownVehicle;
  startDate: string;
  endDate: string;
  agenda: string;
}) {
  const facts: [string, string][] = [
    [t.summaryPeriod, t.periodText(startDate, endDate)],
    [t.summaryAgenda, agenda || t.empty],
    [t.summaryVersion, displayTitle(vehicle.car_version.title)],
    [t.summaryYear, String(vehicle.model_year)],
    [t.summaryColor, vehicle.color],
    [t.summaryFleet, vehicle.frota],
    [t.summaryLocation, vehicle.vehicle_location],
    [t.summaryConsiderations, vehicle.vehicle_status],
  ];
  return (
    <section
      className={vehicle.available === false ? 'approval-summary approval-summary--busy' : 'approval-summary'}
      aria-labelledby="approval-summary-title"
    >
      <h2 id="approval-summary-title" className="approval-facts__title">
        {t.summary}
      </h2>
      <dl>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value.trim() || t.empty}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
