import { describe, expect, it } from 'vitest';
import { serverKeys } from '../../server/db/schema';
import { linkSigner, loadLinkSecret } from '../../server/shared/linkSigning';
import { embeddedDatabase } from './databases';

/** The last of 43 characters holds 4 bits and 2 spare zero bits: the next character spells the same bytes. */
const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('signed download links', () => {
  const signer = linkSigner(Buffer.from('k'.repeat(32)));

  it('accepts its own signature and nothing else', () => {
    const signature = signer.sign('cart-zip:7', 1_800_000_000);
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(signer.verify('cart-zip:7', 1_800_000_000, signature)).toBe(true);
    expect(signer.verify('cart-zip:8', 1_800_000_000, signature)).toBe(false);
    expect(signer.verify('cart-zip:7', 1_800_000_001, signature)).toBe(false);
    expect(signer.verify('cart-zip:7', 1_800_000_000, signature.slice(1))).toBe(false);
    expect(signer.verify('cart-zip:7', 1_800_000_000, '')).toBe(false);
    // Another spelling of the same bytes (the last character's spare bits) is not the signature either.
    const last = signature.at(-1)!;
    const respelled = `${signature.slice(0, -1)}${base64url[base64url.indexOf(last) + 1]}`;
    expect(Buffer.from(respelled, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    expect(signer.verify('cart-zip:7', 1_800_000_000, respelled)).toBe(false);
    expect(linkSigner(Buffer.from('o'.repeat(32))).verify('cart-zip:7', 1_800_000_000, signature)).toBe(
      false,
    );
  });

  it('refuses a key too short to be safe', () => {
    expect(() => linkSigner(Buffer.from('curta'))).toThrow(/at least 32 bytes/);
  });

  it('uses the configured secret rather than making a key', async () => {
    const database = await embeddedDatabase.open();
    const secret = 's'.repeat(40);
    expect((await loadLinkSecret(database.db, secret)).toString()).toBe(secret);
    expect(await database.db.select().from(serverKeys)).toEqual([]);
    await database.close();
  });
});
