/**
 * The e-mail that delivers a favorites cart: how many files, how big, until when, and the link. It deliberately
 * holds nothing the visitor typed (not even the titles of the cart): anyone can ask for a cart to be sent to any
 * address, and a message carrying their words would be a way to send spam or phishing from our domain.
 */
import { formatDate, formatFileSize } from '../../src/domain/format';
import type { MailMessage } from '../mail/mailer';

export interface CartMailFacts {
  to: string;
  link: string;
  fileCount: number;
  totalBytes: number;
  expiresAt: Date;
  /** The download terms page, `{publicUrl}/termos-legais/termoDownload`. */
  termsUrl: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

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
  const link = escapeHtml(facts.link);
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family: Arial, sans-serif; color: #1a1a1a;">
<p>Olá,</p>
<p>Os arquivos que você pediu nos Favoritos da Sala de Imprensa estão prontos: <strong>${files}, ${escapeHtml(size)}</strong>, em um único arquivo .zip.</p>
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #001e50; color: #ffffff; text-decoration: none;">Baixar os arquivos</a></p>
<p>Se o botão não abrir, copie este endereço no navegador:<br><a href="${link}">${link}</a></p>
<p>O link vale até <strong>${escapeHtml(until)}</strong>. Depois disso, peça os arquivos de novo nos Favoritos.</p>
<p>Os arquivos são cedidos para uso jornalístico e informativo, conforme os <a href="${escapeHtml(facts.termsUrl)}">Termos de Uso para Download</a>.</p>
<p style="color: #6a767d;">Se você não pediu estes arquivos, ignore esta mensagem.</p>
<p>Sala de Imprensa Aurora</p>
</body></html>`;
  return { to: facts.to, subject: 'Seus arquivos da Sala de Imprensa', text, html };
}
