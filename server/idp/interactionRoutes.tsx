/**
 * Our side of the provider's sign-in: the page at `/oidc/interaction/:uid`, the POST that checks the e-mail and
 * password, and 'Cancelar'. The interaction is found through the provider's own cookie, which is SameSite=Lax and
 * scoped to this path: another site can't post a sign-in into a visitor's browser (login CSRF).
 */
import rateLimit from '@fastify/rate-limit';
import type { SharedCounters } from '../plugins/sharedCounters';
import type { FastifyError, FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { usageMessages } from '../../src/domain/usageLimits';
import type { Db } from '../db/client';
import { routeLimits } from '../plugins/security';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domainError';
import { formValue, sendPage } from '../shared/html';
import { accountEmail, authenticate } from './accounts';
import { autoSubmitPath, autoSubmitScript } from './autoSubmit';
import { pageTexts } from './pageTexts';
import { passwordLockout } from './passwordLockout';
import { ProviderErrorPage } from './ProviderErrorPage';
import { SignInPage } from './SignInPage';

export interface InteractionRouteOptions {
  db: Db;
  clock: Clock;
  /** Where the form's per-address limit counts (sharedCounters.ts). */
  counters: SharedCounters;
  provider: Provider;
  /** Password tries per minute per address (SIGN_IN_LIMIT_PER_MINUTE). */
  signInLimitPerMinute: number;
}

interface WithUid {
  Params: { uid: string };
}

export async function interactionRoutes(
  scope: FastifyInstance,
  { db, clock, counters, provider, signInLimitPerMinute }: InteractionRouteOptions,
) {
  const lockout = passwordLockout({ db, clock });
  // The sign-in form's body, parsed here only: the rest of the API speaks JSON.
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // Guessing passwords is what an attacker would do here: a few tries a minute per address.
  await scope.register(rateLimit, {
    ...counters.forLimit('sign-in-form'),
    global: false,
    errorResponseBuilder: () => new DomainError(429, pageTexts.tooManyAttempts),
  });

  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const uid = (request.params as { uid?: string } | undefined)?.uid;
    if (error.statusCode === 429 && uid) {
      return sendPage(reply, 429, <SignInPage uid={uid} error={pageTexts.tooManyAttempts} />);
    }
    if (error.name === 'SessionNotFound')
      return sendPage(reply, 400, <ProviderErrorPage code="session_not_found" />);
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'sign-in page failed');
    return sendPage(
      reply,
      status >= 500 ? 500 : status,
      <ProviderErrorPage code={status >= 500 ? undefined : 'invalid_request'} />,
    );
  });

  scope.get(autoSubmitPath, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(autoSubmitScript),
  );

  scope.get<WithUid>('/oidc/interaction/:uid', async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.uid !== request.params.uid)
      return sendPage(reply, 400, <ProviderErrorPage code="session_not_found" />);
    if (details.prompt.name === 'login') {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      return sendPage(reply, 200, <SignInPage uid={details.uid} email={hint} />);
    }
    // Any other prompt (consent, normally answered by loadExistingGrant) is granted: the app is our own.
    const accountId = details.session?.accountId;
    if (!accountId) return sendPage(reply, 400, <ProviderErrorPage code="session_not_found" />);
    const grant = details.grantId
      ? ((await provider.Grant.find(details.grantId)) ??
        new provider.Grant({ accountId, clientId: String(details.params.client_id) }))
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(typeof details.params.scope === 'string' ? details.params.scope : 'openid');
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
    return reply.redirect(returnTo, 303);
  });

  scope.post<WithUid>(
    '/oidc/interaction/:uid/login',
    { config: { rateLimit: { ...routeLimits.signIn, max: signInLimitPerMinute } } },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== request.params.uid || details.prompt.name !== 'login') {
        return sendPage(reply, 400, <ProviderErrorPage code="session_not_found" />);
      }
      const email = formValue(request.body, 'email').trim();
      const password = formValue(request.body, 'password');
      if (!email || !password) {
        return sendPage(
          reply,
          400,
          <SignInPage uid={details.uid} email={email} error={pageTexts.missingCredentials} />,
        );
      }
      const locked = (lockedUntil: Date) =>
        sendPage(
          reply.header('retry-after', Math.ceil((lockedUntil.getTime() - clock.now().getTime()) / 1000)),
          429,
          <SignInPage uid={details.uid} email={email} error={usageMessages.accountLocked} />,
        );
      const account = accountEmail(email);
      // Before the password is compared: while locked, not even the right password gets in, so the answer can't
      // tell an attacker whether a guess was right.
      const lockedUntil = await lockout.lockedUntil(account);
      if (lockedUntil) return locked(lockedUntil);

      const subject = await authenticate(db, account, password);
      if (!subject) {
        const outcome = await lockout.recordFailure(account, request.ip);
        if (outcome.kind === 'lockedNow') {
          request.log.warn(
            { email: account, addresses: outcome.addresses },
            'account sign-in locked after too many wrong passwords',
          );
        }
        if (outcome.kind !== 'counted') return locked(outcome.lockedUntil);
        return sendPage(
          reply,
          401,
          <SignInPage uid={details.uid} email={email} error={pageTexts.wrongCredentials} />,
        );
      }
      await lockout.clearFailures(account);
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: subject } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );

  // 'Cancelar': the app gets `error=access_denied` at its redirect address, as the protocol says.
  scope.get<WithUid>('/oidc/interaction/:uid/abort', async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.uid !== request.params.uid)
      return sendPage(reply, 400, <ProviderErrorPage code="session_not_found" />);
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'A entrada foi cancelada.' },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  });
}
