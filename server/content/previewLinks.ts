/**
 * Making and keeping a draft's preview link, once for every kind of content that has one (news, cars, versions,
 * section pages: their `publication()` columns): a token nobody can guess and the moment it stops opening the draft
 * (src/domain/previewLinks.ts). Whoever writes a token writes its expiry with it, through here.
 */
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { previewLinkExpiry, previewLinkOpen } from '../../src/domain/previewLinks';
import type { Publishable } from './publication';

/** A preview token: unguessable, and short enough for a link pasted in a chat. */
export const newPreviewToken = () => randomBytes(18).toString('base64url');

export interface PreviewLink {
  previewToken: string;
  previewExpiresAt: Date;
}

/** A new link, made at `now`: any link the item had before stops working. */
export const newPreviewLink = (now: Date): PreviewLink => ({
  previewToken: newPreviewToken(),
  previewExpiresAt: previewLinkExpiry(now),
});

/** No link: the one the item had stops working at once ('Revogar link'). */
export const noPreviewLink = { previewToken: null, previewExpiresAt: null } as const;

/** Whether the item has a link that still opens it at `now`. */
export const hasOpenLink = (item: Pick<Publishable, 'previewToken' | 'previewExpiresAt'>, now: Date) =>
  item.previewToken !== null && previewLinkOpen(item.previewExpiresAt, now);

export interface PreviewColumns {
  previewToken: AnyPgColumn;
  previewExpiresAt: AnyPgColumn;
}

/**
 * An update's columns that keep the item's link while it still opens, and otherwise give it `fresh`, a new one made
 * at `now` (an item going back to a draft is seen through its link; a link that expired is not brought back to
 * life). Decided in the statement itself, so two writers at once agree on one token.
 */
export function keptPreviewLink(
  columns: PreviewColumns,
  now: Date,
  fresh: PreviewLink = newPreviewLink(now),
): { previewToken: SQL; previewExpiresAt: SQL } {
  const open = sql`(${columns.previewToken} is not null and ${columns.previewExpiresAt} > ${now.toISOString()}::timestamptz)`;
  return {
    previewToken: sql`case when ${open} then ${columns.previewToken} else ${fresh.previewToken} end`,
    previewExpiresAt: sql`case when ${open} then ${columns.previewExpiresAt} else ${fresh.previewExpiresAt.toISOString()}::timestamptz end`,
  };
}
