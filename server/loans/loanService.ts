/**
 * The loan workflow (DECISIONS.md "The loan workflow"): `requestLoan` writes a request, `applyTransition` moves a
 * loan along the transitions table of src/domain/loanStatus.ts. Each writes the loan, its log row and the e-mail to
 * the requester in one transaction, so a loan never moves without its record and its message, and a failed step
 * leaves nothing behind. The routes (request, approvals, pickup, checklist, cancel) and the seed all go through
 * here.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addDays, format, parseISO } from 'date-fns';
import { approvalLimits, approvalMessages, clientTiers } from '../../src/domain/approval';
import { cpfDigits } from '../../src/domain/cpf';
import { checkLoanDates, wireDateToIso } from '../../src/domain/loanDates';
import { todayInBrazil } from '../../src/domain/brazilTime';
import { checkLoanRequest, loanRequestMessages, type LoanRequestFields } from '../../src/domain/loanRequest';
import { paths } from '../../src/domain/routes';
import {
  isLoanStatus,
  transitionOf,
  type LoanAction,
  type LoanActor,
  type LoanStatus,
} from '../../src/domain/loanStatus';
import type { Db, Tx } from '../db/client';
import { doubleBookingConstraint } from '../db/constraints';
import { databaseErrorOf } from '../db/errors';
import {
  carVersions,
  cars,
  fleetVehicles,
  loanCarOptions,
  loanTransitions,
  loans,
  privateUploads,
  users,
} from '../db/schema';
import { DomainError } from '../shared/domainError';
import { recordEditorialChange } from '../shared/changeLog';
import { enqueueMail, type MailTopic } from '../mail/outbox';
import { tellStaffOfStep } from './approverNotice';
import { refuseOverDowntime } from '../fleet/downtimeService';
import { loanCalendarAttachment, loanCancellationAttachment } from './loanCalendar';
import { approvalStepMessages } from './loanHistory';
import { checkLoanRequestLimit } from './loanRequestLimit';
import { loanMail, type LoanMailKind, type LoanMailVehicle } from './loanMail';
import { blockedPartiesOf, driverIdOf } from './loanParties';
import { loanNumber } from './loanShape';

export const vehicleUnavailable = approvalMessages.vehicleBusy;

/** Refusals the domain's messages don't cover (they concern what only the server knows). */
export const loanServiceMessages = {
  driverMismatch:
    'CPF e RG do condutor precisam ser os do seu perfil. Atualize seu perfil ou escolha outro condutor.',
  cnhPictureUnknown: 'Imagem da CNH não encontrada. Envie a imagem novamente.',
  loanNotFound: 'Solicitação não encontrada.',
  vehicleUnknown: 'Veículo da frota não encontrado.',
  // The approval's own rules, written once in src/domain/approval.ts.
  vehicleRequired: approvalMessages.vehicleRequired,
  tierInvalid: approvalMessages.tierInvalid,
  justificationRequired: approvalMessages.justificationRequired,
  messageTooLong: approvalMessages.messageLong,
  descriptionTooLong: approvalMessages.descriptionLong,
} as const;

/** Where the e-mails link to, and their sender (`MAIL_FROM`), which organizes the approved loan's calendar entry. */
export interface LoanSite {
  publicUrl: string;
  organizer: string;
}

export interface Requester {
  id: number;
}

/** 'Minhas solicitações', where the requester follows every loan of theirs and its history. */
export const areaUrl = (site: LoanSite) => `${site.publicUrl.replace(/\/$/, '')}${paths.loans.mine.href()}`;

/** The RG is typed with or without dots and dash: compared on its letters and digits. */
const rgKey = (rg: string) => rg.replace(/[^0-9a-z]/gi, '').toUpperCase();

/**
 * `POST lendingcontract/request`: a new loan in status 1, its first log row and the requester's e-mail; refused
 * (429) past the requester's daily limit (loanRequestLimit.ts), which the seed's requests, days apart, stay under.
 */
export async function requestLoan({
  db,
  requester,
  body,
  now,
  site,
  requestsPerDay,
}: {
  db: Db;
  requester: Requester;
  body: LoanRequestFields;
  now: Date;
  site: LoanSite;
  /** The requester's daily limit (LOAN_REQUESTS_PER_DAY); 'unlimited' for the seed and benches writing history. */
  requestsPerDay: number | 'unlimited';
}): Promise<{ success: true; id: number }> {
  const problem = checkLoanRequest(body, todayInBrazil(now));
  if (problem) throw new DomainError(400, problem.message);

  const [me] = await db.select().from(users).where(eq(users.id, requester.id));
  // The auth plugin found this user a moment ago.
  if (!me) throw new Error('The signed-in user has no row');

  const options = await db
    .select({ id: cars.id, title: cars.title })
    .from(loanCarOptions)
    .innerJoin(cars, eq(cars.id, loanCarOptions.carId))
    .where(
      and(
        inArray(loanCarOptions.carId, [body.option1, body.option2]),
        eq(loanCarOptions.active, true),
        eq(cars.published, true),
      ),
    );
  const option1 = options.find((option) => option.id === body.option1);
  const option2 = options.find((option) => option.id === body.option2);
  if (!option1 || !option2) throw new DomainError(400, loanRequestMessages.optionUnknown);

  const driver = await driverOf(db, me, body);
  const [picture] = await db.select().from(privateUploads).where(eq(privateUploads.name, body.cnhPicture));
  // The requester's own upload; or, for another driver, that person's registered licence picture (what the CPF
  // lookup gave the wizard). Anyone else's file would let a requester attach, and then read, a stranger's document.
  const pictureAllowed =
    picture && (picture.ownerId === me.id || (!body.isOwner && driver.registeredPicture === picture.name));
  if (!pictureAllowed) throw new DomainError(400, loanServiceMessages.cnhPictureUnknown);

  const startDate = wireDateToIso(body.startDate)!;
  const endDate = wireDateToIso(body.endDate)!;
  const cnh = body.cnh.replace(/\D/g, '');
  return db.transaction(async (tx) => {
    if (requestsPerDay !== 'unlimited') await checkLoanRequestLimit(tx, me.id, now, requestsPerDay);
    const [loan] = await tx
      .insert(loans)
      .values({
        requesterId: me.id,
        status: 1,
        startDate,
        endDate,
        description: body.description.trim(),
        isOwner: body.isOwner,
        driverUserId: driver.userId,
        driverName: driver.name,
        driverCpf: driver.cpf,
        driverRg: driver.rg,
        driverCnh: cnh,
        cnhPicture: body.cnhPicture,
        option1Id: option1.id,
        option2Id: option2.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: loans.id });
    if (!loan) throw new Error('The loan was not stored');
    await tx.insert(loanTransitions).values({
      loanId: loan.id,
      actorId: me.id,
      action: 'request',
      fromStatus: null,
      toStatus: 1,
      createdAt: now,
    });
    // The wizard asks for the licence once: the first one sent becomes the profile's.
    if (body.isOwner && (!me.cnh || !me.cnhPicture)) {
      await tx
        .update(users)
        .set({ cnh: me.cnh || cnh, cnhPicture: me.cnhPicture || body.cnhPicture })
        .where(eq(users.id, me.id));
    }
    await enqueueMail(
      tx,
      'loan-requested',
      loanMail('requested', {
        to: me.email,
        name: me.name,
        number: loanNumber(loan.id),
        models: [option1.title, option2.title],
        startDate,
        endDate,
        areaUrl: areaUrl(site),
      }),
    );
    await tellStaffOfStep(tx, { loanId: loan.id, status: 1, site });
    return { success: true as const, id: loan.id };
  });
}

interface Driver {
  userId: number;
  name: string;
  cpf: string;
  rg: string;
  registeredPicture: string;
}

/** The requester (their profile must hold the CPF and RG sent) or a registered person found by CPF. */
async function driverOf(db: Db, me: typeof users.$inferSelect, body: LoanRequestFields): Promise<Driver> {
  const cpf = cpfDigits(body.cpf);
  if (body.isOwner) {
    if (!me.cpf) throw new DomainError(400, loanRequestMessages.cpfNotRegistered);
    if (!me.rg.trim()) throw new DomainError(400, loanRequestMessages.rgNotRegistered);
    if (cpfDigits(me.cpf) !== cpf || rgKey(me.rg) !== rgKey(body.rg))
      throw new DomainError(400, loanServiceMessages.driverMismatch);
    return { userId: me.id, name: me.name, cpf, rg: me.rg, registeredPicture: me.cnhPicture };
  }
  const [person] = await db
    .select()
    .from(users)
    .where(and(eq(users.cpf, cpf), isNull(users.suspendedAt)))
    .limit(1);
  if (!person) throw new DomainError(400, loanRequestMessages.cpfNotRegistered);
  if (!person.rg.trim()) throw new DomainError(400, loanRequestMessages.rgNotRegistered);
  return {
    userId: person.id,
    name: person.name,
    cpf,
    rg: person.rg,
    registeredPicture: person.cnhPicture,
  };
}

/** What a step may change besides the status (approval: vehicle, tier, dates, message; edited description). */
export interface TransitionDetails {
  fleetVehicleId?: number | null;
  clientTier?: number | null;
  startDate?: string;
  endDate?: string;
  /** The edited need ('Pauta'). */
  description?: string;
  /** The approval message or rejection reason, e-mailed to the agent and logged. */
  message?: string;
  /** Why a blocked agent is approved anyway (DECISIONS.md); required then. */
  justification?: string;
}

const mailOf: Record<LoanAction, (to: LoanStatus) => { kind: LoanMailKind; topic: MailTopic }> = {
  approve: (to) =>
    to === 4 ? { kind: 'approved', topic: 'loan-approved' } : { kind: 'advanced', topic: 'loan-approved' },
  reject: () => ({ kind: 'rejected', topic: 'loan-rejected' }),
  deliveryChecklist: () => ({ kind: 'deliveryChecked', topic: 'loan-checklist' }),
  checkout: () => ({ kind: 'pickedUp', topic: 'loan-picked-up' }),
  markDue: () => ({ kind: 'due', topic: 'loan-due' }),
  returnChecklist: () => ({ kind: 'closed', topic: 'loan-closed' }),
  cancel: () => ({ kind: 'cancelled', topic: 'loan-cancelled' }),
};

/** A move of a loan, the same whichever way it is made (in its own transaction or inside the caller's). */
export interface TransitionStep {
  loanId: number;
  action: LoanAction;
  actor: LoanActor;
  details: TransitionDetails;
  now: Date;
  site: LoanSite;
}

export interface TransitionResult {
  id: number;
  from: LoanStatus;
  to: LoanStatus;
}

/**
 * Moves loan `loanId` by `action`. The row is locked first (`FOR UPDATE`): two staff members acting at once are
 * serialised, and the second sees the status the first left (409). A vehicle already held over an overlapping
 * period fails on the exclusion constraint, answered 409 'Veículo indisponível no período'.
 */
export async function applyTransition({
  db,
  ...step
}: TransitionStep & { db: Db }): Promise<TransitionResult> {
  return applyTransitionThen({ db, ...step, answer: async (_tx, result) => result });
}

/**
 * `applyTransition`, then `answer` in the same transaction: what the caller answers is read before the step
 * commits, so a database lost just after the commit can't turn a step that was taken into a 503 (and the retry into
 * a 403): the faults bench saw that happen to an approval.
 */
export async function applyTransitionThen<T>({
  db,
  answer,
  ...step
}: TransitionStep & {
  db: Db;
  answer: (tx: Tx, result: TransitionResult) => Promise<T>;
}): Promise<T> {
  try {
    return await db.transaction(async (tx) => answer(tx, await transitionIn({ tx, ...step })));
  } catch (error) {
    if (databaseErrorOf(error)?.constraint === doubleBookingConstraint)
      throw new DomainError(409, vehicleUnavailable);
    throw error;
  }
}

/**
 * `applyTransition` inside the caller's transaction, for a step that writes more in the same transaction (the
 * checklist row) or claims its loans itself (the due sweep). The caller maps the double-booking error if it can occur.
 */
export async function transitionIn({
  tx,
  loanId,
  action,
  actor,
  details,
  now,
  site,
}: TransitionStep & { tx: Tx }): Promise<TransitionResult> {
  const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
  if (!loan || !isLoanStatus(loan.status)) throw new DomainError(404, loanServiceMessages.loanNotFound);
  const from = loan.status;
  const check = transitionOf(action, from, actor, loan.requesterId, driverIdOf(loan));
  if (!check.ok) throw new DomainError(check.reason === 'role' ? 403 : 409, check.message);

  const [requester] = await tx.select().from(users).where(eq(users.id, loan.requesterId));
  if (!requester) throw new DomainError(404, loanServiceMessages.loanNotFound);
  const changes: Partial<typeof loans.$inferInsert> = { status: check.to, updatedAt: now };
  const message = details.message?.trim() || null;
  if (message && message.length > approvalLimits.messageMax)
    throw new DomainError(400, loanServiceMessages.messageTooLong);

  if (action === 'approve' || action === 'reject') {
    Object.assign(changes, await decisionChanges({ tx, loan, action, details, now }));
    if (message) changes.agentMessage = message;
    // The tier is the agent's (spec section 3, user.tier): the next request starts from it.
    if (action === 'approve' && changes.clientTier)
      await tx.update(users).set({ tier: changes.clientTier }).where(eq(users.id, requester.id));
    // A blocked requester or driver is approved only with a justification, which unblocks them (loanParties.ts).
    const blocked = action === 'approve' ? await blockedPartiesOf(tx, loan) : [];
    if (blocked.length > 0) {
      const justification = details.justification?.trim();
      if (!justification) throw new DomainError(400, loanServiceMessages.justificationRequired);
      changes.unblockJustification = justification;
      const ids = blocked.map((person) => person.id);
      await tx
        .update(users)
        .set({ isAllowed: true, deniedReason: null, version: sql`${users.version} + 1` })
        .where(inArray(users.id, ids));
      // The person's own history (/redacao/pessoas) shows who lifted the block, and why.
      for (const id of ids)
        await recordEditorialChange(tx, 'person', {
          subjectId: id,
          action: 'unblock',
          actorId: actor.kind === 'user' ? actor.userId : null,
          at: now,
          note: justification,
        });
    }
  }
  if (action === 'deliveryChecklist') changes.deliveryChecklistAt = now;
  if (action === 'checkout') {
    changes.pickedUpAt = now;
    changes.pickedUpBy = actor.kind === 'user' ? actor.userId : null;
    // A car handed over before the start is held from that day: the exclusion constraint then covers it.
    const pickupDay = todayInBrazil(now);
    if (pickupDay < loan.startDate) changes.heldFrom = pickupDay;
  }

  const [updated] = await tx.update(loans).set(changes).where(eq(loans.id, loanId)).returning();
  if (!updated) throw new DomainError(404, loanServiceMessages.loanNotFound);
  await tx.insert(loanTransitions).values({
    loanId,
    actorId: actor.kind === 'user' ? actor.userId : null,
    action,
    fromStatus: from,
    toStatus: check.to,
    message:
      [message, changes.unblockJustification && `Justificativa: ${changes.unblockJustification}`]
        .filter(Boolean)
        .join('\n') || null,
    createdAt: now,
  });

  const mail = mailOf[action](check.to);
  const vehicle = await mailVehicle(tx, updated.fleetVehicleId);
  const letter = loanMail(mail.kind, {
    to: requester.email,
    name: requester.name,
    number: loanNumber(loanId),
    models: await modelTitles(tx, updated.option1Id, updated.option2Id),
    startDate: updated.startDate,
    endDate: updated.endDate,
    areaUrl: areaUrl(site),
    vehicle,
    message: action === 'approve' || action === 'reject' || action === 'cancel' ? message : null,
    // The final approval repeats what every approval step wrote, each with its stage (loanHistory.ts).
    approvalMessages:
      mail.kind === 'approved' ? await approvalStepMessages(tx, loanId, requester.role) : undefined,
  });
  // The final approval puts the loan in the agent's calendar (loanCalendar.ts).
  if (mail.kind === 'approved' && vehicle) {
    const facts = {
      loanId,
      number: loanNumber(loanId),
      startDate: updated.startDate,
      endDate: updated.endDate,
    };
    letter.attachments = [
      loanCalendarAttachment({
        ...facts,
        vehicle,
        publicUrl: site.publicUrl,
        organizer: site.organizer,
        now,
      }),
    ];
  }
  // An approved loan cancelled leaves the agent's calendar: the approval's UID, with METHOD:CANCEL.
  if (action === 'cancel' && from === 4 && vehicle) {
    const facts = {
      loanId,
      number: loanNumber(loanId),
      startDate: updated.startDate,
      endDate: updated.endDate,
    };
    letter.attachments = [
      loanCancellationAttachment({
        ...facts,
        vehicle,
        publicUrl: site.publicUrl,
        organizer: site.organizer,
        now,
      }),
    ];
  }
  await enqueueMail(tx, mail.topic, letter);
  await tellStaffOfStep(tx, { loanId, status: check.to, site });
  return { id: loanId, from, to: check.to };
}

/** What an approval or a rejection may set: the vehicle (required to approve), the tier, the dates, the text. */
async function decisionChanges({
  tx,
  loan,
  action,
  details,
  now,
}: {
  tx: Tx;
  loan: typeof loans.$inferSelect;
  action: 'approve' | 'reject';
  details: TransitionDetails;
  now: Date;
}): Promise<Partial<typeof loans.$inferInsert>> {
  const changes: Partial<typeof loans.$inferInsert> = {};
  if (details.fleetVehicleId !== undefined && details.fleetVehicleId !== null) {
    const [vehicle] = await tx
      .select({ id: fleetVehicles.id })
      .from(fleetVehicles)
      .where(eq(fleetVehicles.id, details.fleetVehicleId));
    if (!vehicle) throw new DomainError(400, loanServiceMessages.vehicleUnknown);
    changes.fleetVehicleId = vehicle.id;
  }
  if (action === 'approve' && !(changes.fleetVehicleId ?? loan.fleetVehicleId))
    throw new DomainError(400, loanServiceMessages.vehicleRequired);
  if (details.clientTier !== undefined && details.clientTier !== null) {
    if (!(clientTiers as readonly number[]).includes(details.clientTier))
      throw new DomainError(400, loanServiceMessages.tierInvalid);
    changes.clientTier = details.clientTier;
  }
  if (details.startDate !== undefined || details.endDate !== undefined) {
    const start = wireDateToIso(details.startDate ?? loan.startDate);
    const end = wireDateToIso(details.endDate ?? loan.endDate);
    // The request's date rules, all of them, as `checkApproval` applies them before this step.
    const problem = checkLoanDates(start, end, todayInBrazil(now));
    if (problem) throw new DomainError(400, problem.message);
    changes.startDate = start!;
    changes.endDate = end!;
  }
  if (details.description !== undefined) {
    const description = details.description.trim();
    if (description.length > approvalLimits.descriptionMax)
      throw new DomainError(400, loanServiceMessages.descriptionTooLong);
    if (description) changes.description = description;
  }
  // No approval lends a vehicle on a day it is out of service (server/fleet/downtimeService.ts).
  const vehicleId = changes.fleetVehicleId ?? loan.fleetVehicleId;
  if (action === 'approve' && vehicleId)
    await refuseOverDowntime(tx, vehicleId, {
      start: changes.startDate ?? loan.startDate,
      end: changes.endDate ?? loan.endDate,
    });
  return changes;
}

export async function modelTitles(tx: Tx, option1: number, option2: number): Promise<[string, string]> {
  const rows = await tx
    .select({ id: cars.id, title: cars.title })
    .from(cars)
    .where(inArray(cars.id, [option1, option2]));
  const title = (id: number) => rows.find((row) => row.id === id)?.title ?? '';
  return [title(option1), title(option2)];
}

export async function mailVehicle(tx: Tx, fleetVehicleId: number | null): Promise<LoanMailVehicle | null> {
  if (!fleetVehicleId) return null;
  const [row] = await tx
    .select({ vehicle: fleetVehicles, model: cars.title, version: carVersions.title })
    .from(fleetVehicles)
    .innerJoin(cars, eq(cars.id, fleetVehicles.carId))
    .innerJoin(carVersions, eq(carVersions.id, fleetVehicles.carVersionId))
    .where(eq(fleetVehicles.id, fleetVehicleId));
  if (!row) return null;
  return {
    model: row.model,
    version: row.version,
    color: row.vehicle.color,
    placa: row.vehicle.placa,
    frota: row.vehicle.frota,
    location: row.vehicle.vehicleLocation,
  };
}

/** yyyy-mm-dd `days` after `iso` (the seed and tests build periods with it). */
export const isoPlusDays = (iso: string, days: number) => format(addDays(parseISO(iso), days), 'yyyy-MM-dd');
