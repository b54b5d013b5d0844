/**
 * Part 6 of `npm run bench`: the approvals list on a newsroom of some months. A bench seed of 500 more
 * loans in every status, then p95 at 10 connections (goal <= 50 ms) of the list's first page as the app asks for it
 * (`GET lendingcontract/approvals?page=1&limit=20`), of the same page with the queue's filters (statuses, period,
 * model, requester, search by number and by name, each order; a different set each request, as backoffice@), and
 * of the detail page's read (`GET lendingcontract/{id}`, every
 * loan of the viewer's list in turn), signed in as backoffice@ (role 5: every loan) and as gerente1@ (role 2: the
 * loans waiting for the first manager).
 *
 * The loans are written through the loan service, as the seed writes its own (server/seed/write/loans.ts):
 * `requestLoan` and then `applyTransition` step by step, at back-dated moments, the pickup through the pickup
 * route's own `checkout` (its window and the delivery checklist first). So every loan passed the request's and the
 * workflow's rules, has its log rows and its e-mails, and no vehicle is ever held twice over a period (the exclusion
 * constraint `loans_no_double_booking` would refuse it anyway). Periods are chosen here so that each vehicle's loans
 * never overlap, in the past or to come, not even those that no longer hold it (returned, cancelled), and a car out
 * late keeps its vehicle up to today. Every car out now or late needs a vehicle of its own, more than the seed's
 * fleet has free: the bench adds fleet vehicles for them (addBenchFleet).
 * The e-mails the steps queued are delivered by the server's outbox sender before anything is measured.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { noApprovalFilters } from '../src/domain/approvalFilters';
import { approvalsPaging } from '../src/domain/approvalsPaging';
import { momentOfBrazilLocal, todayInBrazil } from '../src/domain/brazilTime';
import type { LoanAction, LoanActor } from '../src/domain/loanStatus';
import type { Role } from '../src/domain/roles';
import { openDatabase, type Database, type Db } from '../server/db/client';
import { cars, fleetVehicleDowntime, fleetVehicles, loanCarOptions, loans, users } from '../server/db/schema';
import { DomainError } from '../server/shared/domainError';
import { approvalsPage, reviewerView } from '../server/loans/approvalList';
import { defaultMailFrom } from '../server/config';
import { checkout } from '../server/loans/handoverService';
import {
  applyTransition,
  isoPlusDays,
  requestLoan,
  type TransitionDetails,
} from '../server/loans/loanService';
import { signInOverHttp } from './signInOverHttp';

type Person = 'jornalista' | 'admin' | 'backoffice' | 'gerente1' | 'gerente2';
/** Who takes a step: a seeded staff member, the server's due sweep, or whoever asked for the loan. */
type StepActor = Person | 'system' | 'requester';

/**
 * Where the bench's loans end, and how many of each: most of a newsroom's loans are behind it (returned, refused,
 * cancelled), some wait at each approval step, a few cars are out now or late.
 */
const plan = {
  requested: 60, // 1, from today on
  backoffice: 40, // 2, vehicle held, to come
  manager1: 40, // 3, to come
  approved: 40, // 4, to come (half with the delivery checklist done)
  pickedUp: 8, // 7, out now: one loan per vehicle can be
  due: 22, // 8, ended in the past, car not back: held up to today
  returned: 150, // 9, in the past
  refused: 50, // 5, by the backoffice
  managerRefused: 40, // 6, by a manager after the backoffice gave a vehicle
  cancelled: 50, // 10, by the requester or the staff
} as const;
type Outcome = keyof typeof plan;
const benchLoanCount = Object.values(plan).reduce((sum, count) => sum + count, 0);
/** A car out now or late holds its vehicle up to today at least: no two of them can share one. */
const benchFleetSize = plan.pickedUp + plan.due;

/** The steps after the request (when each is taken: see seedBenchLoans). */
const stepsOf: Record<Outcome, { action: LoanAction; by: StepActor }[]> = {
  requested: [],
  backoffice: [{ action: 'approve', by: 'backoffice' }],
  manager1: [
    { action: 'approve', by: 'backoffice' },
    { action: 'approve', by: 'gerente1' },
  ],
  approved: [
    { action: 'approve', by: 'backoffice' },
    { action: 'approve', by: 'gerente1' },
    { action: 'approve', by: 'gerente2' },
  ],
  pickedUp: [
    { action: 'approve', by: 'backoffice' },
    { action: 'approve', by: 'gerente1' },
    { action: 'approve', by: 'gerente2' },
    { action: 'deliveryChecklist', by: 'backoffice' },
    { action: 'checkout', by: 'backoffice' },
  ],
  due: [
    { action: 'approve', by: 'backoffice' },
    { action: 'approve', by: 'gerente1' },
    { action: 'approve', by: 'gerente2' },
    { action: 'deliveryChecklist', by: 'backoffice' },
    { action: 'checkout', by: 'backoffice' },
    { action: 'markDue', by: 'system' },
  ],
  returned: [
    { action: 'approve', by: 'backoffice' },
    { action: 'approve', by: 'gerente1' },
    { action: 'approve', by: 'gerente2' },
    { action: 'deliveryChecklist', by: 'backoffice' },
    { action: 'checkout', by: 'backoffice' },
    { action: 'returnChecklist', by: 'backoffice' },
  ],
  refused: [{ action: 'reject', by: 'backoffice' }],
  managerRefused: [
    { action: 'approve', by: 'backoffice' },
    { action: 'reject', by: 'gerente1' },
  ],
  cancelled: [
    { action: 'approve', by: 'backoffice' },
    { action: 'cancel', by: 'requester' },
  ],
};

/** The window of days (from today) where each outcome's period starts. */
const startWindow: Record<Outcome, [number, number]> = {
  requested: [1, 58],
  backoffice: [2, 58],
  manager1: [2, 58],
  approved: [1, 58],
  pickedUp: [-4, 0],
  due: [-12, -3],
  returned: [-300, -6],
  refused: [-300, 58],
  managerRefused: [-300, 58],
  cancelled: [-300, 58],
};

const day = 24 * 3600 * 1000;
const needs = [
  'Avaliação de consumo na estrada para a coluna semanal',
  'Ensaio fotográfico para a capa da edição do mês',
  'Gravação de vídeo comparativo para o canal do portal',
  'Teste de autonomia e recarga em viagem pelo interior',
  'Reportagem sobre mobilidade urbana no dia a dia da cidade',
];

/** Every day a vehicle is taken, by any loan it was given to: periods never overlap, past or future. */
class FleetCalendar {
  private readonly taken = new Map<number, Set<string>>();
  constructor(private readonly vehicles: { id: number; carId: number }[]) {}

  book(vehicleId: number, start: string, end: string) {
    const days = this.taken.get(vehicleId) ?? new Set<string>();
    for (let date = start; date <= end; date = isoPlusDays(date, 1)) days.add(date);
    this.taken.set(vehicleId, days);
  }

  /** A vehicle of `carId` free over the period, or of any model when none of it is. */
  free(carId: number, start: string, end: string): number | undefined {
    const isFree = (id: number) => {
      const days = this.taken.get(id);
      for (let date = start; date <= end; date = isoPlusDays(date, 1)) if (days?.has(date)) return false;
      return true;
    };
    return (
      this.vehicles.find((vehicle) => vehicle.carId === carId && isFree(vehicle.id))?.id ??
      this.vehicles.find((vehicle) => isFree(vehicle.id))?.id
    );
  }
}

/** A small deterministic generator: the same bench seed on every run. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

/**
 * The bench's fleet vehicles (benchFleetSize), beside the seed's: the same models, versions, colours and places in
 * turn, each with its own fleet number, plate and chassis (all three unique).
 */
async function addBenchFleet(db: Db) {
  const seeded = await db
    .select({
      carId: fleetVehicles.carId,
      carVersionId: fleetVehicles.carVersionId,
      color: fleetVehicles.color,
      modelYear: fleetVehicles.modelYear,
      vehicleLocation: fleetVehicles.vehicleLocation,
    })
    .from(fleetVehicles)
    .orderBy(fleetVehicles.id);
  if (!seeded.length) throw new Error('bench loans: the seed has no fleet vehicles');
  await db.insert(fleetVehicles).values(
    Array.from({ length: benchFleetSize }, (_, index) => {
      const serial = String(index + 1).padStart(6, '0');
      const letter = String.fromCharCode(65 + (index % 26));
      return {
        ...seeded[index % seeded.length]!,
        frota: `BANCADA-${serial}`,
        // Mercosul plates (three letters, a digit, a letter, two digits) no seeded plate starts with.
        placa: `BNC${Math.floor(index / 26) % 10}${letter}${serial.slice(-2)}`,
        // 17 characters: the seed's maker code and filler, 'BNC', year and plant letters, the serial.
        chassis: `9BWZZZBNCRB${serial}`,
      };
    }),
  );
}

async function seedBenchLoans(database: Database, publicUrl: string) {
  const { db } = database;
  const now = new Date();
  const today = todayInBrazil(now);
  const site = { publicUrl, organizer: defaultMailFrom };
  const people = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        ['jornalista', 'admin', 'backoffice', 'gerente1', 'gerente2'].map((name) => `${name}@imprensa.test`),
      ),
    );
  const person = (name: Person) => {
    const found = people.find((row) => row.email === `${name}@imprensa.test`);
    if (!found) throw new Error(`bench loans: no seeded user ${name}@imprensa.test`);
    return found;
  };
  const actor = (name: Person | 'system'): LoanActor =>
    name === 'system'
      ? { kind: 'system' }
      : { kind: 'user', userId: person(name).id, role: person(name).role };
  const options = (
    await db
      .select({ id: cars.id })
      .from(loanCarOptions)
      .innerJoin(cars, eq(cars.id, loanCarOptions.carId))
      .where(and(eq(loanCarOptions.active, true), eq(cars.published, true)))
  ).map((row) => row.id);
  await addBenchFleet(db);
  const calendar = new FleetCalendar(
    await db
      .select({ id: fleetVehicles.id, carId: fleetVehicles.carId })
      .from(fleetVehicles)
      .orderBy(fleetVehicles.id),
  );
  // The seed's own loans keep the days they hold their vehicles: from an early pickup, and to today for a car out.
  for (const held of await db.select().from(loans)) {
    if (!held.fleetVehicleId) continue;
    const until = held.heldUntil ?? held.endDate;
    const out = held.status === 7 || held.status === 8;
    calendar.book(held.fleetVehicleId, held.heldFrom ?? held.startDate, out && until < today ? today : until);
  }
  // No approval lends a vehicle on a day it is out of service.
  for (const stop of await db.select().from(fleetVehicleDowntime))
    calendar.book(stop.fleetVehicleId, stop.startDate, stop.endDate);
  const journalist = person('jornalista');
  const random = sequence(13);
  const outcomes = (Object.keys(plan) as Outcome[]).flatMap((outcome) =>
    Array.from({ length: plan[outcome] }, () => outcome),
  );
  // Shuffled (Fisher-Yates), so ids don't come in blocks of one status.
  for (let i = outcomes.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [outcomes[i], outcomes[j]] = [outcomes[j]!, outcomes[i]!];
  }

  // Every loan's models, period and vehicle before any is written, the cars out now or late first: each holds a
  // vehicle up to today, and they take theirs before the history and the bookings to come spread over the fleet.
  const outNow = (outcome: Outcome) => outcome === 'pickedUp' || outcome === 'due';
  const order = outcomes
    .map((outcome, index) => ({ outcome, index }))
    .sort((a, b) => Number(outNow(b.outcome)) - Number(outNow(a.outcome)) || a.index - b.index);
  const planned: { first: number; second: number; start: string; end: string; vehicle?: number }[] = [];
  for (const { outcome, index } of order) {
    const holdsVehicle = stepsOf[outcome][0]?.action === 'approve';
    const first = options[random(options.length)]!;
    const second = options.filter((id) => id !== first)[random(options.length - 1)]!;
    // A period free for some vehicle: a few tries over the outcome's window.
    let start = '';
    let end = '';
    let vehicle: number | undefined;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const [from, to] = startWindow[outcome];
      start = isoPlusDays(today, from + random(to - from + 1));
      end = isoPlusDays(start, outcome === 'pickedUp' ? 4 : random(4));
      if (outcome === 'due' && end >= isoPlusDays(today, -1)) continue;
      vehicle = holdsVehicle ? calendar.free(first, start, outcome === 'due' ? today : end) : undefined;
      if (!holdsVehicle || vehicle) break;
    }
    if (holdsVehicle && !vehicle)
      throw new Error(`bench loans: no vehicle free for loan ${index + 1} (${outcome})`);
    // A car out late is held up to today (the due sweep's `held_until`): no other loan may take those days.
    if (vehicle) calendar.book(vehicle, start, outcome === 'due' ? today : end);
    planned[index] = { first, second, start, end, vehicle };
  }

  const started = Date.now();
  for (const [index, outcome] of outcomes.entries()) {
    const steps = stepsOf[outcome];
    const { first, second, start, end, vehicle } = planned[index]!;

    // Requested 1 to 20 days before the period (at most 55 ahead, never after today); steps follow a day apart
    // until the start, then checkout on the first day, the due mark the day after the end, the return on the last.
    const daysToStart = Math.round((Date.parse(start) - Date.parse(today)) / day);
    const requestedDaysAgo = Math.max(0, Math.min(-daysToStart + 1 + random(20), 55 - daysToStart));
    // From 08:00 of that day in Brazil, so a step falls on its day whatever the hour of the run; never later
    // than now.
    const at = (daysAgo: number, hour: number) =>
      new Date(
        Math.min(
          now.getTime() - 60_000,
          momentOfBrazilLocal(
            `${isoPlusDays(today, -daysAgo)}T${String(8 + hour).padStart(2, '0')}:00`,
          )!.getTime(),
        ),
      );
    const requester = index % 3 === 2 ? person('admin') : journalist;
    const { id } = await requestLoan({
      db,
      requester,
      body: {
        isOwner: requester.id === journalist.id,
        cpf: journalist.cpf,
        rg: journalist.rg,
        cnh: journalist.cnh,
        option1: first,
        option2: second,
        startDate: start,
        endDate: end,
        description: `${needs[index % needs.length]} (bancada ${index + 1}).`,
        cnhPicture: journalist.cnhPicture,
      },
      now: at(requestedDaysAgo, 0),
      site,
      // History, written days apart: the daily limit is for people asking now.
      requestsPerDay: 'unlimited',
    });
    const endDaysAgo = -Math.round((Date.parse(end) - Date.parse(today)) / day);
    for (const [stepIndex, step] of steps.entries()) {
      const daysAgo =
        step.action === 'checkout'
          ? -daysToStart
          : step.action === 'markDue'
            ? endDaysAgo - 1
            : step.action === 'returnChecklist'
              ? endDaysAgo
              : Math.max(-daysToStart + 1, requestedDaysAgo - 1 - stepIndex);
      const details: TransitionDetails =
        step.action === 'approve' && stepIndex === 0
          ? { fleetVehicleId: vehicle!, clientTier: 1 + random(3), message: 'Veículo reservado.' }
          : step.action === 'reject'
            ? { message: 'Não há veículo disponível nessas datas.' }
            : step.action === 'cancel'
              ? { message: 'A pauta foi adiada.' }
              : {};
      const by =
        step.by === 'requester' ? (requester.id === journalist.id ? 'jornalista' : 'admin') : step.by;
      const moment = at(Math.max(0, daysAgo), 1 + stepIndex);
      try {
        const who = actor(by);
        if (step.action === 'checkout' && who.kind === 'user')
          await checkout({ db, viewer: { id: who.userId, role: who.role }, loanId: id, now: moment, site });
        else
          await applyTransition({
            db,
            loanId: id,
            action: step.action,
            actor: who,
            details,
            now: moment,
            site,
          });
      } catch (error) {
        // The server's due sweep (a minute apart) may mark a late loan between its checkout and this step.
        const swept = step.action === 'markDue' && error instanceof DomainError && error.statusCode === 409;
        if (!swept) throw error;
      }
    }
  }
  for (const table of ['loans', 'loan_transitions', 'mail_outbox'])
    await db.execute(sql.raw(`analyze ${table}`));
  return (Date.now() - started) / 1000;
}

/** Waits until the server's outbox sender has delivered every queued e-mail: no background work while measuring. */
async function waitForOutbox(database: Database, timeoutMs: number) {
  const started = Date.now();
  for (;;) {
    const result = (await database.db.execute(
      sql`select count(*)::int n from mail_outbox where sent_at is null and failed_at is null`,
    )) as unknown as { rows: { n: number }[] };
    const waiting = result.rows[0]?.n ?? 0;
    if (waiting === 0) return (Date.now() - started) / 1000;
    if (Date.now() - started > timeoutMs)
      throw new Error(`${waiting} e-mails still queued after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

type LoadP95 = (
  url: string,
  paths: () => string,
  duration?: number,
  headers?: Record<string, string>,
) => Promise<{ p95: number; rps: number; errors: number }>;

/** The list's first page as the app asks for it (src/features/loans/approvalApi.ts). */
const firstPage = `?page=1&limit=${approvalsPaging.defaultLimit}`;

function report(label: string, { p95, rps, errors }: { p95: number; rps: number; errors: number }) {
  console.log(
    `${label.padEnd(78)} p95 ${p95.toFixed(1).padStart(6)} ms  ${rps.toFixed(0).padStart(5)} req/s  ` +
      `errors ${errors}  ${p95 <= 50 && errors === 0 ? 'PASS' : 'MISS'}`,
  );
}

export async function approvalsBench(url: string, databaseUrl: string, publicUrl: string, loadP95: LoadP95) {
  const database = await openDatabase({ url: databaseUrl, timeoutMs: 600_000 });
  let seconds;
  let delivered;
  let counts;
  let mails;
  try {
    seconds = await seedBenchLoans(database, publicUrl);
    delivered = await waitForOutbox(database, 300_000);
    // A newsroom of some months has been vacuumed and checkpointed long since: the seed's thousands of writes
    // would otherwise be flushed, and its tables analysed, by the server's autovacuum in the middle of the first load.
    await database.db.execute(sql`vacuum analyze`);
    await database.db.execute(sql`checkpoint`);
    mails = (
      (await database.db.execute(
        sql`select count(sent_at)::int sent, count(failed_at)::int failed from mail_outbox`,
      )) as unknown as { rows: { sent: number; failed: number }[] }
    ).rows[0];
    counts = (
      (await database.db.execute(
        sql`select status, count(*)::int n from loans group by status order by status`,
      )) as unknown as { rows: { status: number; n: number }[] }
    ).rows;
  } catch (error) {
    await database.close();
    throw error;
  }
  console.log(
    `\napprovals: ${benchLoanCount} bench loans written through the loan service in ${seconds.toFixed(1)} s ` +
      `(the outbox empty ${delivered.toFixed(1)} s later: ${mails?.sent ?? 0} e-mails sent, ${mails?.failed ?? 0} failed ` +
      `in all); loans by status: ` +
      counts.map(({ status, n }) => `${status}: ${n}`).join(', '),
  );
  console.log(
    `10 connections, PostgreSQL 15, goal p95 <= 50 ms; the list's first page as the app asks for it ` +
      `(${firstPage}), and the detail page's read of each loan of the list in turn`,
  );
  try {
    for (const [email, label] of [
      ['backoffice@imprensa.test', 'backoffice@ (role 5, every loan)'],
      ['gerente1@imprensa.test', 'gerente1@ (role 2, waiting for manager 1)'],
    ] as const) {
      const session = await signInOverHttp(publicUrl, email, 'imprensa123');
      const headers = { authorization: session.token };
      const answer = await fetch(`${url}/api/lendingcontract/approvals${firstPage}`, { headers });
      if (!answer.ok) throw new Error(`approvals answered ${answer.status} to ${email}`);
      const body = Buffer.from(await answer.arrayBuffer());
      const { list, total } = JSON.parse(body.toString('utf8')) as { list: unknown[]; total: number };
      const listPath = () => `/api/lendingcontract/approvals${firstPage}`;
      await loadP95(url, listPath, 3, headers); // warm-up
      const listed = await loadP95(url, listPath, undefined, headers);
      report(
        `list as ${label}: ${list.length} of ${total} loans, ${(body.length / 1024).toFixed(1)} KB`,
        listed,
      );

      // The queue's filters as the backoffice uses them, a different one each request: statuses, a period, a
      // model, a requester, a search by number and by name (accents and all), each order.
      if (email === 'backoffice@imprensa.test') {
        const choices = (await (
          await fetch(`${url}/api/lendingcontract/approvals/choices`, { headers })
        ).json()) as { models: { id: number }[]; requesters: { id: number; name: string }[] };
        const today = todayInBrazil(new Date());
        const someone = choices.requesters[0]!;
        const filtered = [
          'status=1',
          'status=2&status=3&sort=start',
          `from=${isoPlusDays(today, -30)}&to=${today}`,
          `model=${choices.models[0]!.id}&sort=status`,
          `requester=${someone.id}&sort=oldest`,
          `q=${encodeURIComponent(someone.name.split(' ')[0]!.toLowerCase())}`,
          `q=CMD-${String(list.length ? (list[0] as { id: number }).id : 1).padStart(6, '0')}`,
          `status=9&from=${isoPlusDays(today, -120)}&to=${isoPlusDays(today, -60)}&model=${choices.models[1]?.id ?? choices.models[0]!.id}`,
        ].map((query) => `/api/lendingcontract/approvals${firstPage}&${query}`);
        let nextFilter = -1;
        const filteredPath = () => filtered[(nextFilter = (nextFilter + 1) % filtered.length)]!;
        for (const address of filtered) {
          const answer = await fetch(`${url}${address}`, { headers });
          if (!answer.ok) throw new Error(`${address} answered ${answer.status}`);
        }
        await loadP95(url, filteredPath, 3, headers); // warm-up
        report(
          `list with filters as ${label}: ${filtered.length} filter sets in turn`,
          await loadP95(url, filteredPath, undefined, headers),
        );
        const csvStarted = performance.now();
        const csv = await fetch(`${url}/api/lendingcontract/approvals.csv`, { headers });
        const csvBytes = (await csv.arrayBuffer()).byteLength;
        console.log(
          `  the CSV of the whole list (${csv.headers.get('x-total-count')} loans, ${(csvBytes / 1024).toFixed(0)} KB) ` +
            `in ${(performance.now() - csvStarted).toFixed(0)} ms, once`,
        );
      }

      // The detail of every loan the viewer's list holds, in turn (all its pages, as the route answers them).
      const ids: number[] = [];
      for (let page = 1; ids.length < total; page += 1) {
        const answer = await fetch(`${url}/api/lendingcontract/approvals?page=${page}&limit=100`, {
          headers,
        });
        if (!answer.ok) throw new Error(`approvals page ${page} answered ${answer.status} to ${email}`);
        const { list: rows } = (await answer.json()) as { list: { id: number }[] };
        if (rows.length === 0) break;
        ids.push(...rows.map((row) => row.id));
      }
      let next = -1;
      const detailPath = () => `/api/lendingcontract/${ids[(next = (next + 1) % ids.length)]}`;
      const sample = await fetch(`${url}${detailPath()}`, { headers });
      if (!sample.ok) throw new Error(`a loan's detail answered ${sample.status} to ${email}`);
      const detailBytes = (await sample.arrayBuffer()).byteLength;
      await loadP95(url, detailPath, 3, headers); // warm-up
      const detail = await loadP95(url, detailPath, undefined, headers);
      report(
        `detail as ${label}: ${ids.length} loans in turn, ~${(detailBytes / 1024).toFixed(1)} KB`,
        detail,
      );

      // Where one request's time goes, measured alone in this process: what the route calls (approvalList.ts: its
      // queries and the shaping of the page) and the serialising of its answer (JSON.stringify; Fastify's own
      // serialiser is of that order).
      const timed = async (work: () => unknown, times = 20) => {
        await work();
        const started = performance.now();
        for (let i = 0; i < times; i += 1) await work();
        return (performance.now() - started) / times;
      };
      const role = session.user.role as Role;
      const paging = { page: 1, limit: approvalsPaging.defaultLimit };
      const firstPageRead = () =>
        approvalsPage(database.db, role, reviewerView(role, false), paging, noApprovalFilters);
      const answerOf = await firstPageRead();
      const serviceMs = await timed(firstPageRead);
      const stringifyMs = await timed(() => JSON.stringify(answerOf));
      console.log(
        `  the list's first page alone: approvalsPage (queries and shaping) ${serviceMs.toFixed(1)} ms, ` +
          `JSON.stringify of the answer ${stringifyMs.toFixed(2)} ms`,
      );
    }
  } finally {
    await database.close();
  }
}
