/**
 * The wizard's draft in session storage ('loan-request-draft'), so a reload or a failed submit loses nothing; the
 * picture's bytes are never kept, only its stored name. Like src/lib/storage.ts's adapters, a read survives a corrupt
 * or foreign value: it drops the key and answers null, never throws.
 */
import type { LoanRequestDraft } from './loanRequestDraft';

const key = 'loan-request-draft';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked (privacy mode, sandboxed iframe): the wizard works from memory
  }
}

const shape: Record<keyof LoanRequestDraft, 'string' | 'number' | 'boolean'> = {
  userId: 'number',
  step: 'number',
  selectedDriver: 'string',
  name: 'string',
  otherCPF: 'string',
  otherCNH: 'string',
  otherRG: 'string',
  cnhPicture: 'string',
  cnhPictureFileName: 'string',
  option1: 'number',
  option2: 'number',
  startDate: 'string',
  endDate: 'string',
  description: 'string',
  termsAccepted: 'boolean',
};

function isDraft(value: unknown): value is LoanRequestDraft {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    Object.entries(shape).every(([field, type]) => typeof record[field] === type) &&
    [0, 1, 2].includes(record.step as number) &&
    ['', 'me', 'other'].includes(record.selectedDriver as string)
  );
}

export const draftStorage = {
  read(): LoanRequestDraft | null {
    try {
      const raw = sessionStore()?.getItem(key);
      if (raw == null) return null;
      const value: unknown = JSON.parse(raw);
      if (isDraft(value)) return value;
    } catch {
      // not JSON, or storage refused: dropped below
    }
    draftStorage.clear();
    return null;
  },
  write(draft: LoanRequestDraft): void {
    try {
      sessionStore()?.setItem(key, JSON.stringify(draft));
    } catch {
      // quota or blocked storage: the draft lives on in memory
    }
  },
  clear(): void {
    try {
      sessionStore()?.removeItem(key);
    } catch {
      // nothing to clear
    }
  },
};
