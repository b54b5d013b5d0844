/** Company, technology and e-mobility pages (ids written out, per kind) and their template blocks. */
import { sectionKinds, sectionPages, templateBlocks } from '../../db/schema';
import type { Db } from '../../db/client';
import { seedSections } from '../content/sections/allSections';
import { blockRows, pageColumns } from './pageColumns';
import type { Refs } from './refs';

export async function writeSections(db: Db, refs: Refs, now: Date): Promise<void> {
  const pages = sectionKinds.flatMap((kind) => seedSections[kind].map((page) => ({ kind, page })));
  // Position among siblings: the menu lists level-1 pages, and level-2 pages under their parent, in this order.
  const siblingsSeen = new Map<string, number>();
  const rows = pages.map(({ kind, page }) => {
    const group = `${kind}/${page.parentId ?? 'top'}`;
    const position = siblingsSeen.get(group) ?? 0;
    siblingsSeen.set(group, position + 1);
    return { kind, id: page.id, parentId: page.parentId, ...pageColumns(page, refs, position, now) };
  });
  // One statement for all: PostgreSQL checks the self-referencing key once the whole INSERT is done.
  await db.insert(sectionPages).values(rows);
  await db
    .insert(templateBlocks)
    .values(pages.flatMap(({ kind, page }) => blockRows(kind, page.id, page.blocks, refs)));
}
