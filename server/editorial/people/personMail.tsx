/**
 * The e-mails a person gets when the administrator blocks them for loans or lifts the block: what it means, the
 * reason or justification as written, and where to follow their requests.
 */
import type { MailMessage } from '../../mail/mailer';
import { renderMailHtml } from '../../shared/html';
import { LoanMailHtml } from '../../loans/LoanMailHtml';

export function personBlockMail(
  kind: 'blocked' | 'unblocked',
  facts: { to: string; name: string; text: string; areaUrl: string },
): MailMessage {
  const subject =
    kind === 'blocked'
      ? 'Seu cadastro foi bloqueado para empréstimos de veículos'
      : 'Seu cadastro foi liberado para empréstimos de veículos';
  const paragraphs =
    kind === 'blocked'
      ? [
          [
            'Seu cadastro na Sala de Imprensa foi bloqueado para empréstimos de veículos da frota de imprensa.',
          ],
          [`Motivo: ${facts.text}`],
          [
            'Novas solicitações só serão aprovadas com uma justificativa da equipe. Em caso de dúvida, responda a este e-mail.',
          ],
        ]
      : [
          ['O bloqueio do seu cadastro para empréstimos de veículos da frota de imprensa foi retirado.'],
          [`Justificativa: ${facts.text}`],
        ];
  const greeting = `Olá, ${facts.name || 'agente'},`;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((lines) => [...lines, '']),
    `Acompanhe suas solicitações em Minhas solicitações: ${facts.areaUrl}`,
    '',
    'Sala de Imprensa Aurora',
  ].join('\n');
  const html = renderMailHtml(
    <LoanMailHtml greeting={greeting} paragraphs={paragraphs} areaUrl={facts.areaUrl} />,
  );
  return { to: facts.to, subject, text, html };
}
