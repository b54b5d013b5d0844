/**
 * The events' e-mails, in Portuguese: the invitation (with its signed accept and refuse links), the new version of
 * an invitation when the event changes, the receipt of an answer, and from /redacao/eventos the invitation of an
 * address without an account (to register first), the cancellation with the press office's note, an invitation
 * withdrawn, and the day-before reminder to those who accepted. Each names the event, its time in Brazil's
 * time, its place and what it is about, and links to the events area. The event's description is mailed as plain
 * text.
 */
import { eventPeriodText } from '../../src/domain/events';
import type { MailMessage } from '../mail/mailer';
import { renderMailHtml } from '../shared/html';
import { EventMailHtml } from './EventMailHtml';
import { eventAreaUrl, plainTextOfHtml } from './eventText';

export type EventMailKind =
  | 'invitation'
  | 'updated'
  | 'accepted'
  | 'refused'
  | 'registerFirst'
  | 'cancelled'
  | 'withdrawn'
  | 'reminder';

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
  /** Why the event was cancelled, in the press office's words. */
  note?: string;
  /** The letter carries the calendar's cancellation of the entry an invitation put there. */
  removesEntry?: boolean;
  /** Written to an address without an account: answering asks to sign in or register with it first. */
  awaitsAccount?: boolean;
}

/** What every letter says of the event, from its row: what, when, where, and the events area's address. */
export const eventLetterFacts = (
  event: { title: string; description: string; location: string; startAt: Date; endAt: Date },
  publicUrl: string,
): Pick<EventMailFacts, 'title' | 'description' | 'location' | 'startAt' | 'endAt' | 'areaUrl'> => ({
  title: event.title,
  description: event.description,
  location: event.location,
  startAt: event.startAt,
  endAt: event.endAt,
  areaUrl: eventAreaUrl(publicUrl),
});

export const eventLinkLabels = { accept: 'Confirmar presença', refuse: 'Recusar convite' } as const;

const whenAndWhere = (facts: EventMailFacts) => [
  `Quando: ${eventPeriodText(facts.startAt, facts.endAt)} (horário de Brasília)`,
  ...(facts.location ? [`Onde: ${facts.location}`] : []),
];

function content(kind: EventMailKind, facts: EventMailFacts): { subject: string; paragraphs: string[][] } {
  const title = `“${facts.title}”`;
  const about = plainTextOfHtml(facts.description);
  const aboutParagraphs = about ? about.split('\n\n').map((paragraph) => paragraph.split('\n')) : [];
  const registerHint = [
    'Para ver o convite e responder, entre na Sala de Imprensa com este e-mail (ou cadastre-se, se ainda não tem conta):',
    facts.areaUrl,
  ];
  const answerHint = facts.links
    ? [['Responda pelos botões abaixo ou na área logada. Os links valem até o início do evento.']]
    : facts.awaitsAccount
      ? [registerHint]
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
          ['O arquivo anexo remove o evento da sua agenda.'],
        ],
      };
    case 'registerFirst':
      return {
        subject: `Convite: ${facts.title}`,
        paragraphs: [
          [`A assessoria de imprensa da Aurora convida você para o evento ${title}.`],
          whenAndWhere(facts),
          ...aboutParagraphs,
          registerHint,
          ['O arquivo anexo adiciona o evento à sua agenda.'],
        ],
      };
    case 'cancelled':
      return {
        subject: `Evento cancelado: ${facts.title}`,
        paragraphs: [
          [`O evento ${title} foi cancelado.`],
          whenAndWhere(facts),
          ...(facts.note?.trim() ? [[`Nota da assessoria de imprensa: ${facts.note.trim()}`]] : []),
          ['O arquivo anexo remove o evento da sua agenda.'],
        ],
      };
    case 'withdrawn':
      return {
        subject: `Convite retirado: ${facts.title}`,
        paragraphs: [
          [`A assessoria de imprensa da Aurora retirou o seu convite para o evento ${title}.`],
          whenAndWhere(facts),
          ['Se tiver dúvidas, fale com a assessoria de imprensa.'],
          facts.removesEntry ? ['O arquivo anexo remove o evento da sua agenda.'] : [],
        ],
      };
    case 'reminder':
      return {
        subject: `Lembrete: ${facts.title} é amanhã`,
        paragraphs: [
          [`Lembramos que o evento ${title}, em que você confirmou presença, é amanhã.`],
          whenAndWhere(facts),
          ...(agenda ? [[`Sua pauta: ${agenda}`]] : []),
          ['O arquivo anexo mantém o evento atualizado na sua agenda.'],
        ],
      };
  }
}

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
  const answers = facts.links
    ? {
        accept: { href: facts.links.accept, label: eventLinkLabels.accept },
        refuse: { href: facts.links.refuse, label: eventLinkLabels.refuse },
      }
    : null;
  const html = renderMailHtml(
    <EventMailHtml
      greeting={greeting}
      paragraphs={shown}
      answers={answers}
      areaUrl={facts.areaUrl}
      {...(facts.awaitsAccount ? { areaLabel: 'Entrar ou cadastrar-se na Sala de Imprensa' } : {})}
    />,
  );
  return { to: facts.to, subject, text, html };
}
