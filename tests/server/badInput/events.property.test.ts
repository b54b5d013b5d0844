/**
 * Bad input to the answers to an invitation: `POST events/accept` and `POST events/reject` (signed in), and the form
 * of the e-mailed link, `POST /convite/{guestId}?expires&signature` (no sign-in: the signature is the credential).
 * Generated answers, each spoiled in one way (ids of events the caller is not invited to, of other guests, events
 * over or begun, an agenda too long or unstorable, a link edited anywhere), are refused with a 4xx in Portuguese,
 * and the database stays as it was.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventMessages } from '../../../src/domain/events';
import { unstorableTextMessage } from '../../../server/plugins/storableText';
import { answerInvitation } from '../../../server/events/eventService';
import { inviteGuests, type EventSite } from '../../../server/events/eventPlanning';
import { invitationLinkSubject, invitationLinks } from '../../../server/events/invitationLinks';
import { invitationPageTexts } from '../../../server/events/pages/invitationPageTexts';
import { createSignInSession, createUser } from '../builders';
import { testDatabases } from '../databases';
import { eventSiteOf, makeEvent } from '../eventFixtures';
import { testNow } from '../testApp';
import {
  badBody,
  badId,
  notAnObjectBody,
  overlongText,
  withUnstorableCharacter,
  type BodyRules,
} from './arbitraries';
import {
  databaseState,
  describeBody,
  expectRefusedInPortuguese,
  pageText,
  postJson,
  runs,
  badInputApp,
} from './harness';

/** What a refusal page of the invitation link may say. */
const linkPageMessages = [
  eventMessages.linkInvalid,
  eventMessages.linkExpired,
  eventMessages.notInvited,
  eventMessages.alreadyAnswered,
  eventMessages.isOld,
  eventMessages.started,
  eventMessages.agendaTooLong,
  invitationPageTexts.chooseAnswer,
  unstorableTextMessage,
  'Não foi possível abrir o convite agora. Tente novamente em instantes.',
];

const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe.each(testDatabases)('bad input to invitation answers on $name', (target) => {
  let site: EventSite;
  const { t, db } = badInputApp(target);
  let token: string;
  let answer: { eventId: number; userId: number; description: string };
  let answerRules: BodyRules;
  /** The e-mailed link of the agent's invitation to `linked` (its path and query) and the guest row it answers. */
  let link: { guestId: number; expires: number; signature: string };
  let otherGuests: number[];

  beforeAll(async () => {
    site = await eventSiteOf(db());
    const me = await createUser(db(), { name: 'Rita Prado' });
    token = await createSignInSession(db(), me.id, { now: testNow });
    const stranger = await createUser(db());
    const upcoming = await makeEvent(db(), 48);
    const linked = await makeEvent(db(), 72);
    const notMine = await makeEvent(db(), 48);
    const over = await makeEvent(db(), -30);
    const begun = await makeEvent(db(), -1);
    const answered = await makeEvent(db(), 48);
    await inviteGuests({ db: db(), eventId: upcoming, userIds: [me.id, stranger.id], now: testNow, site });
    const [guestId, strangerGuest] = await inviteGuests({
      db: db(),
      eventId: linked,
      userIds: [me.id, stranger.id],
      now: testNow,
      site,
    });
    await inviteGuests({ db: db(), eventId: notMine, userIds: [stranger.id], now: testNow, site });
    const [overGuest] = await inviteGuests({ db: db(), eventId: over, userIds: [me.id], now: testNow, site });
    const [begunGuest] = await inviteGuests({
      db: db(),
      eventId: begun,
      userIds: [me.id],
      now: testNow,
      site,
    });
    const [answeredGuest] = await inviteGuests({
      db: db(),
      eventId: answered,
      userIds: [me.id],
      now: testNow,
      site,
    });
    await answerInvitation({
      db: db(),
      request: { target: { guestId: answeredGuest! }, answer: 'accept', via: 'site' },
      now: testNow,
      site,
    });

    answer = { eventId: upcoming, userId: me.id, description: 'Levarei um fotógrafo.' };
    answerRules = {
      // Events the caller is not invited to, is invited to but over, begun, or already answered.
      eventId: {
        kinds: ['integer'],
        required: true,
        bad: badId([notMine, over, begun, answered, linked + 100]),
      },
      // 'ids of other users': the body answers for someone else.
      userId: { kinds: ['integer'], required: true, bad: badId([stranger.id]) },
      description: { kinds: ['string'], required: false, maxLength: 2000, text: true },
    };

    const links = invitationLinks(site, guestId!, testNow, new Date(testNow.getTime() + 72 * 3600 * 1000));
    const query = new URL(links.accept).searchParams;
    link = { guestId: guestId!, expires: links.expires, signature: query.get('signature')! };
    otherGuests = [strangerGuest!, overGuest!, begunGuest!, answeredGuest!];
  });

  for (const action of ['accept', 'reject'] as const) {
    it(
      `POST events/${action} refuses every spoiled answer in Portuguese and changes nothing`,
      { timeout: 60_000 },
      async () => {
        await fc.assert(
          fc.asyncProperty(badBody(answer, answerRules), async ({ how, field, body }) => {
            const before = await databaseState(db());
            const response = await postJson(t(), `/api/events/${action}`, body, { authorization: token });
            expectRefusedInPortuguese(response, `${how} (${field}): ${describeBody(body)}`);
            expect(await databaseState(db()), `${how} (${field}) changed the database`).toBe(before);
          }),
          { numRuns: runs.perProperty },
        );
      },
    );
  }

  it('both refuse a body that is not an object of their fields', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(notAnObjectBody, async (body) => {
        const before = await databaseState(db());
        for (const action of ['accept', 'reject'])
          expectRefusedInPortuguese(
            await postJson(t(), `/api/events/${action}`, body, { authorization: token }),
            `${action} ${describeBody(body)}`,
          );
        expect(await databaseState(db())).toBe(before);
      }),
      { numRuns: runs.wholeBody },
    );
  });

  interface FormPost {
    how: string;
    guestId: string;
    query: Record<string, string>;
    form: Record<string, string>;
  }

  /** The link's form as the page posts it, spoiled in one way: in its address, or in its fields. */
  const badFormPost = (): fc.Arbitrary<FormPost> => {
    const agenda = 'Levarei um fotógrafo.';
    const good: FormPost = {
      how: '',
      guestId: String(link.guestId),
      query: { expires: String(link.expires), signature: link.signature },
      form: { resposta: 'aceitar', pauta: agenda },
    };
    const withQuery = (how: string, query: Partial<Record<string, string>>) => ({
      ...good,
      how,
      query: Object.fromEntries(
        Object.entries({ ...good.query, ...query }).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      ),
    });
    const signature = link.signature;
    return fc.oneof(
      // An edited signature: one character changed, cut, lengthened, emptied, or far too long.
      fc
        .tuple(fc.nat({ max: signature.length - 2 }), fc.constantFrom(...base64url))
        .filter(([at, character]) => signature[at] !== character)
        .map(([at, character]) =>
          withQuery('edited signature', {
            signature: signature.slice(0, at) + character + signature.slice(at + 1),
          }),
        ),
      fc.constantFrom(
        withQuery('cut signature', { signature: signature.slice(0, -1) }),
        withQuery('lengthened signature', { signature: `${signature}A` }),
        withQuery('empty signature', { signature: '' }),
        withQuery('no signature', { signature: undefined }),
        withQuery('no expiry', { expires: undefined }),
        withQuery('signature too long', { signature: signature.repeat(5) }),
      ),
      // An edited expiry: later, earlier, not a number, far out of range.
      fc
        .oneof(
          fc
            .integer({ min: -100_000, max: 100_000 })
            .filter((delta) => delta !== 0)
            .map((delta) => String(link.expires + delta)),
          fc.constantFrom('0', '-1', 'abc', '1.5', '99999999999', '999999999999', '1e10', ''),
        )
        .map((expires) => withQuery('edited expiry', { expires })),
      // A link that expired, signed as the server signs.
      fc.constant(
        withQuery('expired link', {
          expires: String(Math.floor(testNow.getTime() / 1000) - 60),
          signature: site.signer.sign(
            invitationLinkSubject(link.guestId),
            Math.floor(testNow.getTime() / 1000) - 60,
          ),
        }),
      ),
      // The same link on another guest's row (someone else's, or the agent's own over, begun or answered).
      fc
        .oneof(
          fc.constantFrom(...otherGuests.map(String)),
          fc.constantFrom('0', '-1', 'abc', '2147483648', '99999999999', '1.5', '%00'),
        )
        .map((guestId) => ({ ...good, how: 'other guest', guestId })),
      // The form's fields: no answer, an answer that is not one of the two words, an agenda too long or unstorable.
      fc
        .oneof(
          fc.constantFrom('', 'sim', 'ACEITAR', ' aceitar', 'accept', 'aceitar\u0000', 'recusar ', '1'),
          fc.string({ maxLength: 10 }).filter((word) => word !== 'aceitar' && word !== 'recusar'),
        )
        .map((resposta) => ({ ...good, how: 'unknown answer', form: { ...good.form, resposta } })),
      fc.constant({ ...good, how: 'no answer', form: { pauta: agenda } }),
      overlongText(2000)
        .filter((pauta) => pauta.length < 30_000)
        .map((pauta) => ({ ...good, how: 'agenda too long', form: { ...good.form, pauta } })),
      withUnstorableCharacter(agenda, fc.constant('\u0000')).map((pauta) => ({
        ...good,
        how: 'unstorable agenda',
        form: { ...good.form, pauta },
      })),
    );
  };

  it(
    'POST /convite/{guestId} refuses every spoiled link or form with a page in Portuguese and changes nothing',
    { timeout: 60_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(badFormPost(), async ({ how, guestId, query, form }) => {
          const before = await databaseState(db());
          const url = `/convite/${encodeURIComponent(guestId)}?${new URLSearchParams(query)}`;
          const response = await t().inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(form).toString(),
          });
          const what = `${how}: ${url} ${describeBody(form)}`;
          expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, what).toBeLessThan(500);
          const text = pageText(response.body);
          expect(
            linkPageMessages.some((message) => text.includes(message)),
            `${what}: the page says none of the known messages: ${text.slice(0, 300)}`,
          ).toBe(true);
          expect(await databaseState(db()), `${what} changed the database`).toBe(before);
        }),
        { numRuns: runs.perProperty },
      );
    },
  );

  // Last, as they write: the answers spoiled above were refused for their spoiling, not for their base.
  it('takes the unspoiled answer on the site and through the link', async () => {
    const onSite = await postJson(t(), '/api/events/accept', answer, { authorization: token });
    expect(onSite.statusCode, onSite.body).toBe(200);
    const form = await t().inject({
      method: 'POST',
      url: `/convite/${link.guestId}?${new URLSearchParams({ expires: String(link.expires), signature: link.signature })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ resposta: 'aceitar', pauta: 'Levarei um fotógrafo.' }).toString(),
    });
    expect(form.statusCode, pageText(form.body).slice(0, 300)).toBe(200);
  });
});
