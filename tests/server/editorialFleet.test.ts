/**
 * The press fleet in /redacao/frota (`/api/redacao/fleet…`, `manageFleet`: roles 1 and 5): vehicles listed and
 * searched, created and saved on their version (409 on an older one), unique fleet number, plate and chassis and
 * their formats refused in the field's words (400) with nothing changed, deleted only when never lent; out-of-service
 * periods refused over days a loan holds, recorded in the vehicle's history, and seen at once by the approval's
 * agenda and the free vehicles of the model; the request wizard's models saved whole, a stale read refused (409).
 */
import { asc, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetDeskMessages } from '../../src/domain/editorialFleet';
import type { EditorialVehicle, LoanModels, VehicleList } from '../../src/domain/editorialFleetSchemas';
import { editorialNewsMessages } from '../../src/domain/editorialNews';
import type { FreeVehiclesResponse } from '../../src/domain/fleetCalendarSchemas';
import type { CarsFrotaResponse, FleetSearchResponse } from '../../src/domain/loanSchemas';
import {
  editorialChanges,
  fleetVehicleDowntime,
  fleetVehicles,
  loanCarOptions,
} from '../../server/db/schema';
import {
  createCar,
  createCarVersion,
  createFleetVehicle,
  createLoan,
  createLoanOption,
  createLoanUser,
  createSignInSession,
  createUser,
} from './builders';
import { testDatabases } from './databases';
import { startTestApp, testNow, type TestApp } from './testApp';

const number = (id: number) => `CMD-${String(id).padStart(6, '0')}`;

describe.each(testDatabases)('the fleet in /redacao/frota on $name', (target) => {
  let t: TestApp;
  let token: string;
  let option: Awaited<ReturnType<typeof createLoanOption>>;
  let serial = 0;
  const db = () => t.database.db;

  const asBackoffice = (request: InjectOptions) =>
    t.inject({ ...request, headers: { ...request.headers, authorization: token } });
  /** A body of a vehicle nobody else has: fleet number, plate and chassis made from a counter. */
  const fresh = (fields: Record<string, unknown> = {}) => {
    serial += 1;
    const n = String(serial).padStart(3, '0');
    return {
      frota: `FR-NOVO-${n}`,
      placa: `RED${serial % 10}A${n.slice(1)}`,
      chassis: `9BWZZZ${n}TB${n}000`,
      color: 'Cinza Platinum',
      modelYear: 2026,
      vehicleLocation: 'Taubaté - SP',
      carId: option.car.id,
      carVersionId: option.version.id,
      ...fields,
    };
  };
  const create = (body: Record<string, unknown>) =>
    asBackoffice({ method: 'POST', url: '/api/redacao/fleet', payload: body });
  const created = async (fields: Record<string, unknown> = {}) => {
    const response = await create(fresh(fields));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EditorialVehicle>();
  };
  const bodyOf = (vehicle: EditorialVehicle) => ({
    frota: vehicle.frota,
    placa: vehicle.placa,
    chassis: vehicle.chassis,
    color: vehicle.color,
    modelYear: vehicle.modelYear,
    vehicleLocation: vehicle.vehicleLocation,
    carId: vehicle.carId,
    carVersionId: vehicle.carVersionId,
    version: vehicle.version,
  });
  const save = (vehicle: EditorialVehicle, fields: Record<string, unknown>) =>
    asBackoffice({
      method: 'PUT',
      url: `/api/redacao/fleet/${vehicle.id}`,
      payload: { ...bodyOf(vehicle), ...fields },
    });
  const read = async (id: number) =>
    (await asBackoffice({ url: `/api/redacao/fleet/${id}` })).json<EditorialVehicle>();
  const search = async (q: string) =>
    (await asBackoffice({ url: `/api/redacao/fleet?q=${encodeURIComponent(q)}` }))
      .json<VehicleList>()
      .vehicles.map((vehicle) => vehicle.frota);
  const addDowntime = (
    vehicleId: number,
    startDate: string,
    endDate: string,
    reason = 'Revisão dos 20.000 km',
  ) =>
    asBackoffice({
      method: 'POST',
      url: `/api/redacao/fleet/${vehicleId}/downtime`,
      payload: { startDate, endDate, reason },
    });
  const vehicleCount = async () => (await db().select({ n: count() }).from(fleetVehicles))[0]!.n;
  const changeCount = async () => (await db().select({ n: count() }).from(editorialChanges))[0]!.n;

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    const backoffice = await createUser(db(), { role: 5, name: 'Bruna Backoffice' });
    token = await createSignInSession(db(), backoffice.id, { now: testNow });
    option = await createLoanOption(db());
  });
  afterAll(async () => t?.close());

  describe('who may', () => {
    it.each([0, 2, 3, 4, 6, 10])('refuses role %i (403) and creates nothing', async (role) => {
      const before = await vehicleCount();
      for (const request of [
        { url: '/api/redacao/fleet' },
        { url: '/api/redacao/fleet-models' },
        { method: 'POST' as const, url: '/api/redacao/fleet', payload: fresh() },
      ]) {
        const response = await t.injectAs(role, request);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Você não tem permissão para esta ação.');
      }
      expect(await vehicleCount()).toBe(before);
      expect((await t.inject({ url: '/api/redacao/fleet' })).statusCode).toBe(401);
    });

    it.each([1, 5])('lets role %i in, uncached', async (role) => {
      const response = await t.injectAs(role, { url: '/api/redacao/fleet' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('vehicles', () => {
    it('are created with the plate and chassis upper-case, listed, searched and recorded', async () => {
      const car = await createCar(db(), { title: 'Aurora Zênite' });
      const version = await createCarVersion(db(), car.id, { title: 'Highline 1.4 TSI' });
      const response = await create(
        fresh({
          frota: '  FROTA-ZENITE-01 ',
          placa: 'zen-1a23',
          chassis: '9bwzzzzen0b777001',
          carId: car.id,
          carVersionId: version.id,
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const vehicle = response.json<EditorialVehicle>();
      expect(vehicle).toMatchObject({
        frota: 'FROTA-ZENITE-01',
        placa: 'ZEN1A23',
        chassis: '9BWZZZZEN0B777001',
        carTitle: 'Aurora Zênite',
        versionTitle: 'Highline 1.4 TSI',
        version: 1,
        lent: false,
        downtime: [],
        outOfService: false,
      });
      expect(vehicle.changes).toEqual([
        {
          at: testNow.toISOString(),
          who: 'Bruna Backoffice',
          action: 'create',
          actionText: 'Criou',
          fields: [],
        },
      ]);
      const other = await created();
      for (const q of ['zenite-01', 'ZEN-1A23', 'zen1a', '777001', 'zênite', 'highline 1.4'])
        expect(await search(q), q).toEqual(['FROTA-ZENITE-01']);
      expect(await search('')).toEqual(expect.arrayContaining(['FROTA-ZENITE-01', other.frota]));
    });

    it('are saved on the version read, with the fields that changed in the history; an older version gets 409', async () => {
      const vehicle = await created();
      const saved = await save(vehicle, { color: 'Azul Biscay', modelYear: 2027, placa: 'abc1234' });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = saved.json<EditorialVehicle>();
      expect(after).toMatchObject({ color: 'Azul Biscay', modelYear: 2027, placa: 'ABC1234', version: 2 });
      expect(after.changes[0]).toMatchObject({
        action: 'update',
        actionText: 'Salvou',
        fields: ['Placa', 'Cor', 'Ano do modelo'],
      });

      const stale = await save(vehicle, { color: 'Vermelho Sunset' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(editorialNewsMessages.conflict);
      expect(stale.json().message).toBe(
        'Este conteúdo foi alterado por outra pessoa. Recarregue para ver a versão atual.',
      );
      expect(await read(vehicle.id)).toMatchObject({ color: 'Azul Biscay', version: 2 });
    });

    it('refuse a fleet number (case apart), plate or chassis another vehicle has, naming the field (400)', async () => {
      const first = await created();
      const second = await created();
      const before = await vehicleCount();
      const changes = await changeCount();
      const cases = [
        [{ frota: first.frota.toLowerCase() }, fleetDeskMessages.frotaTaken],
        [{ placa: first.placa.toLowerCase() }, fleetDeskMessages.placaTaken],
        [{ chassis: first.chassis }, fleetDeskMessages.chassisTaken],
      ] as const;
      for (const [fields, message] of cases) {
        const made = await create(fresh(fields));
        expect(made.statusCode, made.body).toBe(400);
        expect(made.json().message).toBe(message);
        const changed = await save(second, fields);
        expect(changed.statusCode).toBe(400);
        expect(changed.json().message).toBe(message);
      }
      expect(await vehicleCount()).toBe(before);
      expect(await changeCount()).toBe(changes);
      expect(await read(second.id)).toMatchObject({ frota: second.frota, version: 1 });
      // Its own values are no one else's.
      expect((await save(second, { color: 'Preto Ninja' })).statusCode).toBe(200);
    });

    it.each([
      ['a fleet number of 5 characters', { frota: 'FR-12' }, fleetDeskMessages.frotaLength],
      ['a fleet number of 81 characters', { frota: 'F'.repeat(81) }, fleetDeskMessages.frotaLength],
      ['a plate of another format', { placa: 'AB12345' }, fleetDeskMessages.placaInvalid],
      ['a plate with a letter at the end', { placa: 'ABC123D' }, fleetDeskMessages.placaInvalid],
      ['a chassis with an O', { chassis: '9BWZZZOOO0B123456' }, fleetDeskMessages.chassisInvalid],
      ['a chassis of 16 characters', { chassis: '9BWZZZ0000B12345' }, fleetDeskMessages.chassisInvalid],
      ['no model', { carId: 0 }, fleetDeskMessages.carRequired],
      ['no version', { carVersionId: 0 }, fleetDeskMessages.versionRequired],
      ['a model year of 1999', { modelYear: 1999 }, fleetDeskMessages.yearOutOfRange(2027)],
      ['a model year of 2028', { modelYear: 2028 }, fleetDeskMessages.yearOutOfRange(2027)],
      ['no colour', { color: '  ' }, fleetDeskMessages.colorRequired],
      ['no place', { vehicleLocation: '' }, fleetDeskMessages.locationRequired],
    ])('refuse %s (400) and store nothing', async (_name, fields, message) => {
      const before = await vehicleCount();
      const response = await create(fresh(fields));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await vehicleCount()).toBe(before);
    });

    it('refuse a version of another model (400) on create and save', async () => {
      const otherCar = await createCar(db());
      const otherVersion = await createCarVersion(db(), otherCar.id);
      const response = await create(fresh({ carVersionId: otherVersion.id }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(fleetDeskMessages.versionOfAnotherCar);
      const vehicle = await created();
      const saved = await save(vehicle, { carId: otherCar.id });
      expect(saved.json().message).toBe(fleetDeskMessages.versionOfAnotherCar);
      const moved = await save(vehicle, { carId: otherCar.id, carVersionId: otherVersion.id });
      expect(moved.json<EditorialVehicle>()).toMatchObject({ carId: otherCar.id, version: 2 });
    });

    it('are deleted only when no loan ever named them; the history stays', async () => {
      const never = await created();
      const stale = await asBackoffice({
        method: 'POST',
        url: `/api/redacao/fleet/${never.id}/remove`,
        payload: { version: 7 },
      });
      expect(stale.statusCode).toBe(409);
      const removed = await asBackoffice({
        method: 'POST',
        url: `/api/redacao/fleet/${never.id}/remove`,
        payload: { version: 1 },
      });
      expect(removed.statusCode, removed.body).toBe(204);
      expect((await asBackoffice({ url: `/api/redacao/fleet/${never.id}` })).statusCode).toBe(404);
      const history = await db()
        .select({ action: editorialChanges.action })
        .from(editorialChanges)
        .where(eq(editorialChanges.subjectId, never.id))
        .orderBy(asc(editorialChanges.id));
      expect(history.map(({ action }) => action)).toContain('remove');

      const lent = await created();
      const requester = await createLoanUser(db());
      // Even a loan long returned: the requests' history names the car.
      await createLoan(db(), requester.id, { status: 9, fleetVehicleId: lent.id, option1Id: option.car.id });
      expect((await read(lent.id)).lent).toBe(true);
      const refused = await asBackoffice({
        method: 'POST',
        url: `/api/redacao/fleet/${lent.id}/remove`,
        payload: { version: 1 },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(fleetDeskMessages.lentCannotBeRemoved);
      expect((await read(lent.id)).id).toBe(lent.id);
    });
  });

  describe('out-of-service periods', () => {
    it('are refused over days a loan holds, naming it, and recorded when taken and when removed', async () => {
      const vehicle = await created();
      const requester = await createLoanUser(db());
      const loan = await createLoan(db(), requester.id, {
        status: 2,
        fleetVehicleId: vehicle.id,
        option1Id: option.car.id,
        startDate: '2026-12-10',
        endDate: '2026-12-12',
      });
      const over = await addDowntime(vehicle.id, '2026-12-12', '2026-12-14');
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toBe(fleetDeskMessages.downtimeOverLoans([number(loan.id)]));
      expect(over.json().message).toBe(
        `O período coincide com a solicitação ${number(loan.id)}, que já reserva o veículo nesses dias. Escolha outras datas ou altere a solicitação antes.`,
      );

      const added = await addDowntime(vehicle.id, '2026-12-13', '2026-12-14', '  Troca de pastilhas  ');
      expect(added.statusCode, added.body).toBe(201);
      const after = added.json<EditorialVehicle>();
      expect(after.downtime).toEqual([
        {
          id: expect.any(Number),
          fleetVehicleId: vehicle.id,
          startDate: '2026-12-13',
          endDate: '2026-12-14',
          reason: 'Troca de pastilhas',
        },
      ]);
      // The vehicle's own fields are untouched: an editor open beside it still saves.
      expect(after.version).toBe(1);
      expect(after.changes[0]).toMatchObject({
        action: 'outOfService',
        actionText: 'Tirou de serviço: Troca de pastilhas (13/12/2026 a 14/12/2026)',
        who: 'Bruna Backoffice',
      });

      const bad = await addDowntime(vehicle.id, '2026-12-20', '2026-12-19');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Data fim inferior a data início');

      const stopId = after.downtime[0]!.id;
      const elsewhere = await created();
      const wrongVehicle = await asBackoffice({
        method: 'DELETE',
        url: `/api/redacao/fleet/${elsewhere.id}/downtime/${stopId}`,
      });
      expect(wrongVehicle.statusCode).toBe(404);
      const removed = await asBackoffice({
        method: 'DELETE',
        url: `/api/redacao/fleet/${vehicle.id}/downtime/${stopId}`,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      const back = removed.json<EditorialVehicle>();
      expect(back.downtime).toEqual([]);
      expect(back.changes.map((change) => change.actionText)).toEqual([
        'Devolveu ao serviço: 13/12/2026 a 14/12/2026',
        'Tirou de serviço: Troca de pastilhas (13/12/2026 a 14/12/2026)',
        'Criou',
      ]);
      expect(
        await db()
          .select()
          .from(fleetVehicleDowntime)
          .where(eq(fleetVehicleDowntime.fleetVehicleId, vehicle.id)),
      ).toEqual([]);
    });

    it("make the model's only vehicle unavailable to the approval's agenda and the model's free vehicles", async () => {
      const model = await createLoanOption(db());
      const only = await created({ carId: model.car.id, carVersionId: model.version.id });
      const period = 'startDate=2026-12-21&endDate=2026-12-23';
      const agendaOf = async () =>
        (await t.injectAs(5, { url: `/api/car_frota/json/agenda?${period}` }))
          .json<FleetSearchResponse>()
          .frotas.find((vehicle) => vehicle.id === only.id);
      const free = async () =>
        (await t.injectAs(5, { url: `/api/car_frota/json/free?carId=${model.car.id}&${period}` }))
          .json<FreeVehiclesResponse>()
          .frotas.map((vehicle) => vehicle.id);
      expect(await agendaOf()).toMatchObject({ available: true });
      expect(await free()).toEqual([only.id]);

      expect((await addDowntime(only.id, '2026-12-22', '2026-12-22')).statusCode).toBe(201);
      expect(await agendaOf()).toMatchObject({ available: false, agendaText: 'Indisponível no período' });
      expect(await free()).toEqual([]);
      // Today's state shows in the list.
      expect((await addDowntime(only.id, '2026-11-19', '2026-11-21')).statusCode).toBe(201);
      const listed = (await asBackoffice({ url: `/api/redacao/fleet?q=${only.frota}` })).json<VehicleList>();
      expect(listed.vehicles[0]).toMatchObject({ id: only.id, outOfService: true });
    });
  });

  describe("the request wizard's models", () => {
    const models = async () => (await asBackoffice({ url: '/api/redacao/fleet-models' })).json<LoanModels>();
    const saveModels = (payload: object) =>
      asBackoffice({ method: 'PUT', url: '/api/redacao/fleet-models', payload });
    const offered = async () =>
      (await t.injectAs(10, { url: '/api/car_frota/json/cars_frota' }))
        .json<CarsFrotaResponse>()
        .cars.map((car) => car.id);

    it('are saved whole (active, order, a car with fleet vehicles joining), recorded, and a stale read gets 409', async () => {
      const second = await createLoanOption(db());
      await createFleetVehicle(db(), second);
      const joining = await createCar(db(), { title: 'Aurora Nova Perua' });
      await createFleetVehicle(db(), { car: joining, version: await createCarVersion(db(), joining.id) });
      const withoutFleet = await createCar(db(), { title: 'Aurora Sem Frota' });

      const read = await models();
      expect(read.candidates.map((car) => car.carId)).toContain(joining.id);
      expect(read.candidates.map((car) => car.carId)).not.toContain(withoutFleet.id);
      expect(read.items.find((item) => item.carId === second.car.id)).toMatchObject({
        active: true,
        fleetCount: 1,
      });

      const items = read.items.map(({ carId, active }) => ({ carId, active }));
      // The second option first, switched off; the joining car after it.
      const reordered = [
        { carId: second.car.id, active: false },
        { carId: joining.id, active: true },
        ...items.filter((item) => item.carId !== second.car.id),
      ];
      const saved = await saveModels({ token: read.token, items: reordered });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = saved.json<LoanModels>();
      expect(after.token).not.toBe(read.token);
      expect(after.items.map(({ carId, active }) => ({ carId, active }))).toEqual(reordered);
      expect(after.changes[0]).toMatchObject({ action: 'update', fields: ['Modelos', 'Ordem', 'Ativos'] });
      const wizard = await offered();
      expect(wizard).toEqual(reordered.slice(1).map((item) => item.carId));

      const rowsBefore = await db().select().from(loanCarOptions).orderBy(asc(loanCarOptions.carId));
      const stale = await saveModels({ token: read.token, items });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(editorialNewsMessages.conflict);
      expect(await db().select().from(loanCarOptions).orderBy(asc(loanCarOptions.carId))).toEqual(rowsBefore);

      const noFleet = await saveModels({
        token: after.token,
        items: [...reordered, { carId: withoutFleet.id, active: true }],
      });
      expect(noFleet.statusCode).toBe(400);
      expect(noFleet.json().message).toBe(fleetDeskMessages.modelWithoutFleet);
      const repeated = await saveModels({ token: after.token, items: [...reordered, reordered[0]] });
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json().message).toBe(fleetDeskMessages.modelRepeated);
      expect(await db().select().from(loanCarOptions).orderBy(asc(loanCarOptions.carId))).toEqual(rowsBefore);
    });
  });
});
