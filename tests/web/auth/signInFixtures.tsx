/**
 * What the sign-in tests share: users as `GET login` answers them, a fake id token (the app checks its claims, not
 * its signature: the API is the one that verifies signatures), the provider's and the API's calls as msw handlers
 * that record what they received, and the /login page rendered between stand-in pages.
 */
import { StrictMode } from 'react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { config } from '../../../src/lib/config';
import type { WireUser } from '../../../src/domain/userSchemas';
import LoginPage from '../../../src/features/auth/pages/LoginPage';
import { pageExit } from '../../../src/lib/pageExit';
import { signInAttemptStorage, type SignInAttempt } from '../../../src/lib/storage';
import { server } from '../msw/server';
import { LocationProbe, renderWithProviders } from '../utils';

export const completeUser: WireUser = {
  id: 7,
  name: 'Ana Souza Lima',
  email: 'jornalista@imprensa.test',
  rg: '12.345.678-9',
  cpf: '529.982.247-25',
  address: 'Rua das Flores, 10',
  country: 'Brasil',
  state: 'SP',
  city: 'São Paulo',
  phone1: '(11) 9 1234-5678',
  phone2: '',
  phone3: '',
  midiaName: 'Jornal da Tarde',
  midiaType: 'Jornal',
  role: 10,
  cnh: '',
  cnhPicture: '',
  isNewsletterAccepted: false,
  deviceId: null,
};

/** A first sign-in: role 10 without rg and cpf, so the profile must be completed at /registry. */
export const incompleteUser: WireUser = {
  ...completeUser,
  id: 8,
  email: 'novo@imprensa.test',
  rg: '',
  cpf: '',
};

const base64url = (text: string) =>
  Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * A compact JWT with these claims over those any provider's id token has (issued to this app by the provider of the
 * settings, for the next hour), and a signature nobody checks here.
 */
export function fakeIdToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const standard = {
    iss: config.idp.issuer,
    aud: config.idp.clientId,
    sub: 'account-7',
    iat: now,
    exp: now + 3600,
  };
  return [
    base64url(JSON.stringify({ alg: 'RS256', kid: 'test' })),
    base64url(JSON.stringify({ ...standard, ...claims })),
    'c2lnbmF0dXJl',
  ].join('.');
}

/** The provider's token answer for an authorization code, as oidc-provider writes it. */
export const tokenAnswer = (tokens: Record<string, unknown>): Response =>
  HttpResponse.json({ access_token: 'at-1', token_type: 'Bearer', expires_in: 3600, ...tokens });

/** A sign-in attempt as /login stored it before going to the provider. */
export function storeAttempt(attempt: Partial<SignInAttempt> = {}): SignInAttempt {
  const stored = {
    state: 'state-abc',
    nonce: 'nonce-abc',
    codeVerifier: 'verifier-0123456789-0123456789-0123456789',
    createdAt: Date.now(),
    ...attempt,
  };
  signInAttemptStorage.write(stored);
  return stored;
}

export interface RecordedRequest {
  url: string;
  headers: Headers;
  body: string;
}

/**
 * The embedded provider's discovery document (LOCAL reads the provider's own name there), its token address, the
 * newsroom's `GET login` and the `GET events` read right after it, recording each request. `providerName`,
 * `tokenAnswer`, `loginAnswer` and `eventsAnswer` decide what they answer (no invitations unless told).
 */
export function signInNetwork({
  providerName = config.idp.issuer,
  tokenAnswer: answerTokens = (): Response => tokenAnswer({ id_token: fakeIdToken({ nonce: 'nonce-abc' }) }),
  loginAnswer = (): Response => HttpResponse.json({ token: 'session-1', user: completeUser }),
  eventsAnswer = (): Response => HttpResponse.json({ list: [] }),
}: {
  providerName?: string;
  tokenAnswer?: () => Response;
  loginAnswer?: () => Response;
  eventsAnswer?: () => Response;
} = {}) {
  const tokenRequests: RecordedRequest[] = [];
  const loginRequests: RecordedRequest[] = [];
  const eventsRequests: RecordedRequest[] = [];
  server.use(
    http.get(`${config.idp.issuer}/.well-known/openid-configuration`, () =>
      HttpResponse.json({ issuer: providerName }),
    ),
    http.post(config.idp.tokenUrl, async ({ request }) => {
      tokenRequests.push({ url: request.url, headers: request.headers, body: await request.text() });
      return answerTokens();
    }),
    http.get('*/api/login', ({ request }) => {
      loginRequests.push({ url: request.url, headers: request.headers, body: '' });
      return loginAnswer();
    }),
    http.get('*/api/events', ({ request }) => {
      eventsRequests.push({ url: request.url, headers: request.headers, body: '' });
      return eventsAnswer();
    }),
  );
  return { tokenRequests, loginRequests, eventsRequests };
}

/** Where the whole page would have gone (the provider, its logout): jsdom can't leave the page. */
export const watchPageExit = () => ({
  assign: vi.spyOn(pageExit, 'assign').mockImplementation(() => {}),
  openWindow: vi.spyOn(pageExit, 'openWindow'),
  closeWindow: vi.spyOn(pageExit, 'closeWindow').mockImplementation(() => {}),
  /** No window opened this one, unless a test says otherwise. */
  opener: vi.spyOn(pageExit, 'opener').mockReturnValue(null),
});

/** /login at `route`, with stand-in pages for where it leads; StrictMode as in main.tsx. */
export function renderLogin(route: string) {
  return renderWithProviders(
    <StrictMode>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="*" element={<h1>Outra página</h1>} />
      </Routes>
      <LocationProbe />
    </StrictMode>,
    { route },
  );
}
