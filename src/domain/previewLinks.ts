/**
 * A draft's preview link (`?token=` of the spec): how long it opens the draft. A link is forwarded further than the
 * people it was made for; after a week it shows the page's not-found state instead of the draft, and the press
 * office makes a new one when it is still needed.
 */
export const previewLinkLifetimeDays = 7;

const dayMs = 24 * 60 * 60 * 1000;

/** The moment a link made at `madeAt` stops opening its draft. */
export const previewLinkExpiry = (madeAt: Date): Date =>
  new Date(madeAt.getTime() + previewLinkLifetimeDays * dayMs);

/** Whether a link expiring at `expiresAt` (null: none recorded) still opens its draft at `now`. */
export const previewLinkOpen = (expiresAt: Date | null, now: Date): boolean =>
  expiresAt !== null && expiresAt.getTime() > now.getTime();
