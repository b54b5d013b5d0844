import { describe, expect, it } from 'vitest';
import { checkChecklist, checklistItems, type ChecklistFields } from '../../src/domain/checklist';
import { checkPickup, pickupWindow } from '../../src/domain/handover';

describe('the pickup window', () => {
  const loan = { startDate: '2026-12-06', endDate: '2026-12-08', delivered: true };

  it('runs from the day before the start to the end date', () => {
    expect(pickupWindow(loan)).toEqual({ from: '2026-12-05', until: '2026-12-08' });
    for (const today of ['2026-12-05', '2026-12-06', '2026-12-08'])
      expect(checkPickup(loan, today)).toBeNull();
  });

  it('says when, before and after it', () => {
    for (const today of ['2026-11-26', '2026-12-04', '2026-12-09'])
      expect(checkPickup(loan, today)).toBe(
        'A retirada deste veículo é possível de 05/12/2026 a 08/12/2026.',
      );
  });

  it('asks for the delivery checklist first', () => {
    expect(checkPickup({ ...loan, delivered: false }, '2026-12-06')).toBe(
      'Registre o checklist de entrega antes da retirada.',
    );
  });
});

describe('the checklist against its loan', () => {
  const today = '2026-11-20';
  const fields: ChecklistFields = {
    checklist: checklistItems.map((item) => item.id),
    km: '12345',
    nextReviewDate: '2027-05-20',
    returnDate: '2026-11-20',
    notes: '',
    files: [],
  };
  const giveBack = {
    kind: 'Devolução' as const,
    startDate: '2026-11-18',
    pickupDay: '2026-11-20',
    deliveryKm: 12000,
  };

  it('takes a return at or above the delivery km, on or after the pickup day', () => {
    expect(checkChecklist(fields, today, giveBack)).toBeNull();
    expect(checkChecklist({ ...fields, km: '12000' }, today, giveBack)).toBeNull();
  });

  it('refuses a return km below the delivery km', () => {
    expect(checkChecklist({ ...fields, km: '11999' }, today, giveBack)).toEqual({
      field: 'km',
      message: 'A quilometragem da devolução não pode ser menor que a da entrega (12.000 km).',
    });
  });

  it('refuses a return date before the pickup day', () => {
    expect(checkChecklist({ ...fields, returnDate: '2026-11-19' }, today, giveBack)).toEqual({
      field: 'returnDate',
      message: 'A data de devolução não pode ser anterior à retirada (20/11/2026).',
    });
  });

  it("refuses a delivery checklist's return date before the loan's first pickup day", () => {
    const delivery = { kind: 'Entrega' as const, startDate: '2026-11-25', pickupDay: null, deliveryKm: null };
    expect(checkChecklist({ ...fields, returnDate: '2026-11-23' }, today, delivery)?.message).toBe(
      'A data de devolução não pode ser anterior a 24/11/2026, primeiro dia possível de retirada.',
    );
    expect(checkChecklist({ ...fields, returnDate: '2026-11-24' }, today, delivery)).toBeNull();
  });
});
