/**
 * Signed links: an e-mailed download link carries `expires` and an HMAC-SHA256 of what it opens and until when, so
 * the server can trust it without a session, and nobody can open another request or stretch the expiry by editing
 * the address. The secret is a setting when given (a deployment must give it), else a random key made once and kept
 * in the database every process shares.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { serverKeyOnce } from './serverKeys';

export interface LinkSigner {
  sign(subject: string, expiresUnix: number): string;
  verify(subject: string, expiresUnix: number, signature: string): boolean;
}

/** Shorter keys are refused: a guessable key would let anyone sign links. */
export const minimumSecretBytes = 32;

export function linkSigner(secret: Buffer): LinkSigner {
  if (secret.length < minimumSecretBytes)
    throw new Error(`The link signing key must have at least ${minimumSecretBytes} bytes`);
  const mac = (subject: string, expiresUnix: number) =>
    createHmac('sha256', secret).update(`${subject}\n${expiresUnix}`).digest();
  return {
    sign: (subject, expiresUnix) => mac(subject, expiresUnix).toString('base64url'),
    verify(subject, expiresUnix, signature) {
      // Compared as text, not decoded: base64 decoders ignore a last character's spare bits, so several strings
      // would pass for one signature.
      const given = Buffer.from(signature, 'utf8');
      const expected = Buffer.from(mac(subject, expiresUnix).toString('base64url'), 'utf8');
      // Constant time, so the answer's timing never tells an attacker how many leading bytes they got right.
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The configured secret, or the database's `link-signing-key`, made with random bytes on first use. */
export async function loadLinkSecret(db: DbOrTx, configured?: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const key = await serverKeyOnce(db, 'link-signing-key', async () => randomBytes(48).toString('base64url'));
  return Buffer.from(key.trim(), 'utf8');
}
