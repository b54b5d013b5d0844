/**
 * The accept and refuse links of an invitation e-mail: `{publicUrl}/convite/{guestId}?resposta=aceitar|recusar&
 * expires=…&signature=…`. The signature (linkSigning.ts) covers the guest row and the expiry, not the answer: both
 * links open the same page, which lets the guest change their mind before posting. An edited guest id or expiry
 * fails the signature, so nobody can answer someone else's invitation or stretch a link's life.
 */
import { invitationLinkValidDays, type EventAnswer } from '../../src/domain/events';
import type { LinkSigner } from '../shared/linkSigning';

/** The answer as the link's `resposta` names it, in the guest's language. */
export const answerWords = { accept: 'aceitar', reject: 'recusar' } as const satisfies Record<
  EventAnswer,
  string
>;
export type AnswerWord = (typeof answerWords)[EventAnswer];

export const answerOfWord = (word: string | undefined): EventAnswer | null =>
  word === answerWords.accept ? 'accept' : word === answerWords.reject ? 'reject' : null;

/** What a link's signature covers (beside its expiry): the guest row it answers. */
export const invitationLinkSubject = (guestId: number) => `event-guest:${guestId}`;

/** A link is of use until the event starts, and for at most `invitationLinkValidDays` after it is sent. */
export function invitationLinkExpiry(sentAt: Date, eventStart: Date): Date {
  const longest = sentAt.getTime() + invitationLinkValidDays * 24 * 3600 * 1000;
  return new Date(Math.min(longest, eventStart.getTime()));
}

/** The page's path, without the query (the form posts to it). */
export const invitationPath = (guestId: number) => `/convite/${guestId}`;

export interface InvitationLinks {
  accept: string;
  refuse: string;
  /** Unix seconds. */
  expires: number;
}

export function invitationLinks(
  site: { publicUrl: string; signer: LinkSigner },
  guestId: number,
  sentAt: Date,
  eventStart: Date,
): InvitationLinks {
  const expires = Math.floor(invitationLinkExpiry(sentAt, eventStart).getTime() / 1000);
  const signature = site.signer.sign(invitationLinkSubject(guestId), expires);
  const link = (word: AnswerWord) =>
    `${site.publicUrl.replace(/\/$/, '')}${invitationPath(guestId)}?resposta=${word}&expires=${expires}&signature=${signature}`;
  return { accept: link(answerWords.accept), refuse: link(answerWords.reject), expires };
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

/** The signature first: an edited id or expiry must not learn whether the link would have expired. */
export function checkInvitationLink({
  signer,
  guestId,
  expires,
  signature,
  now,
}: {
  signer: LinkSigner;
  guestId: number;
  /** Unix seconds, as the link carries it. */
  expires: number;
  signature: string;
  now: Date;
}): LinkCheck {
  if (!signer.verify(invitationLinkSubject(guestId), expires, signature)) return 'invalid';
  return now.getTime() >= expires * 1000 ? 'expired' : 'valid';
}
