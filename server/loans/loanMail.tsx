/**
 * The e-mails of a loan's steps (DECISIONS.md: every transition mails the requester), in Portuguese: what happened,
 * the loan number, the models or the vehicle, the period in dd/mm/yyyy, and a link to the loan area. Staff messages
 * (approval text, rejection reason) are included as written.
 */
import { isoToShownDate } from '../../src/domain/loanDates';
import type { MailMessage } from '../mail/mailer';
import { renderMailHtml } from '../shared/html';
import { LoanMailHtml } from './LoanMailHtml';

export type LoanMailKind =
  | 'requested'
  | 'advanced'
  | 'approved'
  | 'rejected'
  | 'deliveryChecked'
  | 'pickedUp'
  | 'due'
  | 'closed'
  | 'cancelled'
  // To the people of the step a request reached, to staff about an overdue car (approverNotice.ts).
  | 'awaitingDecision'
  | 'overdueStaff'
  // The day before pickup and before return, to the requester and the driver (loanReminders.ts).
  | 'pickupTomorrow'
  | 'returnTomorrow'
  // The car of a booking is still out with the loan before it (loanHolds.ts).
  | 'lateReturn';

export interface LoanMailVehicle {
  model: string;
  version: string;
  color: string;
  placa: string;
  frota: string;
  location: string;
}

export interface LoanMailFacts {
  to: string;
  name: string;
  number: string;
  models: [string, string];
  startDate: string;
  endDate: string;
  /** 'Minhas solicitações', `{publicUrl}/minhas-solicitacoes`. */
  areaUrl: string;
  /** A staff e-mail's page (the request's approval page): its button and last line lead there instead. */
  staffLink?: { url: string; label: string };
  /** Staff e-mails: the requester's name, and the driver's when another person drives. */
  requester?: string;
  driver?: string | null;
  vehicle?: LoanMailVehicle | null;
  /** What staff wrote to the agent (approval message, rejection reason). */
  message?: string | null;
  /** The final approval's: what each approval step wrote, with its stage, in order. */
  approvalMessages?: { stage: string; message: string }[];
}

const period = (facts: LoanMailFacts) =>
  `de ${isoToShownDate(facts.startDate)} a ${isoToShownDate(facts.endDate)}`;

const vehicleLines = (vehicle: LoanMailVehicle) => [
  `Veículo: ${vehicle.model}, versão ${vehicle.version}`,
  `Cor: ${vehicle.color}`,
  `Placa: ${vehicle.placa}`,
  `Frota: ${vehicle.frota}`,
  `Local de retirada: ${vehicle.location}`,
];

/** Every approval step's message, each under its stage: one written at the first step still reaches the agent. */
const stepMessages = (messages: { stage: string; message: string }[]) => [
  'Mensagens da equipe de imprensa:',
  ...messages.map(({ stage, message }) => `${stage}: ${message}`),
];

/** Subject and paragraphs of each kind; a paragraph made of several lines keeps them together. */
function content(kind: LoanMailKind, facts: LoanMailFacts): { subject: string; paragraphs: string[][] } {
  const n = facts.number;
  const models = [`1ª opção: ${facts.models[0]}`, `2ª opção: ${facts.models[1]}`];
  const vehicle = facts.vehicle ? vehicleLines(facts.vehicle) : [];
  const message = facts.message?.trim() ? [[`Mensagem da equipe de imprensa: ${facts.message.trim()}`]] : [];
  switch (kind) {
    case 'requested':
      return {
        subject: `Recebemos sua solicitação de empréstimo ${n}`,
        paragraphs: [
          [`Recebemos sua solicitação de empréstimo de veículo ${n}.`],
          ['Modelos de preferência:', ...models],
          [`Período solicitado: ${period(facts)}.`],
          ['Nossa equipe vai analisar o pedido e você receberá um e-mail a cada etapa.'],
        ],
      };
    case 'advanced':
      return {
        subject: `Sua solicitação ${n} segue em análise`,
        paragraphs: [
          [
            `Sua solicitação de empréstimo de veículo ${n} passou por mais uma etapa de aprovação e segue em análise.`,
          ],
          [`Período: ${period(facts)}.`],
          ...message,
        ],
      };
    case 'approved':
      return {
        subject: `Empréstimo aprovado: ${n}`,
        paragraphs: [
          [`Sua solicitação de empréstimo de veículo ${n} foi aprovada!`],
          vehicle,
          [`Período: ${period(facts)}.`],
          ...(facts.approvalMessages?.length ? [stepMessages(facts.approvalMessages)] : message),
          ['Leve um documento com foto e a CNH do condutor no dia da retirada.'],
        ],
      };
    case 'rejected':
      return {
        subject: `Solicitação não aprovada: ${n}`,
        paragraphs: [
          [`Infelizmente sua solicitação de empréstimo de veículo ${n} (${period(facts)}) não foi aprovada.`],
          ...message,
          ['Você pode fazer uma nova solicitação na área logada.'],
        ],
      };
    case 'deliveryChecked':
      return {
        subject: `Veículo vistoriado para a retirada: ${n}`,
        paragraphs: [
          [
            `O checklist de entrega do veículo do empréstimo ${n} foi registrado. O veículo está pronto para a retirada.`,
          ],
          vehicle,
          [`Período: ${period(facts)}.`],
        ],
      };
    case 'pickedUp':
      return {
        subject: `Veículo retirado: ${n}`,
        paragraphs: [
          [`A retirada do veículo do empréstimo ${n} foi registrada.`],
          vehicle,
          [`Devolução prevista para ${isoToShownDate(facts.endDate)}. Boa viagem!`],
        ],
      };
    case 'due':
      return {
        subject: `Prazo de devolução encerrado: ${n}`,
        paragraphs: [
          [`O período do empréstimo ${n} terminou em ${isoToShownDate(facts.endDate)}.`],
          vehicle,
          ['Se ainda não devolveu o veículo, entre em contato com a assessoria de imprensa.'],
        ],
      };
    case 'closed':
      return {
        subject: `Empréstimo encerrado: ${n}`,
        paragraphs: [
          [`Recebemos o veículo e o checklist de devolução do empréstimo ${n}. Processo finalizado.`],
          ['Obrigado por participar do programa de empréstimo de veículos da Aurora.'],
        ],
      };
    case 'lateReturn':
      return {
        subject: `Atenção: o veículo do empréstimo ${n} pode não estar disponível a tempo`,
        paragraphs: [
          [
            `O veículo reservado para o seu empréstimo ${n} (${period(facts)}) ainda não foi devolvido pelo empréstimo anterior e pode não estar disponível a tempo.`,
          ],
          vehicle,
          ['A assessoria de imprensa vai entrar em contato. Em caso de dúvida, fale com a equipe.'],
        ],
      };
    case 'cancelled':
      return {
        subject: `Solicitação cancelada: ${n}`,
        paragraphs: [
          [`A solicitação de empréstimo de veículo ${n} (${period(facts)}) foi cancelada.`],
          ...message,
        ],
      };
    case 'awaitingDecision':
      return {
        subject: `Solicitação aguardando sua aprovação: ${n}`,
        paragraphs: [
          [`A solicitação de empréstimo de veículo ${n} aguarda a sua aprovação.`],
          [`Solicitante: ${facts.requester ?? ''}`, ...(facts.driver ? [`Condutor: ${facts.driver}`] : [])],
          facts.vehicle ? vehicle : ['Modelos de preferência:', ...models],
          [`Período: ${period(facts)}.`],
        ],
      };
    case 'overdueStaff':
      return {
        subject: `Devolução em atraso: ${n}`,
        paragraphs: [
          [
            `O período do empréstimo ${n} terminou em ${isoToShownDate(facts.endDate)} e o veículo ainda não foi devolvido.`,
          ],
          [`Solicitante: ${facts.requester ?? ''}`, ...(facts.driver ? [`Condutor: ${facts.driver}`] : [])],
          vehicle,
        ],
      };
    case 'pickupTomorrow':
      return {
        subject: `Lembrete: retirada do veículo amanhã (${n})`,
        paragraphs: [
          [
            `Lembrete: a retirada do veículo do empréstimo ${n} é amanhã, ${isoToShownDate(facts.startDate)}.`,
          ],
          vehicle,
          [`Período: ${period(facts)}.`],
          ['Leve um documento com foto e a CNH do condutor no dia da retirada.'],
        ],
      };
    case 'returnTomorrow':
      return {
        subject: `Lembrete: devolução do veículo amanhã (${n})`,
        paragraphs: [
          [`Lembrete: a devolução do veículo do empréstimo ${n} é amanhã, ${isoToShownDate(facts.endDate)}.`],
          vehicle,
        ],
      };
  }
}

export function loanMail(kind: LoanMailKind, facts: LoanMailFacts): MailMessage {
  const { subject, paragraphs } = content(kind, facts);
  const shown = paragraphs.filter((lines) => lines.length > 0);
  const greeting = `Olá, ${facts.name || 'agente'},`;
  const text = [
    greeting,
    '',
    ...shown.flatMap((lines) => [...lines, '']),
    facts.staffLink
      ? `${facts.staffLink.label}: ${facts.staffLink.url}`
      : `Acompanhe suas solicitações em Minhas solicitações: ${facts.areaUrl}`,
    '',
    'Sala de Imprensa Aurora',
  ].join('\n');
  const html = renderMailHtml(
    <LoanMailHtml
      greeting={greeting}
      paragraphs={shown}
      areaUrl={facts.staffLink?.url ?? facts.areaUrl}
      {...(facts.staffLink ? { button: facts.staffLink.label } : {})}
    />,
  );
  return { to: facts.to, subject, text, html };
}
