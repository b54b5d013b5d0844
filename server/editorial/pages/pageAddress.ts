/**
 * A page's public address as the editor links to it ('Ver página'). A page nobody can see yet is opened by a preview
 * token (publication.ts): its own when it is a draft, else its draft parent's (the token of either opens both). A
 * section page's address is `/company`, `/company/{id}` or `/company/{parentId}/{id}`; a car's and a version's are
 * built the same way in ../cars/carAddress.ts.
 */
import { and, eq } from 'drizzle-orm';
import { paths } from '../../../src/domain/routes';
import type { SectionKind } from '../../../src/domain/sections';
import type { Publishable } from '../../content/publication';
import { hasOpenLink, keptPreviewLink, newPreviewLink, type PreviewLink } from '../../content/previewLinks';
import type { DbOrTx } from '../../db/client';
import { sectionPages } from '../../db/schema';

export interface AddressablePage extends Publishable {
  kind: SectionKind;
  id: number;
  parentId: number | null;
}

/**
 * `path` as the editor opens it: with the token of the first draft among `path`'s items (the page, then what it is
 * under), when one is a draft.
 */
export function previewUrlOf(path: string, items: readonly (Publishable | undefined)[]): string {
  const opener = items.find((item) => item && !item.published && item.previewToken);
  return opener ? `${path}?token=${encodeURIComponent(opener.previewToken!)}` : path;
}

const pathOf = (page: AddressablePage) => {
  const tree = paths.sections[page.kind];
  return page.parentId === null ? tree.page.href(page.id) : tree.subpage.href(page.parentId, page.id);
};

/** `parent` is the page's parent when it has one (a level-2 page under a draft is seen with the parent's token). */
export function pageUrlOf(page: AddressablePage, parent?: AddressablePage): string {
  return previewUrlOf(pathOf(page), [page, parent]);
}

/** The row's link as an update left it. */
export type StoredLink = Pick<Publishable, 'previewToken' | 'previewExpiresAt'>;

/**
 * A draft whose link is missing (a page unpublished by hand before the editorial area) or no longer opens it gets a
 * new one, so 'Ver página' always opens something and a link that expired stays dead: `store` writes the new link
 * unless the row's own still opens it, and answers the row's link. A concurrent read that made one first keeps its
 * own.
 */
export async function withTokenStored<T extends Publishable>(
  page: T,
  now: Date,
  store: (link: PreviewLink) => Promise<StoredLink | undefined>,
): Promise<T> {
  if (page.published || hasOpenLink(page, now)) return page;
  const link = newPreviewLink(now);
  return { ...page, ...((await store(link)) ?? link) };
}

export const withPreviewToken = <T extends AddressablePage>(db: DbOrTx, page: T, now: Date): Promise<T> =>
  withTokenStored(page, now, async (link) => {
    const [row] = await db
      .update(sectionPages)
      .set(keptPreviewLink(sectionPages, now, link))
      .where(and(eq(sectionPages.kind, page.kind), eq(sectionPages.id, page.id)))
      .returning({
        previewToken: sectionPages.previewToken,
        previewExpiresAt: sectionPages.previewExpiresAt,
      });
    return row;
  });
