/** One message of the outbox: its headers, its text, its HTML in a sandboxed frame, and the files sent with it. */
import { Fragment, type ReactNode } from 'react';
import type { MailAttachment } from '../db/schema';
import { MailboxFrame } from './MailboxFrame';
import { MailboxTime } from './MailboxTime';
import { mailboxTitle, statusLabel, subjectOf, type MailboxMessage } from './mailboxView';

/**
 * The message's HTML is a document of its own: it goes whole in `srcdoc`, escaped by React as any attribute value
 * is, and the browser unescapes it into the frame. The sandbox gives that document a unique origin and no
 * scripts, so a hostile message could neither read this page nor act as the newsroom; `<base target="_blank">`
 * and the popup permissions let its links (the cart's zip link) open in a normal tab.
 */
function HtmlFrame({ html }: { html: string }) {
  const document = `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"></head><body>${html}</body></html>`;
  return (
    <iframe
      title="Versão HTML da mensagem"
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={document}
    />
  );
}

/** The files sent with the message (an approved loan's calendar entry), each name with its text to read. */
function Attachments({ attachments }: { attachments: MailAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <>
      <h2>Anexos</h2>
      <ul>
        {attachments.map((file, index) => (
          <li key={index}>
            <details>
              <summary>{`${file.filename} (${file.contentType})`}</summary>
              <pre>{file.content}</pre>
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}

export interface MailboxMessagePageProps {
  message: MailboxMessage;
  /** The sender the mailer writes on every message (MAIL_FROM). */
  from: string;
}

export function MailboxMessagePage({ message, from }: MailboxMessagePageProps) {
  const headers: [string, ReactNode][] = [
    ['De', from],
    ['Para', message.recipient],
    ['Assunto', message.subject],
    ['Tipo', message.topic],
    ['Criada em', <MailboxTime value={message.createdAt} />],
    ['Situação', statusLabel(message)],
  ];
  if (message.sentAt) headers.push(['Enviada em', <MailboxTime value={message.sentAt} />]);
  else if (!message.failedAt && message.attempts)
    headers.push(['Próxima tentativa', <MailboxTime value={message.nextAttemptAt} />]);
  if (message.lastError) headers.push(['Último erro', message.lastError]);
  return (
    <MailboxFrame title={`${subjectOf(message)} · ${mailboxTitle}`}>
      <p>
        <a href="/dev/mailbox">Voltar para a caixa de correio</a>
      </p>
      <h1>{subjectOf(message)}</h1>
      <dl>
        {headers.map(([name, value]) => (
          <Fragment key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <h2>Texto</h2>
      <pre>{message.text}</pre>
      <h2>HTML</h2>
      {message.html === null ? <p>Esta mensagem não tem versão HTML.</p> : <HtmlFrame html={message.html} />}
      <Attachments attachments={message.attachments} />
    </MailboxFrame>
  );
}
