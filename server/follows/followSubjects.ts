/**
 * The subjects one may follow, as news_associations name what a news item is about: a published car, a published
 * level-1 page of a section tree (the root, page 1, among them), or a whole category. Also their names, for the
 * profile's list and the e-mails.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { categoryLabel, followMessages, followTexts, type FollowSubject } from '../../src/domain/follows';
import { sectionKindOfNewsTextEnum } from '../../src/domain/sections';
import type { DbOrTx } from '../db/client';
import { cars, sectionPages } from '../db/schema';
import { DomainError } from '../shared/domainError';

/** Refuses (400) a car or page that is not on the site, or a page nobody tags news with (a level-2 page). */
export async function assertFollowable(db: DbOrTx, subject: FollowSubject): Promise<void> {
  const { textEnum, associationId } = subject;
  if (associationId === null) return;
  if (textEnum === 'Carros') {
    const [car] = await db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.id, associationId), eq(cars.published, true)));
    if (!car) throw new DomainError(400, followMessages.carUnknown);
    return;
  }
  const [page] = await db
    .select({ id: sectionPages.id })
    .from(sectionPages)
    .where(
      and(
        eq(sectionPages.kind, sectionKindOfNewsTextEnum(textEnum)),
        eq(sectionPages.id, associationId),
        isNull(sectionPages.parentId),
        eq(sectionPages.published, true),
      ),
    );
  if (!page) throw new DomainError(400, followMessages.pageUnknown);
}

/**
 * Each subject's name: the car's or page's title, or the category's. A car or page taken off the site since keeps
 * its place under a name that says so, never its title: it may have been withdrawn for a reason.
 */
export async function subjectTitles(db: DbOrTx, subjects: FollowSubject[]): Promise<string[]> {
  const idsOf = (ofCars: boolean) =>
    subjects.flatMap(({ textEnum, associationId }) =>
      associationId !== null && (textEnum === 'Carros') === ofCars ? [associationId] : [],
    );
  const carIds = idsOf(true);
  const pageIds = idsOf(false);
  const [carRows, pageRows] = await Promise.all([
    carIds.length
      ? db
          .select({ id: cars.id, title: cars.title })
          .from(cars)
          .where(and(inArray(cars.id, carIds), eq(cars.published, true)))
      : [],
    pageIds.length
      ? db
          .select({ kind: sectionPages.kind, id: sectionPages.id, title: sectionPages.title })
          .from(sectionPages)
          .where(
            and(
              inArray(sectionPages.id, pageIds),
              isNull(sectionPages.parentId),
              eq(sectionPages.published, true),
            ),
          )
      : [],
  ]);
  return subjects.map(({ textEnum, associationId }) => {
    if (associationId === null) return categoryLabel(textEnum);
    let found: { title: string } | undefined;
    if (textEnum === 'Carros') found = carRows.find((car) => car.id === associationId);
    else {
      const kind = sectionKindOfNewsTextEnum(textEnum);
      found = pageRows.find((page) => page.kind === kind && page.id === associationId);
    }
    return found?.title ?? followTexts.removedSubject;
  });
}
