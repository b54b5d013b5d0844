/**
 * What every API call carries, whichever way it goes (reads through fetch, writes through axios): the settings'
 * base address, the default time limit, and the signed-in user's token as `authorization`.
 */
import { config } from '../config';
import { readUserData } from '../storage';

/** A call abandoned after this long answers status 0, like a lost connection. */
export const apiTimeoutMs = 20000;

export const apiBase = () => config.apiBase;

/** The session token of the stored user, sent as `authorization` (never to the identity provider). */
export const sessionToken = (): string | undefined => readUserData()?.token || undefined;
