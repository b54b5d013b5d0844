/**
 * One section's tree as the press office sees it (`GET /redacao/pages?kind=`): every page, drafts included, in tree
 * order (the root, then each level-1 page followed by its level-2 pages, siblings by their menu order), each with
 * its state and the address that opens it.
 */
import { asc, eq } from 'drizzle-orm';
import {
  sectionPageLevelOf,
  sectionPageStateLabels,
  sectionRootPageId,
} from '../../../src/domain/editorialPages';
import type { SectionPageSummary, SectionPageTree } from '../../../src/domain/editorialPageSchemas';
import type { SectionKind } from '../../../src/domain/sections';
import type { DbOrTx } from '../../db/client';
import { sectionPages } from '../../db/schema';
import { pageUrlOf, withPreviewToken } from './pageAddress';

type TreeRow = Pick<
  typeof sectionPages.$inferSelect,
  'kind' | 'id' | 'parentId' | 'title' | 'position' | 'published' | 'previewToken' | 'previewExpiresAt'
>;

/** Parents before their children, two levels below the top (no write makes a deeper page, nor does the site show one). */
function treeOrder(rows: TreeRow[]): TreeRow[] {
  const childrenOf = (parentId: number) => rows.filter((row) => row.parentId === parentId);
  const tops = rows.filter((row) => row.parentId === null);
  // The root first, whatever its position: it is the section itself, not one of its menu entries.
  tops.sort((a, b) => Number(b.id === sectionRootPageId) - Number(a.id === sectionRootPageId));
  return tops.flatMap((top) => [top, ...childrenOf(top.id)]);
}

export async function readSectionTree(db: DbOrTx, kind: SectionKind, now: Date): Promise<SectionPageTree> {
  const rows = await db
    .select({
      kind: sectionPages.kind,
      id: sectionPages.id,
      parentId: sectionPages.parentId,
      title: sectionPages.title,
      position: sectionPages.position,
      published: sectionPages.published,
      previewToken: sectionPages.previewToken,
      previewExpiresAt: sectionPages.previewExpiresAt,
    })
    .from(sectionPages)
    .where(eq(sectionPages.kind, kind))
    .orderBy(asc(sectionPages.position), asc(sectionPages.id));
  const withTokens = new Map<number, TreeRow>();
  for (const row of treeOrder(rows)) withTokens.set(row.id, await withPreviewToken(db, row, now));
  const pages: SectionPageSummary[] = [...withTokens.values()].map((page) => {
    const state = page.published ? 'published' : 'draft';
    return {
      id: page.id,
      parentId: page.parentId,
      level: sectionPageLevelOf(page),
      title: page.title,
      state,
      stateText: sectionPageStateLabels[state],
      position: page.position,
      url: pageUrlOf(page, page.parentId === null ? undefined : withTokens.get(page.parentId)),
    };
  });
  return { kind, pages };
}
