/**
 * The monthly sales release every car maker sends on the first working days of the month, for each of the last
 * 24 months. Figures are invented but plausible, and fixed by month so a reseed gives the same numbers.
 */
import { createRandom } from '../../random';
import { daysBetween, monthName, newsDay } from './calendar';
import { carNews, companyNews, type NewsStory } from './types';

const integer = new Intl.NumberFormat('pt-BR');
const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const oldestDay = 725;

export function salesReports(now: Date): NewsStory[] {
  const today = newsDay(now, 0);
  const stories: NewsStory[] = [];
  for (let back = 0; stories.length < 24 && back < 30; back += 1) {
    // Released on the 2nd of the month, about the month before.
    const released = new Date(Date.UTC(today.year, today.month - 1 - back, 2));
    const daysAgo = daysBetween(released.toISOString().slice(0, 10), today.iso);
    if (daysAgo < 1 || daysAgo > oldestDay) continue;
    const reportMonth = ((released.getUTCMonth() + 11) % 12) + 1;
    const reportYear = reportMonth === 12 ? released.getUTCFullYear() - 1 : released.getUTCFullYear();
    stories.push({ daysAgo, write: () => report(reportYear, reportMonth) });
  }
  return stories;
}

function report(year: number, month: number) {
  const random = createRandom(`sales-${year}-${month}`);
  const units = random.int(26_000, 36_500);
  const share = random.between(13.2, 16.8);
  const growth = random.between(-7, 18);
  const tcross = random.int(6_400, 9_600);
  const serra = random.int(2_100, 3_400);
  const ipe = random.int(420, 980);
  const suvRank = random.int(1, 3);
  const name = monthName(month);
  const grew = growth >= 0;
  const change = `${grew ? 'alta' : 'queda'} de ${decimal.format(Math.abs(growth))}%`;
  const titles = [
    `Aurora fecha ${name} com ${integer.format(units)} veículos emplacados`,
    `Vendas da Aurora têm ${change} em ${name}`,
    `T-Cross lidera e Aurora encerra ${name} com ${decimal.format(share)}% de participação`,
    `Aurora soma ${decimal.format(units / 1000)} mil emplacamentos em ${name}`,
  ];
  return {
    title: titles[month % titles.length] ?? `Resultado de vendas de ${name}`,
    subtitle: `Participação de ${decimal.format(share)}% no mercado de automóveis e comerciais leves`,
    paragraphs: [
      `A Aurora encerrou ${name} de ${year} com ${integer.format(units)} veículos emplacados no mercado brasileiro, entre automóveis e comerciais leves, segundo dados de emplacamento da Fenabrave. O resultado representa ${decimal.format(share)}% de participação e ${change} na comparação com o mesmo mês do ano anterior.`,
      `O <strong>Aurora T-Cross</strong> foi mais uma vez o modelo mais vendido da marca, com ${integer.format(tcross)} unidades, e terminou o mês em ${suvRank}º lugar entre os SUVs. A picape Serra somou ${integer.format(serra)} emplacamentos, e o elétrico Ipê EV, ${integer.format(ipe)}.`,
      grew
        ? 'Segundo a diretoria comercial da Aurora, o resultado reflete a boa aceitação da nova linha e a recuperação das vendas diretas para frotistas e locadoras.'
        : 'Segundo a diretoria comercial da Aurora, o recuo acompanha o mercado, afetado pela alta dos juros do financiamento, e a marca manteve sua participação.',
    ],
    media: [
      'fabrica-07',
      'fabrica-08',
      'tcross-02',
      'tcross-07',
      'tcross-10',
      'vento-02',
      'brisa-04',
      'ipe-02',
      'serra-04',
    ],
    associations: [companyNews(1), carNews('tcross')],
  };
}
