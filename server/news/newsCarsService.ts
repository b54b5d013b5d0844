/**
 * `GET news/json/cars`: the cars the news filter offers. The menu leaves out the cars not shown there (`showMenu`),
 * but their news are news all the same: the filter lists every published car with a published news item about it,
 * and under it the published versions with one, in the menu's order and shape.
 */
import { and, asc, eq, exists, inArray } from 'drizzle-orm';
import type { MenuItem, NewsCarsResponse } from '../../src/domain/content';
import type { Db } from '../db/client';
import { carVersions, cars, newsAssociations } from '../db/schema';

/** Association rows carry their news item's publication (migration 0020): no need to read `news` itself. */
const publishedCarNews = and(
  eq(newsAssociations.newsPublished, true),
  eq(newsAssociations.textEnum, 'Carros'),
);

export async function buildNewsCars(db: Db): Promise<NewsCarsResponse> {
  const carRows = await db
    .select({ id: cars.id, title: cars.title })
    .from(cars)
    .where(
      and(
        eq(cars.published, true),
        exists(
          db
            .select({ one: newsAssociations.id })
            .from(newsAssociations)
            .where(and(publishedCarNews, eq(newsAssociations.associationId, cars.id))),
        ),
      ),
    )
    .orderBy(asc(cars.position), asc(cars.id));
  if (!carRows.length) return { cars: [] };

  const versionRows = await db
    .select({ id: carVersions.id, carId: carVersions.carId, title: carVersions.title })
    .from(carVersions)
    .where(
      and(
        eq(carVersions.published, true),
        inArray(
          carVersions.carId,
          carRows.map((car) => car.id),
        ),
        exists(
          db
            .select({ one: newsAssociations.id })
            .from(newsAssociations)
            .where(
              and(
                publishedCarNews,
                eq(newsAssociations.associationId, carVersions.carId),
                eq(newsAssociations.associationItemId, carVersions.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(carVersions.position), asc(carVersions.id));

  return {
    cars: carRows.map((car): MenuItem => {
      const versions = versionRows
        .filter((version) => version.carId === car.id)
        .map(({ id, title }) => ({ id, title }));
      return versions.length ? { ...car, listsub: versions } : car;
    }),
  };
}
