/**
 * Small shapes of the loan area shared by the service, its e-mails and the routes: the loan number people see and
 * a fleet vehicle as the wire names it (`car_frota`, spec loan-area section 3).
 */
import type { FleetVehicle } from '../../src/domain/loanSchemas';
import type { fleetVehicles } from '../db/schema';

/** 'CMD-000123': the number a loan is known by in e-mails and lists. */
export const loanNumber = (id: number) => `CMD-${String(id).padStart(6, '0')}`;

export type FleetVehicleRow = typeof fleetVehicles.$inferSelect;

export function wireFleetVehicle(
  vehicle: FleetVehicleRow,
  titles: { car: string; version: string },
): FleetVehicle {
  return {
    id: vehicle.id,
    frota: vehicle.frota,
    color: vehicle.color,
    model_year: vehicle.modelYear,
    vehicle_location: vehicle.vehicleLocation,
    vehicle_status: vehicle.vehicleStatus,
    placa: vehicle.placa,
    chassis: vehicle.chassis,
    car: { title: titles.car },
    car_version: { title: titles.version },
  };
}
