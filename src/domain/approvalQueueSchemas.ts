/**
 * Wire shapes of the approvals queue: the query of `GET lendingcontract/approvals` (paging and filters, see
 * approvalFilters.ts) and of its CSV export `GET lendingcontract/approvals.csv` (the same filters, no paging), and
 * the choices the filter form offers (`GET lendingcontract/approvals/choices`). A value out of bounds answers 400
 * with the validator's message in Portuguese ('Parâmetro inválido na consulta: status.0 deve ser <= 10.').
 */
import { Type, type Static } from 'typebox';
import { approvalFilterLimits, approvalSorts } from './approvalFilters';
import { approvalsPaging } from './approvalsPaging';

const rowId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** The filters, as the query names them; `status` repeats (`status=1&status=4`), a single one is a list of one. */
export const ApprovalFilterQuery = {
  admin: Type.Optional(Type.String({ maxLength: 5 })),
  status: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 10 }), { maxItems: 10 })),
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
  model: Type.Optional(rowId),
  requester: Type.Optional(rowId),
  q: Type.Optional(Type.String({ maxLength: approvalFilterLimits.qMaxLength })),
  sort: Type.Enum([...approvalSorts], { default: 'newest' }),
};

/** `GET lendingcontract/approvals`: a page from 1, `limit` requests to a page, and the filters. */
export const ApprovalsQuery = Type.Object({
  ...ApprovalFilterQuery,
  page: Type.Integer({ minimum: 1, maximum: approvalsPaging.maxPage, default: 1 }),
  limit: Type.Integer({
    minimum: 1,
    maximum: approvalsPaging.maxLimit,
    default: approvalsPaging.defaultLimit,
  }),
});
export type ApprovalsQuery = Static<typeof ApprovalsQuery>;

/** `GET lendingcontract/approvals.csv`: the filters; every page, up to approvalFilterLimits.exportMaxRows rows. */
export const ApprovalsCsvQuery = Type.Object(ApprovalFilterQuery);
export type ApprovalsCsvQuery = Static<typeof ApprovalsCsvQuery>;

/** `GET lendingcontract/approvals/choices?admin`: the models and requesters found in the viewer's list. */
export const ApprovalChoicesResponse = Type.Object({
  models: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
  requesters: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type ApprovalChoicesResponse = Static<typeof ApprovalChoicesResponse>;
