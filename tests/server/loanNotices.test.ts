/**
 * The staff and reminder e-mails of the loan workflow: a request reaching a step is e-mailed to the people of that
 * step (never to the one who requested or drives it) with a link to its approval page; an overdue car to the staff
 * who take it back; the day before pickup and before return, the requester and the driver are reminded, once,
 * whichever worker runs the jobs and however often.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { mailOutbox } from '../../server/db/schema';
import { runDueJobs } from '../../server/jobs/jobWorker';
import { newsroomJobs } from '../../server/newsroomJobs';
import { sweepDueLoans } from '../../server/loans/dueSweep';
import { tellStaffOfStep } from '../../server/loans/approverNotice';
import { applyTransition } from '../../server/loans/loanService';
import { fixedClock } from '../../server/shared/clock';
import type { FileStore } from '../../server/storage/fileStore';
import { createFleetVehicle, createLoan, createLoanOption, createLoanUser } from './builders';
import { testDatabases } from './databases';
import { testNow, testPublicUrl, testSite } from './testApp';

// testNow is 2026-11-20 12:00 UTC, 09:00 in Brasília.
const site = testSite;
const number = (id: number) => `CMD-${String(id).padStart(6, '0')}`;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(testDatabases)('loan notices on $name', (target) => {
  let database: Database;
  let option: Awaited<ReturnType<typeof createLoanOption>>;
  let staff: Record<
    'backoffice' | 'manager1' | 'manager2' | 'admin' | 'pressOffice',
    { id: number; email: string }
  >;
  const db = () => database.db;

  /** Who got a mail about loan `id` under `topic`, by address, with its text. */
  const mailsAbout = async (id: number, topic: string) =>
    (
      await db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.topic, topic), like(mailOutbox.subject, `%${number(id)}%`)))
    ).sort((a, b) => a.recipient.localeCompare(b.recipient));
  const recipients = async (id: number, topic: string) =>
    (await mailsAbout(id, topic)).map((m) => m.recipient);

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    option = await createLoanOption(db());
    staff = {
      backoffice: await createLoanUser(db(), { role: 5, email: 'backoffice@aurora.test' }),
      manager1: await createLoanUser(db(), { role: 2, email: 'gerente1@aurora.test' }),
      manager2: await createLoanUser(db(), { role: 3, email: 'gerente2@aurora.test' }),
      admin: await createLoanUser(db(), { role: 1, email: 'admin@aurora.test' }),
      pressOffice: await createLoanUser(db(), { role: 0, email: 'assessoria@aurora.test' }),
    };
    // Told nothing: a suspended manager, a restricted role, the press.
    await createLoanUser(db(), { role: 2, email: 'suspenso@aurora.test', suspendedAt: testNow });
    await createLoanUser(db(), { role: 4, email: 'restrito@aurora.test' });
    await createLoanUser(db(), { role: 10, email: 'outro@imprensa.test' });
  });
  afterAll(async () => database?.close());

  const sorted = (...emails: string[]) => [...emails].sort();

  it('e-mails each step its own people, with a link to the approval page, as the request moves on', async () => {
    const requester = await createLoanUser(db(), { role: 10 });
    const loan = await createLoan(db(), requester.id, { status: 1, option1Id: option.car.id });
    const vehicle = await createFleetVehicle(db(), option);
    const approve = (by: { id: number; role: number }) =>
      applyTransition({
        db: db(),
        loanId: loan.id,
        action: 'approve',
        actor: { kind: 'user', userId: by.id, role: by.role, adminFlag: true },
        details: { fleetVehicleId: vehicle.id, clientTier: 1 },
        now: testNow,
        site,
      });

    await approve({ id: staff.backoffice.id, role: 5 });
    expect(await recipients(loan.id, 'loan-awaiting-decision')).toEqual(
      sorted(staff.admin.email, staff.manager1.email),
    );
    const [toAdmin, toManager] = await mailsAbout(loan.id, 'loan-awaiting-decision');
    expect(toManager!.subject).toBe(`Solicitação aguardando sua aprovação: ${number(loan.id)}`);
    expect(toManager!.text).toContain(`Abrir a solicitação: ${testPublicUrl}/aprovacao/${loan.id}\n`);
    expect(toManager!.html).toContain('Abrir a solicitação');
    // The administrator decides a manager step from the manager view.
    expect(toAdmin!.text).toContain(`Abrir a solicitação: ${testPublicUrl}/aprovacao/${loan.id}?admin=1`);

    await approve({ id: staff.manager1.id, role: 2 });
    expect(await recipients(loan.id, 'loan-awaiting-decision')).toEqual(
      sorted(staff.admin.email, staff.manager1.email, staff.admin.email, staff.manager2.email),
    );
    // The last approval calls for nobody's decision.
    await approve({ id: staff.manager2.id, role: 3 });
    expect(await mailsAbout(loan.id, 'loan-awaiting-decision')).toHaveLength(4);
  });

  it('tells the backoffice of a new request, but never the person who requested it', async () => {
    // A request of the administrator's own reaches step 1: the backoffice is told, the administrator is not.
    const loan = await createLoan(db(), staff.admin.id, { status: 1, option1Id: option.car.id });
    await db().transaction((tx) => tellStaffOfStep(tx, { loanId: loan.id, status: 1, site }));
    expect(await recipients(loan.id, 'loan-awaiting-decision')).toEqual(
      sorted(staff.backoffice.email, staff.pressOffice.email),
    );
  });

  it('e-mails an overdue car to the staff who take it back, as well as to the requester', async () => {
    const requester = await createLoanUser(db(), { role: 10 });
    const loan = await createLoan(db(), requester.id, {
      status: 7,
      startDate: '2026-11-10',
      endDate: '2026-11-18',
      option1Id: option.car.id,
      fleetVehicleId: (await createFleetVehicle(db(), option)).id,
    });
    await sweepDueLoans({ db: db(), clock: fixedClock(testNow), site });

    expect(await recipients(loan.id, 'loan-due')).toEqual([requester.email]);
    expect(await recipients(loan.id, 'loan-overdue-staff')).toEqual(
      sorted(...Object.values(staff).map((person) => person.email)),
    );
    const [mail] = await mailsAbout(loan.id, 'loan-overdue-staff');
    expect(mail!.subject).toBe(`Devolução em atraso: ${number(loan.id)}`);
    expect(mail!.text).toContain('terminou em 18/11/2026 e o veículo ainda não foi devolvido');
    expect(mail!.text).toContain(`Solicitante: ${requester.name}`);
    expect(mail!.text).toContain(`Abrir o checklist: ${testPublicUrl}/checklist`);
  });

  it('reminds the requester and the driver the day before pickup and before return, once', async () => {
    const requester = await createLoanUser(db(), { role: 10 });
    const driver = await createLoanUser(db(), { role: 10 });
    const vehicle = await createFleetVehicle(db(), option);
    const pickup = await createLoan(db(), requester.id, {
      status: 4,
      startDate: '2026-11-21',
      endDate: '2026-11-24',
      isOwner: false,
      driverUserId: driver.id,
      driverName: driver.name,
      option1Id: option.car.id,
      fleetVehicleId: vehicle.id,
    });
    const giveBack = await createLoan(db(), requester.id, {
      status: 7,
      startDate: '2026-11-17',
      endDate: '2026-11-21',
      option1Id: option.car.id,
      fleetVehicleId: (await createFleetVehicle(db(), option)).id,
    });
    const notYet = await createLoan(db(), requester.id, {
      status: 4,
      startDate: '2026-11-22',
      endDate: '2026-11-23',
      option1Id: option.car.id,
    });
    const cancelled = await createLoan(db(), requester.id, {
      status: 10,
      startDate: '2026-11-21',
      endDate: '2026-11-23',
      option1Id: option.car.id,
    });
    const tasks = newsroomJobs({ db: db(), files: {} as FileStore, site, log: silent }).filter((task) =>
      task.kind.startsWith('loans.'),
    );
    const deps = { db: db(), tasks, log: silent };

    // 07:00 in Brasília: too early to write to anyone.
    await runDueJobs(deps, new Date('2026-11-20T10:00:00Z'));
    expect(await mailsAbout(pickup.id, 'loan-reminder')).toEqual([]);

    // From 08:00, two workers at once: each reminder goes once.
    await Promise.all([runDueJobs(deps, testNow), runDueJobs(deps, testNow)]);
    expect(await recipients(pickup.id, 'loan-reminder')).toEqual(sorted(requester.email, driver.email));
    const [pickupMail] = await mailsAbout(pickup.id, 'loan-reminder');
    expect(pickupMail!.subject).toBe(`Lembrete: retirada do veículo amanhã (${number(pickup.id)})`);
    expect(pickupMail!.text).toContain(
      `a retirada do veículo do empréstimo ${number(pickup.id)} é amanhã, 21/11/2026`,
    );
    expect(await recipients(giveBack.id, 'loan-reminder')).toEqual([requester.email]);
    expect((await mailsAbout(giveBack.id, 'loan-reminder'))[0]!.subject).toBe(
      `Lembrete: devolução do veículo amanhã (${number(giveBack.id)})`,
    );
    expect(await mailsAbout(notYet.id, 'loan-reminder')).toEqual([]);
    expect(await mailsAbout(cancelled.id, 'loan-reminder')).toEqual([]);

    // The hourly rounds of the rest of the day, after a restart too, send nothing more.
    for (const hour of ['13', '18', '23']) await runDueJobs(deps, new Date(`2026-11-20T${hour}:00:00Z`));
    expect(await mailsAbout(pickup.id, 'loan-reminder')).toHaveLength(2);
    expect(await mailsAbout(giveBack.id, 'loan-reminder')).toHaveLength(1);
    // The next day, the other loan's turn.
    await runDueJobs(deps, new Date('2026-11-21T12:00:00Z'));
    expect(await recipients(notYet.id, 'loan-reminder')).toEqual([requester.email]);
  });
});
