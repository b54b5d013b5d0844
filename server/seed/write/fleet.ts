/**
 * Unit 'loan-fleet': the loan programme's six models (the wizard's options, in this order) and the press fleet, 18
 * vehicles, three per model, with Mercosul plates, 17-character chassis numbers, colours, model years 2024–2026 and
 * the places they are picked up from. Cars and versions are the demo content's, found by title.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carVersions, cars, fleetVehicles, loanCarOptions } from '../../db/schema';

/** The models offered, in the wizard's order, with the 3-letter code their chassis numbers carry. */
export const seedLoanModels = [
  { title: 'Aurora T-Cross', code: 'CR3' },
  { title: 'Aurora Tarumã', code: 'TR7' },
  { title: 'Aurora Vento', code: 'VN4' },
  { title: 'Aurora Brisa', code: 'BR2' },
  { title: 'Aurora Serra', code: 'SR8' },
  { title: 'Aurora Ipê EV', code: 'EV5' },
] as const;

const plates = [
  'RTA4E21',
  'SGB2F37',
  'RUX8C14',
  'FQL5H92',
  'GDE1J08',
  'RXT3A55',
  'SHN9B63',
  'QWE7D40',
  'RBC2G19',
  'TUV6K28',
  'FJM4L71',
  'RPO0M36',
  'SKA5N84',
  'GHT8P02',
  'RNZ1Q47',
  'SDV3R90',
  'FCK6S15',
  'RLB9T58',
];
const colours = [
  'Branco Puro',
  'Preto Ninja',
  'Prata Sirius',
  'Cinza Platinum',
  'Vermelho Sunset',
  'Azul Biscay',
];
const locations = [
  'São Bernardo do Campo - SP',
  'São Paulo - SP',
  'Taubaté - SP',
  'São José dos Pinhais - PR',
  'Rio de Janeiro - RJ',
];
const years = [2024, 2025, 2026] as const;
/** The model-year letter of a chassis number (VIN position 10). */
const yearLetter: Record<(typeof years)[number], string> = { 2024: 'R', 2025: 'S', 2026: 'T' };

export const seedFleetSize = plates.length;

export async function writeLoanFleet(db: Db): Promise<void> {
  const titles = seedLoanModels.map((model) => model.title);
  const carRows = await db
    .select({ id: cars.id, title: cars.title })
    .from(cars)
    .where(inArray(cars.title, titles));
  const versionRows = await db
    .select({ id: carVersions.id, carId: carVersions.carId })
    .from(carVersions)
    .where(
      and(
        inArray(
          carVersions.carId,
          carRows.map((car) => car.id),
        ),
        eq(carVersions.published, true),
      ),
    )
    .orderBy(carVersions.position, carVersions.id);

  const models = seedLoanModels.map((model, position) => {
    const car = carRows.find((row) => row.title === model.title);
    if (!car) throw new Error(`Seed fleet: no car '${model.title}'`);
    const versions = versionRows.filter((version) => version.carId === car.id);
    if (!versions.length) throw new Error(`Seed fleet: '${model.title}' has no published version`);
    return { ...model, carId: car.id, versions, position: position + 1 };
  });
  await db.insert(loanCarOptions).values(models.map(({ carId, position }) => ({ carId, position })));

  await db.insert(fleetVehicles).values(
    plates.map((placa, index) => {
      const model = models[index % models.length]!;
      const round = Math.floor(index / models.length);
      const year = years[(index + round) % years.length]!;
      const serial = String(104_250 + index * 137).padStart(6, '0');
      return {
        frota: `FROTA-${String(1_234 + index * 17).padStart(6, '0')}`,
        carId: model.carId,
        carVersionId: model.versions[round % model.versions.length]!.id,
        color: colours[(index * 5 + round) % colours.length]!,
        modelYear: year,
        vehicleLocation: locations[index % locations.length]!,
        vehicleStatus: index === 11 ? 'Em revisão' : 'Disponível',
        placa,
        // World maker code, a filler, the model, the year letter, the plant (São Bernardo: B), a serial: 17.
        chassis: `9BWZZZ${model.code}${yearLetter[year]}B${serial}`,
      };
    }),
  );
}
