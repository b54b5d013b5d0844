/**
 * The staff a loan now waits on are told by e-mail, in the transaction of the step (so a rolled-back step tells
 * nobody): a request that reaches a step (1 backoffice, 2 and 3 the managers of that level and the administrator)
 * goes to everyone who may decide it there, with a link to its approval page; a car past its return date (8) goes
 * to the staff who take it back (the checklist roles). Who may act comes from the workflow's own table
 * (src/domain/loanStatus.ts), so nobody is told of a request they requested or will drive.
 */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { roles, type Role } from '../../src/domain/roles';
import { paths } from '../../src/domain/routes';
import { transitionOf, type LoanAction, type LoanStatus } from '../../src/domain/loanStatus';
import type { Tx } from '../db/client';
import { loans, users } from '../db/schema';
import { enqueueMail, type MailTopic } from '../mail/outbox';
import { loanMail, type LoanMailKind } from './loanMail';
import { loanNumber } from './loanShape';
import { loanMailParts } from './loanMailParts';

/** Which step's people a status calls for, and what they are told. */
const notices: Partial<
  Record<LoanStatus, { action: LoanAction; kind: LoanMailKind; topic: MailTopic; label: string }>
> = {
  1: {
    action: 'approve',
    kind: 'awaitingDecision',
    topic: 'loan-awaiting-decision',
    label: 'Abrir a solicitação',
  },
  2: {
    action: 'approve',
    kind: 'awaitingDecision',
    topic: 'loan-awaiting-decision',
    label: 'Abrir a solicitação',
  },
  3: {
    action: 'approve',
    kind: 'awaitingDecision',
    topic: 'loan-awaiting-decision',
    label: 'Abrir a solicitação',
  },
  8: {
    action: 'returnChecklist',
    kind: 'overdueStaff',
    topic: 'loan-overdue-staff',
    label: 'Abrir o checklist',
  },
};

/** Every role there is: the roles table's and those in between (0 and 6–9 hold capabilities too). */
const everyRole: Role[] = Array.from({ length: roles.press + 1 }, (_, role) => role);

/** E-mails the staff who act on loan `loanId` now that it is in `status`; other statuses tell nobody. */
export async function tellStaffOfStep(
  tx: Tx,
  { loanId, status, site }: { loanId: number; status: LoanStatus; site: { publicUrl: string } },
): Promise<number> {
  const notice = notices[status];
  if (!notice) return 0;
  const [loan] = await tx
    .select({ loan: loans, requester: users.name })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.requesterId))
    .where(eq(loans.id, loanId));
  if (!loan) return 0;
  const { requesterId, driverUserId } = loan.loan;
  const mayAct = (userId: number, role: Role) =>
    transitionOf(
      notice.action,
      status,
      { kind: 'user', userId, role, adminFlag: true },
      requesterId,
      driverUserId,
    ).ok;
  const stepRoles = everyRole.filter((role) => mayAct(-1, role));
  if (!stepRoles.length) return 0;
  const staff = (
    await tx
      .select({ id: users.id, email: users.email, name: users.name, role: users.role })
      .from(users)
      .where(and(inArray(users.role, stepRoles), isNull(users.suspendedAt), ne(users.email, '')))
  ).filter(
    (person) => person.id !== requesterId && person.id !== driverUserId && mayAct(person.id, person.role),
  );
  if (!staff.length) return 0;

  const base = site.publicUrl.replace(/\/$/, '');
  const facts = {
    number: loanNumber(loanId),
    ...(await loanMailParts(tx, loan.loan)),
    areaUrl: `${base}${paths.loans.mine.href()}`,
    requester: loan.requester,
    driver: loan.loan.isOwner ? null : loan.loan.driverName,
  };
  for (const person of staff) {
    // The administrator decides a manager step from the manager view (`?admin=1`).
    const page =
      status === 8
        ? paths.loans.checklist.href()
        : paths.loans.approval.href(loanId, { admin: person.role === roles.administrator && status !== 1 });
    await enqueueMail(
      tx,
      notice.topic,
      loanMail(notice.kind, {
        ...facts,
        to: person.email,
        name: person.name,
        staffLink: { url: `${base}${page}`, label: notice.label },
      }),
    );
  }
  return staff.length;
}
