/**
 * Wire shapes of /redacao/frota (`/api/redacao/fleet…`): the vehicles, one vehicle with its out-of-service periods
 * and history, the cars and versions to choose from, and the models the request wizard offers. The rules are in
 * editorialFleet.ts; as elsewhere, a length or number here is only the schema's outer bound, so a value a little off
 * gets the rule's own words.
 */
import { Type, type Static } from 'typebox';
import { EditorialChange } from './editorialSchemas';
import { Downtime } from './fleetCalendarSchemas';

/** 0 when none was chosen, so the rule answers 'Escolha o modelo.' rather than the schema. */
const choiceId = () => Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
const text = (maxLength: number) => Type.String({ maxLength });

export const VehicleSummary = Type.Object({
  id: Type.Integer(),
  frota: Type.String(),
  placa: Type.String(),
  chassis: Type.String(),
  color: Type.String(),
  modelYear: Type.Integer(),
  vehicleLocation: Type.String(),
  carId: Type.Integer(),
  carVersionId: Type.Integer(),
  carTitle: Type.String(),
  versionTitle: Type.String(),
  /** Out of service today (Brazil's day). */
  outOfService: Type.Boolean(),
});
export type VehicleSummary = Static<typeof VehicleSummary>;

export const VehicleList = Type.Object({ vehicles: Type.Array(VehicleSummary) });
export type VehicleList = Static<typeof VehicleList>;

export const VehicleListQuery = Type.Object({ q: Type.Optional(text(100)) });
export type VehicleListQuery = Static<typeof VehicleListQuery>;

export const EditorialVehicle = Type.Object({
  ...VehicleSummary.properties,
  /** Grows with each save; a save names the one it started from. */
  version: Type.Integer(),
  /** A loan names it (any status): it can't be deleted. */
  lent: Type.Boolean(),
  /** Its out-of-service periods from today on, earliest first. */
  downtime: Type.Array(Downtime),
  changes: Type.Array(EditorialChange),
});
export type EditorialVehicle = Static<typeof EditorialVehicle>;

const vehicleBodyFields = {
  frota: text(200),
  placa: text(40),
  chassis: text(60),
  color: text(200),
  modelYear: Type.Integer({ minimum: -100_000, maximum: 100_000 }),
  vehicleLocation: text(300),
  carId: choiceId(),
  carVersionId: choiceId(),
};

export const VehicleCreateBody = Type.Object(vehicleBodyFields, { additionalProperties: false });
export type VehicleCreateBody = Static<typeof VehicleCreateBody>;

export const VehicleSaveBody = Type.Object(
  { ...vehicleBodyFields, version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
);
export type VehicleSaveBody = Static<typeof VehicleSaveBody>;

export const VehicleVersionBody = Type.Object(
  { version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
);
export type VehicleVersionBody = Static<typeof VehicleVersionBody>;

/** An out-of-service period added from the vehicle's page: ISO days, both included, and why. */
export const VehicleDowntimeBody = Type.Object(
  { startDate: text(40), endDate: text(40), reason: text(300) },
  { additionalProperties: false },
);
export type VehicleDowntimeBody = Static<typeof VehicleDowntimeBody>;

export const VehicleParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const VehicleDowntimeParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  downtimeId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

/** The cars a vehicle may be of, with their versions. */
export const FleetChoices = Type.Object({
  cars: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      versions: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
    }),
  ),
});
export type FleetChoices = Static<typeof FleetChoices>;

export const LoanModel = Type.Object({
  carId: Type.Integer(),
  title: Type.String(),
  active: Type.Boolean(),
  /** Its fleet vehicles: a model without any can't be lent. */
  fleetCount: Type.Integer(),
  /** The wizard offers only published cars. */
  published: Type.Boolean(),
});
export type LoanModel = Static<typeof LoanModel>;

/** The wizard's models in their order, the cars with fleet vehicles that could join, and the list's token. */
export const LoanModels = Type.Object({
  /** Made from the list as read: a save sending an older one is refused (409). */
  token: Type.String(),
  items: Type.Array(LoanModel),
  candidates: Type.Array(LoanModel),
  changes: Type.Array(EditorialChange),
});
export type LoanModels = Static<typeof LoanModels>;

export const LoanModelsSaveBody = Type.Object(
  {
    token: text(100),
    items: Type.Array(
      Type.Object(
        { carId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), active: Type.Boolean() },
        { additionalProperties: false },
      ),
      { maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);
export type LoanModelsSaveBody = Static<typeof LoanModelsSaveBody>;
