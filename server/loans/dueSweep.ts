/**
 * The due sweep (DECISIONS.md "The loan workflow": 7 -> 8 once the end date has passed): every loan still lent
 * ('Veículo emprestado') whose last day is before Brazil's today is marked due back ('markDue', by the system), with
 * its log row and the e-mail to the agent, through the transitions table like any other move.
 *
 * The jobs worker runs it every minute (server/newsroomJobs.ts), in one process at a time. Should two runs
 * meet all the same (a claim that lapsed during a long run), each loan is claimed `FOR UPDATE SKIP LOCKED` in its
 * own transaction, so two sweeps never take the same loan; and one loan that fails (logged) does not hold back the
 * others.
 */
import { and, asc, eq, lt, notInArray } from 'drizzle-orm';
import { todayInBrazil } from '../../src/domain/brazilTime';
import type { Db } from '../db/client';
import { loans } from '../db/schema';
import type { Clock } from '../shared/clock';
import { holdLateLoans } from './loanHolds';
import { transitionIn, type LoanSite } from './loanService';

export interface DueSweepLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface DueSweepDeps {
  db: Db;
  clock: Clock;
  site: LoanSite;
  log?: DueSweepLog;
}

/** Marks every overdue lent loan as due back; answers how many moved. */
export async function sweepDueLoans(deps: DueSweepDeps): Promise<number> {
  const now = deps.clock.now();
  const today = todayInBrazil(now);
  // Cars out late hold their days, up to the next booking, whose requester is told (loanHolds.ts).
  await holdLateLoans(deps);
  // Loans whose move failed this round are skipped for the rest of it, or the loop would take them again forever.
  const failed: number[] = [];
  let moved = 0;
  for (;;) {
    // Which loan this round's transaction claimed, if any: a failure after the claim is that loan's, before it the
    // database's.
    const claim: { id: number | null } = { id: null };
    try {
      await deps.db.transaction(async (tx) => {
        const [due] = await tx
          .select({ id: loans.id })
          .from(loans)
          .where(
            and(
              eq(loans.status, 7),
              lt(loans.endDate, today),
              failed.length ? notInArray(loans.id, failed) : undefined,
            ),
          )
          .orderBy(asc(loans.endDate), asc(loans.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!due) return;
        claim.id = due.id;
        await transitionIn({
          tx,
          loanId: due.id,
          action: 'markDue',
          actor: { kind: 'system' },
          details: {},
          now,
          site: deps.site,
        });
      });
    } catch (error) {
      if (claim.id === null) {
        deps.log?.error({ err: error }, 'due sweep: round failed');
        return moved;
      }
      failed.push(claim.id);
      deps.log?.error(
        { err: error, loanId: claim.id },
        `due sweep: loan ${claim.id} could not be marked due`,
      );
      continue;
    }
    if (claim.id === null) return moved;
    moved += 1;
    deps.log?.info({ loanId: claim.id }, `loan ${claim.id} is past its end date: marked due back`);
  }
}
