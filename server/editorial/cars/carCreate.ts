/**
 * 'Novo carro' and 'Nova versão': an unpublished page with a preview token, last in its category (a car) or among
 * its car's versions, filled in its editor and published from there. Two made at once may share a position; the
 * lists then order them by id, as they do any tie.
 */
import { eq, sql } from 'drizzle-orm';
import { carMessages, checkNewCar } from '../../../src/domain/editorialCars';
import type { CarCreateBody, VersionCreateBody } from '../../../src/domain/editorialCarSchemas';
import { checkSectionPageTitle, sectionPageLimits } from '../../../src/domain/editorialPages';
import { carVersions, cars } from '../../db/schema';
import { DomainError } from '../../shared/domainError';
import { recordEditorialChange } from '../../shared/changeLog';
import { newPreviewLink } from '../../content/previewLinks';
import type { PageWriteDeps } from '../pages/pageWrite';

const after = (highest: number | null | undefined) =>
  Math.min((highest ?? -1) + 1, sectionPageLimits.positionMax);

export async function createCar({ db, actorId, now }: PageWriteDeps, body: CarCreateBody): Promise<number> {
  const problem = checkNewCar(body);
  if (problem) throw new DomainError(400, problem.message);
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: sql<number | null>`max(${cars.position})::int` })
      .from(cars)
      .where(eq(cars.categoryCar, body.categoryCar));
    const [row] = await tx
      .insert(cars)
      .values({
        title: body.title.trim(),
        categoryCar: body.categoryCar,
        position: after(last?.position),
        published: false,
        ...newPreviewLink(now),
        version: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: cars.id });
    await recordEditorialChange(tx, 'car', { subjectId: row!.id, action: 'create', actorId, at: now });
    return row!.id;
  });
}

export async function createCarVersion(
  { db, actorId, now }: PageWriteDeps,
  carId: number,
  body: VersionCreateBody,
): Promise<number> {
  const problem = checkSectionPageTitle(body.title);
  if (problem) throw new DomainError(400, problem);
  return db.transaction(async (tx) => {
    const [car] = await tx.select({ id: cars.id }).from(cars).where(eq(cars.id, carId));
    if (!car) throw new DomainError(404, carMessages.carNotFound);
    const [last] = await tx
      .select({ position: sql<number | null>`max(${carVersions.position})::int` })
      .from(carVersions)
      .where(eq(carVersions.carId, carId));
    const [row] = await tx
      .insert(carVersions)
      .values({
        carId,
        title: body.title.trim(),
        position: after(last?.position),
        published: false,
        ...newPreviewLink(now),
        version: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: carVersions.id });
    await recordEditorialChange(tx, 'version', { subjectId: row!.id, action: 'create', actorId, at: now });
    return row!.id;
  });
}
