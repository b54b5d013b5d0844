/**
 * `GET /dev/mailbox` and `GET /dev/mailbox/:id`: the mail outbox as HTML pages, so whoever runs the newsroom on their
 * own machine (no SMTP server) can read the e-mails it sent and click their links, the cart's zip link above all.
 *
 * With `SMTP_URL` set the mail goes to real people: these pages would show their addresses and private links to
 * anyone, so they answer 404. They are registered anyway, or the web app's fallback would answer with the app.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyReply } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { ReactElement } from 'react';
import type { ServerSettings } from '../config';
import type { AppContext } from '../context';
import { mailOutbox } from '../db/schema';
import { renderPage } from '../shared/html';
import { MailboxListPage } from './MailboxListPage';
import { MailboxMessagePage } from './MailboxMessagePage';
import { MailboxNotFoundPage } from './MailboxNotFoundPage';
import { mailboxContentSecurityPolicy } from './mailboxView';

export type DevMailboxOptions = AppContext & {
  settings: Pick<ServerSettings, 'smtpUrl' | 'mailFrom' | 'production'>;
};

/** The newest messages only: a local mailbox that grew for months stays one light page. */
const listLimit = 200;
const maxId = 2 ** 31 - 1;

const entryColumns = {
  id: mailOutbox.id,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  topic: mailOutbox.topic,
  createdAt: mailOutbox.createdAt,
  attempts: mailOutbox.attempts,
  sentAt: mailOutbox.sentAt,
  failedAt: mailOutbox.failedAt,
};

function sendPage(reply: FastifyReply, status: number, page: ReactElement) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', mailboxContentSecurityPolicy)
    .send(renderPage(page));
}

export const devMailboxRoutes: FastifyPluginAsyncTypebox<DevMailboxOptions> = async (app, ctx) => {
  // Anyone who opens it reads everyone's mail (signed invitation links included): on this machine only.
  const embedded = !ctx.settings.smtpUrl && !ctx.settings.production;

  app.get('/dev/mailbox', async (_request, reply) => {
    if (!embedded) return sendPage(reply, 404, <MailboxNotFoundPage />);
    const entries = await ctx.db
      .select(entryColumns)
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(listLimit);
    return sendPage(reply, 200, <MailboxListPage entries={entries} />);
  });

  app.get(
    '/dev/mailbox/:id',
    // A string, checked below: a malformed id is a page that does not exist (404), not a JSON 400.
    { schema: { params: Type.Object({ id: Type.String() }) } },
    async (request, reply) => {
      const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : 0;
      if (!embedded || id < 1 || id > maxId) return sendPage(reply, 404, <MailboxNotFoundPage />);
      const [message] = await ctx.db
        .select({
          ...entryColumns,
          text: mailOutbox.text,
          html: mailOutbox.html,
          lastError: mailOutbox.lastError,
          nextAttemptAt: mailOutbox.nextAttemptAt,
          attachments: mailOutbox.attachments,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id));
      if (!message) return sendPage(reply, 404, <MailboxNotFoundPage />);
      return sendPage(reply, 200, <MailboxMessagePage message={message} from={ctx.settings.mailFrom} />);
    },
  );
};
