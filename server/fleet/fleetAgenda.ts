/**
 * The fleet with its agenda for a period ('status da agenda' of the approval detail, spec loan-area section 2): a
 * vehicle is unavailable when a loan holds it (statuses 2, 3, 4, 7, 8, over its held days, as the exclusion
 * constraint counts them) or it is out of service on a day of the period, both ends included (fleetHolds.ts). The
 * loan being approved never counts against itself. The answer only informs: the exclusion constraint and the
 * out-of-service check decide at approval.
 */
import { approvalMessages, approvalTexts, isFleetSearch } from '../../src/domain/approval';
import type { FleetVehicleWithAgenda } from '../../src/domain/loanSchemas';
import type { Db } from '../db/client';
import { DomainError } from '../shared/domainError';
import { listFleet } from '../loans/wireLoans';
import { periodOfWire, unavailableVehicles, type Period } from './fleetHolds';

export interface AgendaQuery {
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** The loan being approved. */
  loanId?: number | undefined;
}

/** The period asked about, or null when none was given; a half or broken period is a 400. */
const periodOf = (query: AgendaQuery): Period | null =>
  !query.startDate && !query.endDate ? null : periodOfWire(query.startDate, query.endDate);

/** `GET car_frota/json/agenda`, and the search below: vehicles matching `frota` (all when undefined). */
export async function fleetAgenda(
  db: Db,
  query: AgendaQuery & { frota?: string },
): Promise<FleetVehicleWithAgenda[]> {
  const period = periodOf(query);
  const needle = query.frota?.trim().toLowerCase();
  // The fleet is a few hundred cars at most: filtered here, after one query, rather than with an escaped LIKE.
  const fleet = (await listFleet(db)).filter(
    (vehicle) => !needle || vehicle.frota.toLowerCase().includes(needle),
  );
  if (fleet.length === 0) return [];

  const busy = period
    ? await unavailableVehicles(
        db,
        fleet.map((vehicle) => vehicle.id),
        period,
        query.loanId,
      )
    : new Set<number>();

  return fleet.map(({ carId: _carId, ...vehicle }) => {
    const available = !busy.has(vehicle.id);
    const agendaText = !period ? '' : available ? approvalTexts.agendaFree : approvalTexts.agendaBusy;
    return { ...vehicle, available, agendaText };
  });
}

/** `GET car_frota/json/search?frota=`: 6 to 80 characters of the fleet number, case apart. */
export async function searchFleet(
  db: Db,
  query: AgendaQuery & { frota: string },
): Promise<FleetVehicleWithAgenda[]> {
  if (!isFleetSearch(query.frota)) throw new DomainError(400, approvalMessages.fleetSearchLength);
  return fleetAgenda(db, query);
}
