/**
 * What a section page must be before a save touches it: the domain's field rules, the server's HTML rules for its
 * texts (each refusal naming the field as the editor labels it), and photos that can be shown. Each refusal is a 400
 * in the words the editor shows beside the field.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  blockLabel,
  blockTextVariantLabels,
  checkSectionPage,
  sectionPageFieldLabels as labels,
  sectionPageMessages,
  sectionPagePhotoFields,
} from '../../../src/domain/editorialPages';
import type { SectionPageSaveBody } from '../../../src/domain/editorialPageSchemas';
import { assertSafeHtml } from '../../content/contentHtml';
import type { DbOrTx } from '../../db/client';
import { media } from '../../db/schema';
import { DomainError } from '../../shared/domainError';
import type { SectionPageRow } from './pageRead';

/** The rules that need no database: run before the transaction opens. */
export function assertStorablePageTexts(body: SectionPageSaveBody): void {
  const problem = checkSectionPage(body);
  if (problem) throw new DomainError(400, problem.message);
  assertSafeHtml(body.description, labels.description);
  assertSafeHtml(body.sideDescription, labels.sideDescription);
  for (const [index, block] of body.blocks.entries()) {
    if (block.type !== 1) continue;
    assertSafeHtml(block.text, blockLabel(index));
    assertSafeHtml(block.textMed, `${blockLabel(index)}, ${blockTextVariantLabels.textMed}`);
    assertSafeHtml(block.textLow, `${blockLabel(index)}, ${blockTextVariantLabels.textLow}`);
  }
}

/**
 * Every photo the page would show can be: a newly chosen one must be a photo whose sizes are made (the picker offers
 * only those), while what the page already shows in that place stays as it is (a video block made before the
 * editorial area, say), so saving a text never fails over a picture nobody touched.
 */
export async function assertUsablePagePhotos(
  db: DbOrTx,
  body: SectionPageSaveBody,
  before: SectionPageRow,
  blockMediaBefore: ReadonlySet<number>,
): Promise<void> {
  const chosen = [
    ...sectionPagePhotoFields
      .filter((field) => body[field] !== null && body[field] !== before[field])
      .map((field) => body[field]!),
    ...body.blocks.flatMap((block) =>
      block.type === 2 && !blockMediaBefore.has(block.mediaId) ? [block.mediaId] : [],
    ),
  ];
  const ready = new Set(
    chosen.length
      ? (
          await db
            .select({ id: media.id })
            .from(media)
            .where(and(inArray(media.id, chosen), eq(media.kind, 'image'), eq(media.state, 'ready')))
        ).map((row) => row.id)
      : [],
  );
  for (const field of sectionPagePhotoFields) {
    const id = body[field];
    if (id !== null && id !== before[field] && !ready.has(id))
      throw new DomainError(400, sectionPageMessages.photoUnknown(labels[field]));
  }
  for (const [index, block] of body.blocks.entries())
    if (block.type === 2 && !blockMediaBefore.has(block.mediaId) && !ready.has(block.mediaId))
      throw new DomainError(400, sectionPageMessages.blockPhotoUnknown(index));
}
