/**
 * What a banner slide can open, and whether what a save names exists. A section page is offered and accepted only
 * at the root or the first level: the home opens a page at `/company/{id}`, which serves no level-2 page.
 */
import { and, desc, eq, inArray, isNull, or, asc } from 'drizzle-orm';
import type { BannerTarget, BannerChoices } from '../../../src/domain/editorialListSchemas';
import { sectionKindFromWire, wireSectionKind, type WireSectionKind } from '../../../src/domain/sections';
import type { DbOrTx } from '../../db/client';
import { cars, news, sectionPages } from '../../db/schema';

/** The latest published news offered without a search. */
const recentNewsCount = 30;

export async function bannerChoices(db: DbOrTx, chosenNewsIds: number[]): Promise<BannerChoices> {
  const newsColumns = { id: news.id, title: news.title, published: news.published, newsDate: news.newsDate };
  const [carRows, recentNews, chosenNews, pageRows] = await Promise.all([
    db
      .select({ id: cars.id, title: cars.title, published: cars.published })
      .from(cars)
      .orderBy(asc(cars.position), asc(cars.id)),
    db
      .select(newsColumns)
      .from(news)
      .where(eq(news.published, true))
      .orderBy(desc(news.newsDate), desc(news.id))
      .limit(recentNewsCount),
    chosenNewsIds.length
      ? db.select(newsColumns).from(news).where(inArray(news.id, chosenNewsIds))
      : Promise.resolve([]),
    db
      .select({
        kind: sectionPages.kind,
        id: sectionPages.id,
        title: sectionPages.title,
        published: sectionPages.published,
      })
      .from(sectionPages)
      .where(isNull(sectionPages.parentId))
      .orderBy(asc(sectionPages.kind), asc(sectionPages.position), asc(sectionPages.id)),
  ]);
  const listed = new Set(recentNews.map((item) => item.id));
  return {
    cars: carRows,
    news: [...recentNews, ...chosenNews.filter((item) => !listed.has(item.id))],
    pages: pageRows.map(({ kind, ...page }) => ({ category: wireSectionKind[kind], ...page })),
  };
}

export const targetKey = (target: BannerTarget) => `${target.category}:${target.fatherId}`;

type PageTarget = BannerTarget & { category: WireSectionKind };
const isPageTarget = (target: BannerTarget): target is PageTarget =>
  target.category !== 'car' && target.category !== 'news';

/** The keys (`targetKey`) of those of `targets` that exist, drafts included. */
export async function existingTargets(db: DbOrTx, targets: BannerTarget[]): Promise<Set<string>> {
  const ids = (category: BannerTarget['category']) =>
    targets.filter((target) => target.category === category).map((target) => target.fatherId);
  const found = new Set<string>();
  const carIds = ids('car');
  if (carIds.length)
    for (const row of await db.select({ id: cars.id }).from(cars).where(inArray(cars.id, carIds)))
      found.add(targetKey({ category: 'car', fatherId: row.id }));
  const newsIds = ids('news');
  if (newsIds.length)
    for (const row of await db.select({ id: news.id }).from(news).where(inArray(news.id, newsIds)))
      found.add(targetKey({ category: 'news', fatherId: row.id }));
  const pageTargets = targets.filter(isPageTarget);
  if (pageTargets.length) {
    const rows = await db
      .select({ kind: sectionPages.kind, id: sectionPages.id })
      .from(sectionPages)
      .where(
        and(
          isNull(sectionPages.parentId),
          or(
            ...pageTargets.map((target) =>
              and(
                eq(sectionPages.kind, sectionKindFromWire(target.category)),
                eq(sectionPages.id, target.fatherId),
              ),
            ),
          ),
        ),
      );
    for (const row of rows) found.add(targetKey({ category: wireSectionKind[row.kind], fatherId: row.id }));
  }
  return found;
}
