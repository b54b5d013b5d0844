/**
 * Addresses invited before they had an account (event_invitees, from /redacao/eventos): at each sign-in, an account
 * whose e-mail is on such a list becomes a guest of those events, and is mailed the normal invitation with its answer
 * links. Events cancelled or over meanwhile are left alone: an invitation to them would be of no use.
 */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { eventInvitees, events } from '../db/schema';
import { inviteUsersIn, type EventSite } from './eventPlanning';

/** Turns the account's pending invitations into guest rows, mailing each; answers the events it joined. */
export async function claimEventInvitations(
  tx: DbOrTx,
  user: { id: number; email: string },
  now: Date,
  site: EventSite,
): Promise<number[]> {
  const email = user.email.toLowerCase();
  const waiting = await tx
    .select({ inviteeId: eventInvitees.id, event: events })
    .from(eventInvitees)
    .innerJoin(events, eq(events.id, eventInvitees.eventId))
    .where(and(eq(eventInvitees.email, email), isNull(events.cancelledAt), gt(events.endAt, now)))
    .orderBy(eventInvitees.id);
  if (!waiting.length) return [];
  for (const { event } of waiting) await inviteUsersIn({ tx, event, userIds: [user.id], now, site });
  await tx.delete(eventInvitees).where(
    inArray(
      eventInvitees.id,
      waiting.map((row) => row.inviteeId),
    ),
  );
  return waiting.map((row) => row.event.id);
}
