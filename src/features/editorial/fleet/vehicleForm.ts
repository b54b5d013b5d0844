/**
 * A vehicle as its form holds it (every field as typed, the model and version as the selects' values) and the body
 * a save sends.
 */
import type { VehicleFields } from '../../../domain/editorialFleet';
import type { EditorialVehicle } from '../../../domain/editorialFleetSchemas';

export interface VehicleForm {
  frota: string;
  placa: string;
  chassis: string;
  color: string;
  modelYear: string;
  vehicleLocation: string;
  carId: string;
  carVersionId: string;
}

export const emptyVehicleForm: VehicleForm = {
  frota: '',
  placa: '',
  chassis: '',
  color: '',
  modelYear: '',
  vehicleLocation: '',
  carId: '',
  carVersionId: '',
};

export const vehicleFormOf = (vehicle: EditorialVehicle): VehicleForm => ({
  frota: vehicle.frota,
  placa: vehicle.placa,
  chassis: vehicle.chassis,
  color: vehicle.color,
  modelYear: String(vehicle.modelYear),
  vehicleLocation: vehicle.vehicleLocation,
  carId: String(vehicle.carId),
  carVersionId: String(vehicle.carVersionId),
});

/** A year that is no number is sent as 0, which the rule refuses in its own words. */
export const vehicleFieldsOf = (form: VehicleForm): VehicleFields => ({
  frota: form.frota,
  placa: form.placa,
  chassis: form.chassis,
  color: form.color,
  modelYear: /^\d{1,4}$/.test(form.modelYear.trim()) ? Number(form.modelYear.trim()) : 0,
  vehicleLocation: form.vehicleLocation,
  carId: Number(form.carId) || 0,
  carVersionId: Number(form.carVersionId) || 0,
});
