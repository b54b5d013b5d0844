/**
 * Who may see an unpublished content item (a draft): whoever holds its preview token (`?token=` of the spec), until
 * the token expires (src/domain/previewLinks.ts). A draft is otherwise exactly like an id that doesn't exist: the
 * same 404, so nobody can probe which drafts exist, and an expired or revoked link looks like no link at all.
 * Drafts never appear in any list (news lists and filters, related lists, menus, home, car lists, versions,
 * `listsub`), not even in a preview: a token opens its own item's page (and the pages under a draft car or draft
 * level-1 page) and nothing else.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { previewLinkOpen } from '../../src/domain/previewLinks';
import { DomainError } from '../shared/domainError';

/** What a read was asked with: the preview token of `?token=`, if any, and the moment it was asked. */
export type Access = { token: undefined } | { token: string; now: Date };

export const publicAccess: Access = { token: undefined };

export interface Publishable {
  published: boolean;
  previewToken: string | null;
  previewExpiresAt: Date | null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Constant-time comparison of digests (equal lengths whatever the inputs): a plain `===` stops at the first
 * differing character, and an attacker timing many requests could guess a token one character at a time.
 */
export function tokenOpens(access: Access, item: Publishable): boolean {
  if (!access.token || !item.previewToken) return false;
  const same = timingSafeEqual(digest(access.token), digest(item.previewToken));
  return same && previewLinkOpen(item.previewExpiresAt, access.now);
}

/**
 * Whether a page can be shown: every unpublished item on its path (a version's car, a level-2 page's parent, then
 * the page) must be opened by the token. The token of either one opens both: an editor previewing a draft car opens
 * its versions' pages, and the link to a draft version also shows the title of its draft car.
 */
export function canSee(access: Access, path: Publishable[]): boolean {
  const opened = path.some((item) => !item.published && tokenOpens(access, item));
  return path.every((item) => item.published || opened);
}

export const contentNotFoundMessage = 'Conteúdo não encontrado.';

/** The one answer for an unknown id, a draft without its token, and a child under the wrong parent. */
export const contentNotFound = () => new DomainError(404, contentNotFoundMessage);
