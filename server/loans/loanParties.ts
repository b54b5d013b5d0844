/**
 * The people a loan names: its requester and its driver (the requester again, or another registered person). The
 * approval reads both: a blocked one needs a justification to be approved, and neither may decide the loan
 * (src/domain/loanStatus.ts). The lists show the driver as `LoanDriver` (src/domain/loanSchemas.ts).
 */
import { inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatCpf } from '../../src/domain/cpf';
import type { LoanDriver } from '../../src/domain/loanSchemas';
import type { DbOrTx } from '../db/client';
import { loans, users } from '../db/schema';

type LoanRow = typeof loans.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** The driver's account: the one stored, or the requester's for a loan they drive themselves. */
export const driverIdOf = (loan: Pick<LoanRow, 'driverUserId' | 'isOwner' | 'requesterId'>) =>
  loan.driverUserId ?? (loan.isOwner ? loan.requesterId : null);

/** The requester and the driver, once each. */
export const partyIdsOf = (loan: Pick<LoanRow, 'driverUserId' | 'isOwner' | 'requesterId'>) => {
  const driverId = driverIdOf(loan);
  return driverId === null || driverId === loan.requesterId
    ? [loan.requesterId]
    : [loan.requesterId, driverId];
};

/** Those of the loan's requester and driver who are blocked (`isAllowed` false). */
export async function blockedPartiesOf(
  db: DbOrTx,
  loan: Pick<LoanRow, 'driverUserId' | 'isOwner' | 'requesterId'>,
): Promise<Pick<UserRow, 'id' | 'name' | 'isAllowed' | 'deniedReason'>[]> {
  const people = await db
    .select({ id: users.id, name: users.name, isAllowed: users.isAllowed, deniedReason: users.deniedReason })
    .from(users)
    .where(inArray(users.id, partyIdsOf(loan)));
  return people.filter((person) => !person.isAllowed);
}

/**
 * The driver as the lists show them, from the loan and the driver's account (null when the loan names none, or
 * when `isOwner`, the requester's account is passed).
 */
export function wireDriver(
  loan: Pick<
    LoanRow,
    | 'driverUserId'
    | 'isOwner'
    | 'requesterId'
    | 'driverName'
    | 'driverCpf'
    | 'driverRg'
    | 'driverCnh'
    | 'cnhPicture'
  >,
  account: Pick<UserRow, 'id' | 'isAllowed' | 'deniedReason'> | null,
): LoanDriver {
  return {
    id: driverIdOf(loan),
    isRequester: loan.isOwner,
    name: loan.driverName,
    cpf: formatCpf(loan.driverCpf),
    rg: loan.driverRg,
    cnh: loan.driverCnh,
    cnhPicture: loan.cnhPicture,
    isAllowed: account?.isAllowed ?? true,
    deniedReason: account?.deniedReason ?? null,
  };
}

/** The driver's own account, joined (left) by a query that shows loans with their driver. */
export const driverAccount = alias(users, 'driver_account');

/**
 * What `driverOfRow` reads, for a select over `loans` that joins `requester` (the `users` table or an alias of it) on
 * the requester and left-joins `driverAccount` on `loans.driverUserId`: the approvals list reads its page's drivers in
 * its own query this way.
 */
export const driverColumns = (requester: typeof users) => ({
  driverLoan: {
    requesterId: loans.requesterId,
    driverUserId: loans.driverUserId,
    isOwner: loans.isOwner,
    driverName: loans.driverName,
    driverCpf: loans.driverCpf,
    driverRg: loans.driverRg,
    driverCnh: loans.driverCnh,
    cnhPicture: loans.cnhPicture,
  },
  requesterParty: { id: requester.id, isAllowed: requester.isAllowed, deniedReason: requester.deniedReason },
  driverAccount: {
    id: driverAccount.id,
    isAllowed: driverAccount.isAllowed,
    deniedReason: driverAccount.deniedReason,
  },
});

type Party = Pick<UserRow, 'id' | 'isAllowed' | 'deniedReason'>;

/** The driver of a row read with `driverColumns`. */
export const driverOfRow = (row: {
  driverLoan: Parameters<typeof wireDriver>[0];
  requesterParty: Party;
  driverAccount: Party | null;
}): LoanDriver =>
  wireDriver(row.driverLoan, row.driverAccount ?? (row.driverLoan.isOwner ? row.requesterParty : null));
