/**
 * The loan area's seed units ('loan-fleet', 'account-loan-fields', 'loans'): loans in every status 1–10, each with
 * a log that leads to its status and an e-mail per step, a fleet of 15+ vehicles over 6+ models with realistic
 * plates and chassis, no vehicle held twice at once, and the accounts' loan fields (the journalist's licence and
 * its picture, a blocked agent).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCpf } from '../../src/domain/cpf';
import { isValidCnh } from '../../src/domain/loanRequest';
import {
  fleetVehicles,
  loanCarOptions,
  loanChecklists,
  loanTransitions,
  loans,
  mailOutbox,
  privateUploads,
  users,
} from '../../server/db/schema';
import { applySeeds, seedUnits } from '../../server/seed/index';
import { ensureSeedPrivateUploads, seedCnhPictures } from '../../server/seed/write/loanAccounts';
import { folderStore } from '../../server/storage/folderStore';
import { createSignInSession } from './builders';
import { testDatabases } from './databases';
import { signInThroughEmbeddedIdp } from './helpers/oidcFlow';
import { startTestApp, testNow, type TestApp } from './testApp';

const loanUnits = ['loan-fleet', 'account-loan-fields', 'loans'];

describe.each(testDatabases)('loan seed on $name', (target) => {
  let test: TestApp;
  const db = () => test.database.db;
  const userOf = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0]!;

  beforeAll(async () => {
    test = await startTestApp(target, { sendQueuedMail: false });
    const earlier = seedUnits.slice(
      0,
      seedUnits.findIndex((unit) => unit.name === loanUnits[0]),
    );
    await applySeeds(db(), earlier, { now: testNow });
    // The units after the loans' (events) come along.
    expect(await applySeeds(db(), seedUnits, { now: testNow })).toEqual([...loanUnits, 'events']);
  });
  afterAll(async () => test?.close());

  it('has loans in every status 1 to 10', async () => {
    const rows = await db().select({ status: loans.status }).from(loans);
    expect([...new Set(rows.map((row) => row.status))].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('gives each loan a log from its request to its status, and an e-mail per step', async () => {
    const all = await db().select().from(loans);
    const logs = await db().select().from(loanTransitions).orderBy(asc(loanTransitions.id));
    const mails = await db().select().from(mailOutbox);
    for (const loan of all) {
      const log = logs.filter((row) => row.loanId === loan.id);
      expect(log[0], `loan ${loan.id}`).toMatchObject({ action: 'request', fromStatus: null, toStatus: 1 });
      for (const [index, row] of log.entries()) {
        if (index > 0) expect(row.fromStatus, `loan ${loan.id} step ${index}`).toBe(log[index - 1]!.toStatus);
        expect(row.actorId === null, `loan ${loan.id} ${row.action}`).toBe(row.action === 'markDue');
        if (index > 0)
          expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(log[index - 1]!.createdAt.getTime());
      }
      expect(log.at(-1)!.toStatus, `loan ${loan.id}`).toBe(loan.status);
      const number = `CMD-${String(loan.id).padStart(6, '0')}`;
      // One to the requester per step; the staff each step calls for are told apart (approverNotice.ts).
      const staffTopics = ['loan-awaiting-decision', 'loan-overdue-staff'];
      expect(
        mails.filter((mail) => mail.subject.includes(number) && !staffTopics.includes(mail.topic)),
        number,
      ).toHaveLength(log.length);
      if (loan.status !== 1 && loan.status !== 5 && loan.status !== 10)
        expect(loan.fleetVehicleId).not.toBeNull();
    }
  });

  it('leaves a lent car whose end date has passed, for the due-back sweep to find', async () => {
    const overdue = await db()
      .select()
      .from(loans)
      .where(sql`${loans.status} = 7 and ${loans.endDate} < '2026-11-20'`);
    expect(overdue.length).toBeGreaterThanOrEqual(1);
  });

  it('hands every lent car over as staff do: a delivery checklist with its km first, the pickup recorded, the return not below it', async () => {
    const handedOver = await db()
      .select({
        id: loans.id,
        pickedUpAt: loans.pickedUpAt,
        pickedUpBy: loans.pickedUpBy,
        delivered: loans.deliveryChecklistAt,
        status: loans.status,
      })
      .from(loans)
      .where(sql`${loans.status} in (7, 8, 9)`);
    expect(handedOver.length).toBeGreaterThanOrEqual(3);
    for (const loan of handedOver) {
      expect(loan.pickedUpAt, `loan ${loan.id}`).not.toBeNull();
      expect(loan.pickedUpBy, `loan ${loan.id}`).not.toBeNull();
      expect(loan.delivered!.getTime(), `loan ${loan.id}`).toBeLessThanOrEqual(loan.pickedUpAt!.getTime());
      const checklists = await db()
        .select({ kind: loanChecklists.kind, km: loanChecklists.km })
        .from(loanChecklists)
        .where(eq(loanChecklists.loanId, loan.id))
        .orderBy(asc(loanChecklists.createdAt));
      expect(checklists[0], `loan ${loan.id}`).toMatchObject({ kind: 'Entrega' });
      expect(checklists[0]!.km).toBeGreaterThan(0);
      if (loan.status === 9) expect(checklists[1]!.km).toBeGreaterThanOrEqual(checklists[0]!.km);
    }
  });

  it('has 15+ fleet vehicles over 6+ loan models, with Mercosul plates, 17-character chassis and real details', async () => {
    const fleet = await db().select().from(fleetVehicles);
    const options = await db().select().from(loanCarOptions);
    expect(fleet.length).toBeGreaterThanOrEqual(15);
    expect(new Set(fleet.map((vehicle) => vehicle.carId)).size).toBeGreaterThanOrEqual(6);
    expect(options.length).toBeGreaterThanOrEqual(5);
    expect(options.length).toBeLessThanOrEqual(8);
    expect(new Set(options.map((option) => option.position)).size).toBe(options.length);
    for (const vehicle of fleet) {
      expect(options.some((option) => option.carId === vehicle.carId)).toBe(true);
      expect(vehicle.placa).toMatch(/^[A-Z]{3}\d[A-Z]\d{2}$/);
      expect(vehicle.chassis).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(vehicle.frota.length).toBeGreaterThanOrEqual(6);
      expect(vehicle.modelYear).toBeGreaterThanOrEqual(2024);
      expect(vehicle.modelYear).toBeLessThanOrEqual(2026);
      expect(vehicle.vehicleLocation).toMatch(/ - [A-Z]{2}$/);
    }
  });

  it('never holds one vehicle twice over overlapping periods', async () => {
    const clashes = await db().execute(sql`select a.id from loans a join loans b
      on a.id < b.id and a.fleet_vehicle_id = b.fleet_vehicle_id
      and daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')
      where a.status in (2, 3, 4, 7, 8) and b.status in (2, 3, 4, 7, 8)`);
    expect((clashes as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('gives the journalist a CNH and a picture of it, served privately to her', async () => {
    const journalist = await userOf('jornalista@imprensa.test');
    expect(isValidCnh(journalist.cnh)).toBe(true);
    const [picture] = await db()
      .select()
      .from(privateUploads)
      .where(eq(privateUploads.name, journalist.cnhPicture));
    expect(picture).toMatchObject({ ownerId: journalist.id, contentType: 'image/png', purpose: 'cnh' });

    const files = folderStore(test.dataDir);
    expect(await ensureSeedPrivateUploads(files)).toBe(seedCnhPictures.length);
    expect(await ensureSeedPrivateUploads(files)).toBe(0);
    const bytes = await readFile(path.join(test.dataDir, 'private', 'uploads', journalist.cnhPicture));
    expect(bytes.length).toBe(picture!.size);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 640, height: 400 });

    const token = await createSignInSession(db(), journalist.id, { now: testNow });
    const response = await test.app.inject({
      url: `/api/medias/private/${journalist.cnhPicture}`,
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(bytes);
  });

  it('has a blocked press agent with a complete profile, who signs in with the demo password', async () => {
    const blocked = await userOf('bloqueado@imprensa.test');
    expect(blocked).toMatchObject({
      role: 10,
      isAllowed: false,
      deniedReason: 'Devolveu o veículo com avarias em 2025.',
      suspendedAt: null,
    });
    expect(isValidCpf(blocked.cpf)).toBe(true);
    expect(blocked.rg).not.toBe('');
    const { idToken } = await signInThroughEmbeddedIdp(test.app, {
      email: 'bloqueado@imprensa.test',
      password: 'imprensa123',
    });
    expect(idToken).toBeTruthy();
  });
});
