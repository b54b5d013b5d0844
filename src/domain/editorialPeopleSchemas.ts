/**
 * Wire shapes of the people area (`/api/redacao/people…`): the server declares them on its routes, the screens type
 * their calls with them. The rules are in editorialPeople.ts; a text's length here is only the schema's outer bound
 * (twice the rule), so a text a little too long gets the rule's own words rather than a schema error.
 */
import { Type, type Static } from 'typebox';
import { EditorialChange } from './editorialSchemas';
import { Nullable, rowId } from './editorialPageSchemas';
import { peopleLimits } from './editorialPeople';

export const PersonStateSchema = Type.Union([
  Type.Literal('erased'),
  Type.Literal('suspended'),
  Type.Literal('blocked'),
  Type.Literal('active'),
]);

export const PeopleListQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: peopleLimits.searchMax })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
export type PeopleListQuery = Static<typeof PeopleListQuery>;

export const PersonSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  /** With its mask; '' before the profile is completed. */
  cpf: Type.String(),
  role: Type.Integer(),
  state: PersonStateSchema,
});
export type PersonSummary = Static<typeof PersonSummary>;

export const PeopleList = Type.Object({
  items: Type.Array(PersonSummary),
  total: Type.Integer(),
  page: Type.Integer(),
  pageCount: Type.Integer(),
});
export type PeopleList = Static<typeof PeopleList>;

const PersonLoan = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  statusText: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  /** The vehicle lent, or the two models asked for. */
  car: Type.String(),
  /** Whether the person asked for it, or only drives it. */
  as: Type.Union([Type.Literal('requester'), Type.Literal('driver')]),
});

const PersonEvent = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  startAt: Type.String(),
  /** 1 invited, 2 accepted, 3 refused (events.ts). */
  status: Type.Integer(),
});

const PersonFollow = Type.Object({ title: Type.String(), followedAt: Type.String() });

export const PersonDetail = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  cpf: Type.String(),
  rg: Type.String(),
  cnh: Type.String(),
  phone: Type.String(),
  midiaName: Type.String(),
  city: Type.String(),
  role: Type.Integer(),
  tier: Nullable(Type.Integer()),
  state: PersonStateSchema,
  isAllowed: Type.Boolean(),
  deniedReason: Nullable(Type.String()),
  suspendedAt: Nullable(Type.String()),
  erasedAt: Nullable(Type.String()),
  createdAt: Type.String(),
  /** Whether this is the administrator's own account (its role, suspension and erasure are not theirs to change). */
  isSelf: Type.Boolean(),
  loans: Type.Array(PersonLoan),
  events: Type.Array(PersonEvent),
  follows: Type.Array(PersonFollow),
  changes: Type.Array(EditorialChange),
});
export type PersonDetail = Static<typeof PersonDetail>;

export const PersonVersionBody = Type.Object({ version: rowId() }, { additionalProperties: false });
export type PersonVersionBody = Static<typeof PersonVersionBody>;

export const PersonRoleBody = Type.Object(
  { version: rowId(), role: Type.Integer({ minimum: 0, maximum: 99 }), tier: Nullable(Type.Integer()) },
  { additionalProperties: false },
);
export type PersonRoleBody = Static<typeof PersonRoleBody>;

const reasonText = Type.String({ maxLength: peopleLimits.reasonMax * 2 });

export const PersonBlockBody = Type.Object(
  { version: rowId(), reason: reasonText },
  { additionalProperties: false },
);
export type PersonBlockBody = Static<typeof PersonBlockBody>;

export const PersonUnblockBody = Type.Object(
  { version: rowId(), justification: reasonText },
  { additionalProperties: false },
);
export type PersonUnblockBody = Static<typeof PersonUnblockBody>;

export const PersonEraseBody = Type.Object(
  { version: rowId(), confirmation: Type.String({ maxLength: 400 }) },
  { additionalProperties: false },
);
export type PersonEraseBody = Static<typeof PersonEraseBody>;
