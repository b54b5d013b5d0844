/** What the local mailbox's pages show of an outbox row, and the rules they are served under. */
import type { MailAttachment } from '../db/schema';

export interface MailboxEntry {
  id: number;
  recipient: string;
  subject: string;
  topic: string;
  createdAt: Date;
  attempts: number;
  sentAt: Date | null;
  failedAt: Date | null;
}

export interface MailboxMessage extends MailboxEntry {
  text: string;
  html: string | null;
  lastError: string | null;
  nextAttemptAt: Date;
  attachments: MailAttachment[];
}

export const mailboxTitle = 'Caixa de correio local';

/**
 * Only what the pages need: their inline style, and no scripts at all. The frame of a message inherits it, so the
 * message's HTML can neither run a script nor fetch anything outside this site.
 */
export const mailboxContentSecurityPolicy = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

function tries(attempts: number): string {
  return attempts === 1 ? '1 tentativa' : `${attempts} tentativas`;
}

export function statusLabel(entry: MailboxEntry): string {
  if (entry.sentAt) return 'Enviada';
  if (entry.failedAt) return `Falhou (${tries(entry.attempts)})`;
  return entry.attempts ? `Pendente (${tries(entry.attempts)})` : 'Pendente';
}

/** A subject as the pages name the message. */
export const subjectOf = (entry: Pick<MailboxEntry, 'subject'>) => entry.subject || '(sem assunto)';
