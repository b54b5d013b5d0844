/**
 * The wizard's reads: `GET car_frota/json/cars_frota` (the models offered for loans, in their order, each with its
 * fleet under the spec's field names) and `GET users/driver/{cpf}` (another driver, by CPF).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanRequestMessages } from '../../src/domain/loanRequest';
import { loanCarOptions } from '../../server/db/schema';
import { statusMessages } from '../../server/plugins/errors';
import { driverLookupLimit } from '../../server/fleet/driverRoutes';
import {
  createCar,
  createCarVersion,
  createFleetVehicle,
  createLoanOption,
  createLoanUser,
  createMedia,
  createSignInSession,
  createUser,
} from './builders';
import { testDatabases } from './databases';
import { startTestApp, testNow, type TestApp } from './testApp';

describe.each(testDatabases)('loan wizard reads on $name', (target) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  const db = () => testApp.database.db;
  const tokenOf = async (role: number) => {
    const user = await createUser(db(), { role });
    return createSignInSession(db(), user.id, { now: testNow });
  };
  const get = (url: string, token?: string) =>
    testApp.inject({ url, headers: token ? { authorization: token } : {} });

  beforeAll(async () => {
    testApp = await startTestApp(target);
    app = testApp.app;
  });
  afterAll(async () => testApp?.close());

  describe('GET car_frota/json/cars_frota', () => {
    it('lists the active options in position order, each with its fleet and thumbnail', async () => {
      const thumb = await createMedia(db(), { folder: 'images', fileLow: 'serra-thumb-low.jpg' });
      const serraCar = await createCar(db(), {
        title: 'Aurora Serra',
        subtitle: 'A picape',
        thumbMediaId: thumb.id,
      });
      const serraVersion = await createCarVersion(db(), serraCar.id, { title: 'Serra Cabine Dupla' });
      const serra = { car: serraCar, version: serraVersion };
      await db().insert(loanCarOptions).values({ carId: serraCar.id, position: 2 });
      const brisa = await createLoanOption(db(), { position: 1 });
      await createLoanOption(db(), { position: 0, active: false });
      const vehicle = await createFleetVehicle(db(), serra, {
        frota: 'FROTA-004512',
        placa: 'RTA4E21',
        chassis: '9BWZZZ377VT004251',
        color: 'Cinza Platinum',
        modelYear: 2025,
        vehicleLocation: 'São Bernardo do Campo - SP',
      });
      await createFleetVehicle(db(), brisa, { frota: 'FROTA-000001' });

      const response = await get('/api/car_frota/json/cars_frota', await tokenOf(10));

      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const { cars } = response.json();
      expect(cars.map((car: { id: number }) => car.id)).toEqual([brisa.car.id, serraCar.id]);
      expect(cars[1]).toMatchObject({
        id: serraCar.id,
        title: 'Aurora Serra',
        subtitle: 'A picape',
        categoryCar: 3,
        car_category_id: 3,
        media: '/media/images/serra-thumb-low.jpg',
        car_frota: [
          {
            id: vehicle.id,
            frota: 'FROTA-004512',
            placa: 'RTA4E21',
            chassis: '9BWZZZ377VT004251',
            color: 'Cinza Platinum',
            model_year: 2025,
            vehicle_location: 'São Bernardo do Campo - SP',
            vehicle_status: 'Disponível',
            car: { title: 'Aurora Serra' },
            car_version: { title: 'Serra Cabine Dupla' },
          },
        ],
      });
      expect(cars[0].car_frota).toHaveLength(1);
      expect(cars[0].media).toBeNull();
    });

    it('asks for a session (401)', async () => {
      const response = await get('/api/car_frota/json/cars_frota');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(statusMessages[401]);
    });
  });

  describe('GET users/driver/{cpf}', () => {
    it('finds a registered person by CPF, digits or masked, with name, CNH, picture and RG', async () => {
      const person = await createLoanUser(db(), { name: 'Paula Motorista', cnhPicture: 'abc.png' });
      const masked = `${person.cpf.slice(0, 3)}.${person.cpf.slice(3, 6)}.${person.cpf.slice(6, 9)}-${person.cpf.slice(9)}`;
      const token = await tokenOf(10);
      for (const cpf of [person.cpf, masked]) {
        const response = await get(`/api/users/driver/${encodeURIComponent(cpf)}`, token);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({
          name: 'Paula Motorista',
          cnh: person.cnh,
          cnhPicture: 'abc.png',
          rg: person.rg,
        });
      }
    });

    it('answers 404 "CPF não cadastrado." for an unknown CPF, and for a suspended person', async () => {
      const suspended = await createLoanUser(db(), { suspendedAt: testNow });
      const token = await tokenOf(1);
      for (const cpf of ['11144477735', suspended.cpf]) {
        const response = await get(`/api/users/driver/${cpf}`, token);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(loanRequestMessages.cpfNotRegistered);
      }
    });

    it('answers 400 for an invalid CPF', async () => {
      const response = await get('/api/users/driver/12345678900', await tokenOf(10));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(loanRequestMessages.cpfInvalid);
    });

    it('is only for those who may request a loan: 403 for roles 2 to 5, 401 without a session', async () => {
      const person = await createLoanUser(db());
      for (const role of [2, 3, 4, 5]) {
        const response = await get(`/api/users/driver/${person.cpf}`, await tokenOf(role));
        expect(response.statusCode, `role ${role}`).toBe(403);
      }
      expect((await get(`/api/users/driver/${person.cpf}`)).statusCode).toBe(401);
    });

    it('is rate-limited per client: a script can’t walk through CPFs', async () => {
      const token = await tokenOf(10);
      const from = '10.99.0.1';
      const statuses: number[] = [];
      for (let i = 0; i <= driverLookupLimit.max; i++) {
        const response = await app.inject({
          url: '/api/users/driver/11144477735',
          headers: { authorization: token },
          remoteAddress: from,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, driverLookupLimit.max).every((status) => status === 404)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
