/**
 * The mail outbox: e-mails are queued in the database with the change they tell about, in the same transaction, and
 * delivered afterwards by the outbox sender (outboxSender.ts). A failed transport never loses a message or undoes
 * what happened; a rolled-back change never sends one.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from './mailer';

/** What the message is about; shown on the local mailbox page and in the logs. */
export type MailTopic =
  | 'cart-download'
  // The loan workflow (server/loans/): one message per step, to the requester.
  | 'loan-requested'
  | 'loan-approved'
  | 'loan-rejected'
  | 'loan-checklist'
  | 'loan-picked-up'
  | 'loan-due'
  | 'loan-closed'
  | 'loan-cancelled'
  // To staff (the people of the step a request reached, an overdue car) and the day-before reminders.
  | 'loan-awaiting-decision'
  | 'loan-overdue-staff'
  | 'loan-reminder'
  // To the next booking's requester while the car is still out late (server/loans/loanHolds.ts).
  | 'loan-late-return'
  // Events (server/events/): the invitation, its new version when the event changes, the answer's receipt.
  | 'event-invitation'
  | 'event-updated'
  | 'event-answered'
  // Managed from /redacao/eventos: an invitation to register first (an address without an account), a
  // cancellation, an invitation withdrawn, the day-before reminder to those who accepted.
  | 'event-invitation-register'
  | 'event-cancelled'
  | 'event-invitation-withdrawn'
  | 'event-reminder'
  // Managed from /redacao/pessoas: a block with its reason, its lifting with the justification.
  | 'person-blocked'
  | 'person-unblocked'
  // News about the subjects a journalist follows (server/follows/), at most one an hour.
  | 'follow-digest';

/** The NOTIFY channel that wakes the outbox senders of every API process (server/app.ts listens to it). */
export const mailQueuedChannel = 'mail_queued';

/**
 * Queues `message`; call it with the transaction of the change the message tells about. The sender is woken by a
 * NOTIFY rather than an in-process call: PostgreSQL delivers it only when the transaction commits, so the sender
 * never looks before the row is visible and a rolled-back change wakes nobody; and it reaches the sender of
 * whichever API process is running, not only this one. Callers have nothing else to do.
 */
export async function enqueueMail(db: DbOrTx, topic: MailTopic, message: MailMessage): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      topic,
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments ?? [],
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The outbox did not store the message');
  await db.execute(sql`select pg_notify(${mailQueuedChannel}, ${String(row.id)})`);
  return row.id;
}

/** The outbox as a platform team watches it: messages still to deliver, and those given up on. */
export async function readOutbox(db: DbOrTx): Promise<{ pending: number; failed: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`(count(*) filter (where ${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null))::int`,
      failed: sql<number>`(count(*) filter (where ${mailOutbox.failedAt} is not null))::int`,
    })
    .from(mailOutbox);
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
}
