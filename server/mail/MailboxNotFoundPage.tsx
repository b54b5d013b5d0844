/** A message that does not exist, or the mailbox where mail goes to real people (an SMTP server is set). */
import { MailboxFrame } from './MailboxFrame';
import { mailboxTitle } from './mailboxView';

export function MailboxNotFoundPage() {
  return (
    <MailboxFrame title={`Página não encontrada · ${mailboxTitle}`}>
      <h1>Página não encontrada</h1>
      <p>
        A caixa de correio local só existe quando a redação não tem servidor SMTP configurado, e só mostra
        mensagens da fila.
      </p>
      <p>
        <a href="/dev/mailbox">Voltar para a caixa de correio</a>
      </p>
    </MailboxFrame>
  );
}
