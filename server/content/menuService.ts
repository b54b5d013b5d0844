/**
 * The site menu (side menu and footer): cars with their versions, and the three section trees. Published items only: a
 * draft (publication.ts) is never listed, and a level-2 page or version under a draft is left out with it.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Menu, MenuItem } from '../../src/domain/content';
import type { Db } from '../db/client';
import { carVersions, cars, sectionPages, type SectionKind } from '../db/schema';

export async function buildMenu(db: Db): Promise<Menu> {
  const carRows = await db
    .select({ id: cars.id, title: cars.title })
    .from(cars)
    .where(and(eq(cars.showMenu, true), eq(cars.published, true)))
    .orderBy(asc(cars.position), asc(cars.id));
  const versionRows = await db
    .select({ id: carVersions.id, carId: carVersions.carId, title: carVersions.title })
    .from(carVersions)
    .where(eq(carVersions.published, true))
    .orderBy(asc(carVersions.position), asc(carVersions.id));
  const pageRows = await db
    .select({
      kind: sectionPages.kind,
      id: sectionPages.id,
      parentId: sectionPages.parentId,
      title: sectionPages.title,
    })
    .from(sectionPages)
    .where(eq(sectionPages.published, true))
    .orderBy(asc(sectionPages.position), asc(sectionPages.id));

  const withSubs = (item: { id: number; title: string }, subs: { id: number; title: string }[]): MenuItem =>
    subs.length ? { id: item.id, title: item.title, listsub: subs } : { id: item.id, title: item.title };
  const section = (kind: SectionKind): MenuItem[] => {
    const pages = pageRows.filter((page) => page.kind === kind);
    return pages
      .filter((page) => page.parentId === null)
      .map((page) =>
        withSubs(
          page,
          pages.filter((child) => child.parentId === page.id).map(({ id, title }) => ({ id, title })),
        ),
      );
  };
  return {
    cars: carRows.map((car) =>
      withSubs(
        car,
        versionRows.filter((version) => version.carId === car.id).map(({ id, title }) => ({ id, title })),
      ),
    ),
    session: section('company'),
    technology: section('technology'),
    emobility: section('emobility'),
  };
}
