/**
 * Typed adapters for the local storage keys of spec section 3. Every read survives a corrupt or foreign value (a
 * hand-edited key, another app's data, storage disabled): it resets the key and answers the default, never throws.
 */
import type { FavoriteItem } from '../domain/favorites';

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // blocked storage (privacy mode, sandboxed iframe)
  }
}

function readRaw(key: string): string | null {
  try {
    return safeStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(key: string, value: string | null): void {
  try {
    const storage = safeStorage();
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // quota exceeded or storage blocked: the app keeps working with what it has in memory
  }
}

/** A JSON value under `key`, checked by `isValid`; anything else is removed and `fallback` answered. */
function jsonKey<T>(key: string, isValid: (value: unknown) => value is T, fallback: T) {
  return {
    read(): T {
      const raw = readRaw(key);
      if (raw === null) return fallback;
      try {
        const value: unknown = JSON.parse(raw);
        if (isValid(value)) return value;
      } catch {
        // not JSON: reset below
      }
      writeRaw(key, null);
      return fallback;
    },
    write(value: T): void {
      writeRaw(key, JSON.stringify(value));
    },
    clear(): void {
      writeRaw(key, null);
    },
  };
}

/** A plain string flag under `key`, accepted only when it is one of `values`. */
function flagKey<V extends string>(key: string, values: readonly V[]) {
  return {
    read(): V | null {
      const raw = readRaw(key);
      if (raw === null) return null;
      if ((values as readonly string[]).includes(raw)) return raw as V;
      writeRaw(key, null);
      return null;
    },
    write(value: V): void {
      writeRaw(key, value);
    },
    clear(): void {
      writeRaw(key, null);
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

// --- favorites -------------------------------------------------------------------------------------------------

const isFavoriteItem = (value: unknown): value is FavoriteItem =>
  isObject(value) &&
  isString(value.name) &&
  isString(value.type) &&
  isString(value.imageLink) &&
  isString(value.contentLink) &&
  Array.isArray(value.contentToDownload) &&
  value.contentToDownload.every(isString) &&
  typeof value.mediaAmount === 'number';

export const favoritesStorage = jsonKey(
  'favorites',
  (value): value is FavoriteItem[] => Array.isArray(value) && value.every(isFavoriteItem),
  [] as FavoriteItem[],
);

/**
 * What a signed-in journalist's account still has to take from this browser (src/state/favorites/accountFavorites.ts):
 * 'merge' the signed-out list, at sign-in, or 'save' the list changed here. Kept across reloads and shared by the tabs,
 * so a change made offline is sent when the site opens again instead of being replaced by the account's older list.
 */
export const favoritesUnsentStorage = flagKey('favorites-unsent', ['merge', 'save'] as const);

// --- user-data -------------------------------------------------------------------------------------------------

export interface StoredUser {
  id: number;
  name: string;
  email: string;
  role: number;
  loggedIn?: boolean;
  [field: string]: unknown;
}

export interface UserData {
  token: string;
  user: StoredUser;
}

const isUserData = (value: unknown): value is UserData =>
  isObject(value) &&
  isString(value.token) &&
  isObject(value.user) &&
  typeof value.user.id === 'number' &&
  typeof value.user.role === 'number';

export const userDataStorage = jsonKey<UserData | null>(
  'user-data',
  (value): value is UserData | null => value === null || isUserData(value),
  null,
);
export const readUserData = (): UserData | null => userDataStorage.read();

// --- simple keys -----------------------------------------------------------------------------------------------

const stringKey = (key: string, isValid: (value: string) => boolean) => ({
  read(): string | null {
    const raw = readRaw(key);
    if (raw === null) return null;
    if (isValid(raw)) return raw;
    writeRaw(key, null);
    return null;
  },
  write(value: string): void {
    writeRaw(key, value);
  },
  clear(): void {
    writeRaw(key, null);
  },
});

/** An id for this browser, sent with the login call. */
export const deviceIdStorage = stringKey('deviceID', (value) => /^[\w-]{8,64}$/.test(value));
/** Where to return after signing in: an in-app path only, never another site. */
export const hasRedirectStorage = stringKey('has-redirect', (value) => /^\/(?!\/)/.test(value));
/**
 * The identity provider's logout address, built at sign-in with `id_token_hint` and `post_logout_redirect_uri`
 * (DECISIONS.md "Sign-in"); logout goes there. The id token itself is not kept anywhere else.
 */
export const vwidUrlStorage = stringKey('vwid_url', (value) => /^https?:\/\//.test(value));
/** The visitor's answer to the cookie notice: 'true' accepted, 'false' refused. */
export const acceptCookiesStorage = flagKey('acceptCookies', ['true', 'false'] as const);
export const userHasEventStorage = flagKey('user-has-event', ['true', 'false'] as const);

/** Acceptance flags named by type, e.g. `downloadAccepted` = 'accepted'. */
export const acceptanceStorage = (type: 'download') => flagKey(`${type}Accepted`, ['accepted'] as const);
/** The download terms (spec section 4): accepted once, on the terms page or in the download dialog, then downloads
 * skip the dialog. */
export const downloadAcceptedStorage = acceptanceStorage('download');

// --- sign-in attempt ---------------------------------------------------------------------------------------------

/**
 * A sign-in on its way to the identity provider: its random `state` (checked when the provider comes back), the
 * `nonce` the id token must carry and the PKCE code verifier. Kept in local storage, not session storage, because
 * the mobile flavour comes back in another window; it is removed as soon as it is used, and too old ones are refused.
 */
export interface SignInAttempt {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** ms since the epoch */
  createdAt: number;
}

export const signInAttemptStorage = jsonKey<SignInAttempt | null>(
  'sign-in-attempt',
  (value): value is SignInAttempt | null =>
    value === null ||
    (isObject(value) &&
      isString(value.state) &&
      isString(value.nonce) &&
      isString(value.codeVerifier) &&
      typeof value.createdAt === 'number'),
  null,
);
