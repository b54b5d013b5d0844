/**
 * The checklist form's state and what it sends (spec loan-area sections 3 and 5): dates are typed dd/mm/yyyy and
 * sent ISO; `checkChecklist` of src/domain/checklist.ts, which the server applies too, decides whether it can go.
 */
import {
  checkChecklist,
  checklistKindFor,
  type ChecklistFields,
  type ChecklistLoan,
} from '../../../../domain/checklist';
import type { HandoverLoan } from '../../../../domain/handover';
import { typedDateToIso } from '../../../../domain/loanDates';
import type { ChecklistBody } from '../../../../domain/loanSchemas';

export interface ChecklistDraft {
  checklist: number[];
  km: string;
  /** As typed, dd/mm/yyyy. */
  nextReviewDate: string;
  returnDate: string;
  notes: string;
}

export const emptyChecklistDraft: ChecklistDraft = {
  checklist: [],
  km: '',
  nextReviewDate: '',
  returnDate: '',
  notes: '',
};

export function fieldsOf(draft: ChecklistDraft, files: string[]): ChecklistFields {
  return {
    ...draft,
    nextReviewDate: typedDateToIso(draft.nextReviewDate) ?? '',
    returnDate: typedDateToIso(draft.returnDate) ?? '',
    files,
  };
}

/** What the checklist's rules need of its loan: the kind, the start, the pickup day, the delivery km. */
export function checklistLoanOf(loan: HandoverLoan): ChecklistLoan | undefined {
  const kind = checklistKindFor(loan.status);
  if (!kind) return undefined;
  return {
    kind,
    startDate: loan.startDate,
    pickupDay: loan.handover.pickedUp?.day ?? null,
    deliveryKm: loan.handover.delivery?.km ?? null,
  };
}

/** The first problem, or null when the checklist can be sent. */
export const problemOf = (draft: ChecklistDraft, files: string[], today: string, loan?: ChecklistLoan) =>
  checkChecklist(fieldsOf(draft, files), today, loan);

export function checklistBodyOf(loanId: number, draft: ChecklistDraft, files: string[]): ChecklistBody {
  const fields = fieldsOf(draft, files);
  return {
    loanId,
    checklist: [...fields.checklist].sort((a, b) => a - b),
    nextReviewDate: fields.nextReviewDate,
    returnDate: fields.returnDate,
    notes: fields.notes.trim(),
    km: fields.km.trim(),
    files,
  };
}

/** Keys that make a number input take more than digits ('1e5', '-3', '2.5', '+1'): the spec blocks the e. */
export const blockedKmKeys = new Set(['e', 'E', '+', '-', '.', ',']);
