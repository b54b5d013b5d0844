/**
 * Sign-in (spec section 4 as DECISIONS.md "Sign-in" makes it safe): `startSignIn` sends the browser to the identity
 * provider with a fresh attempt; `finishSignIn` takes the answer the provider sends back to /login, has it checked
 * against that attempt and traded for an id token (tokenExchange.ts), and trades the id token for the newsroom's
 * session (`GET login`). The protocol and its cryptography are oauth4webapi's. The page only shows 'Entrando...' and
 * goes where these answer.
 */
import {
  calculatePKCECodeChallenge,
  generateRandomCodeVerifier,
  generateRandomNonce,
  generateRandomState,
} from 'oauth4webapi';
import { config } from '../../lib/config';
import { createAppAsyncThunk } from '../../state/createAppAsyncThunk';
import type { AppDispatch } from '../../state/store';
import { isProfileComplete } from '../../domain/profile';
import {
  hasRedirectStorage,
  signInAttemptStorage,
  vwidUrlStorage,
  type SignInAttempt,
} from '../../lib/storage';
import { pathAfterSignIn } from '../../state/auth/afterSignIn';
import { authApi } from './authApi';
import { hasEventsChanged, signedIn, signedOut } from '../../state/auth/authSlice';
import { deviceId } from './deviceId';
import { authorizeAddress, logoutAddress } from './idpAddresses';
import { isApiError, serverReasonOf } from '../../lib/api/apiErrors';
import { pageExit } from '../../lib/pageExit';
import { signInRefusal } from './signInRefusal';
import { signInRefusedNote, signInWindowFlag } from './signInWindow';
import { exchangeCode } from './tokenExchange';

/** An attempt older than this is refused: a code coming back much later is more likely replayed than awaited. */
export const signInAttemptMaxAgeMs = 10 * 60 * 1000;

export const signInRefusedMessage = 'Desculpe, você não tem permissão para acessar essa área';

/**
 * Said when the sign-in can't start in this browser: the provider requires the S256 code challenge, which browsers
 * compute only on https and on localhost (a newsroom reached at another address over plain http).
 */
export const signInNeedsSecureAddressMessage =
  'Não é possível entrar por este endereço. Abra a sala de imprensa pelo endereço seguro (https) e tente de novo.';

/**
 * The mobile flavour (spec section 1), read from the settings when needed rather than through lib/platform.ts: that
 * module is in the home page's chunk, and sharing it with this one would cut it into a chunk of its own.
 */
const isMobileFlavour = () => config.flavour === 'mobile';

/** Where the page goes next: an in-app path, or nowhere because the browser is already leaving for the provider. */
export interface SignInOutcome {
  to: string | null;
}

class SignInError extends Error {
  override name = 'SignInError';
  /** The API's own sentence for its refusal (a suspended account, an e-mail taken), when it gave one. */
  constructor(
    message: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

/** The API's own words for a refused `GET login`, when it gave some. */
const reasonOf = (error: unknown): string | undefined =>
  isApiError(error) ? serverReasonOf(error) : undefined;

// StrictMode runs the page's effect twice: one attempt must start once, and one answer be finished once (the second
// run would find the attempt already used and take the failure path).
let starting = false;
const answersInFlight = new Set<string>();

/**
 * /login without a code. Web: the page goes to the provider. Mobile flavour: the provider opens in a new window,
 * marked as the sign-in window, and this one goes back to where the visitor was (it follows the sign-in through the
 * storage event); a blocked window falls back to the web way.
 */
export const startSignIn = createAppAsyncThunk<SignInOutcome, void>(
  'auth/startSignIn',
  async () => {
    starting = true;
    try {
      const attempt: SignInAttempt = {
        state: generateRandomState(),
        nonce: generateRandomNonce(),
        codeVerifier: generateRandomCodeVerifier(),
        createdAt: Date.now(),
      };
      signInAttemptStorage.write(attempt);
      // Web Crypto's digest: browsers offer it only on https and localhost, so a newsroom reached at another
      // address over plain http can't sign in (the provider requires S256).
      const address = authorizeAddress(attempt, await calculatePKCECodeChallenge(attempt.codeVerifier));
      if (isMobileFlavour()) {
        signInWindowFlag.mark();
        if (pageExit.openWindow(address)) return { to: hasRedirectStorage.read() ?? '/' };
      }
      pageExit.assign(address);
      return { to: null };
    } finally {
      starting = false;
    }
  },
  { condition: () => !starting },
);

/**
 * /login?code&state (or ?error&state): the provider came back; `callbackQuery` is the query it came back with. Any
 * failure takes the failure path of the flavour.
 */
export const finishSignIn = createAppAsyncThunk<SignInOutcome, { callbackQuery: string }>(
  'auth/finishSignIn',
  async ({ callbackQuery }, { dispatch }) => {
    answersInFlight.add(callbackQuery);
    // Used once, whatever happens: a replayed state finds nothing.
    const attempt = signInAttemptStorage.read();
    signInAttemptStorage.clear();
    // The mobile flavour's own window for the sign-in, with its opener still there to carry on.
    const signInWindow = signInWindowFlag.take() ? pageExit.opener() : null;
    // Known once the provider's answer is checked: the failure path then ends that very session at the provider.
    let idToken: string | null = null;
    try {
      if (!attempt) throw new SignInError('No sign-in was started here');
      if (Date.now() - attempt.createdAt > signInAttemptMaxAgeMs)
        throw new SignInError('The sign-in attempt is too old');

      // Another attempt's state, or another sign-in's token (a code slipped into this browser): refused there, and
      // that token used for nothing, not even the logout.
      const provider = await exchangeCode(callbackQuery, attempt);
      idToken = provider.idToken;
      // The id token lives on only inside the provider's logout address, for signing out there later.
      vwidUrlStorage.write(logoutAddress(idToken));

      // A previous user's stored session token would be sent in place of the id token (the API client adds it).
      dispatch(signedOut());
      const request = dispatch(
        authApi.endpoints.logIn.initiate({
          idToken,
          accessToken: provider.accessToken,
          deviceId: deviceId(),
        }),
      );
      const answer = await request;
      request.reset(); // the answer carries the session token: it is kept in user-data only
      if (answer.error) {
        // Spec section 8: no answer at all alerts 'Error'; any answer but 200 marks the result failed.
        if ('status' in answer.error && answer.error.status === 0) window.alert('Error');
        throw new SignInError(`GET login failed: ${JSON.stringify(answer.error)}`, reasonOf(answer.error));
      }
      const { token, user } = answer.data;
      if (typeof token !== 'string' || typeof user !== 'object' || user === null)
        throw new SignInError('GET login answered without a token and a user');
      const signedInUser = {
        ...user,
        email: user.email || provider.email || '',
        loggedIn: isProfileComplete(user),
      };
      dispatch(signedIn({ token, user: signedInUser }));
      dispatch(hasEventsChanged(await hasEventInvitations(dispatch, token)));
      // The opener follows user-data through the storage event (useUserDataOfOtherTabs): this window's work is done.
      if (signInWindow) pageExit.closeWindow();
      return { to: pathAfterSignIn(signedInUser) };
    } catch (error) {
      return failSignIn(error, idToken, signInWindow);
    } finally {
      answersInFlight.delete(callbackQuery);
    }
  },
  { condition: ({ callbackQuery }) => !answersInFlight.has(callbackQuery) },
);

/**
 * Whether the new session has event invitations (`user-has-event`). A failed read leaves the flag down and the
 * sign-in goes on: the events page sets it again when it loads its list.
 */
async function hasEventInvitations(dispatch: AppDispatch, token: string): Promise<boolean> {
  const request = dispatch(authApi.endpoints.listEventsAtSignIn.initiate({ token }));
  const answer = await request;
  request.reset();
  return !answer.error && Array.isArray(answer.data?.list) && answer.data.list.length > 0;
}

/**
 * Spec section 4, step 5: mobile alerts and goes home; the web logs and ends the provider's session too (the one this
 * attempt got an id token for, or whichever the provider holds). A refusal before the provider answered leaves an
 * earlier session of this browser as it was.
 */
function failSignIn(error: unknown, idToken: string | null, signInWindow: Window | null): SignInOutcome {
  const providerLogout = logoutAddress(idToken ?? undefined);
  if (idToken) vwidUrlStorage.clear();
  if (isMobileFlavour()) {
    window.alert(signInRefusedMessage);
    if (signInWindow) {
      // The window the person came from goes home too, and this one closes: one window left, as before.
      signInWindow.postMessage(signInRefusedNote, window.location.origin);
      pageExit.closeWindow();
    }
    return { to: '/' };
  }
  console.error('Error', error);
  // Shown on the page the provider's logout comes back to: without it the visitor would land signed out, untold.
  signInRefusal.keep((error instanceof SignInError && error.reason) || signInRefusedMessage);
  pageExit.assign(providerLogout);
  return { to: null };
}
