/**
 * A fleet vehicle's calendar (`GET car_frota/json/calendar/{id}?month=`), its out-of-service periods
 * (`POST car_frota/json/downtime`, `DELETE car_frota/json/downtime/{id}`), the free vehicles of a model for a period
 * (`GET car_frota/json/free`), and the approval that would lend a vehicle over its out-of-service days (409).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetDeskMessages } from '../../src/domain/editorialFleet';
import { fleetCalendarMessages } from '../../src/domain/fleetCalendar';
import type {
  DowntimeCreated,
  FleetCalendarResponse,
  FreeVehiclesResponse,
} from '../../src/domain/fleetCalendarSchemas';
import type { ApprovalBody, FleetSearchResponse } from '../../src/domain/loanSchemas';
import type { LoanStatus } from '../../src/domain/loanStatus';
import { fleetVehicleDowntime, loans } from '../../server/db/schema';
import { createFleetVehicle, createLoan, createLoanOption, createLoanUser } from './builders';
import { testDatabases } from './databases';
import { startTestApp, type TestApp } from './testApp';

const number = (id: number) => `CMD-${String(id).padStart(6, '0')}`;

describe.each(testDatabases)('fleet calendar on $name', (target) => {
  let t: TestApp;
  let option: Awaited<ReturnType<typeof createLoanOption>>;
  const db = () => t.database.db;

  const calendar = (vehicleId: number, month: string, role = 5) =>
    t.injectAs(role, { url: `/api/car_frota/json/calendar/${vehicleId}?month=${month}` });
  const addDowntime = (payload: object, role = 5) =>
    t.injectAs(role, { method: 'POST', url: '/api/car_frota/json/downtime', payload });
  const free = (query: string, role = 5) => t.injectAs(role, { url: `/api/car_frota/json/free?${query}` });
  /** A loan of a fresh agent holding `vehicleId` in `status` over `start`..`end`. */
  const loanOn = async (
    vehicleId: number,
    status: LoanStatus,
    startDate: string,
    endDate: string,
    fields: Parameters<typeof createLoan>[2] = {},
  ) => {
    const requester = await createLoanUser(db(), { role: 10 });
    const loan = await createLoan(db(), requester.id, {
      status,
      fleetVehicleId: vehicleId,
      option1Id: option.car.id,
      startDate,
      endDate,
      ...fields,
    });
    return { loan, requester };
  };

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    option = await createLoanOption(db());
  });
  afterAll(async () => t?.close());

  describe('the month of one vehicle', () => {
    it('shows its bookings (2, 3, 4) and holds (7, 8) over their held days, and its out-of-service days', async () => {
      const vehicle = await createFleetVehicle(db(), option);
      const booked2 = await loanOn(vehicle.id, 2, '2026-12-03', '2026-12-05');
      const booked4 = await loanOn(vehicle.id, 4, '2026-12-10', '2026-12-12');
      // Picked up two days early, still out four days after its end.
      const lent = await loanOn(vehicle.id, 7, '2026-12-20', '2026-12-22', {
        heldFrom: '2026-12-18',
        heldUntil: '2026-12-26',
      });
      // From November into December: the whole entry is shown.
      const due = await loanOn(vehicle.id, 8, '2026-11-28', '2026-12-01', { heldUntil: '2026-12-02' });
      for (const status of [1, 5, 6, 9, 10] as const)
        await loanOn(vehicle.id, status, '2026-12-05', '2026-12-06');
      await loanOn(vehicle.id, 3, '2027-01-05', '2027-01-06');
      const other = await createFleetVehicle(db(), option);
      await loanOn(other.id, 4, '2026-12-14', '2026-12-15');
      await db()
        .insert(fleetVehicleDowntime)
        .values([
          {
            fleetVehicleId: vehicle.id,
            startDate: '2026-12-28',
            endDate: '2027-01-03',
            reason: 'Revisão dos 10 mil km',
          },
          { fleetVehicleId: vehicle.id, startDate: '2027-02-01', endDate: '2027-02-02', reason: 'Outro mês' },
          { fleetVehicleId: other.id, startDate: '2026-12-05', endDate: '2026-12-06', reason: 'Outro carro' },
        ]);

      const response = await calendar(vehicle.id, '2026-12');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const month = response.json<FleetCalendarResponse>();
      expect(month.month).toBe('2026-12');
      expect(month.vehicle).toMatchObject({
        id: vehicle.id,
        frota: vehicle.frota,
        placa: vehicle.placa,
        carId: option.car.id,
        car: { title: option.car.title },
      });
      expect(month.bookings).toEqual([
        {
          loanId: booked2.loan.id,
          number: number(booked2.loan.id),
          status: 2,
          statusText: 'Aguardando Aprovação (Gerente 1)',
          requester: booked2.requester.name,
          startDate: '2026-12-03',
          endDate: '2026-12-05',
        },
        expect.objectContaining({
          loanId: booked4.loan.id,
          status: 4,
          statusText: 'Aprovado',
          requester: booked4.requester.name,
          startDate: '2026-12-10',
          endDate: '2026-12-12',
        }),
      ]);
      expect(month.holds).toEqual([
        expect.objectContaining({
          loanId: due.loan.id,
          number: number(due.loan.id),
          status: 8,
          startDate: '2026-11-28',
          endDate: '2026-12-02',
        }),
        expect.objectContaining({
          loanId: lent.loan.id,
          status: 7,
          statusText: 'Veículo emprestado',
          requester: lent.requester.name,
          startDate: '2026-12-18',
          endDate: '2026-12-26',
        }),
      ]);
      expect(month.downtime).toEqual([
        {
          id: expect.any(Number),
          fleetVehicleId: vehicle.id,
          startDate: '2026-12-28',
          endDate: '2027-01-03',
          reason: 'Revisão dos 10 mil km',
        },
      ]);

      const january = (await calendar(vehicle.id, '2027-01')).json<FleetCalendarResponse>();
      expect(january.bookings.map((loan) => loan.status)).toEqual([3]);
      expect(january.holds).toEqual([]);
      expect(january.downtime.map((stop) => stop.reason)).toEqual(['Revisão dos 10 mil km']);
    });

    it('refuses a month that is no month (400) and a vehicle that does not exist (404)', async () => {
      const vehicle = await createFleetVehicle(db(), option);
      for (const month of ['2026-13', '2026-1', 'dezembro', ''])
        expect((await calendar(vehicle.id, month)).statusCode, month).toBe(400);
      expect((await calendar(vehicle.id, '2026-13')).json().message).toBe(fleetCalendarMessages.monthInvalid);
      const missing = await calendar(999_999, '2026-12');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(fleetCalendarMessages.vehicleNotFound);
    });

    it.each([0, 1, 2, 3, 5])('answers role %i (reviews loans or manages the fleet)', async (role) => {
      const vehicle = await createFleetVehicle(db(), option);
      expect((await calendar(vehicle.id, '2026-12', role)).statusCode).toBe(200);
    });

    it.each([4, 6, 10])('refuses role %i (403), and a visitor (401)', async (role) => {
      const vehicle = await createFleetVehicle(db(), option);
      const refused = await calendar(vehicle.id, '2026-12', role);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Você não tem permissão para esta ação.');
      const visitor = await t.inject({ url: `/api/car_frota/json/calendar/${vehicle.id}?month=2026-12` });
      expect(visitor.statusCode).toBe(401);
    });
  });

  describe('out-of-service days', () => {
    it('are refused over days a loan holds (409 naming it), else added with a reason, shown and removed', async () => {
      const vehicle = await createFleetVehicle(db(), option);
      const { loan } = await loanOn(vehicle.id, 4, '2026-12-10', '2026-12-12');
      const { loan: other } = await loanOn(vehicle.id, 7, '2026-12-14', '2026-12-14');
      const over = await addDowntime({
        fleetVehicleId: vehicle.id,
        startDate: '2026-12-12',
        endDate: '2026-12-15',
        reason: 'Funilaria após granizo',
      });
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toBe(
        fleetDeskMessages.downtimeOverLoans([number(loan.id), number(other.id)]),
      );
      expect(
        await db()
          .select()
          .from(fleetVehicleDowntime)
          .where(eq(fleetVehicleDowntime.fleetVehicleId, vehicle.id)),
      ).toEqual([]);

      const added = await addDowntime({
        fleetVehicleId: vehicle.id,
        startDate: '2026-12-15',
        endDate: '2026-12-18',
        reason: '  Funilaria após granizo  ',
      });
      expect(added.statusCode, added.body).toBe(201);
      const created = added.json<DowntimeCreated>();
      expect(created).toEqual({
        downtime: {
          id: expect.any(Number),
          fleetVehicleId: vehicle.id,
          startDate: '2026-12-15',
          endDate: '2026-12-18',
          reason: 'Funilaria após granizo',
        },
      });
      const [row] = await db()
        .select()
        .from(fleetVehicleDowntime)
        .where(eq(fleetVehicleDowntime.id, created.downtime.id));
      expect(row!.createdBy).toEqual(expect.any(Number));
      expect((await calendar(vehicle.id, '2026-12')).json<FleetCalendarResponse>().downtime).toEqual([
        created.downtime,
      ]);

      const removed = await t.injectAs(1, {
        method: 'DELETE',
        url: `/api/car_frota/json/downtime/${created.downtime.id}`,
      });
      expect(removed.statusCode).toBe(204);
      expect((await calendar(vehicle.id, '2026-12')).json<FleetCalendarResponse>().downtime).toEqual([]);
      const again = await t.injectAs(1, {
        method: 'DELETE',
        url: `/api/car_frota/json/downtime/${created.downtime.id}`,
      });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(fleetCalendarMessages.downtimeNotFound);
    });

    it('are taken over the days of loans that hold nothing (1, 5, 6, 9, 10)', async () => {
      const vehicle = await createFleetVehicle(db(), option);
      for (const status of [1, 5, 6, 9, 10] as const)
        await loanOn(vehicle.id, status, '2026-12-10', '2026-12-12');
      const added = await addDowntime({
        fleetVehicleId: vehicle.id,
        startDate: '2026-12-10',
        endDate: '2026-12-10',
        reason: 'Lavagem técnica',
      });
      expect(added.statusCode, added.body).toBe(201);
    });

    it.each([
      ['no reason', { reason: '   ' }, fleetCalendarMessages.reasonRequired],
      ['a reason of 2 characters', { reason: 'ok' }, fleetCalendarMessages.reasonRequired],
      ['a reason of 201 characters', { reason: 'a'.repeat(201) }, fleetCalendarMessages.reasonTooLong],
      ['an end before the start', { endDate: '2026-12-09' }, fleetCalendarMessages.endBeforeStart],
      ['a date that is no date', { startDate: '2026-02-30' }, fleetCalendarMessages.notADate],
      ['a start at 99:99', { startDate: '2026-12-10T99:99' }, fleetCalendarMessages.notADate],
      ['an end at 23:60', { endDate: '2026-12-12T23:60' }, fleetCalendarMessages.notADate],
      ['91 days', { endDate: '2027-03-10' }, fleetCalendarMessages.periodTooLong],
    ])('refuse %s (400) and store nothing', async (_name, fields, message) => {
      const vehicle = await createFleetVehicle(db(), option);
      const response = await addDowntime({
        fleetVehicleId: vehicle.id,
        startDate: '2026-12-10',
        endDate: '2026-12-12',
        reason: 'Revisão programada',
        ...fields,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(
        await db()
          .select()
          .from(fleetVehicleDowntime)
          .where(eq(fleetVehicleDowntime.fleetVehicleId, vehicle.id)),
      ).toEqual([]);
    });

    it('refuse a field the call does not take (400), as every other body does, and store nothing', async () => {
      const vehicle = await createFleetVehicle(db(), option);
      const response = await addDowntime({
        fleetVehicleId: vehicle.id,
        startDate: '2026-12-10',
        endDate: '2026-12-12',
        reason: 'Revisão programada',
        isAdmin: true,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(
        'Parâmetro inválido no corpo da requisição: o campo isAdmin não é aceito.',
      );
      expect(
        await db()
          .select()
          .from(fleetVehicleDowntime)
          .where(eq(fleetVehicleDowntime.fleetVehicleId, vehicle.id)),
      ).toEqual([]);
    });

    it('take 90 days, and refuse a vehicle that does not exist (404)', async () => {
      const vehicle = await createFleetVehicle(db(), option);
      const ninety = await addDowntime({
        fleetVehicleId: vehicle.id,
        startDate: '2026-12-10',
        endDate: '2027-03-09',
        reason: 'Recall de freios',
      });
      expect(ninety.statusCode).toBe(201);
      const missing = await addDowntime({
        fleetVehicleId: 999_999,
        startDate: '2026-12-10',
        endDate: '2026-12-11',
        reason: 'Recall de freios',
      });
      expect(missing.statusCode).toBe(404);
    });

    it.each([0, 2, 3, 4, 10])(
      'are for those who manage the fleet: role %i is refused (403)',
      async (role) => {
        const vehicle = await createFleetVehicle(db(), option);
        const [stop] = await db()
          .insert(fleetVehicleDowntime)
          .values({
            fleetVehicleId: vehicle.id,
            startDate: '2026-12-01',
            endDate: '2026-12-01',
            reason: 'Revisão',
          })
          .returning();
        const add = await addDowntime(
          { fleetVehicleId: vehicle.id, startDate: '2026-12-10', endDate: '2026-12-11', reason: 'Revisão' },
          role,
        );
        expect(add.statusCode).toBe(403);
        const remove = await t.injectAs(role, {
          method: 'DELETE',
          url: `/api/car_frota/json/downtime/${stop!.id}`,
        });
        expect(remove.statusCode).toBe(403);
        expect(
          await db()
            .select()
            .from(fleetVehicleDowntime)
            .where(eq(fleetVehicleDowntime.fleetVehicleId, vehicle.id)),
        ).toHaveLength(1);
      },
    );
  });

  describe('approving over out-of-service days', () => {
    const approve = (role: number, payload: ApprovalBody) =>
      t.injectAs(role, { method: 'POST', url: '/api/lendingcontract/approve', payload });
    const body = (loanId: number, vehicleId: number, fields: Partial<ApprovalBody> = {}): ApprovalBody => ({
      idloan: loanId,
      carId: vehicleId,
      clientTier: 2,
      startDate: '2026-11-25',
      endDate: '2026-11-28',
      ...fields,
    });

    it('is refused (409) when a day of the period is out of service, and goes through on other days', async () => {
      const vehicle = await createFleetVehicle(db(), option);
      await db().insert(fleetVehicleDowntime).values({
        fleetVehicleId: vehicle.id,
        startDate: '2026-11-28',
        endDate: '2026-11-30',
        reason: 'Revisão',
      });
      const requester = await createLoanUser(db(), { role: 10 });
      const loan = await createLoan(db(), requester.id, { option1Id: option.car.id });

      const refused = await approve(5, body(loan.id, vehicle.id));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Veículo fora de serviço no período.');
      expect((await db().select().from(loans).where(eq(loans.id, loan.id)))[0]).toMatchObject({
        status: 1,
        fleetVehicleId: null,
      });

      const moved = await approve(
        5,
        body(loan.id, vehicle.id, { startDate: '2026-11-24', endDate: '2026-11-27' }),
      );
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ loan: { status: 2, car_frotum_id: vehicle.id } });
    });

    it("is refused at a manager's step too when the vehicle is out of service on a day the loan holds", async () => {
      const vehicle = await createFleetVehicle(db(), option);
      const { loan } = await loanOn(vehicle.id, 2, '2026-11-25', '2026-11-28', { clientTier: 2 });
      const stop = {
        fleetVehicleId: vehicle.id,
        startDate: '2026-11-25',
        endDate: '2026-11-25',
        reason: 'Pneu furado',
      };
      // The booking blocks the period from being added now; one stored before that rule still stops the approval.
      expect((await addDowntime(stop)).statusCode).toBe(409);
      await db().insert(fleetVehicleDowntime).values(stop);
      const refused = await approve(2, body(loan.id, vehicle.id));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(fleetCalendarMessages.outOfService);
    });
  });

  describe('free vehicles of a model', () => {
    it('lists the vehicles of the model that no loan holds and that are in service on every day of the period', async () => {
      const model = await createLoanOption(db());
      const freeOne = await createFleetVehicle(db(), model);
      const booked = await createFleetVehicle(db(), model);
      const outLate = await createFleetVehicle(db(), model);
      const stopped = await createFleetVehicle(db(), model);
      const afterwards = await createFleetVehicle(db(), model);
      const cancelled = await createFleetVehicle(db(), model);
      await createFleetVehicle(db(), option);
      const requester = await createLoanUser(db(), { role: 10 });
      const hold = (vehicleId: number, status: LoanStatus, fields: Parameters<typeof createLoan>[2]) =>
        createLoan(db(), requester.id, {
          status,
          fleetVehicleId: vehicleId,
          option1Id: model.car.id,
          ...fields,
        });
      const bookedLoan = await hold(booked.id, 3, { startDate: '2026-12-09', endDate: '2026-12-10' });
      // Booked until the 8th, not back yet: held until the 11th.
      await hold(outLate.id, 8, { startDate: '2026-12-05', endDate: '2026-12-08', heldUntil: '2026-12-11' });
      await hold(afterwards.id, 4, { startDate: '2026-12-13', endDate: '2026-12-14' });
      await hold(cancelled.id, 10, { startDate: '2026-12-10', endDate: '2026-12-11' });
      await db().insert(fleetVehicleDowntime).values({
        fleetVehicleId: stopped.id,
        startDate: '2026-12-12',
        endDate: '2026-12-20',
        reason: 'Recall',
      });

      const response = await free(`carId=${model.car.id}&startDate=2026-12-10&endDate=2026-12-12`);
      expect(response.statusCode, response.body).toBe(200);
      const ids = response.json<FreeVehiclesResponse>().frotas.map((vehicle) => vehicle.id);
      expect(ids.sort()).toEqual([freeOne.id, afterwards.id, cancelled.id].sort());
      expect(response.json<FreeVehiclesResponse>().frotas[0]).toMatchObject({
        car: { title: model.car.title },
        car_version: { title: model.version.title },
      });

      // The loan being decided does not count against its own vehicle.
      const own = await free(
        `carId=${model.car.id}&startDate=2026-12-10&endDate=2026-12-12&loanId=${bookedLoan.id}`,
      );
      expect(own.json<FreeVehiclesResponse>().frotas.map((vehicle) => vehicle.id)).toContain(booked.id);

      // The approval page's agenda agrees: out late and out of service are busy.
      const agenda = await t.injectAs(5, {
        url: '/api/car_frota/json/agenda?startDate=2026-12-10&endDate=2026-12-12',
      });
      const busy = agenda
        .json<FleetSearchResponse>()
        .frotas.filter((vehicle) => !vehicle.available)
        .map((vehicle) => vehicle.id);
      expect(busy).toEqual(expect.arrayContaining([booked.id, outLate.id, stopped.id]));
      expect(busy).not.toContain(freeOne.id);
    });

    it('refuses a broken period (400) and those who neither review loans nor manage the fleet (403)', async () => {
      const backwards = await free(`carId=${option.car.id}&startDate=2026-12-12&endDate=2026-12-10`);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toBe('Data fim inferior a data início');
      expect((await free(`carId=${option.car.id}&startDate=12/12/2026&endDate=2026-12-13`)).statusCode).toBe(
        400,
      );
      expect((await free(`startDate=2026-12-12&endDate=2026-12-13`)).statusCode).toBe(400);
      for (const period of [
        'startDate=2026-12-12T99:99&endDate=2026-12-13',
        'startDate=2026-12-12Tgarbage&endDate=2026-12-13',
        'startDate=2026-12-12&endDate=2026-12-13T25:00',
        'startDate=2026-12-12&endDate=2026-12-13T23:60',
      ]) {
        const broken = await free(`carId=${option.car.id}&${period}`);
        expect(broken.statusCode, period).toBe(400);
        expect(broken.json().message, period).toBe('Data inválida');
      }
      for (const role of [4, 10])
        expect(
          (await free(`carId=${option.car.id}&startDate=2026-12-10&endDate=2026-12-12`, role)).statusCode,
        ).toBe(403);
      for (const role of [0, 2, 3])
        expect(
          (await free(`carId=${option.car.id}&startDate=2026-12-10&endDate=2026-12-12`, role)).statusCode,
        ).toBe(200);
    });
  });
});
