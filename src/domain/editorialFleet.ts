/**
 * The press fleet as staff manage it in /redacao/frota (`manageFleet`): what a vehicle must be to be saved, the
 * models the request wizard offers, and the words of the screens and of the server's refusals. The browser and the
 * server read the same rules.
 */
import { todayInBrazil } from './brazilTime';
import { editorialNewsMessages } from './editorialNews';
import { fleetCalendarMessages } from './fleetCalendar';
import { approvalLimits } from './approval';

export const vehicleLimits = {
  /** The fleet number as the approval's 'Frota*' search finds it (spec loan-area sections 5 and 9). */
  frotaMin: approvalLimits.fleetSearchMin,
  frotaMax: approvalLimits.fleetSearchMax,
  colorMax: 60,
  locationMax: 120,
  /** The oldest model year the press fleet takes; the newest is next year's (a model year runs ahead). */
  yearMin: 2000,
  yearsAhead: 1,
  chassisLength: 17,
} as const;

const yearOutOfRangeLead = 'O ano do modelo deve estar entre';

export type VehicleField =
  'frota' | 'placa' | 'chassis' | 'color' | 'modelYear' | 'vehicleLocation' | 'carId' | 'carVersionId';

/** The fields of a vehicle as the form and the body carry them (`carId`/`carVersionId` 0: none chosen). */
export interface VehicleFields {
  frota: string;
  placa: string;
  chassis: string;
  color: string;
  modelYear: number;
  vehicleLocation: string;
  carId: number;
  carVersionId: number;
}

export const vehicleFieldLabels: Record<VehicleField, string> = {
  frota: 'Frota',
  placa: 'Placa',
  chassis: 'Chassi',
  color: 'Cor',
  modelYear: 'Ano do modelo',
  vehicleLocation: 'Local',
  carId: 'Modelo',
  carVersionId: 'Versão',
};

export const fleetDeskMessages = {
  frotaLength: `A frota deve ter de ${vehicleLimits.frotaMin} a ${vehicleLimits.frotaMax} caracteres.`,
  placaInvalid: 'Placa inválida: use o formato AAA9999 ou o Mercosul AAA9A99.',
  chassisInvalid: 'Chassi inválido: são 17 letras e números, sem I, O e Q.',
  colorRequired: 'Informe a cor.',
  colorLong: `A cor pode ter até ${vehicleLimits.colorMax} caracteres.`,
  locationRequired: 'Informe o local do veículo.',
  locationLong: `O local pode ter até ${vehicleLimits.locationMax} caracteres.`,
  yearOutOfRange: (max: number) => `${yearOutOfRangeLead} ${vehicleLimits.yearMin} e ${max}.`,
  carRequired: 'Escolha o modelo.',
  versionRequired: 'Escolha a versão.',
  carUnknown: 'Modelo não encontrado.',
  versionOfAnotherCar: 'A versão escolhida não é deste modelo.',
  frotaTaken: 'Já existe um veículo com esta frota.',
  placaTaken: 'Já existe um veículo com esta placa.',
  chassisTaken: 'Já existe um veículo com este chassi.',
  notFound: fleetCalendarMessages.vehicleNotFound,
  /** Its loans name it: the record of who drove what stays whole. */
  lentCannotBeRemoved:
    'Este veículo já foi emprestado e não pode ser excluído: ele faz parte do histórico das solicitações.',
  conflict: editorialNewsMessages.conflict,
  /** A booking blocks maintenance on its days: staff move or cancel the loans first. */
  downtimeOverLoans: (numbers: string[]) =>
    `O período coincide com ${numbers.length === 1 ? 'a solicitação' : 'as solicitações'} ${numbers.join(', ')}, que já ${numbers.length === 1 ? 'reserva' : 'reservam'} o veículo nesses dias. Escolha outras datas ou altere ${numbers.length === 1 ? 'a solicitação' : 'as solicitações'} antes.`,
  // The wizard's models
  modelRepeated: 'Um modelo aparece duas vezes na lista.',
  modelWithoutFleet: 'Só entra na lista um modelo com veículos na frota.',
  modelsTooMany: 'A lista pode ter até 50 modelos.',
} as const;

export const loanModelsLimits = { max: 50 } as const;

/** 'abc-1d23' -> 'ABC1D23': plates are stored and shown upper-case, without the dash people type. */
export const normalPlaca = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();
export const normalChassis = (typed: string) => typed.replace(/\s/g, '').toUpperCase();

/** Brazil's old plate (AAA9999) or Mercosul's (AAA9A99). */
export const isPlaca = (placa: string) => /^[A-Z]{3}\d[A-Z0-9]\d{2}$/.test(placa);
/** A VIN: 17 letters and digits, never I, O or Q (read as 1 and 0). */
export const isChassis = (chassis: string) => /^[A-HJ-NPR-Z0-9]{17}$/.test(chassis);

/** Counted from the year in Brazil: on 31/12 at 22:00 in Brasília it is not next year yet. */
export const newestModelYear = (now: Date) =>
  Number(todayInBrazil(now).slice(0, 4)) + vehicleLimits.yearsAhead;

/** The vehicle as stored: texts trimmed, plate and chassis upper-case. */
export function storedVehicleFields(fields: VehicleFields): VehicleFields {
  return {
    ...fields,
    frota: fields.frota.trim(),
    placa: normalPlaca(fields.placa),
    chassis: normalChassis(fields.chassis),
    color: fields.color.trim(),
    vehicleLocation: fields.vehicleLocation.trim(),
  };
}

/** The first problem of a vehicle's fields (the form's order), or null when it can be saved. */
export function checkVehicle(
  typed: VehicleFields,
  now: Date,
): { field: VehicleField; message: string } | null {
  const m = fleetDeskMessages;
  const l = vehicleLimits;
  const fields = storedVehicleFields(typed);
  if (fields.frota.length < l.frotaMin || fields.frota.length > l.frotaMax)
    return { field: 'frota', message: m.frotaLength };
  if (!isPlaca(fields.placa)) return { field: 'placa', message: m.placaInvalid };
  if (!isChassis(fields.chassis)) return { field: 'chassis', message: m.chassisInvalid };
  if (!fields.carId) return { field: 'carId', message: m.carRequired };
  if (!fields.carVersionId) return { field: 'carVersionId', message: m.versionRequired };
  const newest = newestModelYear(now);
  if (!Number.isInteger(fields.modelYear) || fields.modelYear < l.yearMin || fields.modelYear > newest)
    return { field: 'modelYear', message: m.yearOutOfRange(newest) };
  if (!fields.color) return { field: 'color', message: m.colorRequired };
  if (fields.color.length > l.colorMax) return { field: 'color', message: m.colorLong };
  if (!fields.vehicleLocation) return { field: 'vehicleLocation', message: m.locationRequired };
  if (fields.vehicleLocation.length > l.locationMax)
    return { field: 'vehicleLocation', message: m.locationLong };
  return null;
}

/** Which field a refusal of the server is about, by its words (null: about the vehicle as a whole). */
export function vehicleFieldOf(message: string): VehicleField | null {
  const m = fleetDeskMessages;
  const byMessage: [string, VehicleField][] = [
    [m.frotaLength, 'frota'],
    [m.frotaTaken, 'frota'],
    [m.placaInvalid, 'placa'],
    [m.placaTaken, 'placa'],
    [m.chassisInvalid, 'chassis'],
    [m.chassisTaken, 'chassis'],
    [m.carRequired, 'carId'],
    [m.carUnknown, 'carId'],
    [m.versionRequired, 'carVersionId'],
    [m.versionOfAnotherCar, 'carVersionId'],
    [m.colorRequired, 'color'],
    [m.colorLong, 'color'],
    [m.locationRequired, 'vehicleLocation'],
    [m.locationLong, 'vehicleLocation'],
  ];
  if (message.startsWith(yearOutOfRangeLead)) return 'modelYear';
  return byMessage.find(([words]) => words === message)?.[1] ?? null;
}

/** What the list's search matches: fleet number, plate (with or without its dash), chassis, model and version. */
export function vehicleMatches(
  vehicle: { frota: string; placa: string; chassis: string; car: string; version: string },
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const plain = needle.replace(/[\s-]/g, '');
  return (
    vehicle.frota.toLowerCase().includes(needle) ||
    (plain !== '' && vehicle.placa.toLowerCase().includes(plain)) ||
    (plain !== '' && vehicle.chassis.toLowerCase().includes(plain)) ||
    `${vehicle.car} ${vehicle.version}`.toLowerCase().includes(needle)
  );
}

export interface LoanModelItem {
  carId: number;
  active: boolean;
}

/** The first problem of the wizard's models as saved whole, or null. */
export function checkLoanModels(items: LoanModelItem[]): string | null {
  if (items.length > loanModelsLimits.max) return fleetDeskMessages.modelsTooMany;
  if (new Set(items.map((item) => item.carId)).size !== items.length) return fleetDeskMessages.modelRepeated;
  return null;
}

/** Field names of a vehicle's history lines, in Portuguese. */
export const vehicleHistoryLabels: Record<string, string> = { ...vehicleFieldLabels };

/** Field names of the wizard's models' history lines. */
export const loanModelsHistoryLabels: Record<string, string> = {
  models: 'Modelos',
  order: 'Ordem',
  active: 'Ativos',
};
