/**
 * A person's data on their request (LGPD, art. 18): everything the newsroom keeps about them, as one JSON file the
 * administrator hands over. Each export is recorded in the person's history (who took their data, when).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { formatCpf } from '../../../src/domain/cpf';
import { roleNameOf } from '../../../src/domain/editorialPeople';
import {
  eventGuests,
  events,
  newsletterSubscriptions,
  privateUploads,
  signInSessions,
  userFavorites,
} from '../../db/schema';
import { readFollows } from '../../follows/followService';
import { listMyLoans } from '../../loans/myLoans';
import { changesOf, recordEditorialChange } from '../../shared/changeLog';
import type { WriteDeps } from '../newsWrite';
import { personRow } from './peopleRead';
import { personFieldLabels } from './personLabels';

export async function exportPerson({ db, actorId, now }: WriteDeps, id: number) {
  const person = await personRow(db, id);
  const email = person.email.toLowerCase();
  const data = {
    exportadoEm: now.toISOString(),
    pessoa: {
      id: person.id,
      nome: person.name,
      email: person.email,
      cpf: person.cpf ? formatCpf(person.cpf) : '',
      rg: person.rg,
      cnh: person.cnh,
      fotoDaCnh: person.cnhPicture || null,
      endereco: person.address,
      pais: person.country,
      estado: person.state,
      cidade: person.city,
      telefones: [person.phone1, person.phone2, person.phone3].filter(Boolean),
      veiculo: { nome: person.midiaName, tipo: person.midiaType },
      aceitaNewsletter: person.isNewsletterAccepted,
      papel: roleNameOf(person.role),
      tier: person.tier,
      bloqueado: !person.isAllowed,
      motivoDoBloqueio: person.deniedReason,
      suspensoEm: person.suspendedAt?.toISOString() ?? null,
      cadastradoEm: person.createdAt.toISOString(),
      perfilAtualizadoEm: person.updatedAt?.toISOString() ?? null,
    },
    emprestimos: await listMyLoans(db, { id, role: person.role }),
    convites: await db
      .select({
        evento: events.title,
        inicio: events.startAt,
        situacao: eventGuests.status,
        pauta: eventGuests.description,
        convidadoEm: eventGuests.invitedAt,
        respondidoEm: eventGuests.answeredAt,
      })
      .from(eventGuests)
      .innerJoin(events, eq(events.id, eventGuests.eventId))
      .where(eq(eventGuests.userId, id))
      .orderBy(asc(events.startAt)),
    segue: await readFollows(db, id),
    favoritos: (await db.select().from(userFavorites).where(eq(userFavorites.userId, id)))[0]?.items ?? [],
    newsletter: await db
      .select({
        nome: newsletterSubscriptions.name,
        sobrenome: newsletterSubscriptions.lastname,
        consentimentoEm: newsletterSubscriptions.consentedAt,
        versaoDosTermos: newsletterSubscriptions.termsVersion,
      })
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = ${email}`),
    sessoes: await db
      .select({
        aberta: signInSessions.createdAt,
        expira: signInSessions.expiresAt,
        encerrada: signInSessions.revokedAt,
        dispositivo: signInSessions.deviceId,
      })
      .from(signInSessions)
      .where(eq(signInSessions.userId, id))
      .orderBy(asc(signInSessions.createdAt)),
    arquivosEnviados: await db
      .select({
        nome: privateUploads.name,
        finalidade: privateUploads.purpose,
        enviadoEm: privateUploads.createdAt,
      })
      .from(privateUploads)
      .where(eq(privateUploads.ownerId, id))
      .orderBy(asc(privateUploads.createdAt)),
    historicoDaConta: await changesOf(db, 'person', id, personFieldLabels),
  };
  await recordEditorialChange(db, 'person', { subjectId: id, action: 'export', actorId, at: now });
  return { data, filename: `dados-pessoa-${id}.json` };
}
