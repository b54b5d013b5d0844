import { describe, expect, it } from 'vitest';
import {
  cancellableStatuses,
  holdingStatuses,
  isLoanStatus,
  loanStatuses,
  statusLabelFor,
  transitionMessages,
  transitionOf,
  type LoanAction,
  type LoanActor,
  type LoanStatus,
} from '../../src/domain/loanStatus';

const allStatuses: LoanStatus[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const allRoles = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const owner = 42;
const someoneElse = 43;
const as = (role: number, adminFlag = false, userId = 100 + role): LoanActor => ({
  kind: 'user',
  userId,
  role,
  adminFlag,
});
const system: LoanActor = { kind: 'system' };

const refusedForRole = { ok: false, reason: 'role', message: transitionMessages.role };
const refusedForStatus = { ok: false, reason: 'status', message: transitionMessages.status };
const alreadyDecided = { ok: false, reason: 'status', message: transitionMessages.decided };
const ownLoan = { ok: false, reason: 'role', message: transitionMessages.own };

/** The roles (without the admin flag) that may do `action` from `from` on someone else's loan. */
const rolesAllowed = (action: LoanAction, from: LoanStatus) =>
  allRoles.filter((role) => transitionOf(action, from, as(role), owner).ok);

describe('the statuses (spec section 4, plus 10 Cancelado)', () => {
  it('has the spec table’s labels and short labels for 1 to 9, and Cancelado for 10', () => {
    expect(
      Object.entries(loanStatuses).map(([status, { label, shortLabel }]) => [status, label, shortLabel]),
    ).toEqual([
      ['1', 'Aguardando Aprovação (Backoffice)', 'Aguardando aprovação'],
      ['2', 'Aguardando Aprovação (Gerente 1)', 'Aguardando aprovação'],
      ['3', 'Aguardando Aprovação (Gerente 2)', 'Aguardando aprovação'],
      ['4', 'Aprovado', 'Aprovado'],
      ['5', 'Reprovado (Backoffice)', 'Reprovado'],
      ['6', 'Reprovado (Gerente)', 'Reprovado'],
      ['7', 'Veículo emprestado', 'Em comodato'],
      ['8', 'Veículo devolvido, checklist pendente', 'Devolvido'],
      ['9', 'Processo finalizado', 'Encerrado'],
      ['10', 'Cancelado', 'Cancelado'],
    ]);
  });

  it('knows 1 to 10 and nothing else', () => {
    expect(allStatuses.every(isLoanStatus)).toBe(true);
    for (const value of [0, 11, -1, 1.5]) expect(isLoanStatus(value)).toBe(false);
  });

  it('shows role 10 the generic Aguardando Aprovação for 1 to 3 only', () => {
    expect(allStatuses.map((status) => statusLabelFor(status, 10))).toEqual([
      'Aguardando Aprovação',
      'Aguardando Aprovação',
      'Aguardando Aprovação',
      'Aprovado',
      'Reprovado (Backoffice)',
      'Reprovado (Gerente)',
      'Veículo emprestado',
      'Veículo devolvido, checklist pendente',
      'Processo finalizado',
      'Cancelado',
    ]);
  });

  it('shows every other role the full label, which says whose approval is awaited', () => {
    for (const role of [0, 1, 2, 3, 4, 5, 6, 9])
      expect(allStatuses.map((status) => statusLabelFor(status, role))).toEqual(
        allStatuses.map((status) => loanStatuses[status].label),
      );
  });

  it('holds the fleet vehicle in 2, 3, 4, 7 and 8, and lets a request be cancelled in 1 to 4', () => {
    expect(holdingStatuses).toEqual([2, 3, 4, 7, 8]);
    expect(cancellableStatuses).toEqual([1, 2, 3, 4]);
  });
});

describe('the workflow (DECISIONS.md "The loan workflow"), row by row', () => {
  it('1 -> 2 approve and 1 -> 5 reject: the Backoffice view only (0, 1, 5)', () => {
    expect(transitionOf('approve', 1, as(5), owner)).toEqual({ ok: true, to: 2 });
    expect(transitionOf('reject', 1, as(5), owner)).toEqual({ ok: true, to: 5 });
    expect(rolesAllowed('approve', 1)).toEqual([0, 1, 5]);
    expect(rolesAllowed('reject', 1)).toEqual([0, 1, 5]);
  });

  it('2 -> 3 approve and 2 -> 6 reject: manager level 1 and the administrator', () => {
    expect(transitionOf('approve', 2, as(2), owner)).toEqual({ ok: true, to: 3 });
    expect(transitionOf('reject', 2, as(2), owner)).toEqual({ ok: true, to: 6 });
    expect(rolesAllowed('approve', 2)).toEqual([1, 2]);
    expect(rolesAllowed('reject', 2)).toEqual([1, 2]);
  });

  it('3 -> 4 approve and 3 -> 6 reject: manager level 2 and the administrator', () => {
    expect(transitionOf('approve', 3, as(3), owner)).toEqual({ ok: true, to: 4 });
    expect(transitionOf('reject', 3, as(3), owner)).toEqual({ ok: true, to: 6 });
    expect(rolesAllowed('approve', 3)).toEqual([1, 3]);
    expect(rolesAllowed('reject', 3)).toEqual([1, 3]);
  });

  it('lets the administrator approve 2 -> 3 and 3 -> 4 with the admin flag as without it', () => {
    for (const adminFlag of [true, false]) {
      expect(transitionOf('approve', 2, as(1, adminFlag), owner)).toEqual({ ok: true, to: 3 });
      expect(transitionOf('approve', 3, as(1, adminFlag), owner)).toEqual({ ok: true, to: 4 });
      expect(transitionOf('reject', 3, as(1, adminFlag), owner)).toEqual({ ok: true, to: 6 });
    }
  });

  it('gives the admin flag no power to anyone but the administrator', () => {
    for (const role of [0, 4, 5, 10]) {
      expect(transitionOf('approve', 2, as(role, true), owner).ok).toBe(false);
      expect(transitionOf('approve', 3, as(role, true), owner).ok).toBe(false);
    }
    expect(transitionOf('approve', 2, as(4, true), owner)).toEqual(refusedForRole);
    expect(transitionOf('approve', 3, as(10, true), owner)).toEqual(refusedForRole);
  });

  it('tells an approver whose step the request has left that it was decided (409), not that they may not', () => {
    // The Backoffice after its step; manager level 1 once level 2 has it; anyone once it is approved or rejected.
    expect(transitionOf('approve', 2, as(5), owner)).toEqual(alreadyDecided);
    expect(transitionOf('reject', 3, as(5), owner)).toEqual(alreadyDecided);
    expect(transitionOf('approve', 3, as(2), owner)).toEqual(alreadyDecided);
    expect(transitionOf('reject', 3, as(2), owner)).toEqual(alreadyDecided);
    for (const from of [4, 5, 6, 7, 10] as const) {
      expect(transitionOf('approve', from, as(2), owner)).toEqual(alreadyDecided);
      expect(transitionOf('reject', from, as(1), owner)).toEqual(alreadyDecided);
    }
  });

  it('refuses a manager a request whose step has not come (403)', () => {
    expect(transitionOf('approve', 2, as(3), owner)).toEqual(refusedForRole);
    expect(transitionOf('approve', 1, as(2), owner)).toEqual(refusedForRole);
    expect(transitionOf('reject', 1, as(3), owner)).toEqual(refusedForRole);
  });

  it('lets nobody decide a loan they requested or will drive, not even the administrator', () => {
    const driver = 77;
    for (const [role, from] of [
      [5, 1],
      [2, 2],
      [3, 3],
      [1, 1],
      [1, 2],
      [1, 3],
    ] as const) {
      for (const action of ['approve', 'reject'] as const) {
        expect(transitionOf(action, from, as(role, true, owner), owner, driver)).toEqual(ownLoan);
        expect(transitionOf(action, from, as(role, true, driver), owner, driver)).toEqual(ownLoan);
        expect(transitionOf(action, from, as(role, true), owner, driver).ok).toBe(true);
      }
    }
    // The other steps stay theirs: a staff member hands over the car of their own loan.
    expect(transitionOf('checkout', 4, as(5, false, owner), owner, owner)).toEqual({ ok: true, to: 7 });
  });

  it('4 -> 4 delivery checklist: recorded by the checklist roles, status unchanged', () => {
    expect(transitionOf('deliveryChecklist', 4, as(5), owner)).toEqual({ ok: true, to: 4 });
    expect(rolesAllowed('deliveryChecklist', 4)).toEqual([0, 1, 2, 3, 5]);
  });

  it('4 -> 7 pickup: below 6 except 4, never the press', () => {
    expect(transitionOf('checkout', 4, as(2), owner)).toEqual({ ok: true, to: 7 });
    expect(rolesAllowed('checkout', 4)).toEqual([0, 1, 2, 3, 5]);
    expect(transitionOf('checkout', 4, as(10, false, owner), owner)).toEqual(refusedForRole);
  });

  it('7 -> 8 only by the server’s sweep, never by a user', () => {
    expect(transitionOf('markDue', 7, system, owner)).toEqual({ ok: true, to: 8 });
    expect(rolesAllowed('markDue', 7)).toEqual([]);
    expect(transitionOf('markDue', 7, as(1, true), owner)).toEqual(refusedForRole);
    expect(transitionOf('markDue', 4, system, owner)).toEqual(refusedForStatus);
  });

  it('7 or 8 -> 9 return checklist by the checklist roles', () => {
    expect(transitionOf('returnChecklist', 7, as(3), owner)).toEqual({ ok: true, to: 9 });
    expect(transitionOf('returnChecklist', 8, as(5), owner)).toEqual({ ok: true, to: 9 });
    expect(rolesAllowed('returnChecklist', 8)).toEqual([0, 1, 2, 3, 5]);
  });

  it('gives the server’s sweep nothing but marking a loan due', () => {
    for (const action of ['approve', 'reject', 'checkout', 'deliveryChecklist', 'cancel'] as const)
      expect(transitionOf(action, 4, system, owner)).toEqual(refusedForRole);
  });
});

describe('cancelling (1–4 -> 10)', () => {
  it('lets the requester cancel their own request in 1 to 4', () => {
    for (const from of [1, 2, 3, 4] as const)
      expect(transitionOf('cancel', from, as(10, false, owner), owner)).toEqual({ ok: true, to: 10 });
  });

  it('refuses the requester once the car is lent (7), or a request already closed', () => {
    for (const from of [5, 6, 7, 8, 9, 10] as const)
      expect(transitionOf('cancel', from, as(10, false, owner), owner)).toEqual(refusedForStatus);
  });

  it('refuses the requester someone else’s request', () => {
    expect(transitionOf('cancel', 1, as(10, false, owner), someoneElse)).toEqual(refusedForRole);
  });

  it('lets staff (5) and the other roles below 6 except 4 cancel anyone’s request', () => {
    expect(transitionOf('cancel', 3, as(5), someoneElse)).toEqual({ ok: true, to: 10 });
    expect(rolesAllowed('cancel', 2)).toEqual([0, 1, 2, 3, 5]);
  });

  it('refuses role 4 even on a request of its own', () => {
    expect(transitionOf('cancel', 1, as(4, false, owner), owner)).toEqual(refusedForRole);
    expect(transitionOf('cancel', 1, as(4), someoneElse)).toEqual(refusedForRole);
  });

  it('lets roles 6 to 9 cancel their own request only', () => {
    for (const role of [6, 7, 8, 9]) {
      expect(transitionOf('cancel', 1, as(role, false, owner), owner)).toEqual({ ok: true, to: 10 });
      expect(transitionOf('cancel', 1, as(role), someoneElse)).toEqual(refusedForRole);
    }
  });
});

describe('why a transition is refused', () => {
  it('blames the status when the actor could do this action at another step (409 on the server)', () => {
    expect(transitionOf('approve', 4, as(5), owner)).toEqual(alreadyDecided);
    expect(transitionOf('checkout', 7, as(5), owner)).toEqual(refusedForStatus);
    expect(transitionOf('returnChecklist', 4, as(1), owner)).toEqual(refusedForStatus);
  });

  it('blames the role when the actor may never do this action (403), whatever the status', () => {
    expect(transitionOf('approve', 4, as(10), owner)).toEqual(refusedForRole);
    expect(transitionOf('approve', 1, as(10), owner)).toEqual(refusedForRole);
    expect(transitionOf('checkout', 7, as(4), owner)).toEqual(refusedForRole);
  });

  it('tells the user each reason in Portuguese', () => {
    expect(transitionMessages).toEqual({
      status: 'Esta solicitação não está mais na etapa para esta ação. Atualize a página.',
      role: 'Você não tem permissão para esta ação.',
      decided: 'Esta solicitação já foi decidida por outra pessoa.',
      own: 'Você não pode decidir uma solicitação sua ou em que você é o condutor.',
    });
  });
});
