/**
 * The columns every content page shares, from a seed page, plus its template blocks as rows to insert. HTML goes
 * through `assertSafeHtml`, as every content write does: a mistake in the content files fails the seed loudly.
 */
import type { templateBlocks, TemplateOwner } from '../../db/schema';
import { assertSafeHtml } from '../../content/contentHtml';
import type { SeedPage } from '../content/types';
import type { Refs } from './refs';

export function pageColumns(page: SeedPage, refs: Refs, position: number, createdAt: Date) {
  return {
    title: page.title,
    subtitle: page.subtitle,
    description: assertSafeHtml(page.description, 'description'),
    mediaId: refs.media(page.media),
    sideMediaId: refs.optionalMedia(page.sideMedia),
    sideDescription: assertSafeHtml(page.sideDescription ?? '', 'sideDescription'),
    bottomTitle: page.bottomTitle ?? '',
    bottomMediaId: refs.optionalMedia(page.bottomMedia),
    position,
    createdAt,
  };
}

export type BlockRow = typeof templateBlocks.$inferInsert;

export function blockRows(
  ownerType: TemplateOwner,
  ownerId: number,
  blocks: SeedPage['blocks'],
  refs: Refs,
): BlockRow[] {
  return blocks.map((block, position) =>
    block.type === 1
      ? { ownerType, ownerId, position, type: 1, text: assertSafeHtml(block.html, 'text'), mediaId: null }
      : { ownerType, ownerId, position, type: 2, text: '', mediaId: refs.media(block.media) },
  );
}
