/**
 * The loan programme's models and their fleet (`GET car_frota/json/cars_frota`), how many of each model's cars are
 * free in a period (`GET car_frota/json/availability`), and the driver lookup by CPF (`GET users/driver/{cpf}`).
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cpfDigits, isValidCpf } from '../../src/domain/cpf';
import { loanRequestMessages } from '../../src/domain/loanRequest';
import type { DriverResponse, LoanCarOption, ModelAvailability } from '../../src/domain/loanSchemas';
import type { Db } from '../db/client';
import { carVersions, cars, fleetVehicles, loanCarOptions, media, users } from '../db/schema';
import { DomainError } from '../shared/domainError';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import { wireFleetVehicle } from '../loans/loanShape';
import { freeForPeriod, periodOfWire } from './fleetHolds';

/** The models the wizard offers: active options of published cars (joined with `cars`), in the list's order. */
const offered = {
  where: and(eq(loanCarOptions.active, true), eq(cars.published, true)),
  order: [asc(loanCarOptions.position), asc(cars.id)],
};

/** The active options in their order, each with its whole fleet (newest model year first, then fleet number). */
export async function listLoanCarOptions(db: Db, urls: MediaUrlBuilder): Promise<LoanCarOption[]> {
  const thumb = alias(media, 'thumb');
  const rows = await db
    .select({ car: cars, thumb })
    .from(loanCarOptions)
    .innerJoin(cars, eq(cars.id, loanCarOptions.carId))
    .leftJoin(thumb, eq(thumb.id, cars.thumbMediaId))
    .where(offered.where)
    .orderBy(...offered.order);
  const ids = rows.map(({ car }) => car.id);
  const fleet = ids.length
    ? await db
        .select({ vehicle: fleetVehicles, version: carVersions.title })
        .from(fleetVehicles)
        .innerJoin(carVersions, eq(carVersions.id, fleetVehicles.carVersionId))
        .where(inArray(fleetVehicles.carId, ids))
        .orderBy(asc(fleetVehicles.frota))
    : [];
  return rows.map(({ car, thumb: picture }) => ({
    id: car.id,
    title: car.title,
    subtitle: car.subtitle,
    isHighlight: car.isHighlight,
    highlight_position: car.highlightPosition,
    categoryCar: car.categoryCar,
    media: picture ? urls.file(picture.folder, picture.fileLow) : null,
    description: car.description,
    showMenu: car.showMenu,
    car_category_id: car.categoryCar,
    created_at: car.createdAt.toISOString(),
    // Cars keep no edit time; the option's list position is what changes, and it has none either.
    updated_at: car.createdAt.toISOString(),
    car_frota: fleet
      .filter(({ vehicle }) => vehicle.carId === car.id)
      .map(({ vehicle, version }) => wireFleetVehicle(vehicle, { car: car.title, version })),
  }));
}

/**
 * `GET car_frota/json/availability`: for each model the wizard offers, how many of its vehicles are free for the whole
 * period. A count and nothing more: a requester must not learn which car is out, nor whose loan holds it.
 */
export async function modelAvailability(
  db: Db,
  query: { startDate?: string | undefined; endDate?: string | undefined },
): Promise<ModelAvailability[]> {
  const period = periodOfWire(query.startDate, query.endDate);
  const models = await db
    .select({ carId: cars.id })
    .from(loanCarOptions)
    .innerJoin(cars, eq(cars.id, loanCarOptions.carId))
    .where(offered.where)
    .orderBy(...offered.order);
  const carIds = models.map(({ carId }) => carId);
  const fleet = carIds.length
    ? await db
        .select({ id: fleetVehicles.id, carId: fleetVehicles.carId })
        .from(fleetVehicles)
        .where(inArray(fleetVehicles.carId, carIds))
    : [];
  const free = await freeForPeriod(db, fleet, period);
  return carIds.map((carId) => ({ carId, free: free.filter((vehicle) => vehicle.carId === carId).length }));
}

/** A registered (not suspended) person who may drive, by CPF typed with or without its mask. */
export async function findDriverByCpf(db: Db, cpf: string): Promise<DriverResponse> {
  if (!isValidCpf(cpf)) throw new DomainError(400, loanRequestMessages.cpfInvalid);
  const [person] = await db
    .select({ name: users.name, cnh: users.cnh, cnhPicture: users.cnhPicture, rg: users.rg })
    .from(users)
    .where(and(eq(users.cpf, cpfDigits(cpf)), isNull(users.suspendedAt)))
    .limit(1);
  if (!person) throw new DomainError(404, loanRequestMessages.cpfNotRegistered);
  return person;
}
