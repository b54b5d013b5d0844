/**
 * The loan programme's models and their fleet (`GET car_frota/json/cars_frota`), and the driver lookup by CPF
 * (`GET users/driver/{cpf}`).
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cpfDigits, isValidCpf } from '../../src/domain/cpf';
import { loanRequestMessages } from '../../src/domain/loanRequest';
import type { DriverResponse, LoanCarOption } from '../../src/domain/loanSchemas';
import type { Db } from '../db/client';
import { carVersions, cars, fleetVehicles, loanCarOptions, media, users } from '../db/schema';
import { DomainError } from '../shared/domainError';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import { wireFleetVehicle } from '../loans/loanShape';

/** The active options in their order, each with its whole fleet (newest model year first, then fleet number). */
export async function listLoanCarOptions(db: Db, urls: MediaUrlBuilder): Promise<LoanCarOption[]> {
  const thumb = alias(media, 'thumb');
  const rows = await db
    .select({ car: cars, thumb })
    .from(loanCarOptions)
    .innerJoin(cars, eq(cars.id, loanCarOptions.carId))
    .leftJoin(thumb, eq(thumb.id, cars.thumbMediaId))
    .where(and(eq(loanCarOptions.active, true), eq(cars.published, true)))
    .orderBy(asc(loanCarOptions.position), asc(cars.id));
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
