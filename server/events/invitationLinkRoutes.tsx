/**
 * The pages an invitation e-mail's signed links open (`/convite/{guestId}?resposta&expires&signature`), outside the
 * API: they answer an invitation without signing in (DECISIONS.md, "Events"). `GET` only shows the invitation and
 * its form — mail scanners and link previews open every link, and must never answer for the guest; `POST` (the
 * form, checked against the same signature) answers. No cookie is set or read: the signature is the only
 * credential, and a forged form from another site can't carry it.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { checkEventAnswer, eventMessages, guestStatus, isGuestStatus } from '../../src/domain/events';
import { eventGuests, events } from '../db/schema';
import { routeLimits } from '../plugins/security';
import { DomainError } from '../shared/domainError';
import { answerInvitation } from './eventService';
import { eventAreaUrl } from './eventText';
import {
  answerOfWord,
  answerWords,
  checkInvitationLink,
  invitationPath,
  type AnswerWord,
} from './invitationLinks';
import { InvitationAnsweredPage } from './pages/InvitationAnsweredPage';
import { InvitationLinkProblemPage } from './pages/InvitationLinkProblemPage';
import { InvitationPage } from './pages/InvitationPage';
import { invitationPageTexts } from './pages/invitationPageTexts';
import { formValue, sendPage } from '../shared/html';
import { linkSigner, loadLinkSecret } from '../shared/linkSigning';
import type { EventRouteOptions } from './eventRouteOptions';

interface LinkRequest {
  Params: { guestId: string };
  Querystring: Record<string, string | undefined>;
}

/** The link's parts, or null when they are not shaped like ours (then it is simply an invalid link). */
function linkParts(guestId: string, query: unknown) {
  const expires = formValue(query, 'expires');
  const signature = formValue(query, 'signature');
  if (!/^\d{1,10}$/.test(guestId) || !/^\d{1,11}$/.test(expires) || !signature || signature.length > 200)
    return null;
  const id = Number(guestId);
  return id >= 1 && id <= 2_147_483_647 ? { guestId: id, expires: Number(expires), signature } : null;
}

export const invitationLinkRoutes: FastifyPluginAsync<EventRouteOptions> = async (app, options) => {
  const { db, clock, settings } = options;
  const signer = linkSigner(await loadLinkSecret(db, settings.linkSecret));
  const areaUrl = eventAreaUrl(settings.publicUrl);
  const site = { publicUrl: settings.publicUrl, organizer: settings.mailFrom };

  // The answer form's body, parsed in this scope only (the API speaks JSON), as the sign-in pages do.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 32 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // A signature can't be guessed, but each try costs an HMAC and a page: a few dozen a minute per address.
  await app.register(rateLimit, {
    ...options.counters.forLimit('invitation-links'),
    global: false,
    errorResponseBuilder: () =>
      new DomainError(429, 'Muitas tentativas. Aguarde um minuto e tente novamente.'),
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'invitation page failed');
    const message =
      status >= 500 || !(error instanceof DomainError)
        ? 'Não foi possível abrir o convite agora. Tente novamente em instantes.'
        : error.message;
    return sendPage(
      reply,
      status >= 500 ? 500 : status,
      <InvitationLinkProblemPage message={message} areaUrl={areaUrl} />,
    );
  });

  /** The link's guest row and event after its signature and expiry are checked, or the page that says why not. */
  async function openLink(reply: FastifyReply, params: LinkRequest['Params'], query: unknown) {
    const parts = linkParts(params.guestId, query);
    const check = parts ? checkInvitationLink({ signer, ...parts, now: clock.now() }) : 'invalid';
    if (!parts || check === 'invalid') {
      await sendPage(
        reply,
        403,
        <InvitationLinkProblemPage message={eventMessages.linkInvalid} areaUrl={areaUrl} />,
      );
      return null;
    }
    if (check === 'expired') {
      await sendPage(
        reply,
        410,
        <InvitationLinkProblemPage message={eventMessages.linkExpired} areaUrl={areaUrl} />,
      );
      return null;
    }
    const [found] = await db
      .select({ event: events, guest: eventGuests })
      .from(eventGuests)
      .innerJoin(events, eq(events.id, eventGuests.eventId))
      .where(eq(eventGuests.id, parts.guestId));
    if (!found) {
      await sendPage(
        reply,
        404,
        <InvitationLinkProblemPage message={eventMessages.notInvited} areaUrl={areaUrl} />,
      );
      return null;
    }
    if (found.event.cancelledAt) {
      await sendPage(
        reply,
        410,
        <InvitationLinkProblemPage message={eventMessages.cancelled} areaUrl={areaUrl} />,
      );
      return null;
    }
    const action = `${invitationPath(parts.guestId)}?expires=${parts.expires}&signature=${encodeURIComponent(parts.signature)}`;
    return { ...found, parts, action };
  }

  const chosenOf = (query: unknown): AnswerWord =>
    answerOfWord(formValue(query, 'resposta')) === 'reject' ? answerWords.reject : answerWords.accept;

  app.get<LinkRequest>('/convite/:guestId', async (request, reply) => {
    const opened = await openLink(reply, request.params, request.query);
    if (!opened) return reply;
    const { event, guest, action } = opened;
    // The same rule as the answer, without an agenda: tells at once whether the form is worth offering.
    const notice = checkEventAnswer(
      {
        status: isGuestStatus(guest.status) ? guest.status : guestStatus.refused,
        startDate: event.startAt,
        endDate: event.endAt,
        description: '',
      },
      clock.now(),
    );
    return sendPage(
      reply,
      200,
      <InvitationPage
        event={event}
        guest={guest}
        action={action}
        chosen={chosenOf(request.query)}
        areaUrl={areaUrl}
        notice={notice}
        answerable={notice === null}
      />,
    );
  });

  app.post<LinkRequest>(
    '/convite/:guestId',
    { config: { rateLimit: routeLimits.write } },
    async (request, reply) => {
      const opened = await openLink(reply, request.params, request.query);
      if (!opened) return reply;
      const { event, guest, action, parts } = opened;
      const word = formValue(request.body, 'resposta');
      const answer = answerOfWord(word);
      const agenda = formValue(request.body, 'pauta');
      const again = (status: number, notice: string, answerable: boolean) =>
        sendPage(
          reply,
          status,
          <InvitationPage
            event={event}
            guest={guest}
            action={action}
            chosen={word === answerWords.reject ? answerWords.reject : answerWords.accept}
            areaUrl={areaUrl}
            notice={notice}
            answerable={answerable}
            agenda={agenda}
          />,
        );
      if (!answer) return again(400, invitationPageTexts.chooseAnswer, true);
      try {
        await answerInvitation({
          db,
          request: { target: { guestId: parts.guestId }, answer, description: agenda, via: 'email' },
          now: clock.now(),
          site,
        });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // A text too long can be shortened and sent again; an answer given or an event over can't be answered.
        return again(error.statusCode, error.message, error.statusCode === 400);
      }
      const [answered] = await db.select().from(eventGuests).where(eq(eventGuests.id, parts.guestId));
      return sendPage(
        reply,
        200,
        <InvitationAnsweredPage event={event} guest={answered ?? guest} areaUrl={areaUrl} />,
      );
    },
  );
};
