/**
 * The due sweep: a lent loan (7) whose end date is before Brazil's today goes to 8 with a log row by the system and
 * an e-mail to the agent; one still in its period stays; two sweeps at once move a loan once; a loan that can't be
 * moved is logged and does not stop the others; and the API runs the sweep when it starts.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { loanTransitions, loans, mailOutbox } from '../../server/db/schema';
import { fixedClock } from '../../server/shared/clock';
import { sweepDueLoans, type DueSweepLog } from '../../server/loans/dueSweep';
import { createLoan, createLoanOption, createLoanUser } from './builders';
import { testDatabases } from './databases';
import { eventually, startTestApp, testNow, testSite } from './testApp';

// testNow is 2026-11-20 12:00 UTC, 09:00 in Brasília: today there is the 20th.
const site = testSite;

function recordingLog() {
  const lines: { level: 'info' | 'error'; details: object; message: string }[] = [];
  const log: DueSweepLog = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
  return { log, lines };
}

describe.each(testDatabases)('the due sweep on $name', (target) => {
  let database: Database;
  let option: Awaited<ReturnType<typeof createLoanOption>>;
  const db = () => database.db;

  const lentLoan = async (endDate: string, status = 7) => {
    const requester = await createLoanUser(db(), { role: 10 });
    const loan = await createLoan(db(), requester.id, {
      status,
      startDate: '2026-11-10',
      endDate,
      option1Id: option.car.id,
    });
    return { loan, requester };
  };
  const statusOf = async (id: number) =>
    (await db().select({ status: loans.status }).from(loans).where(eq(loans.id, id)))[0]!.status;
  const logOf = (id: number) => db().select().from(loanTransitions).where(eq(loanTransitions.loanId, id));
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  /** Each test sweeps first what earlier ones left, then counts only its own loans. */
  const sweep = (at = testNow, log?: DueSweepLog) =>
    sweepDueLoans({ db: db(), clock: fixedClock(at), site, ...(log ? { log } : {}) });

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    option = await createLoanOption(db());
  });
  afterAll(async () => database?.close());

  it('marks a lent loan past its end date as due back (8), logged by the system and e-mailed', async () => {
    await sweep();
    const { loan, requester } = await lentLoan('2026-11-19');
    const { log, lines } = recordingLog();

    expect(await sweep(testNow, log)).toBe(1);

    expect(await statusOf(loan.id)).toBe(8);
    expect(await logOf(loan.id)).toEqual([
      expect.objectContaining({
        action: 'markDue',
        fromStatus: 7,
        toStatus: 8,
        actorId: null,
        createdAt: testNow,
      }),
    ]);
    const mails = await mailsTo(requester.email);
    expect(mails.map((mail) => [mail.topic, mail.subject])).toEqual([
      ['loan-due', `Prazo de devolução encerrado: CMD-${String(loan.id).padStart(6, '0')}`],
    ]);
    expect(mails[0]!.text).toContain('terminou em 19/11/2026');
    expect(lines).toEqual([expect.objectContaining({ level: 'info', details: { loanId: loan.id } })]);
    // A second sweep has nothing left to do.
    expect(await sweep()).toBe(0);
    expect(await logOf(loan.id)).toHaveLength(1);
  });

  it("leaves a loan whose last day is today (Brazil's day, not UTC's) or later, and other statuses", async () => {
    await sweep();
    const endsToday = await lentLoan('2026-11-20');
    const endsLater = await lentLoan('2026-11-24');
    const approved = await lentLoan('2026-11-12', 4);
    // 01:00 UTC on the 21st is still the 20th in Brasília.
    expect(await sweep(new Date('2026-11-21T01:00:00Z'))).toBe(0);
    for (const { loan } of [endsToday, endsLater]) {
      expect(await statusOf(loan.id)).toBe(7);
      expect(await logOf(loan.id)).toEqual([]);
    }
    expect(await statusOf(approved.loan.id)).toBe(4);
    expect(await mailsTo(endsToday.requester.email)).toEqual([]);

    // From the 21st in Brasília, the one that ended on the 20th is due.
    expect(await sweep(new Date('2026-11-21T03:30:00Z'))).toBe(1);
    expect(await statusOf(endsToday.loan.id)).toBe(8);
    expect(await statusOf(endsLater.loan.id)).toBe(7);
  });

  it('moves each loan once when two sweeps run at the same time', async () => {
    await sweep();
    const overdue = await Promise.all(['2026-11-15', '2026-11-16', '2026-11-17'].map((end) => lentLoan(end)));

    const counts = await Promise.all([sweep(), sweep()]);

    expect(counts[0]! + counts[1]!).toBe(3);
    for (const { loan, requester } of overdue) {
      expect(await statusOf(loan.id)).toBe(8);
      expect(await logOf(loan.id)).toHaveLength(1);
      expect(await mailsTo(requester.email)).toHaveLength(1);
    }
  });

  it('logs a loan it cannot move and still moves the others', async () => {
    await sweep();
    const broken = await lentLoan('2026-11-14');
    const fine = await lentLoan('2026-11-15');
    // A check the outbox gets for this test refuses this agent's e-mail, so this loan's move fails as a whole.
    await db().execute(
      sql.raw(
        `alter table mail_outbox add constraint sweep_test_refuses check (recipient <> '${broken.requester.email}')`,
      ),
    );
    const { log, lines } = recordingLog();
    try {
      expect(await sweep(testNow, log)).toBe(1);
    } finally {
      await db().execute(sql.raw('alter table mail_outbox drop constraint sweep_test_refuses'));
    }
    expect(await statusOf(broken.loan.id)).toBe(7);
    expect(await logOf(broken.loan.id)).toEqual([]);
    expect(await statusOf(fine.loan.id)).toBe(8);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          level: 'error',
          details: expect.objectContaining({ loanId: broken.loan.id }),
        }),
      ]),
    );
    // The next round takes it again, and it moves once nothing stands in the way.
    expect(await sweep()).toBe(1);
    expect(await statusOf(broken.loan.id)).toBe(8);
  });

  it('answers 0 and logs when the database fails, without throwing', async () => {
    const { log, lines } = recordingLog();
    const failing = {
      ...db(),
      transaction: () => Promise.reject(new Error('connection lost')),
    } as unknown as typeof database.db;
    expect(await sweepDueLoans({ db: failing, clock: fixedClock(testNow), site, log })).toBe(0);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', message: 'loan holds: round failed' }),
      expect.objectContaining({ level: 'error', message: 'due sweep: round failed' }),
    ]);
  });
});

describe.each(testDatabases)('the API on $name', (target) => {
  it('sweeps when it starts', async () => {
    const t = await startTestApp(target, { sendQueuedMail: false });
    try {
      const option = await createLoanOption(t.database.db);
      const requester = await createLoanUser(t.database.db, { role: 10 });
      const loan = await createLoan(t.database.db, requester.id, {
        status: 7,
        startDate: '2026-11-10',
        endDate: '2026-11-12',
        option1Id: option.car.id,
      });
      await t.app.ready();
      await eventually(async () => {
        const [row] = await t.database.db
          .select({ status: loans.status })
          .from(loans)
          .where(eq(loans.id, loan.id));
        return row?.status === 8;
      });
      const mails = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, requester.email));
      expect(mails.map((mail) => mail.topic)).toEqual(['loan-due']);
    } finally {
      await t.close();
    }
  });
});
