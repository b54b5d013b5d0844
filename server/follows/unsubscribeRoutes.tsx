/**
 * The follow e-mail's way out (unsubscribeLinks.ts), outside the API, without signing in: the signature is the only
 * credential. `GET /deixar-de-seguir/{userId}?signature=…` shows the confirmation (mail scanners and link previews
 * open every link, and must never unsubscribe anyone); `POST` to the same address with the body
 * `List-Unsubscribe=One-Click` (a mail program's one-click request, or the page's button) stops every follow of that
 * person. A spoiled link changes nothing and says so.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { unsubscribePageTexts as t } from '../../src/domain/follows';
import { paths } from '../../src/domain/routes';
import type { ServerSettings } from '../config';
import type { AppContext } from '../context';
import { DomainError } from '../shared/domainError';
import { formValue, sendPage } from '../shared/html';
import { linkSigner, loadLinkSecret } from '../shared/linkSigning';
import { unfollowAll } from './followService';
import { isOneClickBody } from './oneClickBody';
import { isUnsubscribeSignature, unsubscribePath } from './unsubscribeLinks';
import { UnsubscribePage } from './UnsubscribePage';

export type UnsubscribeRouteOptions = Pick<AppContext, 'db' | 'counters'> & {
  settings: Pick<ServerSettings, 'publicUrl' | 'linkSecret'>;
};

interface LinkRequest {
  Params: { userId: string };
  Querystring: Record<string, string | undefined>;
}

/**
 * Per client address. Mail providers send their users' one-click requests from a few addresses of theirs, so the
 * limit is wide; a signature can't be guessed anyway, this only keeps a script from making pages by the thousand.
 */
const linkLimit = { max: 120, timeWindow: 60_000 };

export const unsubscribeRoutes: FastifyPluginAsync<UnsubscribeRouteOptions> = async (app, options) => {
  const { db, settings } = options;
  const signer = linkSigner(await loadLinkSecret(db, settings.linkSecret));
  const profileUrl = paths.registry.href();

  // The bodies are read as their raw text, in this scope only (the API speaks JSON): oneClickBody.ts reads both.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
  await app.register(rateLimit, {
    ...options.counters.forLimit('follow-unsubscribe'),
    global: false,
    errorResponseBuilder: () => new DomainError(429, t.tooMany),
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'unsubscribe page failed');
    const message = status >= 500 || !(error instanceof DomainError) ? t.failed : error.message;
    return sendPage(
      reply,
      status >= 500 ? 500 : status,
      <UnsubscribePage state="problem" message={message} profileUrl={profileUrl} />,
    );
  });

  /** The person the link names, once its signature is checked; or null, the refusal sent. */
  async function personOf(
    reply: FastifyReply,
    { userId }: LinkRequest['Params'],
    query: unknown,
  ): Promise<number | null> {
    const signature = formValue(query, 'signature');
    const id = /^\d{1,10}$/.test(userId) ? Number(userId) : 0;
    const valid =
      id >= 1 &&
      id <= 2_147_483_647 &&
      signature.length > 0 &&
      signature.length <= 200 &&
      isUnsubscribeSignature(signer, id, signature);
    if (valid) return id;
    await sendPage(
      reply,
      400,
      <UnsubscribePage state="problem" message={t.invalid} profileUrl={profileUrl} />,
    );
    return null;
  }

  const actionOf = (userId: number, signature: string) =>
    `${unsubscribePath(userId)}?signature=${encodeURIComponent(signature)}`;

  app.get<LinkRequest>(
    '/deixar-de-seguir/:userId',
    { config: { rateLimit: linkLimit } },
    async (request, reply) => {
      const userId = await personOf(reply, request.params, request.query);
      if (userId === null) return reply;
      const action = actionOf(userId, formValue(request.query, 'signature'));
      return sendPage(
        reply,
        200,
        <UnsubscribePage state="confirm" action={action} profileUrl={profileUrl} />,
      );
    },
  );

  app.post<LinkRequest>(
    '/deixar-de-seguir/:userId',
    { config: { rateLimit: linkLimit } },
    async (request, reply) => {
      const userId = await personOf(reply, request.params, request.query);
      if (userId === null) return reply;
      if (!isOneClickBody(request.body)) {
        const action = actionOf(userId, formValue(request.query, 'signature'));
        return sendPage(
          reply,
          400,
          <UnsubscribePage state="confirm" action={action} notice={t.confirmFirst} profileUrl={profileUrl} />,
        );
      }
      const removed = await unfollowAll(db, userId);
      request.log.info({ userId, removed }, 'follows: unsubscribed by the e-mail link');
      return sendPage(reply, 200, <UnsubscribePage state="done" profileUrl={profileUrl} />);
    },
  );
};
