/**
 * Unit 'events': press events around the seed's `now`, made, announced and answered through the events services
 * (eventPlanning.ts, eventService.ts), so each invitation has its e-mail in the outbox (with signed answer links and
 * the calendar entry) and each answer its receipt. Upcoming events wait for answers: the journalist's are all open,
 * for the browser test to answer (it may run twice on one database, hence many). The two past events were answered
 * before they began, as a guest would have: one accepted on the site, one refused through the e-mailed link.
 * novo@ and backoffice@ are invited to nothing, so their menu shows no Eventos.
 */
import { inArray } from 'drizzle-orm';
import { momentOfBrazilLocal, todayInBrazil } from '../../../src/domain/brazilTime';
import type { EventAnswer } from '../../../src/domain/events';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { answerInvitation } from '../../events/eventService';
import { createEvent, inviteGuests, updateEvent, type EventSite } from '../../events/eventPlanning';
import { linkSigner, loadLinkSecret } from '../../shared/linkSigning';
import { defaultMailFrom } from '../../config';
import { isoPlusDays } from '../../loans/loanService';

type Person = 'jornalista' | 'bloqueado' | 'gerente1' | 'admin';

interface SeedAnswer {
  who: Person;
  answer: EventAnswer;
  description: string;
  via: 'site' | 'email';
  /** Days before the seed's `now`. */
  daysAgo: number;
}

export interface SeedEvent {
  title: string;
  description: string;
  location: string;
  /** The day, counted from the seed's day in Brazil, and the hours there ('19:00'). */
  day: number;
  from: string;
  to: string;
  textBlocks?: string[];
  guests: Person[];
  /** Days before `now` the invitations went out. */
  invitedDaysAgo: number;
  answers?: SeedAnswer[];
  /** A later change of the hours, mailed to the guests as the event's new version. */
  movedTo?: { from: string; to: string; daysAgo: number };
}

export const seedEvents: SeedEvent[] = [
  {
    title: 'Lançamento do Aurora Ipê EV',
    description:
      '<p>Apresentação oficial do <strong>Aurora Ipê EV</strong>, o primeiro elétrico da marca produzido no Brasil, com a presença da diretoria e da equipe de engenharia.</p><p>Haverá área para gravações e entrevistas individuais após a apresentação.</p>',
    location: 'Pavilhão da Bienal, Parque Ibirapuera — Av. Pedro Álvares Cabral, s/n, São Paulo',
    day: 5,
    from: '19:00',
    to: '22:00',
    textBlocks: [
      '<h3>Programação</h3><ul><li>19h — Recepção e credenciamento</li><li>19h30 — Apresentação do Ipê EV</li><li>20h30 — Entrevistas e fotos com o carro</li></ul>',
      '<p>Credenciamento com documento com foto. Estacionamento no portão 3.</p>',
    ],
    guests: ['jornalista', 'bloqueado', 'gerente1'],
    invitedDaysAgo: 3,
  },
  {
    title: 'Test drive do Aurora Tarumã na Serra da Cantareira',
    description:
      '<p>Um dia de avaliação do SUV de sete lugares em estradas de serra e de terra, com apoio da equipe de engenharia de chassis.</p>',
    location: 'Parque Estadual da Cantareira — Núcleo Pedra Grande, Rua do Horto, 1799, São Paulo',
    day: 9,
    from: '08:00',
    to: '17:00',
    textBlocks: [
      '<p>Traga a CNH válida: cada veículo terá dois jornalistas, que se revezam ao volante. Almoço no local.</p>',
    ],
    guests: ['jornalista', 'bloqueado'],
    invitedDaysAgo: 3,
  },
  {
    title: 'Coletiva de imprensa: resultados de vendas de 2026',
    description:
      '<p>A presidência da Aurora apresenta os resultados do ano, os investimentos previstos para 2027 e responde às perguntas da imprensa.</p>',
    location: 'Hotel Unique — Av. Brigadeiro Luís Antônio, 4700, Jardim Paulista, São Paulo',
    day: 12,
    from: '10:00',
    to: '12:00',
    guests: ['jornalista', 'bloqueado', 'gerente1'],
    invitedDaysAgo: 4,
    // Moved by half an hour after the invitations: the guests got the new version, same calendar entry.
    movedTo: { from: '10:30', to: '12:30', daysAgo: 1 },
  },
  {
    title: 'Visita guiada à fábrica de São Bernardo do Campo',
    description:
      '<p>Visita às linhas de montagem e à nova área de baterias, com a diretoria industrial. Uso obrigatório de calçado fechado.</p>',
    location: 'Fábrica Aurora — Via Anchieta, km 23,5, São Bernardo do Campo',
    day: 16,
    from: '09:00',
    to: '15:00',
    textBlocks: ['<p>Transporte de ida e volta sai às 8h da estação Santa Cruz do metrô.</p>'],
    guests: ['jornalista'],
    invitedDaysAgo: 2,
  },
  {
    title: 'Workshop de mobilidade elétrica para jornalistas',
    description:
      '<p>Recarga, autonomia, baterias e infraestrutura: uma tarde com especialistas para entender o carro elétrico além da ficha técnica.</p>',
    location: 'Cubo Itaú — Rua Casa do Ator, 919, Vila Olímpia, São Paulo',
    day: 20,
    from: '14:00',
    to: '18:00',
    guests: ['jornalista', 'admin'],
    invitedDaysAgo: 2,
  },
  {
    title: 'Salão do Automóvel: dia de imprensa no estande Aurora',
    description:
      '<p>Apresentação dos conceitos da marca no Salão, com entrevistas com os designers. Acesso pelo portão de imprensa.</p>',
    location: 'São Paulo Expo — Rodovia dos Imigrantes, km 1,5, Vila Água Funda, São Paulo',
    day: 28,
    from: '09:00',
    to: '18:00',
    guests: ['jornalista'],
    invitedDaysAgo: 1,
  },
  {
    title: 'Café da manhã com a diretoria de design',
    description:
      '<p>Conversa informal sobre as próximas gerações de produtos, com os esboços originais do Ipê EV e do Tarumã.</p>',
    location: 'Centro de Design Aurora — Rua Funchal, 418, Vila Olímpia, São Paulo',
    day: 35,
    from: '08:30',
    to: '10:30',
    guests: ['jornalista'],
    invitedDaysAgo: 1,
  },
  {
    title: 'Apresentação da linha 2027 da picape Aurora Serra',
    description:
      '<p>As novidades da picape para 2027: motor, suspensão e a versão de cabine simples para o agronegócio.</p>',
    location: 'Fazenda Santa Helena — Rodovia Castello Branco, km 98, Porto Feliz',
    day: -20,
    from: '10:00',
    to: '13:00',
    guests: ['jornalista', 'gerente1'],
    invitedDaysAgo: 35,
    answers: [
      {
        who: 'jornalista',
        answer: 'accept',
        description: 'Entrevista com o engenheiro-chefe sobre a nova suspensão.',
        via: 'site',
        daysAgo: 30,
      },
    ],
  },
  {
    title: 'Encontro de imprensa: balanço do programa de empréstimo de veículos',
    description:
      '<p>Os números do programa de empréstimo de veículos para a imprensa e as mudanças previstas para o próximo ano.</p>',
    location: 'Escritório Aurora — Av. das Nações Unidas, 12901, Brooklin, São Paulo',
    day: -8,
    from: '15:00',
    to: '17:00',
    guests: ['jornalista'],
    invitedDaysAgo: 20,
    answers: [
      {
        who: 'jornalista',
        answer: 'reject',
        description: 'Estarei em viagem a trabalho nesta data.',
        via: 'email',
        daysAgo: 12,
      },
    ],
  },
];

const day = 24 * 3600 * 1000;

/** `hours` ('19:00') in Brazil's time on the seed's day plus `days`. */
function brazilAt(now: Date, days: number, hours: string): Date {
  return momentOfBrazilLocal(`${isoPlusDays(todayInBrazil(now), days)}T${hours}`)!;
}

/**
 * The e-mails' links: the address the newsroom is started with, and the key the server checks them with (as
 * server/config.ts reads them; made in the database when no LINK_SECRET is set).
 */
async function seedSite(db: DbOrTx): Promise<EventSite> {
  return {
    publicUrl: (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, ''),
    organizer: process.env.MAIL_FROM || defaultMailFrom,
    signer: linkSigner(await loadLinkSecret(db, process.env.LINK_SECRET || undefined)),
  };
}

export async function writeEvents(db: Db, now: Date): Promise<void> {
  const site = await seedSite(db);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        ['jornalista', 'bloqueado', 'gerente1', 'admin'].map((name) => `${name}@imprensa.test`),
      ),
    );
  const idOf = (person: Person) => {
    const found = people.find((row) => row.email === `${person}@imprensa.test`);
    if (!found) throw new Error(`Seed: account ${person}@imprensa.test is missing`);
    return found.id;
  };
  const ago = (days: number) => new Date(now.getTime() - days * day);

  for (const seed of seedEvents) {
    const id = await createEvent(db, {
      title: seed.title,
      description: seed.description,
      location: seed.location,
      startAt: brazilAt(now, seed.day, seed.from),
      endAt: brazilAt(now, seed.day, seed.to),
      textBlocks: seed.textBlocks ?? [],
    });
    await inviteGuests({
      db,
      eventId: id,
      userIds: seed.guests.map(idOf),
      now: ago(seed.invitedDaysAgo),
      site,
    });
    for (const answer of seed.answers ?? [])
      await answerInvitation({
        db,
        request: {
          target: { eventId: id, userId: idOf(answer.who) },
          answer: answer.answer,
          description: answer.description,
          via: answer.via,
        },
        now: ago(answer.daysAgo),
        site,
      });
    if (seed.movedTo)
      await updateEvent({
        db,
        eventId: id,
        changes: {
          startAt: brazilAt(now, seed.day, seed.movedTo.from),
          endAt: brazilAt(now, seed.day, seed.movedTo.to),
        },
        now: ago(seed.movedTo.daysAgo),
        site,
      });
  }
}
