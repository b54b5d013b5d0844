/**
 * The day-before reminders: the day before an approved loan's pickup (status 4, start tomorrow) and before a lent
 * car's return (status 7, end tomorrow), the requester is e-mailed, and the driver too when another person drives.
 * Brazil's days, from 08:00 there: nobody is told at midnight.
 *
 * Once per loan, whatever runs it: an hourly job (server/newsroomJobs.ts) finds the loans and enqueues one job
 * per loan and date under a key of its own, which the jobs table keeps once across processes and restarts; that job
 * sends the e-mails, and is retried if it fails.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { brazilHourOf, nextDay, todayInBrazil } from '../../src/domain/brazilTime';
import { paths } from '../../src/domain/routes';
import type { Db } from '../db/client';
import { loans, users } from '../db/schema';
import { enqueueJob } from '../jobs/jobQueue';
import { enqueueMail } from '../mail/outbox';
import { loanMail } from './loanMail';
import { loanMailParts } from './loanMailParts';
import { loanNumber } from './loanShape';

export type LoanReminder = 'pickup' | 'return';

export const reminderJobKinds: Record<LoanReminder, string> = {
  pickup: 'loans.pickupReminder',
  return: 'loans.returnReminder',
};

/** From this hour in Brazil, the reminders of the next day's pickups and returns go out. */
export const remindersFromHour = 8;

/** What each reminder is about: the status the loan must be in, the day that must be tomorrow. */
const reminders = {
  pickup: { status: 4, day: loans.startDate, mail: 'pickupTomorrow' },
  return: { status: 7, day: loans.endDate, mail: 'returnTomorrow' },
} as const;

/** Enqueues the reminder job of each loan picked up or returned tomorrow; answers how many are new. */
export async function queueLoanReminders(db: Db, now: Date): Promise<number> {
  if (brazilHourOf(now) < remindersFromHour) return 0;
  const tomorrow = nextDay(todayInBrazil(now));
  let queued = 0;
  for (const which of ['pickup', 'return'] as const) {
    const { status, day } = reminders[which];
    const due = await db
      .select({ id: loans.id })
      .from(loans)
      .where(and(eq(loans.status, status), eq(day, tomorrow)));
    for (const { id } of due) {
      const job = await enqueueJob(db, {
        kind: reminderJobKinds[which],
        key: `${reminderJobKinds[which]}:${id}:${tomorrow}`,
        payload: { loanId: id, day: tomorrow },
        runAt: now,
      });
      if (job !== null) queued += 1;
    }
  }
  return queued;
}

/**
 * Sends one loan's reminder, if the loan is still where it was when the job was made (a loan cancelled or picked up
 * meanwhile is told nothing); answers how many e-mails were queued.
 */
export async function sendLoanReminder(
  db: Db,
  which: LoanReminder,
  payload: { loanId: number; day: string },
  site: { publicUrl: string },
): Promise<number> {
  const { status, mail } = reminders[which];
  return db.transaction(async (tx) => {
    const [loan] = await tx.select().from(loans).where(eq(loans.id, payload.loanId)).for('update');
    const stillDue =
      loan?.status === status && (which === 'pickup' ? loan.startDate : loan.endDate) === payload.day;
    if (!loan || !stillDue) return 0;
    const people = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(inArray(users.id, [loan.requesterId, ...(loan.driverUserId ? [loan.driverUserId] : [])]));
    const parts = await loanMailParts(tx, loan);
    const areaUrl = `${site.publicUrl.replace(/\/$/, '')}${paths.loans.mine.href()}`;
    let sent = 0;
    for (const person of people) {
      if (!person.email) continue;
      await enqueueMail(
        tx,
        'loan-reminder',
        loanMail(mail, {
          ...parts,
          to: person.email,
          name: person.name,
          number: loanNumber(loan.id),
          areaUrl,
        }),
      );
      sent += 1;
    }
    return sent;
  });
}
