/**
 * Bad input to the loan request and its decision: `POST lendingcontract/request` (a press agent), `POST
 * lendingcontract/approve` and `.../reject` (the backoffice). Each generated body is a good one spoiled in one way
 * (wrong types, missing and unknown fields, overlong or unstorable text, dates that are not dates or out of the
 * loan's range, ids negative, huge or naming someone else's loan, upload or CPF); each is refused with a 4xx in
 * Portuguese, and the database stays as it was.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalBody, LoanRequestBody } from '../../../src/domain/loanSchemas';
import {
  cpfFor,
  createFleetVehicle,
  createLoan,
  createLoanOption,
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
  type FieldRule,
} from './arbitraries';
import {
  databaseState,
  describeBody,
  expectRefusedInPortuguese,
  postJson,
  runs,
  badInputApp,
} from './harness';

/** Brazil's today at `testNow` (2026-11-20, 09:00 in São Paulo). */
const today = '2026-11-20';
const start = '2026-11-25';
const end = '2026-11-28';

const text = (maxLength: number, required: boolean, bad?: fc.Arbitrary<unknown>): FieldRule => ({
  kinds: ['string'],
  required,
  maxLength,
  text: true,
  ...(bad ? { bad } : {}),
});

describe.each(testDatabases)('bad input to loan requests and decisions on $name', (target) => {
  const { t, db } = badInputApp(target);
  let agentToken: string;
  let reviewerToken: string;
  let request: LoanRequestBody;
  let requestRules: BodyRules;
  let decision: { approve: ApprovalBody; reject: ApprovalBody };
  let decisionRules: { approve: BodyRules; reject: BodyRules };

  beforeAll(async () => {
    const agent = await createLoanUser(db(), { role: 10 });
    agentToken = await createSignInSession(db(), agent.id, { now: testNow });
    const other = await createLoanUser(db(), { role: 10 });
    const [option1, option2, option3] = [
      await createLoanOption(db()),
      await createLoanOption(db()),
      await createLoanOption(db()),
    ];
    const hidden = await createLoanOption(db(), { active: false });
    const mine = await createPrivateUpload(db(), agent.id);
    const theirs = await createPrivateUpload(db(), other.id);

    request = {
      isOwner: true,
      cpf: agent.cpf,
      cnh: '04567891230',
      rg: agent.rg,
      option1: option1!.car.id,
      option2: option2!.car.id,
      startDate: start,
      endDate: end,
      description: 'Avaliação para matéria de teste drive na serra',
      cnhPicture: mine.name,
    };
    const option = (same: number) =>
      badId([same, hidden.car.id, option3!.version.id + 10_000]).filter((id) => id !== option3!.car.id);
    requestRules = {
      isOwner: { kinds: ['boolean'], required: true },
      // Another person's CPF or RG with 'the driver is me': the agent can't drive as someone else.
      cpf: text(
        14,
        true,
        fc.constantFrom('111.111.111-11', '529.982.247-24', '', '٥٢٩٩٨٢٢٤٧٢٥', other.cpf, cpfFor(987_654)),
      ),
      cnh: text(
        11,
        true,
        fc.constantFrom('', '0456789123', '0456789123a', '٠٤٥٦٧٨٩١٢٣٠', '0456789123_', '04567 91230'),
      ),
      rg: text(20, true, fc.constantFrom('', '   ', other.rg, '99.999.999-9')),
      option1: { kinds: ['integer'], required: true, bad: option(option2!.car.id) },
      option2: { kinds: ['integer'], required: true, bad: option(option1!.car.id) },
      startDate: text(
        40,
        true,
        fc.oneof(
          notADate,
          dateBeforeYesterday(today),
          fc.constantFrom('2026-11-29', '2027-01-20', '9999-12-31', '2026-11-18T23:59:59Z'),
        ),
      ),
      endDate: text(
        40,
        true,
        fc.oneof(notADate, fc.constantFrom('2026-11-24', '2026-12-03', '9999-12-31', '1970-01-01')),
      ),
      description: text(400, true, fc.constantFrom('', 'curta', '         x', '\n\n\n\n\n\n\n\n\n\n\n')),
      // Someone else's upload, one that does not exist, a path.
      cnhPicture: text(
        40,
        true,
        fc.constantFrom(
          theirs.name,
          '',
          '0123456789abcdef0123456789abcdef.png',
          '../../../etc/passwd',
          'cnh.jpg',
        ),
      ),
    };

    const reviewer = await createUser(db(), { role: 5 });
    reviewerToken = await createSignInSession(db(), reviewer.id, { now: testNow });
    const vehicle = await createFleetVehicle(db(), option1!);
    const busy = await createFleetVehicle(db(), option1!);
    const loanOf = async (status: number, fields: Parameters<typeof createLoan>[2] = {}) =>
      (
        await createLoan(db(), (await createLoanUser(db(), { role: 10 })).id, {
          status,
          option1Id: option1!.car.id,
          ...fields,
        })
      ).id;
    const pending = await loanOf(1);
    // Loans in no state to be decided (someone else's step, or over), and one holding `busy` over the same days.
    const others = [
      await loanOf(5),
      await loanOf(10),
      await loanOf(9),
      await loanOf(4, { fleetVehicleId: busy.id }),
    ];
    decision = {
      approve: {
        idloan: pending,
        carId: vehicle.id,
        clientTier: 2,
        startDate: start,
        endDate: end,
        description: 'Aprovado.',
      },
      reject: {
        idloan: pending,
        carId: null,
        clientTier: null,
        startDate: start,
        endDate: end,
        description: 'Sem veículo.',
      },
    };
    const common: BodyRules = {
      idloan: { kinds: ['integer'], required: true, bad: badId(others) },
      email_agent: text(320, false),
      description: text(2000, false),
    };
    decisionRules = {
      approve: {
        ...common,
        carId: {
          kinds: ['integer', 'null'],
          required: true,
          bad: fc.oneof(badId([busy.id]), fc.constant(null)),
        },
        clientTier: {
          kinds: ['integer', 'null'],
          required: true,
          bad: fc.constantFrom(null, 0, 4, -1, 99, 2_147_483_648),
        },
        startDate: text(
          40,
          true,
          fc.oneof(notADate, dateBeforeYesterday(today), fc.constantFrom('2026-11-29', '2026-12-20')),
        ),
        endDate: text(
          40,
          true,
          fc.oneof(notADate, fc.constantFrom('2026-11-24', '2026-12-03', '9999-12-31')),
        ),
        pauta: text(400, false),
        justification: text(2000, false),
      },
      // A rejection assigns nothing: its vehicle, tier and dates are not read, so only their types can be wrong,
      // and the vehicle may be left out.
      reject: {
        ...common,
        carId: { kinds: ['integer', 'null'], required: false },
        clientTier: { kinds: ['integer', 'null'], required: true },
        startDate: text(40, true),
        endDate: text(40, true),
        pauta: text(1000, false),
        justification: text(4000, false),
      },
    };
  });

  it(
    'POST lendingcontract/request refuses every spoiled request in Portuguese and changes nothing',
    { timeout: 60_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(badBody(request, requestRules), async ({ how, field, body }) => {
          const before = await databaseState(db());
          const response = await postJson(t(), '/api/lendingcontract/request', body, {
            authorization: agentToken,
          });
          expectRefusedInPortuguese(response, `${how} (${field}): ${describeBody(body)}`);
          expect(await databaseState(db()), `${how} (${field}) changed the database`).toBe(before);
        }),
        { numRuns: runs.perProperty },
      );
    },
  );

  for (const action of ['approve', 'reject'] as const) {
    it(
      `POST lendingcontract/${action} refuses every spoiled decision in Portuguese and changes nothing`,
      { timeout: 60_000 },
      async () => {
        await fc.assert(
          fc.asyncProperty(badBody(decision[action], decisionRules[action]), async ({ how, field, body }) => {
            const before = await databaseState(db());
            const response = await postJson(t(), `/api/lendingcontract/${action}`, body, {
              authorization: reviewerToken,
            });
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
        for (const [url, token] of [
          ['/api/lendingcontract/request', agentToken],
          ['/api/lendingcontract/approve', reviewerToken],
          ['/api/lendingcontract/reject', reviewerToken],
        ] as const) {
          expectRefusedInPortuguese(
            await postJson(t(), url, body, { authorization: token }),
            `${url} ${describeBody(body)}`,
          );
        }
        expect(await databaseState(db())).toBe(before);
      }),
      { numRuns: runs.wholeBody },
    );
  });

  // Last, as they write: the bodies spoiled above were refused for their spoiling, not for their base.
  it('takes the unspoiled request and approval', async () => {
    const requested = await postJson(t(), '/api/lendingcontract/request', request, {
      authorization: agentToken,
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const approved = await postJson(t(), '/api/lendingcontract/approve', decision.approve, {
      authorization: reviewerToken,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('takes the unspoiled rejection', async () => {
    const loan = await createLoan(db(), (await createLoanUser(db(), { role: 10 })).id, { status: 1 });
    const rejected = await postJson(
      t(),
      '/api/lendingcontract/reject',
      { ...decision.reject, idloan: loan.id },
      {
        authorization: reviewerToken,
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
  });
});
