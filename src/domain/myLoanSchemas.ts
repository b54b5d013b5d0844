/**
 * Wire shapes of 'Minhas solicitações' (`GET lendingcontract/mine`) and of a loan's history, which the approval
 * detail shows too. Dates of a period are yyyy-mm-dd; instants are ISO times.
 */
import { Type, type Static } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** One recorded step: who took it (a name, or 'Sistema'), when, what it did in words, what they wrote. */
export const LoanHistoryStep = Type.Object({
  at: Type.String(),
  who: Type.String(),
  action: Type.String(),
  /** `action` in the viewer's words (src/domain/loanHistory.ts). */
  actionText: Type.String(),
  toStatus: Type.Integer(),
  message: Nullable(Type.String()),
});
export type LoanHistoryStep = Static<typeof LoanHistoryStep>;

/** The vehicle a loan was given: what the requester needs to find it. */
export const MyLoanVehicle = Type.Object({
  model: Type.String(),
  version: Type.String(),
  color: Type.String(),
  placa: Type.String(),
  frota: Type.String(),
  location: Type.String(),
});
export type MyLoanVehicle = Static<typeof MyLoanVehicle>;

export const MyLoan = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  status: Type.Integer(),
  statusText: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  createdAt: Type.String(),
  description: Type.String(),
  models: Type.Tuple([Type.String(), Type.String()]),
  vehicle: Nullable(MyLoanVehicle),
  driverName: Type.String(),
  requesterName: Type.String(),
  /** Whether the viewer asked for it, or only drives it (then it is theirs to read, not to cancel). */
  viewerIs: Type.Union([Type.Literal('requester'), Type.Literal('driver')]),
  cancellable: Type.Boolean(),
  /** Why it was rejected or cancelled, as written; null otherwise. */
  reason: Nullable(Type.String()),
  history: Type.Array(LoanHistoryStep),
});
export type MyLoan = Static<typeof MyLoan>;

export const MyLoansResponse = Type.Object({ list: Type.Array(MyLoan) });
export type MyLoansResponse = Static<typeof MyLoansResponse>;
