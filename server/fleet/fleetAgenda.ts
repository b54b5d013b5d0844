/**
 * The fleet with its agenda for a period ('status da agenda' of the approval detail, spec loan-area section 2): a
 * vehicle is unavailable when a loan holding it (statuses 2, 3, 4, 7, 8, as the exclusion constraint counts them)
 * overlaps the period, both ends included. The loan being approved never counts against itself. The answer only
 * informs: the exclusion constraint decides at approval.
 */
import { and, gte, inArray, lte, ne } from 'drizzle-orm';
import { approvalMessages, approvalTexts, isFleetSearch } from '../../src/domain/approval';
import { loanDateMessages, wireDateToIso } from '../../src/domain/loanDates';
import type { FleetVehicleWithAgenda } from '../../src/domain/loanSchemas';
import { holdingStatuses } from '../../src/domain/loanStatus';
import type { Db } from '../db/client';
import { loans } from '../db/schema';
import { DomainError } from '../shared/domainError';
import { listFleet } from '../loans/wireLoans';

export interface AgendaQuery {
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** The loan being approved. */
  loanId?: number | undefined;
}

/** The period asked about, or null when none was given; a half or broken period is a 400. */
function periodOf(query: AgendaQuery): { start: string; end: string } | null {
  if (!query.startDate && !query.endDate) return null;
  const start = wireDateToIso(query.startDate ?? '');
  const end = wireDateToIso(query.endDate ?? '');
  if (!start || !end) throw new DomainError(400, loanDateMessages.notADate);
  if (end < start) throw new DomainError(400, loanDateMessages.endBeforeStart);
  return { start, end };
}

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

  const busy = new Set<number>();
  if (period) {
    const holders = await db
      .select({ vehicleId: loans.fleetVehicleId })
      .from(loans)
      .where(
        and(
          inArray(
            loans.fleetVehicleId,
            fleet.map((vehicle) => vehicle.id),
          ),
          inArray(loans.status, [...holdingStatuses]),
          lte(loans.startDate, period.end),
          gte(loans.endDate, period.start),
          query.loanId ? ne(loans.id, query.loanId) : undefined,
        ),
      );
    for (const { vehicleId } of holders) if (vehicleId) busy.add(vehicleId);
  }

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
