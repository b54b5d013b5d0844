/**
 * A loan's history as people read it: each recorded step (loan_transitions: who, when, what, what was said) in
 * Portuguese words. The requester's page, the approval detail and the final approval e-mail all name the steps
 * here. Role 10 sees the approval stages without the staff levels, as it sees the generic 'Aguardando Aprovação'
 * status (spec loan-area section 4).
 */
import { isLoanStatus, statusLabelFor, type LoanStatus } from './loanStatus';
import type { Role } from './roles';

export const loanHistoryTexts = {
  title: 'Histórico',
  /** The server's own steps (the sweep that marks a car as due back). */
  system: 'Sistema',
  request: 'Solicitação enviada',
  deliveryChecklist: 'Checklist de entrega registrado',
  checkout: 'Veículo retirado',
  markDue: 'Período encerrado, devolução pendente',
  returnChecklist: 'Veículo devolvido, checklist de devolução registrado',
  cancel: 'Solicitação cancelada',
  /** The holder of this booking was told the car of the loan before is not back yet (server/loans/loanHolds.ts). */
  lateReturnNotice: 'Aviso enviado: o veículo ainda não foi devolvido pelo empréstimo anterior',
  empty: 'Nenhuma etapa registrada.',
} as const;

/** The approval stage a step was taken in (the status it left): how the requester and the staff name it. */
export function approvalStageName(fromStatus: number, role: Role): string {
  if (role === 10) return fromStatus === 3 ? 'Aprovação final' : `${fromStatus}ª etapa de aprovação`;
  return ({ 1: 'Backoffice', 2: 'Gerente 1', 3: 'Gerente 2' } as Record<number, string>)[fromStatus] ?? '';
}

export interface HistoryStepFacts {
  action: string;
  fromStatus: number | null;
  toStatus: number;
}

/** What a step did, in the viewer's words: 'Aprovada (Gerente 1)', 'Veículo retirado'. */
export function historyActionText(step: HistoryStepFacts, role: Role): string {
  const t = loanHistoryTexts;
  const stage = step.fromStatus === null ? '' : approvalStageName(step.fromStatus, role);
  switch (step.action) {
    case 'request':
      return t.request;
    case 'approve':
      if (role !== 10) return `Aprovada (${stage})`;
      return step.fromStatus === 3 ? stage : `Aprovada na ${step.fromStatus}ª etapa`;
    case 'reject':
      return role === 10 ? 'Reprovada' : `Reprovada (${stage})`;
    case 'deliveryChecklist':
      return t.deliveryChecklist;
    case 'checkout':
      return t.checkout;
    case 'markDue':
      return t.markDue;
    case 'returnChecklist':
      return t.returnChecklist;
    case 'cancel':
      return t.cancel;
    case 'lateReturnNotice':
      return t.lateReturnNotice;
    default: {
      // A step this table does not know yet still says where it left the loan.
      const to = step.toStatus;
      return isLoanStatus(to) ? statusLabelFor(to as LoanStatus, role) : `Status ${to}`;
    }
  }
}

/** The statuses that end a loan with a reason the requester must read (rejection, cancellation). */
export const reasonLabels: Partial<Record<LoanStatus, string>> = {
  5: 'Motivo da reprovação',
  6: 'Motivo da reprovação',
  10: 'Motivo do cancelamento',
};
