/**
 * What happens to an approved loan (DECISIONS.md "The loan workflow"): staff hand the car over (pickup, 4 -> 7),
 * record the delivery checklist (status 4, unchanged) and the return checklist (7 or 8 -> 9), and a request is
 * cancelled (1–4 -> 10) by its requester or by staff. Every move goes through the transitions table of
 * loanService.ts, so a wrong role is 403 and a wrong status 409, and nothing changes then.
 */
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { checkChecklist, checklistKindFor, type ChecklistFields } from '../../src/domain/checklist';
import { todayInBrazil, wireDateToIso } from '../../src/domain/loanDates';
import type { ChecklistBody, WireLoan } from '../../src/domain/loanSchemas';
import { cancellableStatuses, isLoanStatus, transitionMessages } from '../../src/domain/loanStatus';
import { can } from '../../src/domain/roles';
import type { Db } from '../db/client';
import { loanChecklists, loans, privateUploads } from '../db/schema';
import { DomainError } from '../shared/domainError';
import {
  applyTransition,
  loanServiceMessages,
  transitionIn,
  type LoanSite,
  type TransitionResult,
} from './loanService';
import { listWireLoans, wireLoanById } from './wireLoans';

export interface Staff {
  id: number;
  role: number;
}

/** What pickup, the checklist and a cancellation are each given: who acts, when, and where the e-mails link to. */
export interface HandoverStep {
  db: Db;
  viewer: Staff;
  now: Date;
  site: LoanSite;
}

export const handoverMessages = {
  photoUnknown: 'Foto não encontrada. Envie a foto novamente.',
  deliveryAlreadyRecorded: 'O checklist de entrega desta solicitação já foi registrado.',
} as const;

/** The loan after its move, as the mover sees it (`LoanMoveResponse`). */
async function moved(db: Db, viewer: Staff, result: TransitionResult) {
  const loan = await wireLoanById(db, result.id, viewer.role);
  if (!loan) throw new DomainError(404, loanServiceMessages.loanNotFound);
  return { success: true as const, loan };
}

const bySoonestStart = (a: WireLoan, b: WireLoan) => a.startDate.localeCompare(b.startDate) || a.id - b.id;

/** `GET lendingcontract/checkout`: approved loans, to be picked up, soonest start first. */
export async function listPickup(db: Db, viewer: Staff): Promise<WireLoan[]> {
  return (await listWireLoans(db, viewer.role, eq(loans.status, 4))).sort(bySoonestStart);
}

/** `POST lendingcontract/checkout`: the agent takes the car (4 -> 7). */
export async function checkout({ db, viewer, loanId, now, site }: HandoverStep & { loanId: number }) {
  const actor = { kind: 'user' as const, userId: viewer.id, role: viewer.role };
  return moved(
    db,
    viewer,
    await applyTransition({ db, loanId, action: 'checkout', actor, details: {}, now, site }),
  );
}

/** Loans awaiting a checklist: approved without a delivery checklist yet, lent, or due back. */
const awaitingChecklist: SQL = or(
  and(eq(loans.status, 4), isNull(loans.deliveryChecklistAt)),
  inArray(loans.status, [7, 8]),
)!;

/** `GET checklist/pending`, soonest start first. */
export async function listChecklistPending(db: Db, viewer: Staff): Promise<WireLoan[]> {
  return (await listWireLoans(db, viewer.role, awaitingChecklist)).sort(bySoonestStart);
}

const fieldsOf = (body: ChecklistBody): ChecklistFields => ({
  checklist: body.checklist,
  km: String(body.km),
  nextReviewDate: body.nextReviewDate,
  returnDate: body.returnDate,
  notes: body.notes,
  files: body.files,
});

/**
 * `POST checklist/create`: at status 4 the delivery checklist ('Entrega', status unchanged, once), at 7 or 8 the
 * return checklist ('Devolução', the loan goes to 9). The checklist row and the move share one transaction: a loan
 * never closes without its checklist, nor keeps a checklist of a move that failed.
 */
export async function createChecklist({
  db,
  viewer,
  body,
  now,
  site,
}: HandoverStep & { body: ChecklistBody }) {
  const fields = fieldsOf(body);
  const problem = checkChecklist(fields, todayInBrazil(now));
  if (problem) throw new DomainError(400, problem.message);
  const files = [...new Set(fields.files)];
  if (files.length > 0) {
    // Photos are the caller's own uploads (POST medias/upload-front): naming someone else's file would attach,
    // and then let staff read, a document the caller never had.
    const owned = await db
      .select({ name: privateUploads.name })
      .from(privateUploads)
      .where(and(inArray(privateUploads.name, files), eq(privateUploads.ownerId, viewer.id)));
    if (owned.length !== files.length) throw new DomainError(400, handoverMessages.photoUnknown);
  }

  const actor = { kind: 'user' as const, userId: viewer.id, role: viewer.role };
  const result = await db.transaction(async (tx) => {
    // Locked before deciding which checklist this is: two people sending one at once are serialised.
    const [loan] = await tx
      .select({ status: loans.status, deliveryChecklistAt: loans.deliveryChecklistAt })
      .from(loans)
      .where(eq(loans.id, body.loanId))
      .for('update');
    if (!loan || !isLoanStatus(loan.status)) throw new DomainError(404, loanServiceMessages.loanNotFound);
    const kind = checklistKindFor(loan.status);
    if (kind === 'Entrega' && loan.deliveryChecklistAt)
      throw new DomainError(409, handoverMessages.deliveryAlreadyRecorded);
    // Any other status is refused by the transitions table (409), as a return checklist would be.
    const action = kind === 'Entrega' ? 'deliveryChecklist' : 'returnChecklist';
    const step = await transitionIn({ tx, loanId: body.loanId, action, actor, details: {}, now, site });
    await tx.insert(loanChecklists).values({
      loanId: body.loanId,
      kind: kind ?? 'Devolução',
      items: [...new Set(fields.checklist)].sort((a, b) => a - b),
      km: Number(fields.km.trim()),
      nextReviewDate: wireDateToIso(fields.nextReviewDate)!,
      returnDate: wireDateToIso(fields.returnDate)!,
      notes: fields.notes.trim(),
      files,
      createdBy: viewer.id,
      createdAt: now,
    });
    return step;
  });
  return moved(db, viewer, result);
}

/**
 * `GET lendingcontract/cancellable`: requests not started yet (1–4), newest first; staff see everyone's, anyone else
 * with the cancel card their own.
 */
export async function listCancellable(db: Db, viewer: Staff): Promise<WireLoan[]> {
  const open = inArray(loans.status, [...cancellableStatuses]);
  if (can(viewer.role, 'cancelAnyRequest')) return listWireLoans(db, viewer.role, open);
  if (can(viewer.role, 'cancelCard'))
    return listWireLoans(db, viewer.role, and(open, eq(loans.requesterId, viewer.id)));
  throw new DomainError(403, transitionMessages.role);
}

/** `POST lendingcontract/cancel`: 1–4 -> 10 Cancelado; one's own, or any for staff. */
export async function cancelLoan({ db, viewer, loanId, now, site }: HandoverStep & { loanId: number }) {
  const actor = { kind: 'user' as const, userId: viewer.id, role: viewer.role };
  return moved(
    db,
    viewer,
    await applyTransition({ db, loanId, action: 'cancel', actor, details: {}, now, site }),
  );
}
