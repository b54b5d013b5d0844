import { describe, expect, it } from 'vitest';
import {
  checkChecklist,
  checklistItems,
  checklistKindFor,
  checklistMessages,
  isKm,
  type ChecklistFields,
} from '../../src/domain/checklist';

const today = '2026-11-20';
const good: ChecklistFields = {
  checklist: checklistItems.map((item) => item.id),
  km: '12345',
  nextReviewDate: '2027-05-20',
  returnDate: '2026-11-20',
  notes: '',
  files: [],
};
const problem = (fields: Partial<ChecklistFields>) =>
  checkChecklist({ ...good, ...fields }, today)?.message ?? null;

describe('the loan checklist', () => {
  it('has the nine items of the spec, each with its Portuguese hint', () => {
    expect(checklistItems.map((item) => item.name)).toEqual([
      'Motor',
      'Climatização',
      'Suspensão',
      'Direção',
      'Freios',
      'Parte elétrica',
      'Pneus',
      'Equipamentos obrigatórios',
      'Documentação',
    ]);
    expect(checklistItems.find((item) => item.name === 'Freios')?.hint).toBe(
      'pastilhas, discos, ruídos, pressão do pedal, eficiência',
    );
  });

  it('is a delivery at status 4, a return at 7 and 8, and nothing elsewhere', () => {
    expect(checklistKindFor(4)).toBe('Entrega');
    expect(checklistKindFor(7)).toBe('Devolução');
    expect(checklistKindFor(8)).toBe('Devolução');
    for (const status of [1, 2, 3, 5, 6, 9, 10]) expect(checklistKindFor(status)).toBeNull();
  });

  it('passes with all nine items, km in digits and dates from yesterday on', () => {
    expect(problem({})).toBeNull();
    expect(problem({ returnDate: '2026-11-19' })).toBeNull();
  });

  it('refuses, in order: a missing or unknown item, km not in digits, dates before yesterday, long notes', () => {
    expect(problem({ checklist: [1, 2, 3, 4, 5, 6, 7, 8], km: 'x' })).toBe(checklistMessages.itemsMissing);
    expect(problem({ checklist: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] })).toBe(checklistMessages.itemsMissing);
    expect(problem({ km: '1e5' })).toBe(checklistMessages.kmInvalid);
    expect(problem({ km: '' })).toBe(checklistMessages.kmInvalid);
    expect(problem({ nextReviewDate: '2026-11-18' })).toBe(checklistMessages.nextReviewInvalid);
    expect(problem({ returnDate: '31/02/2026' })).toBe(checklistMessages.returnDateInvalid);
    expect(problem({ notes: 'x'.repeat(2001) })).toBe(checklistMessages.notesLong);
    expect(problem({ files: Array.from({ length: 21 }, (_, i) => `f${i}.jpg`) })).toBe(
      checklistMessages.tooManyPhotos,
    );
  });

  it('reads km as digits only, the letter e of number inputs included', () => {
    expect(isKm('0')).toBe(true);
    expect(isKm('1234567')).toBe(true);
    expect(isKm('12345678')).toBe(false);
    expect(isKm('12e3')).toBe(false);
    expect(isKm('-1')).toBe(false);
  });
});
