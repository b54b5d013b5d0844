/**
 * The one-click way out of the follow e-mails (RFC 8058): `{publicUrl}/deixar-de-seguir/{userId}?signature=…`, in
 * the e-mail's text and in its `List-Unsubscribe` header, with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 * so a mail program can unsubscribe the person with one POST, without opening the page.
 *
 * The signature (server/shared/linkSigning.ts) covers the person's id: an edited id fails it, so nobody can stop
 * someone else's e-mails by guessing numbers. The link does not expire: an e-mail read months later must still
 * let its reader out, and all it can do is stop e-mails to the person it was sent to.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import type { MailHeadersOf } from '../mail/outboxSender';
import type { LinkSigner } from '../shared/linkSigning';

/** The links never expire: the expiry the signature covers is always this. */
const noExpiry = 0;

const linkSubject = (userId: number) => `follows-unsubscribe:${userId}`;

/** The page's path, without the query (its form and the one-click POST go to it). */
export const unsubscribePath = (userId: number) => `/deixar-de-seguir/${userId}`;

export interface LinkSite {
  publicUrl: string;
  signer: LinkSigner;
}

export function unsubscribeUrl(site: LinkSite, userId: number): string {
  const signature = site.signer.sign(linkSubject(userId), noExpiry);
  return `${site.publicUrl.replace(/\/$/, '')}${unsubscribePath(userId)}?signature=${signature}`;
}

export const isUnsubscribeSignature = (signer: LinkSigner, userId: number, signature: string): boolean =>
  signer.verify(linkSubject(userId), noExpiry, signature);

/** The topic of the follow e-mails in the outbox. */
export const followDigestTopic = 'follow-digest' as const;

/**
 * The headers of a follow e-mail, made as it is sent (the outbox keeps no headers): the person is found by the
 * address it goes to, which is their account's.
 */
export function followMailHeaders(site: LinkSite & { db: DbOrTx }): MailHeadersOf {
  return async ({ topic, to }) => {
    if (topic !== followDigestTopic) return undefined;
    const [user] = await site.db.select({ id: users.id }).from(users).where(eq(users.email, to));
    if (!user) return undefined;
    return {
      'List-Unsubscribe': `<${unsubscribeUrl(site, user.id)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  };
}
