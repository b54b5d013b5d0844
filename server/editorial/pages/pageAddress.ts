/**
 * A section page's public address as the editor links to it ('Ver página'): `/company`, `/company/{id}` or
 * `/company/{parentId}/{id}`. A page nobody can see yet is opened by a preview token (publication.ts): its own when it
 * is a draft, else its draft parent's (the token of either opens both).
 */
import { and, eq, sql } from 'drizzle-orm';
import { paths } from '../../../src/domain/routes';
import type { SectionKind } from '../../../src/domain/sections';
import type { DbOrTx } from '../../db/client';
import { sectionPages } from '../../db/schema';
import { newPreviewToken } from '../newsRead';

export interface AddressablePage {
  kind: SectionKind;
  id: number;
  parentId: number | null;
  published: boolean;
  previewToken: string | null;
}

const pathOf = (page: AddressablePage) => {
  const tree = paths.sections[page.kind];
  return page.parentId === null ? tree.page.href(page.id) : tree.subpage.href(page.parentId, page.id);
};

/** `parent` is the page's parent when it has one (a level-2 page under a draft is seen with the parent's token). */
export function pageUrlOf(page: AddressablePage, parent?: AddressablePage): string {
  const opener = [page, parent].find((item) => item && !item.published && item.previewToken);
  const path = pathOf(page);
  return opener ? `${path}?token=${encodeURIComponent(opener.previewToken!)}` : path;
}

/**
 * A draft with no token (a page unpublished by hand before the editorial area) gets one, so 'Ver página' always
 * opens something; a concurrent read that made one first keeps its own.
 */
export async function withPreviewToken<T extends AddressablePage>(db: DbOrTx, page: T): Promise<T> {
  if (page.published || page.previewToken) return page;
  const token = newPreviewToken();
  const [row] = await db
    .update(sectionPages)
    .set({ previewToken: sql`coalesce(${sectionPages.previewToken}, ${token})` })
    .where(and(eq(sectionPages.kind, page.kind), eq(sectionPages.id, page.id)))
    .returning({ previewToken: sectionPages.previewToken });
  return { ...page, previewToken: row?.previewToken ?? token };
}
