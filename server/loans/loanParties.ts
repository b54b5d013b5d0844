/**
 * The people a loan names: its requester and its driver (the requester again, or another registered person). The
 * approval reads both: a blocked one needs a justification to be approved, and neither may decide the loan
 * (src/domain/loanStatus.ts). The lists show the driver as `LoanDriver` (src/domain/loanSchemas.ts).
 */
import { eq, inArray } from 'drizzle-orm';
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

/**
 * The drivers of loans `loanIds`, by loan id, in one query (the approvals list reads its page's with it, leaving the
 * list's own query as the filters shape it).
 */
export async function loanDriversOf(db: DbOrTx, loanIds: number[]): Promise<Map<number, LoanDriver>> {
  if (loanIds.length === 0) return new Map();
  const requester = alias(users, 'requester');
  const driverAccount = alias(users, 'driver_account');
  const rows = await db
    .select({
      loan: {
        id: loans.id,
        requesterId: loans.requesterId,
        driverUserId: loans.driverUserId,
        isOwner: loans.isOwner,
        driverName: loans.driverName,
        driverCpf: loans.driverCpf,
        driverRg: loans.driverRg,
        driverCnh: loans.driverCnh,
        cnhPicture: loans.cnhPicture,
      },
      requester: { id: requester.id, isAllowed: requester.isAllowed, deniedReason: requester.deniedReason },
      account: {
        id: driverAccount.id,
        isAllowed: driverAccount.isAllowed,
        deniedReason: driverAccount.deniedReason,
      },
    })
    .from(loans)
    .innerJoin(requester, eq(requester.id, loans.requesterId))
    .leftJoin(driverAccount, eq(driverAccount.id, loans.driverUserId))
    .where(inArray(loans.id, loanIds));
  return new Map(
    rows.map(({ loan, requester: asker, account }) => [
      loan.id,
      wireDriver(loan, account ?? (loan.isOwner ? asker : null)),
    ]),
  );
}
