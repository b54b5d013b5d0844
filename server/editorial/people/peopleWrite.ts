/**
 * The administrator's changes to a person: role and tier, a block for loans with its reason and its lifting with a
 * justification (both e-mailed to the person), suspension and reinstatement. Each names the version the screen
 * read and is refused with 409 when someone changed the person after it; each change and its history line are one
 * transaction, and so is the e-mail it queues. An administrator never changes their own role or suspends
 * themselves (they could lock everyone out of this screen); an erased person can't be changed at all.
 */
import { eq, sql } from 'drizzle-orm';
import { editorialNewsMessages } from '../../../src/domain/editorialNews';
import { checkReason, checkRoleAndTier, peopleMessages } from '../../../src/domain/editorialPeople';
import type {
  PersonBlockBody,
  PersonRoleBody,
  PersonUnblockBody,
} from '../../../src/domain/editorialPeopleSchemas';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { DomainError } from '../../shared/domainError';
import { suspendSessions } from '../../users/suspension';
import { areaUrl } from '../../loans/loanService';
import { recordEditorialChange } from '../../shared/changeLog';
import { personBlockMail } from './personMail';
import type { WriteDeps } from '../newsWrite';
import { personRow } from './peopleRead';

export type PeopleWriteDeps = WriteDeps & { publicUrl: string; organizer: string };

type PersonRow = typeof users.$inferSelect;

/**
 * The person locked at `version`, after the checks every change makes; `self` refuses the administrator's own
 * account (suspension, erasure).
 */
export async function lockPerson(
  tx: Tx,
  id: number,
  version: number,
  { actorId }: { actorId: number },
  self = false,
) {
  const row = await personRow(tx, id, true);
  if (row.version !== version) throw new DomainError(409, editorialNewsMessages.conflict);
  if (row.erasedAt) throw new DomainError(409, peopleMessages.erased);
  if (self && row.id === actorId) throw new DomainError(403, peopleMessages.ownAccount);
  return row;
}

async function update(tx: Tx, id: number, changes: Partial<PersonRow>) {
  await tx
    .update(users)
    .set({ ...changes, version: sql`${users.version} + 1` })
    .where(eq(users.id, id));
}

export async function saveRoleAndTier(
  deps: PeopleWriteDeps,
  id: number,
  body: PersonRoleBody,
): Promise<void> {
  const problem = checkRoleAndTier(body.role, body.tier);
  if (problem) throw new DomainError(400, problem.message);
  await deps.db.transaction(async (tx) => {
    const before = await lockPerson(tx, id, body.version, deps);
    const fields = [
      ...(before.role !== body.role ? ['role'] : []),
      ...(before.tier !== body.tier ? ['tier'] : []),
    ];
    if (fields.includes('role') && before.id === deps.actorId)
      throw new DomainError(403, peopleMessages.ownAccount);
    await update(tx, id, { role: body.role, tier: body.tier });
    await recordEditorialChange(tx, 'person', {
      subjectId: id,
      action: 'update',
      actorId: deps.actorId,
      at: deps.now,
      fields,
    });
  });
}

export async function blockPerson(deps: PeopleWriteDeps, id: number, body: PersonBlockBody): Promise<void> {
  const problem = checkReason(body.reason, 'reason');
  if (problem) throw new DomainError(400, problem.message);
  const reason = body.reason.trim();
  await deps.db.transaction(async (tx) => {
    const before = await lockPerson(tx, id, body.version, deps);
    if (!before.isAllowed) throw new DomainError(409, peopleMessages.alreadyBlocked);
    await update(tx, id, { isAllowed: false, deniedReason: reason });
    await recordEditorialChange(tx, 'person', {
      subjectId: id,
      action: 'block',
      actorId: deps.actorId,
      at: deps.now,
      note: reason,
    });
    await enqueueMail(
      tx,
      'person-blocked',
      personBlockMail('blocked', {
        to: before.email,
        name: before.name,
        text: reason,
        areaUrl: areaUrl(deps),
      }),
    );
  });
}

export async function unblockPerson(
  deps: PeopleWriteDeps,
  id: number,
  body: PersonUnblockBody,
): Promise<void> {
  const problem = checkReason(body.justification, 'justification');
  if (problem) throw new DomainError(400, problem.message);
  const justification = body.justification.trim();
  await deps.db.transaction(async (tx) => {
    const before = await lockPerson(tx, id, body.version, deps);
    if (before.isAllowed) throw new DomainError(409, peopleMessages.notBlocked);
    await update(tx, id, { isAllowed: true, deniedReason: null });
    await recordEditorialChange(tx, 'person', {
      subjectId: id,
      action: 'unblock',
      actorId: deps.actorId,
      at: deps.now,
      note: justification,
    });
    await enqueueMail(
      tx,
      'person-unblocked',
      personBlockMail('unblocked', {
        to: before.email,
        name: before.name,
        text: justification,
        areaUrl: areaUrl(deps),
      }),
    );
  });
}

/** Suspends (their sessions end at once) or reinstates (they sign in again; no old session comes back). */
export async function setSuspension(
  deps: PeopleWriteDeps,
  id: number,
  version: number,
  suspended: boolean,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await lockPerson(tx, id, version, deps, true);
    if (suspended && before.suspendedAt) throw new DomainError(409, peopleMessages.alreadySuspended);
    if (!suspended && !before.suspendedAt) throw new DomainError(409, peopleMessages.notSuspended);
    await update(tx, id, { suspendedAt: suspended ? deps.now : null });
    if (suspended) await suspendSessions(tx, id, deps.now);
    await recordEditorialChange(tx, 'person', {
      subjectId: id,
      action: suspended ? 'suspend' : 'reinstate',
      actorId: deps.actorId,
      at: deps.now,
    });
  });
}
