/**
 * Every timed task of the newsroom, as jobs (docs/jobs.md): what runs, how often. Each recurring task runs once per
 * period across all API processes; its own work is safe to run twice all the same. It sits beside app.ts, above the
 * features whose tasks it gathers; the queue and the worker (server/jobs/) know none of them.
 */
import type { Db } from './db/client';
import { mediaPreparationJobs } from './editorial/media/mediaPreparation';
import { editorialJobs } from './editorial/publishJob';
import { eventReminderJobKinds, queueEventReminders, sendEventReminder } from './events/eventReminders';
import { followDigestEveryMs, followDigestJobKind, sendFollowDigests } from './follows/followDigest';
import { sweepDueLoans } from './loans/dueSweep';
import { queueLoanReminders, reminderJobKinds, sendLoanReminder } from './loans/loanReminders';
import type { OutboxSender } from './mail/outboxSender';
import type { UploadStore } from './editorial/media/uploadStore';
import type { FileStore } from './storage/fileStore';
import type { Metrics } from './shared/metrics';
import { deleteAbandonedUploads } from './uploads/abandonedUploads';
import type { JobTask } from './jobs/jobTask';
import type { JobLog } from './jobs/jobWorker';
import { pruneJobs } from './jobs/pruneJobs';

const minute = 60_000;
const hour = 60 * minute;

export interface NewsroomJobDeps {
  db: Db;
  files: FileStore;
  /** `linkSecret`: what signs the e-mails' links (loaded from the database when not set). */
  /** Where the e-mails link to, the sender that organizes their calendar entries, the links' key. */
  site: { publicUrl: string; organizer: string; linkSecret?: string | undefined };
  log: JobLog & { info(details: object, message: string): void };
  /** The process's mail sender; none when the outbox is left to the caller (tests that deliver it themselves). */
  mail?: OutboxSender;
  /** Where the press office's uploads wait while they arrive (server/editorial/media/uploadStore.ts). */
  uploads?: UploadStore;
  /** Counts the media the jobs make. */
  metrics?: Metrics;
}

export function newsroomJobs(deps: NewsroomJobDeps): JobTask[] {
  const { db, log } = deps;
  const payloadOf = (payload: Record<string, unknown>) => ({
    loanId: Number(payload.loanId),
    day: String(payload.day),
  });
  return [
    // Lent loans past their end date become due back (7 -> 8), with the e-mails to the agent and the staff.
    {
      kind: 'loans.dueSweep',
      everyMs: minute,
      run: ({ now }) => sweepDueLoans({ db, clock: { now: () => now }, site: deps.site, log }).then(() => {}),
    },
    // The day-before reminders: hourly, so a loan approved late in the day is reminded too.
    {
      kind: 'loans.reminders',
      everyMs: hour,
      run: ({ now }) => queueLoanReminders(db, now).then(() => {}),
    },
    {
      kind: reminderJobKinds.pickup,
      run: ({ payload }) => sendLoanReminder(db, 'pickup', payloadOf(payload), deps.site).then(() => {}),
    },
    {
      kind: reminderJobKinds.return,
      run: ({ payload }) => sendLoanReminder(db, 'return', payloadOf(payload), deps.site).then(() => {}),
    },
    // The day-before reminder of an event to the guests who accepted: hourly, as the loans' (eventReminders.ts).
    {
      kind: eventReminderJobKinds.queue,
      everyMs: hour,
      run: ({ now }) => queueEventReminders(db, now).then(() => {}),
    },
    {
      kind: eventReminderJobKinds.send,
      run: ({ payload, now }) =>
        sendEventReminder(
          db,
          { eventId: Number(payload.eventId), day: String(payload.day) },
          now,
          deps.site,
        ).then(() => {}),
    },
    // A week's grace is counted in days: an abandoned upload that outlives it by an hour harms nobody.
    {
      kind: 'uploads.abandonedSweep',
      everyMs: hour,
      run: async ({ now }) => {
        const deleted = await deleteAbandonedUploads({ db, files: deps.files, now, log });
        if (deleted > 0) log.info({ deleted }, `deleted ${deleted} abandoned uploads`);
      },
    },
    // The press office's uploads left a week (uploadStore.ts).
    ...(deps.uploads
      ? [
          {
            kind: 'uploads.editorialSweep',
            everyMs: hour,
            run: async () => {
              const deleted = await deps.uploads!.deleteExpired();
              if (deleted > 0) log.info({ deleted }, `deleted ${deleted} abandoned editorial uploads`);
            },
          } satisfies JobTask,
        ]
      : []),
    // Messages whose retry time has come, and those whose NOTIFY this process missed; a fresh one leaves at once.
    ...(deps.mail ? [{ kind: 'mail.deliver', everyMs: 2000, run: deps.mail.round } satisfies JobTask] : []),
    // Scheduled publications of the press office ('Agendar publicação'): one job per item and moment.
    ...editorialJobs({ db }),
    // News about the subjects journalists follow: at most one e-mail an hour each, grouping what came out.
    {
      kind: followDigestJobKind,
      everyMs: followDigestEveryMs,
      run: ({ now }) => sendFollowDigests({ db, site: deps.site }, now).then(() => {}),
    },
    // The sizes of the press office's uploads: minutes for a film, so never in the request that registers it.
    ...mediaPreparationJobs({ db, files: deps.files, log, metrics: deps.metrics }),
    { kind: 'jobs.prune', everyMs: 24 * hour, run: ({ now }) => pruneJobs(db, now).then(() => {}) },
  ];
}
