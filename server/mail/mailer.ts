/**
 * Sends the newsroom's e-mails with nodemailer: through the SMTP server of `SMTP_URL`, or, with none configured,
 * into `DATA_DIR/outbox` as `.eml` files that any mail program opens (the embedded default of a fresh machine).
 */
import nodemailer from 'nodemailer';
import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { MailAttachment } from '../db/schema';

export type { MailAttachment };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Small text files (an approved loan's `.ics`); nodemailer takes `{ filename, content, contentType }` as they are. */
  attachments?: MailAttachment[];
  /** More header lines (a list e-mail's `List-Unsubscribe`); nodemailer writes them as they are. */
  headers?: Record<string, string>;
  /**
   * A key that names this message for good (the outbox row's): sent as the Message-ID `<key@sender's domain>`, so
   * the same message sent twice (the outbox delivers at least once) reaches the receiver as one message, which mail
   * servers and programs recognise. Without one nodemailer makes a new random Message-ID for each send.
   */
  key?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Resolves when the SMTP server answers (connects and greets): the outbox asks it after an outage. */
  verify?(): Promise<void>;
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
}): Mailer {
  const domain = /@([^\s>]+)>?\s*$/.exec(options.from)?.[1] ?? 'localhost';
  const envelope = ({ key, ...message }: MailMessage) => ({
    from: options.from,
    ...message,
    ...(key ? { messageId: `<${key}@${domain}>` } : {}),
  });
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(envelope(message));
      },
      async verify() {
        await transport.verify();
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const { message: eml } = await transport.sendMail(envelope(message));
      await mkdir(options.outboxDir, { recursive: true });
      // Time first, so the folder lists in the order the mails were sent.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      await writeFile(path.join(options.outboxDir, name), eml as Buffer);
    },
  };
}
