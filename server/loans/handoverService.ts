/**
 * What happens to an approved loan (DECISIONS.md "The loan workflow"): staff hand the car over (pickup, 4 -> 7),
 * record the delivery checklist (status 4, unchanged) and the return checklist (7 or 8 -> 9), and a request is
 * cancelled (1–4 -> 10) by its requester or by staff. Every move goes through the transitions table of
 * loanService.ts, so a wrong role is 403 and a wrong status 409, and nothing changes then. The handover follows the
 * booking: pickup within its window and after the delivery checklist (src/domain/handover.ts), checklists against
 * the loan's pickup and delivery km (src/domain/checklist.ts).
 */
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  checkChecklist,
  checklistKindFor,
  type ChecklistFields,
  type ChecklistLoan,
} from '../../src/domain/checklist';
import { checkPickup, type HandoverFacts, type HandoverLoan } from '../../src/domain/handover';
import { wireDateToIso } from '../../src/domain/loanDates';
import { todayInBrazil } from '../../src/domain/brazilTime';
import type { ChecklistBody, WireLoan } from '../../src/domain/loanSchemas';
import {
  cancellableStatuses,
  isLoanStatus,
  transitionMessages,
  transitionOf,
} from '../../src/domain/loanStatus';
import { can } from '../../src/domain/roles';
import type { Db, DbOrTx } from '../db/client';
import { doubleBookingConstraint } from '../db/constraints';
import { databaseErrorOf } from '../db/errors';
import { loanChecklists, loans, privateUploads, users } from '../db/schema';
import { DomainError } from '../shared/domainError';
import {
  applyTransition,
  loanServiceMessages,
  transitionIn,
  vehicleUnavailable,
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
async function moved(db: DbOrTx, viewer: Staff, result: TransitionResult) {
  const loan = await wireLoanById(db, result.id, viewer.role);
  if (!loan) throw new DomainError(404, loanServiceMessages.loanNotFound);
  return { success: true as const, loan };
}

const bySoonestStart = (a: WireLoan, b: WireLoan) => a.startDate.localeCompare(b.startDate) || a.id - b.id;

/** The handover facts of `listed` loans: two queries whatever their number. */
async function withHandover(db: Db, listed: WireLoan[]): Promise<HandoverLoan[]> {
  if (listed.length === 0) return [];
  const ids = listed.map((loan) => loan.id);
  const picker = alias(users, 'picker');
  const pickups = await db
    .select({ id: loans.id, at: loans.pickedUpAt, by: picker.name, deliveredAt: loans.deliveryChecklistAt })
    .from(loans)
    .leftJoin(picker, eq(picker.id, loans.pickedUpBy))
    .where(inArray(loans.id, ids));
  const deliveries = await db
    .select({
      loanId: loanChecklists.loanId,
      at: loanChecklists.createdAt,
      km: loanChecklists.km,
      by: users.name,
    })
    .from(loanChecklists)
    .innerJoin(users, eq(users.id, loanChecklists.createdBy))
    .where(and(inArray(loanChecklists.loanId, ids), eq(loanChecklists.kind, 'Entrega')))
    .orderBy(asc(loanChecklists.createdAt));

  return listed.map((loan) => {
    const pickup = pickups.find((row) => row.id === loan.id);
    const delivery = deliveries.find((checklist) => checklist.loanId === loan.id);
    const handover: HandoverFacts = {
      // The loan's own mark decides, as pickup does; the checklist row tells who and the km.
      delivery: pickup?.deliveredAt
        ? { at: pickup.deliveredAt.toISOString(), by: delivery?.by ?? '', km: delivery?.km ?? null }
        : null,
      pickedUp: pickup?.at
        ? { at: pickup.at.toISOString(), day: todayInBrazil(pickup.at), by: pickup.by ?? '' }
        : null,
    };
    return { ...loan, handover };
  });
}

/**
 * `GET lendingcontract/checkout`: approved loans, soonest start first, each with what /retirar needs to say whether
 * it can be picked up today (its period and delivery checklist).
 */
export async function listPickup(db: Db, viewer: Staff): Promise<HandoverLoan[]> {
  return withHandover(db, (await listWireLoans(db, viewer.role, eq(loans.status, 4))).sort(bySoonestStart));
}

/**
 * `POST lendingcontract/checkout`: the agent takes the car (4 -> 7), from the day before the start to the end date
 * and once the delivery checklist is recorded, else 409 with the reason. The pickup records when and who, and a car
 * leaving before the start holds its vehicle from that day (loanService.ts): 409 'Veículo indisponível no período'
 * when another loan holds it then.
 */
export async function checkout({ db, viewer, loanId, now, site }: HandoverStep & { loanId: number }) {
  const actor = { kind: 'user' as const, userId: viewer.id, role: viewer.role };
  try {
    return await db.transaction(async (tx) => {
      const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
      // A wrong role or status is the transitions table's to answer (403/409), as for any move.
      if (
        loan &&
        isLoanStatus(loan.status) &&
        transitionOf('checkout', loan.status, actor, loan.requesterId).ok
      ) {
        const facts = {
          startDate: loan.startDate,
          endDate: loan.endDate,
          delivered: !!loan.deliveryChecklistAt,
        };
        const problem = checkPickup(facts, todayInBrazil(now));
        if (problem) throw new DomainError(409, problem);
      }
      const result = await transitionIn({ tx, loanId, action: 'checkout', actor, details: {}, now, site });
      // Read before the commit, as applyTransitionThen does: a step taken never answers 503.
      return moved(tx, viewer, result);
    });
  } catch (error) {
    if (databaseErrorOf(error)?.constraint === doubleBookingConstraint)
      throw new DomainError(409, vehicleUnavailable);
    throw error;
  }
}

/** Loans awaiting a checklist: approved without a delivery checklist yet, lent, or due back. */
const awaitingChecklist: SQL = or(
  and(eq(loans.status, 4), isNull(loans.deliveryChecklistAt)),
  inArray(loans.status, [7, 8]),
)!;

/** `GET checklist/pending`, soonest start first, with the driver, the delivery checklist and the pickup. */
export async function listChecklistPending(db: Db, viewer: Staff): Promise<HandoverLoan[]> {
  return withHandover(db, (await listWireLoans(db, viewer.role, awaitingChecklist)).sort(bySoonestStart));
}

/** The delivery checklist's km of loan `loanId`, or null before it is recorded. */
async function deliveryKmOf(db: DbOrTx, loanId: number): Promise<number | null> {
  const [delivery] = await db
    .select({ km: loanChecklists.km })
    .from(loanChecklists)
    .where(and(eq(loanChecklists.loanId, loanId), eq(loanChecklists.kind, 'Entrega')))
    .orderBy(asc(loanChecklists.createdAt))
    .limit(1);
  return delivery?.km ?? null;
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
      .select({
        status: loans.status,
        startDate: loans.startDate,
        deliveryChecklistAt: loans.deliveryChecklistAt,
        pickedUpAt: loans.pickedUpAt,
      })
      .from(loans)
      .where(eq(loans.id, body.loanId))
      .for('update');
    if (!loan || !isLoanStatus(loan.status)) throw new DomainError(404, loanServiceMessages.loanNotFound);
    const kind = checklistKindFor(loan.status);
    if (kind === 'Entrega' && loan.deliveryChecklistAt)
      throw new DomainError(409, handoverMessages.deliveryAlreadyRecorded);
    if (kind) {
      const against: ChecklistLoan = {
        kind,
        startDate: loan.startDate,
        pickupDay: loan.pickedUpAt ? todayInBrazil(loan.pickedUpAt) : null,
        deliveryKm: kind === 'Devolução' ? await deliveryKmOf(tx, body.loanId) : null,
      };
      const mismatch = checkChecklist(fields, todayInBrazil(now), against);
      if (mismatch) throw new DomainError(400, mismatch.message);
    }
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
