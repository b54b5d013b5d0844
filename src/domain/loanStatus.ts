/**
 * Loan statuses (spec loan-area section 4, plus 10 Cancelado of DECISIONS.md) and the workflow's transitions table:
 * who may move a loan from which status to which. The server decides with `transitionOf`; the app only reflects it
 * (which buttons it shows, which label it prints).
 */
import { can, type Role } from './roles';

export const loanStatuses = {
  1: { label: 'Aguardando Aprovação (Backoffice)', shortLabel: 'Aguardando aprovação' },
  2: { label: 'Aguardando Aprovação (Gerente 1)', shortLabel: 'Aguardando aprovação' },
  3: { label: 'Aguardando Aprovação (Gerente 2)', shortLabel: 'Aguardando aprovação' },
  4: { label: 'Aprovado', shortLabel: 'Aprovado' },
  5: { label: 'Reprovado (Backoffice)', shortLabel: 'Reprovado' },
  6: { label: 'Reprovado (Gerente)', shortLabel: 'Reprovado' },
  7: { label: 'Veículo emprestado', shortLabel: 'Em comodato' },
  8: { label: 'Veículo devolvido, checklist pendente', shortLabel: 'Devolvido' },
  9: { label: 'Processo finalizado', shortLabel: 'Encerrado' },
  10: { label: 'Cancelado', shortLabel: 'Cancelado' },
} as const;

export type LoanStatus = keyof typeof loanStatuses;
export const isLoanStatus = (value: number): value is LoanStatus => value in loanStatuses;

/** Statuses in which a loan holds its fleet vehicle for its period (the exclusion constraint's list). */
export const holdingStatuses: readonly LoanStatus[] = [2, 3, 4, 7, 8];
/** Statuses a request can still be cancelled in. */
export const cancellableStatuses: readonly LoanStatus[] = [1, 2, 3, 4];

/** The label a viewer sees: role 10 (press) sees the generic 'Aguardando Aprovação' for 1–3 (spec section 4). */
export function statusLabelFor(status: LoanStatus, role: Role): string {
  if (role === 10 && status <= 3) return 'Aguardando Aprovação';
  return loanStatuses[status].label;
}

export type LoanAction =
  'approve' | 'reject' | 'deliveryChecklist' | 'checkout' | 'markDue' | 'returnChecklist' | 'cancel';

/** Who acts: a signed-in user (with the `?admin=1` flag where it matters), or the server's own sweep. */
export type LoanActor =
  { kind: 'user'; userId: number; role: Role; adminFlag?: boolean } | { kind: 'system' };

interface Transition {
  from: readonly LoanStatus[];
  to: (from: LoanStatus) => LoanStatus;
  /** Whether this actor may do it to this loan (owned by `ownerId`) in status `from`. */
  allowed: (actor: LoanActor, from: LoanStatus, ownerId: number) => boolean;
}

const user = (actor: LoanActor) => (actor.kind === 'user' ? actor : null);
const managerFor = (from: LoanStatus, role: Role) =>
  (from === 2 && (role === 2 || role === 1)) || (from === 3 && (role === 3 || role === 1));

/** DECISIONS.md "The loan workflow", row by row. */
const transitions: Record<LoanAction, Transition> = {
  approve: {
    from: [1, 2, 3],
    to: (from) => (from + 1) as LoanStatus,
    allowed: (actor, from) => {
      const who = user(actor);
      if (!who) return false;
      return from === 1 ? can(who.role, 'approveAsBackoffice') : managerFor(from, who.role);
    },
  },
  reject: {
    from: [1, 2, 3],
    to: (from) => (from === 1 ? 5 : 6),
    allowed: (actor, from) => {
      const who = user(actor);
      if (!who) return false;
      return from === 1 ? can(who.role, 'approveAsBackoffice') : managerFor(from, who.role);
    },
  },
  deliveryChecklist: {
    from: [4],
    to: () => 4,
    allowed: (actor) => !!user(actor) && can(user(actor)!.role, 'checklist'),
  },
  checkout: {
    from: [4],
    to: () => 7,
    allowed: (actor) => !!user(actor) && can(user(actor)!.role, 'pickup'),
  },
  markDue: { from: [7], to: () => 8, allowed: (actor) => actor.kind === 'system' },
  returnChecklist: {
    from: [7, 8],
    to: () => 9,
    allowed: (actor) => !!user(actor) && can(user(actor)!.role, 'checklist'),
  },
  cancel: {
    from: cancellableStatuses,
    to: () => 10,
    allowed: (actor, _from, ownerId) => {
      const who = user(actor);
      if (!who) return false;
      if (can(who.role, 'cancelAnyRequest')) return true;
      return who.userId === ownerId && can(who.role, 'cancelCard');
    },
  },
};

export type TransitionCheck =
  { ok: true; to: LoanStatus } | { ok: false; reason: 'status' | 'role'; message: string };

export const transitionMessages = {
  status: 'Esta solicitação não está mais na etapa para esta ação. Atualize a página.',
  role: 'Você não tem permissão para esta ação.',
  /** Another approver took this request's step first (or it left the workflow's steps meanwhile). */
  decided: 'Esta solicitação já foi decidida por outra pessoa.',
  own: 'Você não pode decidir uma solicitação sua ou em que você é o condutor.',
} as const;

/** The approval steps in their order: approving or rejecting is deciding one of them. */
const decisionSteps: readonly LoanStatus[] = [1, 2, 3];
const isDecision = (action: LoanAction) => action === 'approve' || action === 'reject';

/**
 * Whether `actor` may do `action` to a loan in status `from` requested by `ownerId` and driven by `driverId`, and the
 * status it goes to. A wrong status is told apart from a wrong role (409 against 403 on the server):
 * - nobody decides (approves or rejects) a loan they requested or will drive, whatever their role: separation of
 *   duties, which holds for the administrator too, who could otherwise take their own loan through every step;
 * - an approver whose step the loan has left (another approver decided it, or it was cancelled) is told it was
 *   decided, not that they lack permission: their page was stale. An approver whose step has not come yet, or who
 *   may never take this step, lacks permission.
 */
export function transitionOf(
  action: LoanAction,
  from: LoanStatus,
  actor: LoanActor,
  ownerId: number,
  driverId: number | null = null,
): TransitionCheck {
  const transition = transitions[action];
  const anyStatusAllowed = transition.from.some((status) => transition.allowed(actor, status, ownerId));
  if (!anyStatusAllowed) return { ok: false, reason: 'role', message: transitionMessages.role };
  const who = user(actor);
  if (isDecision(action) && who && (who.userId === ownerId || who.userId === driverId))
    return { ok: false, reason: 'role', message: transitionMessages.own };
  if (!transition.from.includes(from))
    return {
      ok: false,
      reason: 'status',
      message: isDecision(action) ? transitionMessages.decided : transitionMessages.status,
    };
  if (!transition.allowed(actor, from, ownerId)) {
    const stepPassed = decisionSteps.some((step) => step < from && transition.allowed(actor, step, ownerId));
    return isDecision(action) && stepPassed
      ? { ok: false, reason: 'status', message: transitionMessages.decided }
      : { ok: false, reason: 'role', message: transitionMessages.role };
  }
  return { ok: true, to: transition.to(from) };
}
