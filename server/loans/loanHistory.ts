/**
 * A loan's history from its log (loan_transitions), oldest step first, named for the viewer (src/domain/
 * loanHistory.ts): the requester's 'Minhas solicitações', the approval detail, and the final approval e-mail, which
 * repeats what each approval step wrote.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { approvalStageName, historyActionText, loanHistoryTexts } from '../../src/domain/loanHistory';
import type { LoanHistoryStep } from '../../src/domain/myLoanSchemas';
import type { Role } from '../../src/domain/roles';
import type { Db, DbOrTx } from '../db/client';
import { preparedFor } from '../db/prepared';
import { loanTransitions, loans, users } from '../db/schema';

export interface HistoryViewer {
  role: Role;
  /**
   * Whether the viewer reads the staff's own notes: the justification recorded when a blocked agent is let through
   * is written for the reviewers, not for the agent.
   */
  internal: boolean;
}

/** The step's message as the viewer may read it: without the unblock justification for an outsider. */
function shownMessage(message: string | null, justification: string | null, internal: boolean) {
  if (!message || internal || !justification) return message;
  const note = `Justificativa: ${justification}`;
  if (message === note) return null;
  return message.endsWith(`\n${note}`) ? message.slice(0, -note.length - 1) || null : message;
}

/** The histories of `loanIds`, keyed by loan; a loan without steps has none in the map. */
export async function loanHistories(
  db: Db,
  loanIds: readonly number[],
  viewer: HistoryViewer,
): Promise<Map<number, LoanHistoryStep[]>> {
  const histories = new Map<number, LoanHistoryStep[]>();
  if (loanIds.length === 0) return histories;
  // Read by every detail page and every 'Minhas solicitações': prepared, built once and planned once per connection.
  const rows = await preparedFor(db, 'loan_histories', (name) =>
    db
      .select({
        loanId: loanTransitions.loanId,
        action: loanTransitions.action,
        fromStatus: loanTransitions.fromStatus,
        toStatus: loanTransitions.toStatus,
        message: loanTransitions.message,
        at: loanTransitions.createdAt,
        who: users.name,
        justification: loans.unblockJustification,
      })
      .from(loanTransitions)
      .innerJoin(loans, eq(loans.id, loanTransitions.loanId))
      .leftJoin(users, eq(users.id, loanTransitions.actorId))
      .where(sql`${loanTransitions.loanId} = any(${sql.placeholder('loanIds')}::int[])`)
      .orderBy(asc(loanTransitions.createdAt), asc(loanTransitions.id))
      .prepare(name),
  ).execute({ loanIds: [...loanIds] });
  for (const row of rows) {
    const steps = histories.get(row.loanId) ?? [];
    steps.push({
      at: row.at.toISOString(),
      who: row.who ?? loanHistoryTexts.system,
      action: row.action,
      actionText: historyActionText(row, viewer.role),
      toStatus: row.toStatus,
      message: shownMessage(row.message, row.justification, viewer.internal),
    });
    histories.set(row.loanId, steps);
  }
  return histories;
}

/**
 * What each approval step wrote to the requester, in order, each with its stage ('1ª etapa de aprovação: …'): the
 * final approval e-mail carries them all, so a message written at the first step still reaches the requester with
 * the car's details.
 */
export async function approvalStepMessages(
  db: DbOrTx,
  loanId: number,
  requesterRole: Role,
): Promise<{ stage: string; message: string }[]> {
  const rows = await db
    .select({
      action: loanTransitions.action,
      fromStatus: loanTransitions.fromStatus,
      message: loanTransitions.message,
      justification: loans.unblockJustification,
    })
    .from(loanTransitions)
    .innerJoin(loans, eq(loans.id, loanTransitions.loanId))
    .where(eq(loanTransitions.loanId, loanId))
    .orderBy(asc(loanTransitions.createdAt), asc(loanTransitions.id));
  return rows.flatMap((row) => {
    const message = shownMessage(row.message, row.justification, false)?.trim();
    if (row.action !== 'approve' || row.fromStatus === null || !message) return [];
    return [{ stage: approvalStageName(row.fromStatus, requesterRole), message }];
  });
}
