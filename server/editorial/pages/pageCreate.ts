/**
 * 'Nova página': an unpublished page with a preview token, at the end of its siblings, under a level-1 page or as a
 * level-1 page itself. Ids are numbered per section (page 1 is each section's root, spec section 2), so the next id
 * is read and taken under a lock of that section: two editors creating at once wait for each other rather than
 * both taking the same id.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  canHoldSubpages,
  checkSectionPageTitle,
  sectionPageLimits,
  sectionPageMessages,
} from '../../../src/domain/editorialPages';
import type { SectionPageCreateBody } from '../../../src/domain/editorialPageSchemas';
import { sectionKinds, type SectionKind } from '../../../src/domain/sections';
import type { DbOrTx } from '../../db/client';
import { sectionPages } from '../../db/schema';
import { DomainError } from '../../shared/domainError';
import { recordEditorialChange } from '../../shared/changeLog';
import { newPreviewLink } from '../../content/previewLinks';
import type { PageWriteDeps } from './pageWrite';

/** The first number of the per-section lock's key (pg_advisory_xact_lock), the second being the section's index. */
const sectionLockSpace = 0x5047_5345;

async function lockSection(tx: DbOrTx, kind: SectionKind): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sectionLockSpace}::integer, ${sectionKinds.indexOf(kind)}::integer)`,
  );
}

async function assertParentHolds(tx: DbOrTx, kind: SectionKind, parentId: number): Promise<void> {
  const [parent] = await tx
    .select({ id: sectionPages.id, parentId: sectionPages.parentId })
    .from(sectionPages)
    .where(and(eq(sectionPages.kind, kind), eq(sectionPages.id, parentId)));
  if (!parent) throw new DomainError(400, sectionPageMessages.parentUnknown);
  if (!canHoldSubpages(parent)) throw new DomainError(400, sectionPageMessages.parentNotLevelOne);
}

export async function createSectionPage(
  { db, actorId, now }: PageWriteDeps,
  kind: SectionKind,
  body: SectionPageCreateBody,
): Promise<number> {
  const problem = checkSectionPageTitle(body.title);
  if (problem) throw new DomainError(400, problem);
  return db.transaction(async (tx) => {
    await lockSection(tx, kind);
    if (body.parentId !== null) await assertParentHolds(tx, kind, body.parentId);
    const siblings =
      body.parentId === null ? isNull(sectionPages.parentId) : eq(sectionPages.parentId, body.parentId);
    const [next] = await tx
      .select({
        id: sql<number>`coalesce(max(${sectionPages.id}), 0)::int + 1`,
        position: sql<number>`coalesce(max(${sectionPages.position}) filter (where ${siblings}), -1)::int + 1`,
      })
      .from(sectionPages)
      .where(eq(sectionPages.kind, kind));
    const id = Number(next!.id);
    await tx.insert(sectionPages).values({
      kind,
      id,
      parentId: body.parentId,
      title: body.title.trim(),
      position: Math.min(Number(next!.position), sectionPageLimits.positionMax),
      published: false,
      ...newPreviewLink(now),
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    await recordEditorialChange(tx, kind, { subjectId: id, action: 'create', actorId, at: now });
    return id;
  });
}
