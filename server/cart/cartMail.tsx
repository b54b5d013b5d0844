/**
 * The e-mail that delivers a favorites cart: how many files, how big, until when, and the link. It deliberately
 * holds nothing the visitor typed (not even the titles of the cart): anyone can ask for a cart to be sent to any
 * address, and a message carrying their words would be a way to send spam or phishing from our domain.
 */
import { formatDate, formatFileSize } from '../../src/domain/format';
import type { MailMessage } from '../mail/mailer';
import { renderMailHtml } from '../shared/html';
import { CartMailHtml } from './CartMailHtml';

export interface CartMailFacts {
  to: string;
  link: string;
  fileCount: number;
  totalBytes: number;
  expiresAt: Date;
  /** The download terms page, `{publicUrl}/termos-legais/termoDownload`. */
  termsUrl: string;
}

export function cartDownloadMail(facts: CartMailFacts): MailMessage {
  const files = facts.fileCount === 1 ? '1 arquivo' : `${facts.fileCount} arquivos`;
  const size = formatFileSize(facts.totalBytes);
  const until = formatDate(facts.expiresAt);
  const text = [
    'Olá,',
    '',
    `Os arquivos que você pediu nos Favoritos da Sala de Imprensa estão prontos: ${files}, ${size}, em um único arquivo .zip.`,
    '',
    'Baixe por este link:',
    facts.link,
    '',
    `O link vale até ${until}. Depois disso, peça os arquivos de novo nos Favoritos.`,
    '',
    `Os arquivos são cedidos para uso jornalístico e informativo, conforme os Termos de Uso para Download: ${facts.termsUrl}`,
    '',
    'Se você não pediu estes arquivos, ignore esta mensagem.',
    '',
    'Sala de Imprensa Aurora',
  ].join('\n');
  const html = renderMailHtml(
    <CartMailHtml files={`${files}, ${size}`} link={facts.link} until={until} termsUrl={facts.termsUrl} />,
  );
  return { to: facts.to, subject: 'Seus arquivos da Sala de Imprensa', text, html };
}
