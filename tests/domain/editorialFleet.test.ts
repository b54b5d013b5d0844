import { describe, expect, it } from 'vitest';
import { checkVehicle, fleetDeskMessages, type VehicleFields } from '../../src/domain/editorialFleet';

const vehicle: VehicleFields = {
  frota: 'Frota 12',
  placa: 'ABC1D23',
  chassis: '9BWZZZ377VT004251',
  color: 'Branco',
  modelYear: 2028,
  vehicleLocation: 'São Bernardo do Campo',
  carId: 1,
  carVersionId: 2,
};

describe("a vehicle's model year", () => {
  it("goes up to next year, counted on Brazil's calendar: 31/12 at 23:30 in Brasília is not next year yet", () => {
    // 02:30 UTC on 01/01/2027 is 23:30 on 31/12/2026 in Brasília: the newest model year is 2027.
    expect(checkVehicle(vehicle, new Date('2027-01-01T02:30:00Z'))).toEqual({
      field: 'modelYear',
      message: fleetDeskMessages.yearOutOfRange(2027),
    });
    expect(checkVehicle(vehicle, new Date('2027-01-01T03:00:00Z'))).toBeNull();
  });
});
