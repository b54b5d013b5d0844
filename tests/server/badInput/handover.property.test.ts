/**
 * Bad input to what happens after approval: `POST lendingcontract/checkout` and `POST checklist/create` (staff) and
 * `POST lendingcontract/cancel` (a press agent, own requests only). Each generated body is a good one spoiled in one
 * way, ids included: of loans in no state for the step, of another agent's request, of someone else's photo; each
 * is refused with a 4xx in Portuguese, and the database stays as it was.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { checklistItems } from '../../../src/domain/checklist';
import type { ChecklistBody } from '../../../src/domain/loanSchemas';
import {
  createLoan,
  createLoanUser,
  createPrivateUpload,
  createSignInSession,
  createUser,
} from '../builders';
import { testDatabases } from '../databases';
import { testNow } from '../testApp';
import {
  badBody,
  badId,
  dateBeforeYesterday,
  notADate,
  notAnObjectBody,
  type BodyRules,
} from './arbitraries';
import {
  databaseState,
  describeBody,
  expectRefusedInPortuguese,
  postJson,
  runs,
  badInputApp,
} from './harness';

const today = '2026-11-20';
const itemIds = checklistItems.map((item) => item.id);

describe.each(testDatabases)('bad input to pickup, checklist and cancellation on $name', (target) => {
  const { t, db } = badInputApp(target);
  let staffToken: string;
  let agentToken: string;
  let checkout: { idLoan: number };
  let checkoutRules: BodyRules;
  let cancel: { id: number };
  let cancelRules: BodyRules;
  let checklist: ChecklistBody;
  let checklistRules: BodyRules;

  beforeAll(async () => {
    const staff = await createUser(db(), { role: 5 });
    staffToken = await createSignInSession(db(), staff.id, { now: testNow });
    const agent = await createLoanUser(db(), { role: 10 });
    agentToken = await createSignInSession(db(), agent.id, { now: testNow });
    const stranger = await createLoanUser(db(), { role: 10 });
    const loanOf = async (
      requesterId: number,
      status: number,
      fields: Parameters<typeof createLoan>[2] = {},
    ) => (await createLoan(db(), requesterId, { status, ...fields })).id;

    // Loans in no state for pickup or a checklist: asked, rejected, lent, closed, cancelled, already checked.
    const notReady = [
      await loanOf(stranger.id, 1),
      await loanOf(stranger.id, 5),
      await loanOf(stranger.id, 9),
      await loanOf(stranger.id, 10),
    ];
    const checked = await loanOf(stranger.id, 4, { deliveryChecklistAt: testNow });
    const lent = await loanOf(stranger.id, 7);

    // Within its pickup window (from the day before the start), its delivery checklist recorded.
    checkout = {
      idLoan: await loanOf(stranger.id, 4, {
        deliveryChecklistAt: testNow,
        startDate: '2026-11-20',
        endDate: '2026-11-23',
      }),
    };
    checkoutRules = { idLoan: { kinds: ['integer'], required: true, bad: badId([...notReady, lent]) } };

    // 'ids of other users': a stranger's open request, and the agent's own in no state to be cancelled.
    cancel = { id: await loanOf(agent.id, 1) };
    cancelRules = {
      id: {
        kinds: ['integer'],
        required: true,
        bad: badId([
          await loanOf(stranger.id, 1),
          await loanOf(stranger.id, 2),
          await loanOf(agent.id, 7),
          await loanOf(agent.id, 10),
        ]),
      },
    };

    const theirPhoto = await createPrivateUpload(db(), agent.id);
    checklist = {
      loanId: await loanOf(stranger.id, 4),
      checklist: [...itemIds],
      nextReviewDate: '2026-12-20',
      returnDate: '2026-11-28',
      notes: 'Sem avarias; tanque cheio.',
      km: '12345',
      files: [],
    };
    const date = fc.oneof(notADate, dateBeforeYesterday(today));
    checklistRules = {
      loanId: { kinds: ['integer'], required: true, bad: badId([...notReady, checked]) },
      checklist: {
        kinds: ['array'],
        required: true,
        bad: fc.oneof(
          fc.subarray(itemIds, { maxLength: itemIds.length - 1 }),
          fc.constantFrom([...itemIds, 10], [...itemIds, 0], [...itemIds, -1], [...itemIds, 2_147_483_648]),
          fc.constantFrom(
            itemIds.map(String),
            [...itemIds.slice(1), 1.5],
            [...itemIds, ...itemIds, ...itemIds],
          ),
        ),
      },
      nextReviewDate: { kinds: ['string'], required: true, maxLength: 40, text: true, bad: date },
      returnDate: { kinds: ['string'], required: true, maxLength: 40, text: true, bad: date },
      notes: { kinds: ['string'], required: true, maxLength: 2000, text: true },
      km: {
        kinds: ['string', 'integer'],
        required: true,
        maxLength: 7,
        text: true,
        bad: fc.constantFrom(
          '',
          ' ',
          '-1',
          '1.5',
          '12345678',
          'doze mil',
          '١٢٣٤٥',
          '１２３',
          -1,
          12_345_678,
          2_147_483_648,
        ),
      },
      // Someone else's photo, one that does not exist, a path, more photos than a checklist takes.
      files: {
        kinds: ['array'],
        required: true,
        bad: fc.oneof(
          fc.constantFrom(
            [theirPhoto.name],
            ['0123456789abcdef0123456789abcdef.png'],
            ['../../etc/passwd'],
            [''],
            [1],
            [null],
          ),
          fc
            .integer({ min: 21, max: 45 })
            .map((count) => Array.from({ length: count }, (_, n) => `${n}.png`)),
        ),
      },
    };
  });

  const routes = () =>
    [
      ['/api/lendingcontract/checkout', () => checkout, () => checkoutRules, () => staffToken],
      ['/api/lendingcontract/cancel', () => cancel, () => cancelRules, () => agentToken],
      ['/api/checklist/create', () => checklist, () => checklistRules, () => staffToken],
    ] as const;

  for (const [url, base, rules, token] of routes()) {
    it(
      `POST ${url.slice(5)} refuses every spoiled body in Portuguese and changes nothing`,
      { timeout: 60_000 },
      async () => {
        await fc.assert(
          fc.asyncProperty(badBody(base(), rules()), async ({ how, field, body }) => {
            const before = await databaseState(db());
            const response = await postJson(t(), url, body, { authorization: token() });
            expectRefusedInPortuguese(response, `${how} (${field}): ${describeBody(body)}`);
            expect(await databaseState(db()), `${how} (${field}) changed the database`).toBe(before);
          }),
          { numRuns: runs.perProperty },
        );
      },
    );
  }

  it('all three refuse a body that is not an object of their fields', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(notAnObjectBody, async (body) => {
        const before = await databaseState(db());
        for (const [url, , , token] of routes())
          expectRefusedInPortuguese(
            await postJson(t(), url, body, { authorization: token() }),
            `${url} ${describeBody(body)}`,
          );
        expect(await databaseState(db())).toBe(before);
      }),
      { numRuns: runs.wholeBody },
    );
  });

  // Last, as they write: the bodies spoiled above were refused for their spoiling, not for their base.
  it.each(routes().map(([url, base, , token]) => ({ url, base, token })))(
    'takes the unspoiled body of $url',
    async ({ url, base, token }) => {
      const response = await postJson(t(), url, base(), { authorization: token() });
      expect(response.statusCode, response.body).toBe(200);
    },
  );
});
