/**
 * What a content page (a section page, a car, a version) must be before a save touches it: the domain's field rules,
 * the server's HTML rules for its texts (each refusal naming the field as the editor labels it), and photos that can
 * be shown. Each refusal is a 400 in the words the editor shows beside the field.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  blockLabel,
  blockTextVariantLabels,
  checkPageFields,
  sectionPageFieldLabels as labels,
  sectionPageMessages,
  type PageFields,
  type PageProblem,
} from '../../../src/domain/editorialPages';
import type { SectionPageSaveBody } from '../../../src/domain/editorialPageSchemas';
import { assertSafeHtml } from '../../content/contentHtml';
import type { DbOrTx } from '../../db/client';
import { media } from '../../db/schema';
import { DomainError } from '../../shared/domainError';

/** What every page's save sends: its page fields, its blocks, its version (a car's or a version's adds to it). */
export type PageSaveBody = SectionPageSaveBody;

/**
 * The rules that need no database, run before the transaction opens: `rule` is the kind of page's own (a car's
 * checks its category too), the page fields' by default.
 */
export function assertStorablePageTexts<Body extends PageSaveBody>(
  body: Body,
  rule: (fields: Body) => PageProblem<string> | null = (fields: PageFields) => checkPageFields(fields),
): void {
  const problem = rule(body);
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

/** A photo field of a page as a save would leave it: its label, the photo sent, the photo it shows now. */
export interface ChosenPhoto {
  label: string;
  id: number | null;
  before: number | null;
}

/** The photo fields `fields` of a page, named by `fieldLabels`, as a save from `before` to `body` changes them. */
export function chosenPhotos<Field extends string>(
  fields: readonly Field[],
  fieldLabels: Record<Field, string>,
  body: Record<Field, number | null>,
  before: Record<Field, number | null>,
): ChosenPhoto[] {
  return fields.map((field) => ({ label: fieldLabels[field], id: body[field], before: before[field] }));
}

/**
 * Every photo the page would show can be: a newly chosen one must be a photo whose sizes are made (the picker offers
 * only those), while what the page already shows in that place stays as it is (a video block made before the
 * editorial area, say), so saving a text never fails over a picture nobody touched.
 */
export async function assertUsablePagePhotos(
  db: DbOrTx,
  photos: readonly ChosenPhoto[],
  blocks: PageSaveBody['blocks'],
  blockMediaBefore: ReadonlySet<number>,
): Promise<void> {
  const isNew = (photo: ChosenPhoto) => photo.id !== null && photo.id !== photo.before;
  const chosen = [
    ...photos.filter(isNew).map((photo) => photo.id!),
    ...blocks.flatMap((block) =>
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
  for (const photo of photos)
    if (isNew(photo) && !ready.has(photo.id!))
      throw new DomainError(400, sectionPageMessages.photoUnknown(photo.label));
  for (const [index, block] of blocks.entries())
    if (block.type === 2 && !blockMediaBefore.has(block.mediaId) && !ready.has(block.mediaId))
      throw new DomainError(400, sectionPageMessages.blockPhotoUnknown(index));
}
