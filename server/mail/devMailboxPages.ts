/**
 * The HTML of the local mailbox (devMailboxRoutes.ts): plain server-rendered pages, no script, every value from the
 * outbox escaped. A message's own HTML is shown in a sandboxed frame (see `messagePage`).
 */
import type { MailAttachment } from '../db/schema';
import { escapeHtml } from '../site/pageHtml';

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

const style = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem; color: #1a1a1a; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #ccc; padding: .5rem; text-align: left; vertical-align: top; }
a { color: #0b4f9c; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f4f4; padding: 1rem; }
iframe { width: 100%; height: 36rem; border: 1px solid #ccc; }
`;

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' });

function time(value: Date): string {
  return `<time datetime="${value.toISOString()}">${escapeHtml(dateTime.format(value))}</time>`;
}

function tries(attempts: number): string {
  return attempts === 1 ? '1 tentativa' : `${attempts} tentativas`;
}

export function statusLabel(entry: MailboxEntry): string {
  if (entry.sentAt) return 'Enviada';
  if (entry.failedAt) return `Falhou (${tries(entry.attempts)})`;
  return entry.attempts ? `Pendente (${tries(entry.attempts)})` : 'Pendente';
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function listPage(entries: MailboxEntry[]): string {
  const rows = entries.map(
    (entry) => `<tr>
<td>${escapeHtml(entry.recipient)}</td>
<td><a href="/dev/mailbox/${entry.id}">${escapeHtml(entry.subject || '(sem assunto)')}</a></td>
<td>${escapeHtml(entry.topic)}</td>
<td>${time(entry.createdAt)}</td>
<td>${escapeHtml(statusLabel(entry))}</td>
</tr>`,
  );
  const table = entries.length
    ? `<table>
<caption>Mensagens da fila, das mais novas às mais antigas</caption>
<thead><tr><th scope="col">Para</th><th scope="col">Assunto</th><th scope="col">Tipo</th><th scope="col">Criada em</th><th scope="col">Situação</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`
    : '<p>Nenhuma mensagem na fila.</p>';
  return page(
    mailboxTitle,
    `<h1>${mailboxTitle}</h1>
<p>Os e-mails que a redação enviou neste computador, sem servidor SMTP configurado. Cópias em <code>.eml</code> ficam na pasta <code>outbox</code> da pasta de dados.</p>
${table}`,
  );
}

/**
 * The message's HTML goes in `srcdoc` (escaped as an attribute value: the browser unescapes it into a document of
 * its own). The sandbox gives that document a unique origin and no scripts, so a hostile message could neither read
 * this page nor act as the newsroom; `<base target="_blank">` and the popup permissions let its links (the cart's
 * zip link) open in a normal tab.
 */
function htmlFrame(html: string): string {
  const document = `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"></head><body>${html}</body></html>`;
  return `<iframe title="Versão HTML da mensagem" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(document)}"></iframe>`;
}

/** The files sent with the message (an approved loan's calendar entry), each name with its text to read. */
function attachmentsSection(attachments: MailAttachment[]): string {
  if (attachments.length === 0) return '';
  const items = attachments.map(
    (file) => `<li><details><summary>${escapeHtml(file.filename)} (${escapeHtml(file.contentType)})</summary>
<pre>${escapeHtml(file.content)}</pre></details></li>`,
  );
  return `<h2>Anexos</h2>
<ul>
${items.join('\n')}
</ul>`;
}

export function messagePage(message: MailboxMessage, from: string): string {
  const headers: [string, string][] = [
    ['De', escapeHtml(from)],
    ['Para', escapeHtml(message.recipient)],
    ['Assunto', escapeHtml(message.subject)],
    ['Tipo', escapeHtml(message.topic)],
    ['Criada em', time(message.createdAt)],
    ['Situação', escapeHtml(statusLabel(message))],
  ];
  if (message.sentAt) headers.push(['Enviada em', time(message.sentAt)]);
  else if (!message.failedAt && message.attempts)
    headers.push(['Próxima tentativa', time(message.nextAttemptAt)]);
  if (message.lastError) headers.push(['Último erro', escapeHtml(message.lastError)]);
  const title = `${message.subject || '(sem assunto)'} · ${mailboxTitle}`;
  return page(
    title,
    `<p><a href="/dev/mailbox">Voltar para a caixa de correio</a></p>
<h1>${escapeHtml(message.subject || '(sem assunto)')}</h1>
<dl>
${headers.map(([name, value]) => `<dt>${name}</dt><dd>${value}</dd>`).join('\n')}
</dl>
<h2>Texto</h2>
<pre>${escapeHtml(message.text)}</pre>
<h2>HTML</h2>
${message.html === null ? '<p>Esta mensagem não tem versão HTML.</p>' : htmlFrame(message.html)}
${attachmentsSection(message.attachments)}`,
  );
}

export function notFoundPage(): string {
  return page(
    `Página não encontrada · ${mailboxTitle}`,
    `<h1>Página não encontrada</h1>
<p>A caixa de correio local só existe quando a redação não tem servidor SMTP configurado, e só mostra mensagens da fila.</p>
<p><a href="/dev/mailbox">Voltar para a caixa de correio</a></p>`,
  );
}
