/**
 * What the administrator reads of people: the list, searched by name, e-mail or CPF, and one person with their
 * loans (asked for or driven), their invitations, what they follow and the history of what staff changed on them.
 */
import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { cpfDigits, formatCpf } from '../../../src/domain/cpf';
import { peopleLimits, peopleMessages, personStateOf } from '../../../src/domain/editorialPeople';
import type { PeopleList, PeopleListQuery, PersonDetail } from '../../../src/domain/editorialPeopleSchemas';
import { loanStatuses, isLoanStatus } from '../../../src/domain/loanStatus';
import type { Db, DbOrTx } from '../../db/client';
import { eventGuests, events, users } from '../../db/schema';
import { DomainError } from '../../shared/domainError';
import { readFollows } from '../../follows/followService';
import { listMyLoans } from '../../loans/myLoans';
import { changesOf } from '../../shared/changeLog';
import { personFieldLabels } from './personLabels';

/** `%`, `_` and `\` typed in the search are letters, not patterns. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchWhere(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const like = `%${literal(text)}%`;
  const digits = cpfDigits(text);
  return or(
    ilike(users.name, like),
    ilike(users.email, like),
    ...(digits.length >= 3 ? [sql`${users.cpf} like ${`%${digits}%`}`] : []),
  );
}

export async function listPeople(db: Db, query: PeopleListQuery): Promise<PeopleList> {
  const where = searchWhere(query.q);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  const pageCount = Math.max(1, Math.ceil(total / peopleLimits.pageSize));
  const page = Math.min(query.page ?? 1, pageCount);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(sql`${users.erasedAt} is not null`, asc(sql`lower(${users.name})`), asc(users.id))
    .limit(peopleLimits.pageSize)
    .offset((page - 1) * peopleLimits.pageSize);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      cpf: row.cpf ? formatCpf(row.cpf) : '',
      role: row.role,
      state: personStateOf(row),
    })),
    total,
    page,
    pageCount,
  };
}

export async function personRow(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new DomainError(404, peopleMessages.notFound);
  return row;
}

export async function readPerson(db: Db, id: number, viewerId: number): Promise<PersonDetail> {
  const row = await personRow(db, id);
  const loans = await listMyLoans(db, { id, role: row.role });
  const invitations = await db
    .select({ id: events.id, title: events.title, startAt: events.startAt, status: eventGuests.status })
    .from(eventGuests)
    .innerJoin(events, eq(events.id, eventGuests.eventId))
    .where(eq(eventGuests.userId, id))
    .orderBy(desc(events.startAt));
  const follows = await readFollows(db, id);
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    email: row.email,
    cpf: row.cpf ? formatCpf(row.cpf) : '',
    rg: row.rg,
    cnh: row.cnh,
    phone: row.phone1,
    midiaName: row.midiaName,
    city: [row.city, row.state].filter(Boolean).join(' / '),
    role: row.role,
    tier: row.tier,
    state: personStateOf(row),
    isAllowed: row.isAllowed,
    deniedReason: row.deniedReason,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    erasedAt: row.erasedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isSelf: row.id === viewerId,
    loans: loans.map((loan) => ({
      id: loan.id,
      number: loan.number,
      statusText: isLoanStatus(loan.status) ? loanStatuses[loan.status].label : String(loan.status),
      startDate: loan.startDate,
      endDate: loan.endDate,
      car: loan.vehicle ? `${loan.vehicle.model} ${loan.vehicle.version}`.trim() : loan.models.join(' ou '),
      as: loan.viewerIs,
    })),
    events: invitations.map((invitation) => ({ ...invitation, startAt: invitation.startAt.toISOString() })),
    follows: follows.map(({ title, followedAt }) => ({ title, followedAt })),
    changes: await changesOf(db, 'person', id, personFieldLabels),
  };
}
