import { describe, expect, it } from 'vitest';
import {
  approvalMessages,
  checkApproval,
  isFleetSearch,
  rejectionNeedsReason,
  type ApprovalFields,
} from '../../src/domain/approval';

const today = '2026-11-20';
const good: ApprovalFields = {
  carId: 3,
  clientTier: 2,
  startDate: '2026-11-22',
  endDate: '2026-11-25',
  description: 'Retire o carro na portaria 2.',
};
const approve = (fields: Partial<ApprovalFields>, agentBlocked = false) =>
  checkApproval({ ...good, ...fields }, today, { agentBlocked, approving: true })?.message ?? null;
const reject = (fields: Partial<ApprovalFields>) =>
  checkApproval({ ...good, ...fields }, today, { agentBlocked: true, approving: false })?.message ?? null;

describe('an approval', () => {
  it('passes with a vehicle, a tier, a period of the rules and a message', () => {
    expect(approve({})).toBeNull();
  });

  it('needs a vehicle, then a tier of 1 to 3', () => {
    expect(approve({ carId: null, clientTier: 9 })).toBe(approvalMessages.vehicleRequired);
    expect(approve({ clientTier: null })).toBe(approvalMessages.tierInvalid);
    expect(approve({ clientTier: 4 })).toBe(approvalMessages.tierInvalid);
  });

  it('takes the request’s dates: from yesterday on, at most 60 days ahead, the end not before the start, at most 7 days', () => {
    expect(approve({ startDate: '2026-11-19', endDate: '2026-11-19' })).toBeNull();
    expect(approve({ startDate: '2026-11-18', endDate: '2026-11-19' })).toBe('Data início inválida');
    expect(approve({ startDate: '2026-11-25', endDate: '2026-11-24' })).toBe(
      'Data fim inferior a data início',
    );
    expect(approve({ startDate: '2026-11-22', endDate: '2026-11-29' })).toBeNull();
    expect(approve({ startDate: '2026-11-22', endDate: '2026-11-30' })).toBe('Período superior a 7 dias');
    expect(approve({ startDate: '2027-01-19', endDate: '2027-01-20' })).toBeNull();
    expect(approve({ startDate: '2027-01-20', endDate: '2027-01-21' })).toBe(
      'Data início superior a 60 dias',
    );
    expect(approve({ startDate: '9999-12-25', endDate: '9999-12-26' })).toBe(
      'Data início superior a 60 dias',
    );
  });

  it('keeps the message to 2000 characters, and asks a justification to let a blocked agent through', () => {
    expect(approve({ description: 'x'.repeat(2000) })).toBeNull();
    expect(approve({ description: 'x'.repeat(2001) })).toBe(approvalMessages.messageLong);
    expect(approve({ justification: '  ' }, true)).toBe(approvalMessages.justificationRequired);
    expect(approve({ justification: 'Conversamos e a avaria foi paga.' }, true)).toBeNull();
  });
});

describe('a rejection', () => {
  it('checks only its message: a stale request without vehicle or tier can still be turned down', () => {
    expect(
      reject({ carId: null, clientTier: null, startDate: '2026-10-01', endDate: '2026-10-30' }),
    ).toBeNull();
    expect(reject({ description: 'x'.repeat(2001) })).toBe(approvalMessages.messageLong);
  });

  it('at a manager’s step (2 or 3) needs a reason of at least 10 characters, spaces around not counted', () => {
    const managerReject = (description: string | undefined) =>
      checkApproval({ ...good, description }, today, {
        agentBlocked: false,
        approving: false,
        reasonRequired: true,
      }) ?? null;
    expect(managerReject(undefined)).toEqual({
      field: 'description',
      message: 'Informe o motivo da reprovação, com pelo menos 10 caracteres.',
    });
    expect(managerReject('  Sem pauta  ')).toEqual({
      field: 'description',
      message: approvalMessages.rejectionReasonRequired,
    });
    expect(managerReject('Sem pauta.')).toBeNull();
    expect([1, 2, 3, 4].map(rejectionNeedsReason)).toEqual([false, true, true, false]);
    // The Backoffice may still turn a request down without one.
    expect(reject({ description: '' })).toBeNull();
  });
});

describe('the fleet search', () => {
  it('is sent from 6 to 80 characters, spaces around not counted', () => {
    expect(isFleetSearch('FROTA')).toBe(false);
    expect(isFleetSearch(' FROTA-0 ')).toBe(true);
    expect(isFleetSearch('x'.repeat(80))).toBe(true);
    expect(isFleetSearch('x'.repeat(81))).toBe(false);
  });
});
