/**
 * Unit 'loans': requests in every status 1–10, so each screen of the loan area has something to show. Each one is
 * requested with `requestLoan` and moved with `applyTransition` by the seeded staff, at moments counted back from
 * the seed's `now` (a request 20 days ago was checked against that day's rules), so every loan has its log rows and
 * its e-mails, and is a state the workflow can reach. Each loan that holds a vehicle has one of its own: no overlaps.
 */
import { inArray } from 'drizzle-orm';
import { checklistItems } from '../../../src/domain/checklist';
import { todayInBrazil } from '../../../src/domain/brazilTime';
import type { LoanAction, LoanActor } from '../../../src/domain/loanStatus';
import type { Db } from '../../db/client';
import { cars, fleetVehicles, users } from '../../db/schema';
import { checkout, createChecklist } from '../../loans/handoverService';
import { applyTransition, isoPlusDays, requestLoan, type TransitionDetails } from '../../loans/loanService';
import { seedLoanModels } from './fleet';
import { defaultMailFrom } from '../../config';

type Person = 'jornalista' | 'bloqueado' | 'admin' | 'backoffice' | 'gerente1' | 'gerente2';
type Model = (typeof seedLoanModels)[number]['title'];

interface SeedStep {
  action: LoanAction;
  by: Person | 'system';
  /** Days before the seed's `now`. */
  daysAgo: number;
  details?: Omit<TransitionDetails, 'fleetVehicleId'>;
  /** The odometer a checklist records. */
  km?: number;
}

interface SeedLoan {
  by: 'jornalista' | 'bloqueado' | 'admin';
  /** The admin asks for the journalist, who drives; the others drive themselves. */
  requestedDaysAgo: number;
  /** The period, in days from the seed's today. */
  from: number;
  to: number;
  options: [Model, Model];
  description: string;
  steps: SeedStep[];
}

const approvals = (daysAgo: number, tier = 2): SeedStep[] => [
  {
    action: 'approve',
    by: 'backoffice',
    daysAgo,
    details: { clientTier: tier, message: 'Solicitação aprovada pelo backoffice.' },
  },
  { action: 'approve', by: 'gerente1', daysAgo: daysAgo - 1 },
  {
    action: 'approve',
    by: 'gerente2',
    daysAgo: daysAgo - 2,
    details: { message: 'Aprovado! Retire o veículo no local indicado, com a CNH do condutor.' },
  },
];

export const seedLoans: SeedLoan[] = [
  {
    by: 'jornalista',
    requestedDaysAgo: 1,
    from: 6,
    to: 9,
    options: ['Aurora T-Cross', 'Aurora Tarumã'],
    description:
      'Avaliação do T-Cross para a matéria de SUVs compactos da edição de janeiro, com viagem a Campos do Jordão.',
    steps: [],
  },
  {
    by: 'bloqueado',
    requestedDaysAgo: 2,
    from: 10,
    to: 13,
    options: ['Aurora Serra', 'Aurora Vento'],
    description: 'Teste da picape em estrada de terra no interior do Paraná para o caderno de agronegócio.',
    steps: [],
  },
  {
    by: 'admin',
    requestedDaysAgo: 3,
    from: 3,
    to: 6,
    options: ['Aurora Vento', 'Aurora Brisa'],
    description:
      'Gravação do programa Auto em Foco sobre o sedã Vento, com imagens na Marginal Pinheiros e na Rodovia dos Bandeirantes.',
    steps: [
      {
        action: 'approve',
        by: 'backoffice',
        daysAgo: 2,
        details: { clientTier: 1, message: 'Veículo reservado.' },
      },
    ],
  },
  {
    by: 'jornalista',
    requestedDaysAgo: 4,
    from: 8,
    to: 12,
    options: ['Aurora Ipê EV', 'Aurora Brisa'],
    description:
      'Teste de autonomia do Ipê EV entre São Paulo e Santos para reportagem sobre carros elétricos.',
    steps: approvals(3).slice(0, 2),
  },
  {
    by: 'jornalista',
    requestedDaysAgo: 6,
    from: 1,
    to: 4,
    options: ['Aurora Tarumã', 'Aurora T-Cross'],
    description: 'Viagem em família com sete lugares para a matéria "SUV de férias" da revista de dezembro.',
    steps: approvals(5),
  },
  {
    by: 'jornalista',
    requestedDaysAgo: 7,
    from: 0,
    to: 3,
    options: ['Aurora Serra', 'Aurora Tarumã'],
    description: 'Vídeo para o canal Diário do Motor sobre o desempenho da Serra com a caçamba carregada.',
    steps: [...approvals(6, 3), { action: 'deliveryChecklist', by: 'backoffice', daysAgo: 1 }],
  },
  {
    by: 'jornalista',
    requestedDaysAgo: 9,
    from: 2,
    to: 4,
    options: ['Aurora Brisa', 'Aurora Vento'],
    description: 'Comparativo de hatches compactos para o guia de compras de fim de ano.',
    steps: [
      {
        action: 'reject',
        by: 'backoffice',
        daysAgo: 8,
        details: {
          message: 'Não há Brisa disponível nessas datas. Sugerimos uma nova solicitação para janeiro.',
        },
      },
    ],
  },
  {
    by: 'admin',
    requestedDaysAgo: 8,
    from: 5,
    to: 7,
    options: ['Aurora T-Cross', 'Aurora Ipê EV'],
    description: 'Apoio à cobertura do Salão do Automóvel com deslocamentos da equipe de reportagem.',
    steps: [
      { action: 'approve', by: 'backoffice', daysAgo: 7, details: { clientTier: 2 } },
      {
        action: 'reject',
        by: 'gerente1',
        daysAgo: 6,
        details: { message: 'O programa não atende deslocamentos de equipe; use o transporte do evento.' },
      },
    ],
  },
  {
    by: 'jornalista',
    requestedDaysAgo: 8,
    from: -2,
    to: 3,
    options: ['Aurora Ipê EV', 'Aurora Vento'],
    description: 'Uma semana com o Ipê EV no dia a dia de São Paulo: recarga em casa, no trabalho e na rua.',
    steps: [
      ...approvals(7),
      { action: 'deliveryChecklist', by: 'backoffice', daysAgo: 3, km: 12_437 },
      { action: 'checkout', by: 'backoffice', daysAgo: 2 },
    ],
  },
  {
    by: 'admin',
    requestedDaysAgo: 14,
    from: -6,
    to: -1,
    options: ['Aurora Vento', 'Aurora Serra'],
    description: 'Reportagem de viagem pela Serra da Mantiqueira para o caderno de turismo.',
    steps: [
      ...approvals(13),
      { action: 'deliveryChecklist', by: 'backoffice', daysAgo: 7, km: 8_214 },
      { action: 'checkout', by: 'backoffice', daysAgo: 6 },
    ],
  },
  {
    by: 'jornalista',
    requestedDaysAgo: 20,
    from: -12,
    to: -7,
    options: ['Aurora Brisa', 'Aurora T-Cross'],
    description: 'Teste de consumo do Brisa TurboFlex na cidade e na estrada para a coluna semanal.',
    steps: [
      ...approvals(19, 1),
      { action: 'deliveryChecklist', by: 'admin', daysAgo: 13, km: 21_090 },
      { action: 'checkout', by: 'admin', daysAgo: 12 },
      { action: 'markDue', by: 'system', daysAgo: 6 },
    ],
  },
  {
    by: 'jornalista',
    requestedDaysAgo: 40,
    from: -32,
    to: -28,
    options: ['Aurora Tarumã', 'Aurora Serra'],
    description: 'Viagem de São Paulo a Paraty com o Tarumã para a reportagem de capa de outubro.',
    steps: [
      ...approvals(39, 1),
      { action: 'deliveryChecklist', by: 'backoffice', daysAgo: 33, km: 5_602 },
      { action: 'checkout', by: 'backoffice', daysAgo: 32 },
      { action: 'returnChecklist', by: 'backoffice', daysAgo: 27, km: 6_318 },
    ],
  },
  {
    by: 'bloqueado',
    requestedDaysAgo: 45,
    from: -38,
    to: -35,
    options: ['Aurora Serra', 'Aurora T-Cross'],
    description: 'Teste da Serra em trilha off-road para o especial de picapes do portal.',
    steps: [
      {
        action: 'reject',
        by: 'backoffice',
        daysAgo: 44,
        details: { message: 'Agente bloqueado até a regularização das avarias do empréstimo anterior.' },
      },
    ],
  },
  {
    by: 'jornalista',
    requestedDaysAgo: 3,
    from: 15,
    to: 18,
    options: ['Aurora Vento', 'Aurora T-Cross'],
    description: 'Avaliação do Vento GTS para a reportagem sobre sedãs esportivos.',
    steps: [{ action: 'cancel', by: 'jornalista', daysAgo: 2, details: { message: 'A pauta foi adiada.' } }],
  },
  {
    by: 'admin',
    requestedDaysAgo: 10,
    from: 20,
    to: 22,
    options: ['Aurora T-Cross', 'Aurora Brisa'],
    description: 'Ensaio fotográfico do T-Cross no litoral norte para a campanha editorial de verão.',
    steps: [
      ...approvals(9),
      {
        action: 'cancel',
        by: 'backoffice',
        daysAgo: 1,
        details: { message: 'Veículo em manutenção preventiva; faça uma nova solicitação para outra data.' },
      },
    ],
  },
];

const day = 24 * 3600 * 1000;

/** The e-mails' links and sender: those the newsroom is started with (as server/config.ts reads them). */
const seedSite = () => ({
  publicUrl: (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, ''),
  organizer: process.env.MAIL_FROM || defaultMailFrom,
});

export async function writeLoans(db: Db, now: Date): Promise<void> {
  const people = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        ['jornalista', 'bloqueado', 'admin', 'backoffice', 'gerente1', 'gerente2'].map(
          (n) => `${n}@imprensa.test`,
        ),
      ),
    );
  const person = (name: Person) => {
    const found = people.find((row) => row.email === `${name}@imprensa.test`);
    if (!found) throw new Error(`Seed loans: no user ${name}`);
    return found;
  };
  const actor = (name: Person | 'system'): LoanActor =>
    name === 'system'
      ? { kind: 'system' }
      : { kind: 'user', userId: person(name).id, role: person(name).role };
  const models = await db.select({ id: cars.id, title: cars.title }).from(cars);
  const modelId = (title: Model) => models.find((row) => row.title === title)!.id;
  const fleet = await db
    .select({ id: fleetVehicles.id, carId: fleetVehicles.carId })
    .from(fleetVehicles)
    .orderBy(fleetVehicles.id);
  const usedVehicles = new Set<number>();
  /** A vehicle of the first option's model no other seeded loan holds (or of any model once those run out). */
  const vehicleFor = (carId: number) => {
    const free =
      fleet.find((v) => v.carId === carId && !usedVehicles.has(v.id)) ??
      fleet.find((v) => !usedVehicles.has(v.id));
    if (!free) throw new Error('Seed loans: more loans than vehicles');
    usedVehicles.add(free.id);
    return free.id;
  };
  const journalist = person('jornalista');
  const today = todayInBrazil(now);
  const site = seedSite();

  for (const loan of seedLoans) {
    const requester = person(loan.by);
    // The administrator has no driving licence on file: the journalist drives, found by her CPF.
    const driver = loan.by === 'admin' ? journalist : requester;
    const { id } = await requestLoan({
      db,
      requester,
      body: {
        isOwner: driver.id === requester.id,
        cpf: driver.cpf,
        rg: driver.rg,
        cnh: driver.cnh,
        option1: modelId(loan.options[0]),
        option2: modelId(loan.options[1]),
        startDate: isoPlusDays(today, loan.from),
        endDate: isoPlusDays(today, loan.to),
        description: loan.description,
        cnhPicture: driver.cnhPicture,
      },
      now: new Date(now.getTime() - loan.requestedDaysAgo * day),
      site,
      // History, written days apart: the daily limit is for people asking now.
      requestsPerDay: 'unlimited',
    });
    for (const [index, step] of loan.steps.entries()) {
      const moment = new Date(now.getTime() - step.daysAgo * day);
      const who = actor(step.by);
      // The handover goes through the handover's own services, as staff would: the pickup's window and the
      // delivery checklist first, checklists with their km.
      if (who.kind === 'user' && step.action === 'checkout') {
        await checkout({ db, viewer: { id: who.userId, role: who.role }, loanId: id, now: moment, site });
        continue;
      }
      if (who.kind === 'user' && (step.action === 'deliveryChecklist' || step.action === 'returnChecklist')) {
        const returning = step.action === 'returnChecklist';
        await createChecklist({
          db,
          viewer: { id: who.userId, role: who.role },
          body: {
            loanId: id,
            checklist: checklistItems.map((item) => item.id),
            km: step.km ?? 0,
            nextReviewDate: isoPlusDays(todayInBrazil(moment), 180),
            // The delivery checklist says when the car is due back; the return's, the day it came back.
            returnDate: returning ? todayInBrazil(moment) : isoPlusDays(today, loan.to),
            notes: returning ? 'Veículo devolvido limpo, sem avarias.' : 'Tanque cheio, sem avarias.',
            files: [],
          },
          now: moment,
          site,
        });
        continue;
      }
      const assign = index === 0 && step.action === 'approve';
      await applyTransition({
        db,
        loanId: id,
        action: step.action,
        actor: who,
        details: {
          ...step.details,
          ...(assign ? { fleetVehicleId: vehicleFor(modelId(loan.options[0])) } : {}),
        },
        now: moment,
        site,
      });
    }
  }
}
