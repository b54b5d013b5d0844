/**
 * Approving a loan (spec loan-area sections 2 "/aprovacao/{id}", 5 and 9; DECISIONS.md): the tier, the approval
 * message, the fleet search, the dates (the request's rules), and the texts of the screens.
 * The detail page and `POST lendingcontract/approve|reject` apply `checkApproval`.
 */
import { checkLoanDates, wireDateToIso, type LoanDateProblem } from './loanDates';

export const approvalLimits = {
  messageMax: 2000,
  /** A hint only: shorter messages are accepted. */
  messageMinHint: 10,
  fleetSearchMin: 6,
  fleetSearchMax: 80,
  descriptionMax: 400,
  justificationMax: 2000,
  /** A manager's rejection says why, in at least this many characters: the requester reads it in the e-mail. */
  rejectionReasonMin: 10,
} as const;

export const clientTiers = [1, 2, 3] as const;

export const approvalTexts = {
  titleBackoffice: 'Aprovação Backoffice',
  titleManager: 'Aprovação Gerente',
  empty: 'Nenhum item encontrado',
  confirmTitle: 'Alerta!',
  confirmApprove: 'Tem certeza que deseja aprovar essa solicitação?',
  confirmReject: 'Tem certeza que deseja rejeitar essa solicitação?',
  blocked: 'Bloqueado',
  unblockQuestion: 'Agente condutor bloqueado, deseja desbloquear?',
  justification: 'Justificativa',
  otherVehicle: 'Outra opção de Veículo',
  chooseFleet: 'Selecione a Frota',
  fleetField: 'Frota*',
  search: 'Buscar',
  fleetNotFound: 'Não encontramos registros desse veículo',
  seeCnh: 'Ver Imagem CNH',
  approve: 'Aprovar',
  reject: 'Reprovar',
  agendaFree: 'Disponível no período',
  agendaBusy: 'Indisponível no período',
} as const;

export const approvalMessages = {
  tierInvalid: 'Tier inválido: escolha 1, 2 ou 3.',
  vehicleRequired: 'Selecione um veículo da frota.',
  messageLong: 'A mensagem pode ter no máximo 2000 caracteres.',
  descriptionLong: 'A descrição pode ter no máximo 400 caracteres.',
  justificationRequired: 'Agente condutor bloqueado: informe a justificativa para aprovar.',
  fleetSearchLength: 'Informe de 6 a 80 caracteres da frota.',
  vehicleBusy: 'Veículo indisponível no período',
  rejectionReasonRequired: 'Informe o motivo da reprovação, com pelo menos 10 caracteres.',
} as const;

/**
 * Whether rejecting a loan in `status` needs a reason: at the managers' steps (2 and 3), where the request has a
 * vehicle and the requester has been told it is on its way, a bare 'Reprovado' explains nothing.
 */
export const rejectionNeedsReason = (status: number) => status === 2 || status === 3;

export interface ApprovalFields {
  carId: number | null;
  clientTier: number | null;
  startDate: string;
  endDate: string;
  /** The message to the agent. */
  description?: string | undefined;
  justification?: string | undefined;
}

export type ApprovalProblem = { field: keyof ApprovalFields; message: string } | LoanDateProblem;

/** A rejection's reason: its message, required (at least 10 characters) where `rejectionNeedsReason`. */
export function checkRejectionReason(reason: string | undefined, required: boolean): string | null {
  const text = (reason ?? '').trim();
  if (text.length > approvalLimits.messageMax) return approvalMessages.messageLong;
  if (required && text.length < approvalLimits.rejectionReasonMin)
    return approvalMessages.rejectionReasonRequired;
  return null;
}

/**
 * The first problem of an approval: a vehicle, a tier, dates (the request's four rules, with its messages: a period
 * chosen at approval is one the agent could have asked for), the message's length, and a justification when the
 * agent (the requester or the driver) is blocked. A rejection checks its message only: its length, and at a
 * manager's step (`reasonRequired`) that it gives a reason.
 */
export function checkApproval(
  fields: ApprovalFields,
  today: string,
  options: { agentBlocked: boolean; approving: boolean; reasonRequired?: boolean },
): ApprovalProblem | null {
  const m = approvalMessages;
  // A rejection assigns nothing: only its message counts, so a stale request (its start already past) can still be
  // turned down.
  if (!options.approving) {
    const problem = checkRejectionReason(fields.description, options.reasonRequired ?? false);
    return problem ? { field: 'description', message: problem } : null;
  }
  if (!fields.carId) return { field: 'carId', message: m.vehicleRequired };
  if (!clientTiers.includes(fields.clientTier as 1 | 2 | 3))
    return { field: 'clientTier', message: m.tierInvalid };
  const dates = checkLoanDates(wireDateToIso(fields.startDate), wireDateToIso(fields.endDate), today);
  if (dates) return dates;
  if ((fields.description ?? '').length > approvalLimits.messageMax)
    return { field: 'description', message: m.messageLong };
  if (options.agentBlocked && options.approving && !(fields.justification ?? '').trim())
    return { field: 'justification', message: m.justificationRequired };
  if ((fields.justification ?? '').length > approvalLimits.justificationMax)
    return { field: 'justification', message: m.messageLong };
  return null;
}

/** Whether a fleet search text may be sent: 6 to 80 characters. */
export const isFleetSearch = (text: string) =>
  text.trim().length >= approvalLimits.fleetSearchMin && text.trim().length <= approvalLimits.fleetSearchMax;
