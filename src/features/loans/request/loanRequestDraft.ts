/**
 * What the wizard of /solicita-comodato holds while the user fills it in (spec loan-area sections 2, 3 and 4), the
 * rules of each step as the app reflects them (the server decides again), and the body it sends.
 */
import { cpfDigits, formatCpf, isValidCpf } from '../../../domain/cpf';
import {
  checkLoanDates,
  loanDateProblems,
  typedDateToIso,
  type LoanDateProblem,
  type LoanDateProblems,
} from '../../../domain/loanDates';
import { isDescriptionValid, isValidCnh } from '../../../domain/loanRequest';
import type { LoanRequestBody } from '../../../domain/loanSchemas';

export type DriverChoice = 'me' | 'other';
export type WizardStep = 0 | 1 | 2;

export interface LoanRequestDraft {
  /** Whose draft it is: another account in the same tab starts afresh. */
  userId: number;
  step: WizardStep;
  /** '' until the user picks one. */
  selectedDriver: DriverChoice | '';
  name: string;
  otherCPF: string;
  otherCNH: string;
  otherRG: string;
  /** The stored picture's name: the upload's `media`, or the profile's or found driver's `cnhPicture`. */
  cnhPicture: string;
  /** The name of the file the user picked, shown beside the field (empty for a picture already on record). */
  cnhPictureFileName: string;
  /** Model ids; 0 while none is chosen. */
  option1: number;
  option2: number;
  /** As typed, dd/mm/yyyy. */
  startDate: string;
  endDate: string;
  description: string;
  termsAccepted: boolean;
}

export const emptyDraft = (userId: number): LoanRequestDraft => ({
  userId,
  step: 0,
  selectedDriver: '',
  name: '',
  otherCPF: '',
  otherCNH: '',
  otherRG: '',
  cnhPicture: '',
  cnhPictureFileName: '',
  option1: 0,
  option2: 0,
  startDate: '',
  endDate: '',
  description: '',
  termsAccepted: false,
});

/** The driver's fields, cleared when the choice changes or another CPF is typed. */
export const noDriver = {
  name: '',
  otherCPF: '',
  otherCNH: '',
  otherRG: '',
  cnhPicture: '',
  cnhPictureFileName: '',
} satisfies Partial<LoanRequestDraft>;

/** The profile fields 'Eu' fills from (spec section 3, user-data). */
export interface DriverProfile {
  name?: unknown;
  cpf?: unknown;
  rg?: unknown;
  cnh?: unknown;
  cnhPicture?: unknown;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** 'Eu': the signed-in user's own data. */
export function driverFromProfile(user: DriverProfile): Partial<LoanRequestDraft> {
  const cpf = textOf(user.cpf);
  return {
    name: textOf(user.name),
    otherCPF: cpf ? formatCpf(cpf) : '',
    otherRG: textOf(user.rg),
    otherCNH: textOf(user.cnh),
    cnhPicture: textOf(user.cnhPicture),
    cnhPictureFileName: '',
  };
}

/** The lines of 'Agente não encontrado' a driver's data calls for; empty when the driver may drive. */
export interface MissingDriverData {
  cpf: boolean;
  rg: boolean;
  /** Another driver's record, which only that person can complete (not the user's own profile). */
  other?: boolean;
}

export const missingFromProfile = (user: DriverProfile): MissingDriverData => ({
  cpf: !isValidCpf(textOf(user.cpf)),
  rg: !textOf(user.rg),
});

export const isDriverValid = (draft: LoanRequestDraft) =>
  draft.selectedDriver !== '' &&
  draft.name.trim() !== '' &&
  isValidCpf(draft.otherCPF) &&
  draft.otherRG.trim() !== '' &&
  isValidCnh(draft.otherCNH) &&
  draft.cnhPicture.trim() !== '';

export const areOptionsValid = (draft: LoanRequestDraft) =>
  draft.option1 > 0 && draft.option2 > 0 && draft.option1 !== draft.option2;

/** The dates' problem, or null; `today` is Brazil's (yyyy-mm-dd). */
export const datesProblemOf = (draft: LoanRequestDraft, today: string): LoanDateProblem | null =>
  checkLoanDates(typedDateToIso(draft.startDate), typedDateToIso(draft.endDate), today);

/** Each date's own problem, shown under it (the end is judged by its own rules even while the start is wrong). */
export const datesProblemsOf = (draft: LoanRequestDraft, today: string): LoanDateProblems =>
  loanDateProblems(typedDateToIso(draft.startDate), typedDateToIso(draft.endDate), today);

/** The period to ask the models' availability for: only once both dates are typed in full and hold. */
export const availabilityPeriodOf = (draft: LoanRequestDraft, today: string) => {
  const startDate = typedDateToIso(draft.startDate);
  const endDate = typedDateToIso(draft.endDate);
  return startDate && endDate && !datesProblemOf(draft, today) ? { startDate, endDate } : null;
};

/** The terms may be accepted only while the dates hold and the description is long enough (spec section 4). */
export const canAcceptTerms = (draft: LoanRequestDraft, today: string) =>
  datesProblemOf(draft, today) === null && isDescriptionValid(draft.description);

export const isPeriodValid = (draft: LoanRequestDraft, today: string) =>
  canAcceptTerms(draft, today) && draft.termsAccepted;

/** The fields of each step whose rules are shown under them, in the step's order. */
export const stepFields = {
  0: ['otherCPF', 'otherCNH'],
  1: ['option1', 'option2'],
  2: ['startDate', 'endDate', 'description'],
} as const satisfies Record<WizardStep, readonly (keyof LoanRequestDraft)[]>;

export type CheckedField = (typeof stepFields)[WizardStep][number];

/** What each step gets to show its fields' rules: whether a field's are shown, and that a field was left. */
export interface FieldChecks {
  isChecked: (field: CheckedField) => boolean;
  /** A field left (blur) with `value` in it. */
  onLeave: (field: CheckedField, value: string) => void;
}

export function isStepValid(draft: LoanRequestDraft, today: string): boolean {
  if (draft.step === 0) return isDriverValid(draft);
  if (draft.step === 1) return areOptionsValid(draft);
  return isPeriodValid(draft, today);
}

/** A change to the draft, with the terms unticked when it breaks what accepting them needs. */
export function changeDraft(
  draft: LoanRequestDraft,
  changes: Partial<LoanRequestDraft>,
  today: string,
): LoanRequestDraft {
  const next = { ...draft, ...changes };
  if (next.termsAccepted && !canAcceptTerms(next, today)) next.termsAccepted = false;
  return next;
}

/** `POST lendingcontract/request` (spec section 3, "as sent"); call only once every step is valid. */
export const requestBodyOf = (draft: LoanRequestDraft): LoanRequestBody => ({
  isOwner: draft.selectedDriver === 'me',
  cpf: cpfDigits(draft.otherCPF),
  cnh: draft.otherCNH.replace(/\D/g, ''),
  rg: draft.otherRG.trim(),
  option1: draft.option1,
  option2: draft.option2,
  startDate: typedDateToIso(draft.startDate) ?? '',
  endDate: typedDateToIso(draft.endDate) ?? '',
  description: draft.description.trim(),
  cnhPicture: draft.cnhPicture,
});
