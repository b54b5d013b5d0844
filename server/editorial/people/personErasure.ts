/**
 * Erasing a person on their request (LGPD, art. 18): their personal data removed or made anonymous, their loans
 * kept for the fleet's records under 'Pessoa removida', their sessions ended, their sign-in account at the embedded
 * provider deleted. A person with a loan still under way (asked for, approved, or the car out) is not erased: the
 * fleet needs to know who holds its car, so the loan is finished or cancelled first.
 *
 * What stays: the `users` row (loans, approvals and histories point at it) with an address that can't receive mail,
 * the loans' dates, cars and statuses, and which events they were invited to (without their agenda text).
 * Their licence pictures (the profile's and those of the loans they drove) are deleted from the store after the
 * transaction commits, so a rollback never leaves a loan naming a file that is gone.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { erasedPersonName, peopleMessages } from '../../../src/domain/editorialPeople';
import { holdingStatuses } from '../../../src/domain/loanStatus';
import type { PersonEraseBody } from '../../../src/domain/editorialPeopleSchemas';
import {
  accountLockouts,
  editorialChanges,
  eventGuests,
  eventInvitees,
  follows,
  idpAccounts,
  loans,
  mailOutbox,
  newsletterSubscriptions,
  passwordFailures,
  privateUploads,
  signInSessions,
  userFavorites,
  users,
} from '../../db/schema';
import type { FileStore } from '../../storage/fileStore';
import { DomainError } from '../../shared/domainError';
import { privateUploadKey } from '../../uploads/privateUploads';
import { loanNumber } from '../../loans/loanShape';
import { recordEditorialChange } from '../../shared/changeLog';
import type { WriteDeps } from '../newsWrite';
import { lockPerson } from './peopleWrite';

/** Statuses in which a loan is still under way: waiting for a decision, or holding its car. */
const underWay = [1, ...holdingStatuses];

/** The address an erased account keeps: unique, and reserved (RFC 2606) so nothing is ever sent to it. */
const erasedEmail = (id: number) => `pessoa-removida-${id}@removida.invalid`;

export async function erasePerson(
  deps: WriteDeps & { files: FileStore },
  id: number,
  body: PersonEraseBody,
): Promise<void> {
  const { db, actorId, now } = deps;
  const pictures = await db.transaction(async (tx) => {
    const person = await lockPerson(tx, id, body.version, deps, true);
    if (body.confirmation.trim().toLowerCase() !== person.email.toLowerCase())
      throw new DomainError(400, peopleMessages.eraseConfirm);
    const theirs = or(eq(loans.requesterId, id), eq(loans.driverUserId, id));
    const open = await tx
      .select({ id: loans.id })
      .from(loans)
      .where(and(theirs, inArray(loans.status, underWay)))
      .orderBy(loans.id);
    if (open.length)
      throw new DomainError(409, peopleMessages.eraseOpenLoans(open.map((loan) => loanNumber(loan.id))));

    // The loans they drove (for themselves or for someone else) keep the car's record, not the driver's papers.
    const driven = or(eq(loans.driverUserId, id), and(eq(loans.requesterId, id), eq(loans.isOwner, true)));
    const drivenPictures = await tx.select({ name: loans.cnhPicture }).from(loans).where(driven);
    await tx
      .update(loans)
      .set({ driverName: erasedPersonName, driverCpf: '', driverRg: '', driverCnh: '', cnhPicture: '' })
      .where(driven);
    const pictures = [person.cnhPicture, ...drivenPictures.map((row) => row.name)].filter(Boolean);
    if (pictures.length) await tx.delete(privateUploads).where(inArray(privateUploads.name, pictures));

    const email = person.email.toLowerCase();
    await tx.delete(signInSessions).where(eq(signInSessions.userId, id));
    await tx.delete(idpAccounts).where(sql`lower(${idpAccounts.email}) = ${email}`);
    await tx.delete(newsletterSubscriptions).where(sql`lower(${newsletterSubscriptions.email}) = ${email}`);
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.recipient}) = ${email}`);
    await tx.delete(passwordFailures).where(sql`lower(${passwordFailures.email}) = ${email}`);
    await tx.delete(accountLockouts).where(sql`lower(${accountLockouts.email}) = ${email}`);
    await tx.delete(eventInvitees).where(eq(eventInvitees.email, email));
    await tx.delete(userFavorites).where(eq(userFavorites.userId, id));
    await tx.delete(follows).where(eq(follows.userId, id));
    await tx.update(eventGuests).set({ description: '' }).where(eq(eventGuests.userId, id));
    // The history of what staff did stays; the reasons written about the person go.
    await tx
      .update(editorialChanges)
      .set({ note: null })
      .where(and(eq(editorialChanges.subject, 'person'), eq(editorialChanges.subjectId, id)));
    await tx
      .update(users)
      .set({
        issuer: null,
        subject: null,
        email: erasedEmail(id),
        name: erasedPersonName,
        rg: '',
        cpf: '',
        address: '',
        country: '',
        state: '',
        city: '',
        phone1: '',
        phone2: '',
        phone3: '',
        midiaName: '',
        midiaType: '',
        isNewsletterAccepted: false,
        deviceId: null,
        cnh: '',
        cnhPicture: '',
        deniedReason: null,
        suspendedAt: person.suspendedAt ?? now,
        erasedAt: now,
        version: sql`${users.version} + 1`,
      })
      .where(eq(users.id, id));
    await recordEditorialChange(tx, 'person', { subjectId: id, action: 'erase', actorId, at: now });
    return pictures;
  });
  for (const name of new Set(pictures)) await deps.files.remove(privateUploadKey(name));
}
