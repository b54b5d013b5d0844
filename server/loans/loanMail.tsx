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
  | 'cancelled';

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
  /** The loan area's address, `{publicUrl}/home-comodato`. */
  areaUrl: string;
  vehicle?: LoanMailVehicle | null;
  /** What staff wrote to the agent (approval message, rejection reason). */
  message?: string | null;
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
          ...message,
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
    case 'cancelled':
      return {
        subject: `Solicitação cancelada: ${n}`,
        paragraphs: [
          [`A solicitação de empréstimo de veículo ${n} (${period(facts)}) foi cancelada.`],
          ...message,
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
    `Acompanhe suas solicitações na área logada: ${facts.areaUrl}`,
    '',
    'Sala de Imprensa Aurora',
  ].join('\n');
  const html = renderMailHtml(
    <LoanMailHtml greeting={greeting} paragraphs={shown} areaUrl={facts.areaUrl} />,
  );
  return { to: facts.to, subject, text, html };
}
