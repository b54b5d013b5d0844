/**
 * The request wizard's availability (`GET car_frota/json/availability?startDate&endDate`): for each model the wizard
 * offers, how many of its vehicles are free for the whole period. A vehicle is not free when a loan holds it (2, 3,
 * 4, 7, 8) or it is out of service on a day of the period, both ends included. Counts only: no plate, chassis or
 * fleet number reaches the requester.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanDateMessages } from '../../src/domain/loanDates';
import type { ModelAvailabilityResponse } from '../../src/domain/loanSchemas';
import type { LoanStatus } from '../../src/domain/loanStatus';
import { fleetVehicleDowntime } from '../../server/db/schema';
import { createFleetVehicle, createLoan, createLoanOption, createLoanUser } from './builders';
import { testDatabases } from './databases';
import { startTestApp, type TestApp } from './testApp';

describe.each(testDatabases)('the wizard models availability on $name', (target) => {
  let t: TestApp;
  const db = () => t.database.db;

  const availability = (query: string, role = 10) =>
    t.injectAs(role, { url: `/api/car_frota/json/availability?${query}` });
  /** How many cars of `carId` are free from `start` to `end`, as a journalist asks. */
  const freeOf = async (carId: number, start: string, end: string) => {
    const response = await availability(`startDate=${start}&endDate=${end}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ModelAvailabilityResponse>().models.find((model) => model.carId === carId)?.free;
  };
  /** A model offered in the wizard, with one vehicle. */
  const modelWithOneCar = async () => {
    const option = await createLoanOption(db());
    const vehicle = await createFleetVehicle(db(), option);
    return { carId: option.car.id, option, vehicle };
  };
  const holdIn = async (vehicleId: number, status: LoanStatus, startDate: string, endDate: string) => {
    const requester = await createLoanUser(db(), { role: 10 });
    return createLoan(db(), requester.id, { status, fleetVehicleId: vehicleId, startDate, endDate });
  };

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts a model with one car as 0 free while that car is out of service on a day of the period', async () => {
    const { carId, vehicle } = await modelWithOneCar();
    expect(await freeOf(carId, '2026-12-10', '2026-12-12')).toBe(1);

    await db().insert(fleetVehicleDowntime).values({
      fleetVehicleId: vehicle.id,
      startDate: '2026-12-12',
      endDate: '2026-12-14',
      reason: 'Revisão de freios',
    });
    // Touching the period on its last day, on its first day, or inside it.
    expect(await freeOf(carId, '2026-12-10', '2026-12-12')).toBe(0);
    expect(await freeOf(carId, '2026-12-14', '2026-12-16')).toBe(0);
    expect(await freeOf(carId, '2026-12-13', '2026-12-13')).toBe(0);
    // The days around it.
    expect(await freeOf(carId, '2026-12-08', '2026-12-11')).toBe(1);
    expect(await freeOf(carId, '2026-12-15', '2026-12-17')).toBe(1);
  });

  it.each([2, 3, 4, 7, 8] as const)(
    'counts a model with one car as 0 free while a loan in status %i holds it on a day of the period',
    async (status) => {
      const { carId, vehicle } = await modelWithOneCar();
      await holdIn(vehicle.id, status, '2026-12-10', '2026-12-12');
      expect(await freeOf(carId, '2026-12-12', '2026-12-14')).toBe(0);
      expect(await freeOf(carId, '2026-12-06', '2026-12-10')).toBe(0);
      expect(await freeOf(carId, '2026-12-13', '2026-12-15')).toBe(1);
      expect(await freeOf(carId, '2026-12-05', '2026-12-09')).toBe(1);
    },
  );

  it('counts the days a loan holds the car (held_from, held_until), not only its asked dates', async () => {
    const { carId, vehicle } = await modelWithOneCar();
    const requester = await createLoanUser(db(), { role: 10 });
    await createLoan(db(), requester.id, {
      status: 7,
      fleetVehicleId: vehicle.id,
      startDate: '2026-12-10',
      endDate: '2026-12-12',
      heldUntil: '2026-12-16',
    });
    expect(await freeOf(carId, '2026-12-15', '2026-12-15')).toBe(0);
    expect(await freeOf(carId, '2026-12-17', '2026-12-18')).toBe(1);
  });

  it('leaves out loans that hold no car (1, 5, 6, 9, 10) and counts each car of a model', async () => {
    const { carId, option, vehicle } = await modelWithOneCar();
    for (const status of [1, 5, 6, 9, 10] as const)
      await holdIn(vehicle.id, status, '2026-12-10', '2026-12-12');
    expect(await freeOf(carId, '2026-12-10', '2026-12-12')).toBe(1);

    const second = await createFleetVehicle(db(), option);
    expect(await freeOf(carId, '2026-12-10', '2026-12-12')).toBe(2);
    await holdIn(second.id, 3, '2026-12-11', '2026-12-11');
    expect(await freeOf(carId, '2026-12-10', '2026-12-12')).toBe(1);
  });

  it('answers every model the wizard offers, a model without cars as 0, and no inactive one', async () => {
    const empty = await createLoanOption(db());
    const inactive = await createLoanOption(db(), { active: false });
    await createFleetVehicle(db(), inactive);
    const response = await availability('startDate=2026-12-10&endDate=2026-12-12');
    const { models } = response.json<ModelAvailabilityResponse>();
    expect(models).toContainEqual({ carId: empty.car.id, free: 0 });
    expect(models.map((model) => model.carId)).not.toContain(inactive.car.id);
  });

  it('says how many, never which: no plate, chassis or fleet number, and no shared cache', async () => {
    const { carId, vehicle } = await modelWithOneCar();
    await holdIn(vehicle.id, 3, '2026-12-10', '2026-12-12');
    const response = await availability('startDate=2026-12-10&endDate=2026-12-12');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { models } = response.json<ModelAvailabilityResponse>();
    expect(models.find((model) => model.carId === carId)).toEqual({ carId, free: 0 });
    for (const model of models) expect(Object.keys(model).sort()).toEqual(['carId', 'free']);
    for (const secret of [vehicle.placa, vehicle.chassis, vehicle.frota])
      expect(response.body).not.toContain(secret);
  });

  it.each([1, 10])('answers role %i, who may request a loan', async (role) => {
    expect((await availability('startDate=2026-12-10&endDate=2026-12-12', role)).statusCode).toBe(200);
  });

  it.each([0, 2, 3, 4, 5, 6])('refuses role %i, who may not request a loan (403)', async (role) => {
    const response = await availability('startDate=2026-12-10&endDate=2026-12-12', role);
    expect(response.statusCode).toBe(403);
  });

  it('refuses a period whose end is before its start, or a half or broken one (400)', async () => {
    const backwards = await availability('startDate=2026-12-12&endDate=2026-12-10');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(loanDateMessages.endBeforeStart);
    for (const query of [
      'startDate=2026-12-12',
      'endDate=2026-12-12',
      '',
      'startDate=2026-02-31&endDate=2026-03-01',
      'startDate=10/12/2026&endDate=12/12/2026',
      'startDate=2026-12-10T99:99&endDate=2026-12-12',
      'startDate=2026-12-10&endDate=2026-12-12T23:60',
    ]) {
      const response = await availability(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(loanDateMessages.notADate);
    }
  });
});
