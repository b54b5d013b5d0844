/**
 * The events' e-mails, in Portuguese: the invitation (with its signed accept and refuse links), the new version of
 * an invitation when the event changes, and the receipt of an answer. Each names the event, its time in Brazil's
 * time, its place and what it is about, and links to the events area. Everything written by people (the event's
 * texts, the guest's agenda) is escaped in the HTML part.
 */
import { eventPeriodText } from '../../src/domain/events';
import type { MailMessage } from '../mail/mailer';
import { plainTextOfHtml } from './eventText';

export type EventMailKind = 'invitation' | 'updated' | 'accepted' | 'refused';

export interface EventMailFacts {
  to: string;
  name: string;
  title: string;
  /** Editor HTML; mailed as plain text. */
  description: string;
  location: string;
  startAt: Date;
  endAt: Date;
  /** `{publicUrl}/eventos`. */
  areaUrl: string;
  /** The signed answer links, for a guest who has not answered yet. */
  links?: { accept: string; refuse: string } | null;
  /** The agenda text the guest sent with the answer. */
  agenda?: string;
}

export const eventLinkLabels = { accept: 'Confirmar presença', refuse: 'Recusar convite' } as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const whenAndWhere = (facts: EventMailFacts) => [
  `Quando: ${eventPeriodText(facts.startAt, facts.endAt)} (horário de Brasília)`,
  ...(facts.location ? [`Onde: ${facts.location}`] : []),
];

function content(kind: EventMailKind, facts: EventMailFacts): { subject: string; paragraphs: string[][] } {
  const title = `“${facts.title}”`;
  const about = plainTextOfHtml(facts.description);
  const aboutParagraphs = about ? about.split('\n\n').map((paragraph) => paragraph.split('\n')) : [];
  const answerHint = facts.links
    ? [['Responda pelos botões abaixo ou na área logada. Os links valem até o início do evento.']]
    : [];
  const agenda = facts.agenda?.trim();
  switch (kind) {
    case 'invitation':
      return {
        subject: `Convite: ${facts.title}`,
        paragraphs: [
          [`A assessoria de imprensa da Aurora convida você para o evento ${title}.`],
          whenAndWhere(facts),
          ...aboutParagraphs,
          ...answerHint,
          ['O arquivo anexo adiciona o evento à sua agenda.'],
        ],
      };
    case 'updated':
      return {
        subject: `Evento atualizado: ${facts.title}`,
        paragraphs: [
          [`O evento ${title} foi atualizado. Confira a data, o horário e o local:`],
          whenAndWhere(facts),
          ...aboutParagraphs,
          ...answerHint,
          ['O arquivo anexo atualiza o evento na sua agenda.'],
        ],
      };
    case 'accepted':
      return {
        subject: `Presença confirmada: ${facts.title}`,
        paragraphs: [
          [`Sua presença no evento ${title} está confirmada. Até lá!`],
          whenAndWhere(facts),
          ...(agenda ? [[`Pauta enviada: ${agenda}`]] : []),
          ['O arquivo anexo adiciona o evento à sua agenda.'],
        ],
      };
    case 'refused':
      return {
        subject: `Convite recusado: ${facts.title}`,
        paragraphs: [
          [`Registramos que você não participará do evento ${title}.`],
          whenAndWhere(facts),
          ...(agenda ? [[`Motivo enviado: ${agenda}`]] : []),
          ['Para alterar a resposta, fale com a assessoria de imprensa.'],
        ],
      };
  }
}

const button = (href: string, label: string, background: string) =>
  `<a href="${escapeHtml(href)}" style="display: inline-block; margin: 0 8px 8px 0; padding: 10px 18px; background: ${background}; color: #ffffff; text-decoration: none;">${escapeHtml(label)}</a>`;

export function eventMail(kind: EventMailKind, facts: EventMailFacts): MailMessage {
  const { subject, paragraphs } = content(kind, facts);
  const shown = paragraphs.filter((lines) => lines.length > 0);
  const greeting = `Olá, ${facts.name || 'convidado'},`;
  const linkLines = facts.links
    ? [
        `${eventLinkLabels.accept}: ${facts.links.accept}`,
        `${eventLinkLabels.refuse}: ${facts.links.refuse}`,
        '',
      ]
    : [];
  const text = [
    greeting,
    '',
    ...shown.flatMap((lines) => [...lines, '']),
    ...linkLines,
    `Veja seus convites na área logada: ${facts.areaUrl}`,
    '',
    'Sala de Imprensa Aurora',
  ].join('\n');
  const linkButtons = facts.links
    ? `<p>${button(facts.links.accept, eventLinkLabels.accept, '#1e6b3a')}${button(facts.links.refuse, eventLinkLabels.refuse, '#8a1c24')}</p>\n`
    : '';
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family: Arial, sans-serif; color: #1a1a1a;">
<p>${escapeHtml(greeting)}</p>
${shown.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join('\n')}
${linkButtons}<p><a href="${escapeHtml(facts.areaUrl)}">Ver meus eventos na área logada</a></p>
<p>Sala de Imprensa Aurora</p>
</body></html>`;
  return { to: facts.to, subject, text, html };
}
