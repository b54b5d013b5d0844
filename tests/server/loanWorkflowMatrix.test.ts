/**
 * The loan workflow as a table (DECISIONS.md "Roles" and "The loan workflow"): every action, through its HTTP route,
 * by every role (0, 1, 2, 3, 4, 5, 6, a journalist who is not the requester, and the requester), on a loan in every
 * status 1–10. What is allowed answers 200 with the expected new status, one log row and one e-mail to the agent;
 * everything else answers 403 (not this role) or 409 (not this status) and changes nothing: the loan row, its log,
 * its checklists and the outbox stay as they were.
 *
 * The checklist is one route (`POST checklist/create`) for two actions: the server picks the delivery checklist
 * ('deliveryChecklist', status 4, unchanged) or the return checklist ('returnChecklist', 7 or 8 -> 9) from the
 * status, so both are the `checklist` rows below. The expected table is written here from DECISIONS.md, not read
 * from src/domain/loanStatus.ts, so a wrong transitions table fails it.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanStatus } from '../../src/domain/loanStatus';
import { loanChecklists, loanTransitions, loans, mailOutbox } from '../../server/db/schema';
import {
  createFleetVehicle,
  createLoan,
  createLoanOption,
  createLoanUser,
  createSignInSession,
  createUser,
} from './builders';
import { testDatabases } from './databases';
import { startTestApp, testNow, type TestApp } from './testApp';

type Action = 'approve' | 'reject' | 'checkout' | 'checklist' | 'cancel';
/** A role number, or the loan's own requester (role 10), or another journalist (role 10). */
type Actor = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 'journalist' | 'requester';

const actors: Actor[] = [0, 1, 2, 3, 4, 5, 6, 'journalist', 'requester'];
const statuses: LoanStatus[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const actions: Action[] = ['approve', 'reject', 'checkout', 'checklist', 'cancel'];
const staff: Actor[] = [0, 1, 2, 3, 5];

/** For each action, the statuses it applies to: who may, the status it leads to, the e-mail's topic. */
const allowed: Record<
  Action,
  Partial<Record<LoanStatus, { who: Actor[]; to: LoanStatus; topic: string }>>
> = {
  approve: {
    1: { who: [0, 1, 5], to: 2, topic: 'loan-approved' },
    2: { who: [1, 2], to: 3, topic: 'loan-approved' },
    3: { who: [1, 3], to: 4, topic: 'loan-approved' },
  },
  reject: {
    1: { who: [0, 1, 5], to: 5, topic: 'loan-rejected' },
    2: { who: [1, 2], to: 6, topic: 'loan-rejected' },
    3: { who: [1, 3], to: 6, topic: 'loan-rejected' },
  },
  checkout: { 4: { who: staff, to: 7, topic: 'loan-picked-up' } },
  checklist: {
    4: { who: staff, to: 4, topic: 'loan-checklist' },
    7: { who: staff, to: 9, topic: 'loan-closed' },
    8: { who: staff, to: 9, topic: 'loan-closed' },
  },
  cancel: {
    1: { who: [...staff, 'requester'], to: 10, topic: 'loan-cancelled' },
    2: { who: [...staff, 'requester'], to: 10, topic: 'loan-cancelled' },
    3: { who: [...staff, 'requester'], to: 10, topic: 'loan-cancelled' },
    4: { who: [...staff, 'requester'], to: 10, topic: 'loan-cancelled' },
  },
};

type Expected = { ok: true; to: LoanStatus; topic: string } | { ok: false; code: 403 | 409 };

/**
 * Allowed, or why not: someone who may do the action in some status but not this one's status gets 409 (the
 * request moved on), as an approver whose step the request has passed; someone who may not do it at all, or whose
 * step has not come, gets 403.
 */
function expectedFor(action: Action, actor: Actor, status: LoanStatus): Expected {
  const rows = allowed[action];
  const here = rows[status];
  if (here?.who.includes(actor)) return { ok: true, to: here.to, topic: here.topic };
  const actsSomewhere = Object.values(rows).some((row) => row.who.includes(actor));
  // An approver whose step the request has left was beaten to it: the request was decided (409), as anywhere the
  // action has no row for.
  const stepPassed =
    (action === 'approve' || action === 'reject') &&
    Object.entries(rows).some(([step, row]) => Number(step) < status && row.who.includes(actor));
  return { ok: false, code: (actsSomewhere && !here) || stepPassed ? 409 : 403 };
}

const cases = actions.flatMap((action) =>
  actors.flatMap((actor) =>
    statuses.map(
      (status) =>
        [action, actor, status, expectedFor(action, actor, status)] as [Action, Actor, LoanStatus, Expected],
    ),
  ),
);

describe.each(testDatabases)('the loan workflow table on $name', (target) => {
  let t: TestApp;
  let option: Awaited<ReturnType<typeof createLoanOption>>;
  const tokens = new Map<Actor, string>();
  const db = () => t.database.db;

  const outboxCount = async () => (await db().select({ n: count() }).from(mailOutbox))[0]!.n;

  /** The call each action makes, as the app makes it. */
  const call = (action: Action, loan: typeof loans.$inferSelect, vehicleId: number) => {
    switch (action) {
      case 'approve':
      case 'reject':
        return {
          url: `/api/lendingcontract/${action}`,
          payload: {
            idloan: loan.id,
            carId: vehicleId,
            clientTier: 2,
            startDate: loan.startDate,
            endDate: loan.endDate,
            description: 'Mensagem da equipe para o agente.',
          },
        };
      case 'checkout':
        return { url: '/api/lendingcontract/checkout', payload: { idLoan: loan.id } };
      case 'checklist':
        return {
          url: '/api/checklist/create',
          payload: {
            loanId: loan.id,
            checklist: [1, 2, 3, 4, 5, 6, 7, 8, 9],
            nextReviewDate: '2027-05-20',
            returnDate: '2026-11-20',
            notes: '',
            km: '2300',
            files: [],
          },
        };
      case 'cancel':
        return { url: '/api/lendingcontract/cancel', payload: { id: loan.id } };
    }
  };

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    option = await createLoanOption(db());
    for (const actor of actors) {
      if (actor === 'requester') continue;
      const user =
        actor === 'journalist'
          ? await createLoanUser(db(), { role: 10 })
          : await createUser(db(), { role: actor });
      tokens.set(actor, await createSignInSession(db(), user.id, { now: testNow }));
    }
  });
  afterAll(async () => t?.close());

  it.each(cases)('%s by %s at status %i', async (action, actor, status, expected) => {
    const requester = await createLoanUser(db(), { role: 10 });
    const vehicle = await createFleetVehicle(db(), option);
    const loan = await createLoan(db(), requester.id, {
      status,
      option1Id: option.car.id,
      fleetVehicleId: status === 1 ? null : vehicle.id,
      // Starting today: the car may be picked up, once its delivery checklist is recorded (handover.test.ts).
      startDate: '2026-11-20',
      endDate: '2026-11-23',
      deliveryChecklistAt: action === 'checkout' ? testNow : null,
    });
    const token =
      actor === 'requester'
        ? await createSignInSession(db(), requester.id, { now: testNow })
        : tokens.get(actor)!;
    const mailsBefore = await outboxCount();

    const response = await t.inject({
      method: 'POST',
      ...call(action, loan, vehicle.id),
      headers: { authorization: token },
    });

    const [after] = await db().select().from(loans).where(eq(loans.id, loan.id));
    const log = await db().select().from(loanTransitions).where(eq(loanTransitions.loanId, loan.id));
    const checklists = await db().select().from(loanChecklists).where(eq(loanChecklists.loanId, loan.id));
    if (expected.ok) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().loan).toMatchObject({ id: loan.id, status: expected.to });
      expect(after!.status).toBe(expected.to);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ fromStatus: status, toStatus: expected.to });
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, requester.email));
      expect(mails.map((mail) => mail.topic)).toEqual([expected.topic]);
      expect(checklists).toHaveLength(action === 'checklist' ? 1 : 0);
    } else {
      expect(response.statusCode, response.body).toBe(expected.code);
      expect(after).toEqual(loan);
      expect(log).toEqual([]);
      expect(checklists).toEqual([]);
      expect(await outboxCount()).toBe(mailsBefore);
    }
  });
});
