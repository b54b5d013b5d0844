/**
 * Delivers the mail outbox (outbox.ts) with the mailer: claims the messages that are due, sends each, marks it sent,
 * or schedules another try later, and gives up after the last one.
 *
 * Several API processes may run this at once (ARCHITECTURE.md, "Growing past one machine"): a message is claimed
 * by setting `locked_until` on rows picked `FOR UPDATE SKIP LOCKED`, so two senders never take the same row. The
 * claim is short and renewed while the sender works, however long a send takes: when a process dies (kill -9, a lost
 * machine) the messages it held are taken by another sender within a minute. The one it was sending when it died
 * may go twice: delivery is at least once, never lost.
 */
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../db/errors';
import { mailOutbox } from '../db/schema';
import type { Clock } from '../shared/clock';
import type { Metrics } from '../shared/metrics';
import type { Mailer, MailMessage } from './mailer';

/** Waits after the 1st, 2nd... failed try: a brief SMTP hiccup is retried soon, a long outage about hourly. */
export const retryDelaysMs = [5_000, 30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000] as const;
/** The try after the last delay is the last one: about 1 h 13 min after the first. */
export const maxAttempts = retryDelaysMs.length + 1;
/**
 * How long a claim holds without renewal. A live sender renews it every third of that; a dead one's lapses, and the
 * next round of another sender (every 2 s) takes the messages.
 */
export const claimMs = 45_000;
const batchSize = 20;

export interface DeliveryCounts {
  sent: number;
  /** Failed this time, to be tried again later. */
  retried: number;
  /** Failed for the last time: `failed_at` is set and an error logged. */
  failed: number;
}

export interface OutboxLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log?: OutboxLog;
  /** The wait between tries to record a send while the database is away (1 s). */
  recordRetryMs?: number;
  /** Filled with the messages that failed because the SMTP server could not be reached (see `resumeAfterOutage`). */
  outage?: TransportOutage;
  /** How often the messages being delivered have their claim renewed (a third of `claimMs`). */
  renewEveryMs?: number;
  /** Header lines a kind of message carries (see `MailHeadersOf`). */
  headersOf?: MailHeadersOf;
  /** Counts the sends and refusals. */
  metrics?: Pick<Metrics, 'mailSent' | 'mailRefused'>;
}

/**
 * The header lines of a message, made when it is sent from what its row says (its topic and recipient): the outbox
 * row keeps no headers of its own. A follow digest's `List-Unsubscribe` (server/follows/) is made this way.
 */
export type MailHeadersOf = (message: {
  topic: string;
  to: string;
}) => Promise<Record<string, string> | undefined>;

/**
 * The messages that failed only because the SMTP server could not be reached. They are nobody's fault but the
 * server's: once it answers again they go at once, rather than each at its own retry time, up to 2 minutes later
 * after a one-minute outage (the faults bench, `npm run bench -- --faults`, measures it).
 */
export interface TransportOutage {
  waiting: Set<number>;
  /** When the SMTP server was last asked whether it is back. */
  probedAt: number;
}

/** How often an unreachable SMTP server is asked whether it is back. */
export const outageProbeMs = 5_000;

/**
 * The SMTP server could not be reached or greeted us with 421 ('service not available'): the transport's fault,
 * not the message's (nodemailer names the stage of a failure `command`, 'CONN' while connecting).
 */
export function isTransportUnreachable(error: unknown): boolean {
  const { code, command, responseCode } = (error ?? {}) as Record<string, unknown>;
  return (
    command === 'CONN' ||
    responseCode === 421 ||
    ['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS'].includes(String(code))
  );
}

/**
 * While messages wait on an outage, asks the SMTP server every `outageProbeMs` whether it is back; when it is, makes
 * those messages due now. Answers how many. Messages refused for their own sake keep their retry times.
 */
export async function resumeAfterOutage(deps: DeliveryDeps, outage: TransportOutage): Promise<number> {
  if (!outage.waiting.size || !deps.mailer.verify || Date.now() - outage.probedAt < outageProbeMs) return 0;
  outage.probedAt = Date.now();
  try {
    await deps.mailer.verify();
  } catch {
    return 0;
  }
  const ids = [...outage.waiting];
  outage.waiting.clear();
  const resumed = await deps.db
    .update(mailOutbox)
    .set({ nextAttemptAt: deps.clock.now() })
    .where(and(inArray(mailOutbox.id, ids), isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)))
    .returning({ id: mailOutbox.id });
  if (resumed.length)
    deps.log?.warn({ count: resumed.length }, `SMTP server back: ${resumed.length} waiting mails sent now`);
  return resumed.length;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Takes up to `batchSize` due messages for this sender. A message never tried is due at once, whatever the clock
 * says: its `next_attempt_at` is the database's time of queuing, which a test's fixed clock may be behind.
 */
async function claimDue(db: Db, now: Date): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        or(eq(mailOutbox.attempts, 0), lte(mailOutbox.nextAttemptAt, now)),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + claimMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** The row's lasting name: its id, and its queuing time so that another database's row 1 is another message. */
export const outboxMessageKey = (row: Pick<OutboxRow, 'id' | 'createdAt'>) =>
  `outbox.${row.id}.${row.createdAt.getTime().toString(36)}`;

async function messageOf(row: OutboxRow, headersOf: MailHeadersOf | undefined): Promise<MailMessage> {
  const headers = await headersOf?.({ topic: row.topic, to: row.recipient });
  return {
    key: outboxMessageKey(row),
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    ...(row.html === null ? {} : { html: row.html }),
    ...(row.attachments.length ? { attachments: row.attachments } : {}),
    ...(headers ? { headers } : {}),
  };
}

/**
 * Records what a send did. The message has left (or not) whatever happens to the database meanwhile: if it is away
 * (PostgreSQL restarting), the record is tried again every second while our claim holds: given up, it would leave a
 * sent message unmarked, to be sent a second time once its claim ran out.
 */
async function record(deps: DeliveryDeps, write: () => PromiseLike<unknown>): Promise<void> {
  const retryMs = deps.recordRetryMs ?? 1000;
  // Well inside the claim: past it another sender may take the row.
  const giveUpAt = Date.now() + claimMs / 2;
  for (;;) {
    try {
      await write();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + retryMs > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}

/** Sends one claimed message and records what happened; answers which count it adds to. */
async function deliverOne(deps: DeliveryDeps, row: OutboxRow): Promise<keyof DeliveryCounts> {
  const attempts = row.attempts + 1;
  try {
    await deps.mailer.send(await messageOf(row, deps.headersOf));
  } catch (error) {
    const now = deps.clock.now();
    const lastError = error instanceof Error ? error.message : String(error);
    const delay = retryDelaysMs[attempts - 1];
    const givingUp = attempts >= maxAttempts || delay === undefined;
    deps.metrics?.mailRefused(givingUp);
    await record(deps, () =>
      deps.db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: lastError.slice(0, 2000),
          lockedUntil: null,
          ...(givingUp ? { failedAt: now } : { nextAttemptAt: new Date(now.getTime() + delay) }),
        })
        .where(eq(mailOutbox.id, row.id)),
    );
    if (!givingUp && isTransportUnreachable(error)) deps.outage?.waiting.add(row.id);
    const details = { mailId: row.id, topic: row.topic, attempts, error: lastError };
    if (givingUp)
      deps.log?.error(details, `mail ${row.id} not delivered after ${attempts} attempts: giving up`);
    else deps.log?.warn(details, `mail ${row.id} not delivered (attempt ${attempts}), trying again later`);
    return givingUp ? 'failed' : 'retried';
  }
  deps.metrics?.mailSent();
  const sentAt = deps.clock.now();
  await record(deps, () =>
    deps.db
      .update(mailOutbox)
      .set({ attempts, sentAt, lockedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, row.id)),
  );
  return 'sent';
}

/**
 * Keeps this sender's claim on the messages it still holds while it works through them. A renewal that fails (the
 * database away) is tried at the next beat; the claim lasts three beats.
 */
function renewClaims(deps: DeliveryDeps, held: Set<number>): () => void {
  const timer = setInterval(
    () => {
      if (!held.size) return;
      deps.db
        .update(mailOutbox)
        .set({ lockedUntil: new Date(deps.clock.now().getTime() + claimMs) })
        .where(and(inArray(mailOutbox.id, [...held]), isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)))
        .then(
          () => undefined,
          (error: unknown) => deps.log?.warn({ err: error }, 'mail outbox: claim not renewed, trying again'),
        );
    },
    deps.renewEveryMs ?? claimMs / 3,
  );
  timer.unref();
  return () => clearInterval(timer);
}

/** Delivers every message due now, batch after batch; answers what happened. Safe to run from several processes. */
export async function deliverDueMail(deps: DeliveryDeps): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0 };
  const held = new Set<number>();
  const stopRenewing = renewClaims(deps, held);
  try {
    for (;;) {
      const claimed = await claimDue(deps.db, deps.clock.now());
      for (const row of claimed) held.add(row.id);
      for (const row of claimed) {
        counts[await deliverOne(deps, row)] += 1;
        held.delete(row.id);
      }
      if (claimed.length < batchSize) return counts;
    }
  } finally {
    stopRenewing();
  }
}

export interface OutboxSender {
  /** Delivers what is due soon, without waiting for the next round; calls during a run make it run once more. */
  wake(): void;
  /** A delivery round, as the jobs worker runs it; resolves once it (and any it joined) is over. */
  round(): Promise<void>;
  /** No new runs; resolves once the current one is over, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * The sender of one API process. Its rounds are a recurring job (server/newsroomJobs.ts, every few seconds in
 * one process at a time), which catches messages whose retry time has come and messages queued by another process
 * whose NOTIFY was missed; the wake-up on NOTIFY makes a fresh message leave at once.
 */
export function createOutboxSender(deps: DeliveryDeps): OutboxSender {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const outage: TransportOutage = { waiting: new Set(), probedAt: 0 };
  const withOutage = { ...deps, outage };

  async function run() {
    do {
      again = false;
      try {
        await resumeAfterOutage(withOutage, outage);
        await deliverDueMail(withOutage);
      } catch (error) {
        deps.log?.error({ err: error }, 'mail outbox: delivery round failed');
      }
    } while (again && !stopped);
    running = undefined;
  }

  function wake() {
    if (stopped) return;
    if (running) again = true;
    else running = run();
  }

  return {
    wake,
    async round() {
      wake();
      await running;
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
