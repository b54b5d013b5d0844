/**
 * Wire shapes of the loan area (spec loan-area sections 3 and 7, DECISIONS.md "Calls whose paths the spec does not
 * show"): the server declares them on its routes, the app types its calls with them. Field names are the spec's
 * (`car_frota`, `model_year`, `car_frotum`...), because the app was specified against them.
 */
import { Type, type Static } from 'typebox';
import { LoanHistoryStep } from './myLoanSchemas';

const text = (maxLength = 500) => Type.String({ maxLength });
/**
 * A row's id: a PostgreSQL integer. Past 2147483647 (or written 1e21) the value failed in SQL, a 500, instead of
 * being refused as the bad input it is.
 */
const rowId = (minimum = 1) => Type.Integer({ minimum, maximum: 2_147_483_647 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A fleet vehicle (`car_frota`). */
export const FleetVehicle = Type.Object({
  id: Type.Integer(),
  frota: Type.String(),
  color: Type.String(),
  model_year: Type.Integer(),
  vehicle_location: Type.String(),
  vehicle_status: Type.String(),
  placa: Type.String(),
  chassis: Type.String(),
  car: Type.Object({ title: Type.String() }),
  car_version: Type.Object({ title: Type.String() }),
});
export type FleetVehicle = Static<typeof FleetVehicle>;

/** A model offered for loans, with its fleet (`GET car_frota/json/cars_frota` -> `{ cars }`). */
export const LoanCarOption = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  isHighlight: Type.Boolean(),
  highlight_position: Nullable(Type.Integer()),
  categoryCar: Type.Integer(),
  media: Nullable(Type.String()),
  description: Type.String(),
  showMenu: Type.Boolean(),
  car_category_id: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
  car_frota: Type.Array(FleetVehicle),
});
export type LoanCarOption = Static<typeof LoanCarOption>;

export const CarsFrotaResponse = Type.Object({ cars: Type.Array(LoanCarOption) });
export type CarsFrotaResponse = Static<typeof CarsFrotaResponse>;

/**
 * `GET car_frota/json/availability?startDate&endDate` (ISO days, as the agenda's): the wizard's models, each with how
 * many of its vehicles are free for the whole period. Optional here so a half period gets the dates' own message.
 */
export const ModelAvailabilityQuery = Type.Object({
  startDate: Type.Optional(text(40)),
  endDate: Type.Optional(text(40)),
});
export type ModelAvailabilityQuery = Static<typeof ModelAvailabilityQuery>;

export const ModelAvailability = Type.Object({ carId: Type.Integer(), free: Type.Integer({ minimum: 0 }) });
export type ModelAvailability = Static<typeof ModelAvailability>;

export const ModelAvailabilityResponse = Type.Object({ models: Type.Array(ModelAvailability) });
export type ModelAvailabilityResponse = Static<typeof ModelAvailabilityResponse>;

/** `GET users/driver/{cpf}`: a registered person who may drive. */
export const DriverResponse = Type.Object({
  name: Type.String(),
  cnh: Type.String(),
  cnhPicture: Type.String(),
  rg: Type.String(),
});
export type DriverResponse = Static<typeof DriverResponse>;

/** `POST medias/upload-front` (spec section 3): `media` is the stored file's name, sent back as `cnhPicture`. */
export const UploadResponse = Type.Object({
  size: Type.Integer(),
  bucket: Type.String(),
  media: Type.String(),
});
export type UploadResponse = Static<typeof UploadResponse>;

/** `POST lendingcontract/request` (spec section 3, "as sent"). Dates are ISO (yyyy-mm-dd). */
export const LoanRequestBody = Type.Object(
  {
    isOwner: Type.Boolean(),
    cpf: text(40),
    cnh: text(40),
    rg: text(40),
    option1: rowId(0),
    option2: rowId(0),
    startDate: text(40),
    endDate: text(40),
    // Far past the rule's 400 (loanRequest.ts), which answers a long Pauta in its own words; this only bounds the body.
    description: text(20_000),
    cnhPicture: text(200),
  },
  { additionalProperties: false },
);
export type LoanRequestBody = Static<typeof LoanRequestBody>;

export const LoanRequestResponse = Type.Object({
  success: Type.Boolean(),
  id: Type.Optional(Type.Integer()),
});
export type LoanRequestResponse = Static<typeof LoanRequestResponse>;

/** The requester as a listed loan shows them (spec section 3, "user"). */
export const LoanUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  midia_name: Type.String(),
  midia_type: Type.String(),
  tier: Nullable(Type.Integer()),
  role: Type.Integer(),
  rg: Type.String(),
  cnh: Type.String(),
  cpf: Type.String(),
  country: Type.String(),
  state: Type.String(),
  city: Type.String(),
  address: Type.String(),
  email: Type.String(),
  phone1: Type.String(),
  /** The second phone, shown on the approval detail's 'Contato' card (spec: 'E-mail, Telefone, Telefone'). */
  phone2: Type.Optional(Type.String()),
  isAllowed: Type.Boolean(),
  deniedReason: Nullable(Type.String()),
  cnhPicture: Type.String(),
});
export type LoanUser = Static<typeof LoanUser>;

/**
 * The person who will drive: the requester ('Eu mesmo') or another registered person ('Outro condutor'), with the
 * licence typed at request and attached to it, and their block. Approvers decide on the driver as much as on the
 * requester: a blocked driver is 'Bloqueado' whoever asked for the car.
 */
export const LoanDriver = Type.Object({
  /** The driver's account (null only for a driver no account was found for). */
  id: Nullable(Type.Integer()),
  isRequester: Type.Boolean(),
  name: Type.String(),
  /** With its mask. */
  cpf: Type.String(),
  rg: Type.String(),
  cnh: Type.String(),
  /** The licence picture attached to the request (a private upload). */
  cnhPicture: Type.String(),
  isAllowed: Type.Boolean(),
  deniedReason: Nullable(Type.String()),
});
export type LoanDriver = Static<typeof LoanDriver>;

const OptionOfLoan = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  car_frota: Type.Array(FleetVehicle),
});

/** A loan as listed (spec section 3), plus its number and status text for the viewer. */
export const WireLoan = Type.Object({
  id: Type.Integer(),
  /** The loan number shown to people ('CMD-000123'). */
  number: Type.String(),
  status: Type.Integer(),
  /** The status label for the viewer's role (`statusLabelFor`). */
  statusText: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  created_at: Type.String(),
  description: Type.String(),
  email_agent: Type.String(),
  car_frotum_id: Nullable(Type.Integer()),
  cnhPicture: Type.String(),
  option1: OptionOfLoan,
  option2: OptionOfLoan,
  car_frotum: Nullable(
    Type.Object({
      title: Type.String(),
      color: Type.String(),
      placa: Type.String(),
      frota: Type.String(),
      chassis: Type.String(),
    }),
  ),
  isOwner: Type.Boolean(),
  driverName: Type.String(),
  otherCPF: Type.String(),
  modelCar: Type.String(),
  clientTier: Nullable(Type.Integer()),
  user: LoanUser,
  driver: LoanDriver,
  /** Every step so far, on the approval detail only (the lists leave it out). */
  history: Type.Optional(Type.Array(LoanHistoryStep)),
});
export type WireLoan = Static<typeof WireLoan>;

// --- approval, pickup, checklist, cancellation (DECISIONS.md "Calls whose paths the spec does not show")

/** A fleet vehicle with its agenda for a period: whether another loan holds it then (`status da agenda`). */
export const FleetVehicleWithAgenda = Type.Intersect([
  FleetVehicle,
  Type.Object({ available: Type.Boolean(), agendaText: Type.String() }),
]);
export type FleetVehicleWithAgenda = Static<typeof FleetVehicleWithAgenda>;

/** `GET lendingcontract/approvals`'s query (paging and filters) is in approvalQueueSchemas.ts. */

/**
 * A request as the approvals list shows it (spec loan-area section 2): the backoffice row (tier, number, period,
 * requester, media, first option, status, created) and the manager card (car, requester, driver, media, Pauta, and what
 * approving from the card sends back: vehicle, tier, dates). The field names are WireLoan's; the profile, the
 * fleets and the rest are the detail's (`GET lendingcontract/{id}`).
 */
export const ApprovalListItem = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  status: Type.Integer(),
  statusText: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  created_at: Type.String(),
  /** The Pauta. */
  description: Type.String(),
  car_frotum_id: Nullable(Type.Integer()),
  car_frotum: Nullable(Type.Object({ title: Type.String(), frota: Type.String() })),
  option1: Type.Object({ id: Type.Integer(), title: Type.String() }),
  clientTier: Nullable(Type.Integer()),
  user: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    midia_name: Type.String(),
    tier: Nullable(Type.Integer()),
  }),
  /** The driver, whom a manager decides on from the card. */
  driver: LoanDriver,
});
export type ApprovalListItem = Static<typeof ApprovalListItem>;

/**
 * `GET lendingcontract/approvals` -> one page of the viewer's requests, newest first, and `total`, how many there
 * are in all, so the app can offer the other pages. (The spec's `frotas` is gone: the app never showed it, and the
 * detail carries the fleets of the loan's two models.)
 */
export const ApprovalsResponse = Type.Object({
  list: Type.Array(ApprovalListItem),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type ApprovalsResponse = Static<typeof ApprovalsResponse>;

/** `POST lendingcontract/approve` and `.../reject` (spec section 7, plus the detail view's fields). */
export const ApprovalBody = Type.Object(
  {
    idloan: rowId(),
    /** The fleet vehicle an approval assigns; a rejection assigns none and may leave it out. */
    carId: Type.Optional(Type.Union([rowId(), Type.Null()])),
    clientTier: Type.Union([Type.Integer(), Type.Null()]),
    startDate: text(40),
    endDate: text(40),
    email_agent: Type.Optional(text(320)),
    /** The message to the agent ('Mensagem de aprovação'), up to 2000. */
    description: Type.Optional(text(4000)),
    /** The edited Pauta (the request's need), up to 400. */
    pauta: Type.Optional(text(1000)),
    /** Why a blocked agent is let through. */
    justification: Type.Optional(text(4000)),
  },
  { additionalProperties: false },
);
export type ApprovalBody = Static<typeof ApprovalBody>;

/** The loan after a move. */
export const LoanMoveResponse = Type.Object({ success: Type.Literal(true), loan: WireLoan });
export type LoanMoveResponse = Static<typeof LoanMoveResponse>;

/** `GET car_frota/json/search?frota=` (6 to 80 characters) and `GET car_frota/json/agenda?startDate&endDate`. */
export const FleetSearchResponse = Type.Object({ frotas: Type.Array(FleetVehicleWithAgenda) });
export type FleetSearchResponse = Static<typeof FleetSearchResponse>;

/** `GET lendingcontract/checkout`, `GET checklist/pending`, `GET lendingcontract/cancellable` -> `{ list }`. */
export const LoanListResponse = Type.Object({ list: Type.Array(WireLoan) });
export type LoanListResponse = Static<typeof LoanListResponse>;

/** `POST lendingcontract/checkout` `{ idLoan }`. */
export const CheckoutBody = Type.Object({ idLoan: rowId() }, { additionalProperties: false });

/** `POST lendingcontract/cancel` `{ id }`. */
export const CancelBody = Type.Object({ id: rowId() }, { additionalProperties: false });

/** `POST checklist/create` (spec section 3). Dates ISO; `files` are private upload names. */
export const ChecklistBody = Type.Object(
  {
    loanId: rowId(),
    checklist: Type.Array(Type.Integer(), { maxItems: 20 }),
    nextReviewDate: text(40),
    returnDate: text(40),
    notes: text(4000),
    km: Type.Union([Type.String({ maxLength: 20 }), Type.Integer()]),
    files: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 40 }),
  },
  { additionalProperties: false },
);
export type ChecklistBody = Static<typeof ChecklistBody>;
