/** The outbox, newest first: to whom, what, of which kind, when, and whether it went. */
import { MailboxFrame } from './MailboxFrame';
import { MailboxTime } from './MailboxTime';
import { mailboxTitle, statusLabel, subjectOf, type MailboxEntry } from './mailboxView';

function Entries({ entries }: { entries: MailboxEntry[] }) {
  return (
    <table>
      <caption>Mensagens da fila, das mais novas às mais antigas</caption>
      <thead>
        <tr>
          <th scope="col">Para</th>
          <th scope="col">Assunto</th>
          <th scope="col">Tipo</th>
          <th scope="col">Criada em</th>
          <th scope="col">Situação</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>{entry.recipient}</td>
            <td>
              <a href={`/dev/mailbox/${entry.id}`}>{subjectOf(entry)}</a>
            </td>
            <td>{entry.topic}</td>
            <td>
              <MailboxTime value={entry.createdAt} />
            </td>
            <td>{statusLabel(entry)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MailboxListPage({ entries }: { entries: MailboxEntry[] }) {
  return (
    <MailboxFrame title={mailboxTitle}>
      <h1>{mailboxTitle}</h1>
      <p>
        Os e-mails que a redação enviou neste computador, sem servidor SMTP configurado. Cópias em{' '}
        <code>.eml</code> ficam na pasta <code>outbox</code> da pasta de dados.
      </p>
      {entries.length ? <Entries entries={entries} /> : <p>Nenhuma mensagem na fila.</p>}
    </MailboxFrame>
  );
}
