/**
 * The login API (DECISIONS.md "Sign-in"): `GET login` takes the provider's id token as `authorization` and the app's
 * `deviceid`, and answers `{ token, user }` with a new session token; `POST logout` revokes the caller's session.
 * Every later call sends the session token as `authorization` (plugins/auth.ts reads it). An id token is far longer
 * than a session token, so on `GET login` the auth plugin leaves `request.user` null and this route alone reads it.
 */
import type { Clock } from '../shared/clock';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBody } from '../../src/domain/contentSchemas';
import { LoginResponse } from '../../src/domain/userSchemas';
import type { AppContext } from '../context';
import { requireSignIn } from '../plugins/auth';
import { statusMessages } from '../plugins/errors';
import { routeLimits } from '../plugins/security';
import { DomainError } from '../shared/domainError';
import { linkSigner, loadLinkSecret } from '../shared/linkSigning';
import { IdentityProviderUnavailable, IdTokenRefused, type IdTokenVerifier } from './idTokens';
import { bearerTokenOf, deviceIdOf, revokeSession, signIn } from './signInService';
import { wireUser } from '../users/userShape';

export type SignInRouteOptions = AppContext & {
  idTokens: IdTokenVerifier;
  /**
   * The clock the provider's tokens are judged by: the provider's own time. A local newsroom whose clock a browser
   * test moved forward (/dev/clock) still signs in with a token its provider made a moment ago.
   */
  providerClock: Clock;
  signInLimitPerMinute: number;
  /** For the event invitations an account receives at sign-in (server/events/eventInvitees.ts). */
  site: { publicUrl: string; organizer: string; linkSecret?: string | undefined };
};

const LoginHeaders = Type.Object({
  // Not bounded here: whatever arrives is refused by the verifier with the sign-in's own 401, not a schema's 400.
  authorization: Type.Optional(Type.String()),
  // The provider's access token, for its userinfo when the id token carries no e-mail.
  accesstoken: Type.Optional(Type.String()),
  deviceid: Type.Optional(Type.String()),
});

export const loginRoutes: FastifyPluginAsyncTypebox<SignInRouteOptions> = async (app, options) => {
  const { db, clock, idTokens } = options;
  const eventSite = {
    publicUrl: options.site.publicUrl,
    organizer: options.site.organizer,
    signer: linkSigner(await loadLinkSecret(db, options.site.linkSecret)),
  };
  // Neither route reads a body. The app's client sends `content-type: application/json` on every call, and a logout
  // with that header and nothing after it must not fail as an empty JSON body (this scope only: these two routes).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.get(
    '/login',
    {
      config: { rateLimit: { ...routeLimits.signIn, max: options.signInLimitPerMinute } },
      schema: {
        headers: LoginHeaders,
        response: {
          200: LoginResponse,
          401: ApiErrorBody,
          403: ApiErrorBody,
          409: ApiErrorBody,
          503: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const idToken = bearerTokenOf(request.headers.authorization);
      let verified;
      try {
        if (!idToken || idToken.length > 16_384) throw new IdTokenRefused('no id token');
        const accessToken = bearerTokenOf(request.headers.accesstoken as string | undefined);
        verified = await idTokens.verify(
          idToken,
          options.providerClock.now(),
          accessToken && accessToken.length <= 16_384 ? accessToken : undefined,
        );
      } catch (error) {
        if (error instanceof IdTokenRefused || error instanceof IdentityProviderUnavailable)
          request.log.info({ reason: error.reason }, 'id token refused');
        throw error;
      }
      const session = await signIn({ db, clock, eventSite }, verified, deviceIdOf(request.headers.deviceid));
      // The answer holds a session token: no cache anywhere may keep it.
      reply.header('cache-control', 'no-store');
      return { token: session.token, user: wireUser(session.user) };
    },
  );

  app.post(
    '/logout',
    {
      preValidation: requireSignIn,
      schema: { response: { 204: Type.Null(), 401: ApiErrorBody } },
    },
    async (request, reply) => {
      const revoked = await revokeSession(
        { db, clock },
        bearerTokenOf(request.headers.authorization),
        request.user!.id,
      );
      // Between the auth plugin's look-up and here, a parallel logout may have ended the same session.
      if (!revoked) throw new DomainError(401, statusMessages[401]);
      return reply.status(204).send(null);
    },
  );
};
