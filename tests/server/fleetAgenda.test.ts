/**
 * The detail page's fleet: `GET car_frota/json/agenda` (the whole fleet with 'status da agenda' for a period) and
 * `GET car_frota/json/search?frota=` (6 to 80 characters of the fleet number, case apart). A vehicle is busy when a
 * loan holding it (2, 3, 4, 7, 8) overlaps the period, both ends included; the loan being approved doesn't count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalMessages, approvalTexts } from '../../src/domain/approval';
import { loanDateMessages } from '../../src/domain/loanDates';
import type { FleetSearchResponse } from '../../src/domain/loanSchemas';
import type { LoanStatus } from '../../src/domain/loanStatus';
import { createFleetVehicle, createLoan, createLoanOption, createLoanUser } from './builders';
import { testDatabases } from './databases';
import { startTestApp, type TestApp } from './testApp';

describe.each(testDatabases)('fleet agenda and search on $name', (target) => {
  let t: TestApp;
  let option: Awaited<ReturnType<typeof createLoanOption>>;
  const db = () => t.database.db;

  const agenda = async (query: string, role = 5) => {
    const response = await t.injectAs(role, { url: `/api/car_frota/json/agenda?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<FleetSearchResponse>().frotas;
  };
  const search = (query: string, role = 5) =>
    t.injectAs(role, { url: `/api/car_frota/json/search?${query}` });
  /** A vehicle held by a loan in `status` from 2026-12-10 to 2026-12-12. */
  const heldIn = async (status: LoanStatus, frota?: string) => {
    const vehicle = await createFleetVehicle(db(), option, frota ? { frota } : {});
    const requester = await createLoanUser(db());
    const loan = await createLoan(db(), requester.id, {
      status,
      fleetVehicleId: vehicle.id,
      startDate: '2026-12-10',
      endDate: '2026-12-12',
    });
    return { vehicle, loan };
  };

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    option = await createLoanOption(db());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says which vehicles are free for the period: busy when a holding loan overlaps it, ends included', async () => {
    const holding = await Promise.all(([2, 3, 4, 7, 8] as const).map((status) => heldIn(status)));
    const notHolding = await Promise.all(([1, 5, 6, 9, 10] as const).map((status) => heldIn(status)));
    const free = await createFleetVehicle(db(), option);

    const availability = async (startDate: string, endDate: string) => {
      const fleet = await agenda(`startDate=${startDate}&endDate=${endDate}`);
      return (id: number) => fleet.find((vehicle) => vehicle.id === id)!;
    };
    // Overlapping on the last day of the holding loans.
    const overlapping = await availability('2026-12-12', '2026-12-14');
    for (const { vehicle } of holding)
      expect(overlapping(vehicle.id)).toMatchObject({
        available: false,
        agendaText: approvalTexts.agendaBusy,
      });
    for (const { vehicle } of notHolding)
      expect(overlapping(vehicle.id)).toMatchObject({
        available: true,
        agendaText: approvalTexts.agendaFree,
      });
    expect(overlapping(free.id)).toMatchObject({
      available: true,
      frota: free.frota,
      placa: free.placa,
      car: { title: option.car.title },
      car_version: { title: option.version.title },
    });
    // The day after: everyone is free.
    const after = await availability('2026-12-13', '2026-12-15');
    for (const { vehicle } of holding) expect(after(vehicle.id).available).toBe(true);
    const before = await availability('2026-12-08', '2026-12-10');
    for (const { vehicle } of holding) expect(before(vehicle.id).available).toBe(false);
  });

  it('does not count the loan being approved against its own vehicle', async () => {
    const { vehicle, loan } = await heldIn(2);
    const busy = await agenda('startDate=2026-12-11&endDate=2026-12-11');
    expect(busy.find((item) => item.id === vehicle.id)!.available).toBe(false);
    const own = await agenda(`startDate=2026-12-11&endDate=2026-12-11&loanId=${loan.id}`);
    expect(own.find((item) => item.id === vehicle.id)!.available).toBe(true);
  });

  it('refuses a period whose end is before its start, or a half or broken one (400)', async () => {
    const backwards = await t.injectAs(5, {
      url: '/api/car_frota/json/agenda?startDate=2026-12-12&endDate=2026-12-10',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(loanDateMessages.endBeforeStart);
    const half = await t.injectAs(5, { url: '/api/car_frota/json/agenda?startDate=2026-12-12' });
    expect(half.statusCode).toBe(400);
    const broken = await t.injectAs(5, {
      url: '/api/car_frota/json/agenda?startDate=2026-02-31&endDate=2026-03-01',
    });
    expect(broken.json().message).toBe(loanDateMessages.notADate);
  });

  it.each(['2026-12-10T99:99', '2026-12-10Tgarbage', '2026-12-10T25:00', '2026-12-10T23:60'])(
    'refuses a date whose time is no time of day (%s), in the agenda and the search (400)',
    async (start) => {
      for (const url of [
        `/api/car_frota/json/agenda?startDate=${start}&endDate=2026-12-12`,
        `/api/car_frota/json/agenda?startDate=2026-12-09&endDate=${start}`,
        `/api/car_frota/json/search?frota=agenda-busca&startDate=${start}&endDate=2026-12-12`,
      ]) {
        const response = await t.injectAs(5, { url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message, url).toBe(loanDateMessages.notADate);
      }
      expect(await agenda('startDate=2026-12-10T09:00&endDate=2026-12-12T18:00')).not.toEqual([]);
    },
  );

  it('finds vehicles by part of the fleet number, case apart, with their agenda', async () => {
    const { vehicle } = await heldIn(4, 'AGENDA-Busca-0001');
    const other = await createFleetVehicle(db(), option, { frota: 'AGENDA-BUSCA-0002' });
    await createFleetVehicle(db(), option, { frota: 'OUTRA-FROTA-0003' });

    const found = await search('frota=agenda-busca&startDate=2026-12-11&endDate=2026-12-12');
    expect(found.statusCode).toBe(200);
    const { frotas } = found.json<FleetSearchResponse>();
    // (In the database's collation order, which differs between servers: compared as a set.)
    expect(frotas.map((item) => item.frota).sort()).toEqual(['AGENDA-BUSCA-0002', 'AGENDA-Busca-0001']);
    expect(frotas.find((item) => item.id === vehicle.id)!.available).toBe(false);
    expect(frotas.find((item) => item.id === other.id)!.available).toBe(true);

    // Without a period, no agenda is claimed.
    const plain = (await search('frota=BUSCA-0002')).json<FleetSearchResponse>().frotas;
    expect(plain).toEqual([expect.objectContaining({ id: other.id, available: true, agendaText: '' })]);
  });

  it('answers an empty list for a fleet number nobody has, and takes % and _ as plain characters', async () => {
    const unknown = await search('frota=NAO-EXISTE-123');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ frotas: [] });
    expect((await search(`frota=${encodeURIComponent('%%%%%%')}`)).json()).toEqual({ frotas: [] });
    expect((await search('frota=______')).json()).toEqual({ frotas: [] });
  });

  it('refuses 5 or 81 characters (400) and takes 6 and 80', async () => {
    for (const text of ['ABCDE', 'A'.repeat(81)]) {
      const response = await search(`frota=${text}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(approvalMessages.fleetSearchLength);
    }
    for (const text of ['ABCDEF', 'A'.repeat(80)])
      expect((await search(`frota=${text}`)).statusCode).toBe(200);
  });

  it.each([4, 10])('is for reviewers only: role %i is refused (403)', async (role) => {
    expect((await search('frota=ABCDEF', role)).statusCode).toBe(403);
    expect((await t.injectAs(role, { url: '/api/car_frota/json/agenda' })).statusCode).toBe(403);
  });

  it.each([2, 3, 1, 0])('answers role %i', async (role) => {
    expect((await search('frota=ABCDEF', role)).statusCode).toBe(200);
  });
});
