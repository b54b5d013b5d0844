/**
 * The releases every model gets over two years: model year, special series, awards, recalls, warranty, exports…
 * Written once as templates and applied to each car, with figures drawn per car from the seeded generator.
 */
import { createRandom } from '../../random';
import { carByKey } from '../cars/allCars';
import { seedPhotos } from '../gallery';
import { carNews, companyNews, technologyNews, type NewsStory } from './types';

interface ModelFacts {
  key: string;
  /** How the press calls it after the first mention ('T-Cross'). */
  short: string;
  /** Starting price, in reais. */
  price: number;
  /** Picapes and peruas are feminine in Portuguese ('a Serra'); cars, SUVs and hatches masculine. */
  feminine?: boolean;
  /** Units built so far, as the production milestone release says it ('500 mil'). */
  milestone?: string;
  /** The model exists in its current form since this many days; older news can't be about it. */
  atMostDaysAgo?: number;
}

type Template = (facts: ModelFacts) => NewsStory;

const price = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  maximumFractionDigits: 0,
});
const integer = new Intl.NumberFormat('pt-BR');

function photosOf(car: string): string[] {
  return seedPhotos
    .filter((photo) => photo.car === car && photo.scene !== 'factory')
    .map((photo) => photo.key);
}

function versionKeys(car: string): string[] {
  return carByKey(car).versions.map((version) => version.key);
}

/** Article, contraction and agreement for the model's gender. */
function grammar(facts: ModelFacts) {
  return facts.feminine
    ? { the: 'a', The: 'A', of: 'da', elected: 'eleita', exported: 'exportada' }
    : { the: 'o', The: 'O', of: 'do', elected: 'eleito', exported: 'exportado' };
}

function story(facts: ModelFacts, write: NewsStory['write']): NewsStory {
  return facts.atMostDaysAgo ? { atMostDaysAgo: facts.atMostDaysAgo, write } : { write };
}

const modelYear: Template = (facts) =>
  story(facts, (day) => {
    const car = carByKey(facts.key);
    const random = createRandom(`model-year-${facts.key}`);
    const raise = random.int(2, 5);
    return {
      title: `${car.title} linha ${day.year + 1} chega com novos equipamentos`,
      subtitle: `Preços partem de ${price.format(facts.price)}, com reajuste médio de ${raise}%`,
      paragraphs: [
        `A Aurora apresentou a linha ${day.year + 1} ${grammar(facts).of} <strong>${car.title}</strong>, que já está nas concessionárias. A principal novidade é a central multimídia com espelhamento sem fio em todas as versões.`,
        `${grammar(facts).The} ${facts.short} também ganhou novas cores e carregador de celular por indução a partir da versão intermediária.`,
        `Os preços partem de ${price.format(facts.price)}, com reajuste médio de ${raise}% em relação à linha anterior.`,
      ],
      media: photosOf(facts.key),
      associations: [carNews(facts.key)],
    };
  });

const specialSeries: Template = (facts) =>
  story(facts, () => {
    const car = carByKey(facts.key);
    const random = createRandom(`special-${facts.key}`);
    const name = random.pick([
      'Black Edition',
      'Pôr do Sol',
      'Rota',
      'Carbono',
      'Edição Limitada Mar',
      'Urbana',
    ]);
    const units = random.pick([500, 800, 1000, 1500, 2000]);
    const version = random.pick(versionKeys(facts.key));
    return {
      title: `${car.title} ganha série especial ${name}, limitada a ${integer.format(units)} unidades`,
      subtitle: 'Série tem acabamento exclusivo e rodas escurecidas',
      paragraphs: [
        `A Aurora lançou a série especial <strong>${car.title} ${name}</strong>, limitada a ${integer.format(units)} unidades numeradas.`,
        `Baseada na versão ${carByKey(facts.key).versions.find((entry) => entry.key === version)?.title ?? facts.short}, a série tem rodas escurecidas, detalhes em preto brilhante e bancos com costura contrastante.`,
        `O preço é ${price.format(facts.price + random.int(8, 20) * 1000)}.`,
      ],
      media: photosOf(facts.key),
      associations: [carNews(facts.key, version)],
    };
  });

const award: Template = (facts) =>
  story(facts, () => {
    const car = carByKey(facts.key);
    const random = createRandom(`award-${facts.key}`);
    const prize = random.pick([
      'Melhor Compra do Prêmio Guia do Carro',
      'Carro do Ano do Troféu Rodas de Ouro',
      'Escolha do Consumidor Automotivo',
      'Menor Custo de Manutenção do Prêmio Frota Brasil',
    ]);
    return {
      title: `${car.title} é ${grammar(facts).elected} ${prize}`,
      subtitle: 'Júri de jornalistas especializados avaliou 40 modelos',
      paragraphs: [
        `${grammar(facts).The} <strong>${car.title}</strong> foi ${grammar(facts).elected} ${prize}, em votação de um júri formado por jornalistas especializados de todo o país.`,
        `Foram avaliados custo-benefício, consumo, segurança e custo de manutenção. ${grammar(facts).The} ${facts.short} teve a maior nota em ${random.pick(['consumo', 'segurança', 'custo-benefício', 'espaço interno'])}.`,
      ],
      media: photosOf(facts.key),
      associations: [carNews(facts.key)],
    };
  });

const recall: Template = (facts) =>
  story(facts, () => {
    const car = carByKey(facts.key);
    const random = createRandom(`recall-${facts.key}`);
    const part = random.pick([
      {
        name: 'fixação do cinto de segurança traseiro',
        risk: 'o cinto pode não reter o ocupante em caso de colisão',
      },
      { name: 'bomba de combustível', risk: 'o motor pode desligar com o carro em movimento' },
      { name: 'bolsa do airbag do passageiro', risk: 'o airbag pode não se abrir corretamente' },
      { name: 'mangueira de freio dianteira', risk: 'pode haver perda gradual da eficiência de frenagem' },
    ]);
    const units = random.int(800, 14_000);
    const first = random.int(100_000, 400_000);
    return {
      title: `Aurora convoca proprietários ${grammar(facts).of} ${facts.short} para recall`,
      subtitle: `Chamado envolve ${integer.format(units)} unidades e a ${part.name}`,
      paragraphs: [
        `A Aurora convoca os proprietários de ${integer.format(units)} unidades ${grammar(facts).of} <strong>${car.title}</strong> para a substituição preventiva da ${part.name}. Segundo a empresa, ${part.risk}.`,
        `Estão envolvidos os chassis de numeração ${first} a ${first + units * 3}. O reparo é gratuito, leva cerca de uma hora e pode ser agendado em qualquer concessionária da marca.`,
        'Mais informações pelo telefone 0800 770 2880 ou pelo site da Aurora, na seção de recall.',
      ],
      media: photosOf(facts.key),
      associations: [carNews(facts.key)],
    };
  });

const warranty: Template = (facts) =>
  story(facts, () => {
    const car = carByKey(facts.key);
    return {
      title: `${car.title} passa a ter cinco anos de garantia`,
      subtitle: 'Cobertura vale para carros vendidos a partir deste mês, sem limite de quilometragem',
      paragraphs: [
        `A Aurora ampliou de três para cinco anos a garantia de fábrica ${grammar(facts).of} <strong>${car.title}</strong>, sem limite de quilometragem para clientes particulares.`,
        'Para manter a garantia, as revisões devem ser feitas na rede de concessionárias, a cada 10 mil quilômetros ou um ano.',
      ],
      media: photosOf(facts.key),
      associations: [carNews(facts.key)],
    };
  });

const productionMilestone: Template = (facts) =>
  story(facts, () => {
    const car = carByKey(facts.key);
    const { the, The } = grammar(facts);
    const plant = facts.key === 'serra' || facts.key === 'taruma' ? companyNews(3, 11) : companyNews(3, 9);
    const milestone = facts.milestone ?? '100 mil';
    return {
      title: `Aurora produz ${the} ${facts.short} de número ${milestone}`,
      subtitle: 'Unidade comemorativa foi doada a uma escola técnica',
      paragraphs: [
        `Saiu da linha de montagem ${the} <strong>${car.title}</strong> de número ${milestone}. A unidade comemorativa foi doada a uma escola técnica da região, para as aulas práticas de mecânica.`,
        `${The} ${facts.short} está entre os modelos mais vendidos do seu segmento desde o lançamento.`,
      ],
      media: photosOf(facts.key),
      associations: [carNews(facts.key), plant],
    };
  });

const accessories: Template = (facts) =>
  story(facts, () => {
    const car = carByKey(facts.key);
    return {
      title: `Aurora lança linha de acessórios originais para ${grammar(facts).the} ${facts.short}`,
      subtitle: 'São 40 itens, de rack de teto a engate de reboque',
      paragraphs: [
        `A Aurora lançou uma linha de 40 acessórios originais para ${grammar(facts).the} <strong>${car.title}</strong>, entre eles rack de teto, engate de reboque, suporte para bicicletas e tapetes sob medida.`,
        'Os acessórios instalados na concessionária têm a mesma garantia do veículo.',
      ],
      media: photosOf(facts.key),
      associations: [carNews(facts.key)],
    };
  });

const accessibleVersion: Template = (facts) =>
  story(facts, () => {
    const car = carByKey(facts.key);
    const version = versionKeys(facts.key)[0];
    return {
      title: `${car.title} ganha versão para pessoas com deficiência`,
      subtitle: 'Versão PcD tem preço dentro do limite de isenção de impostos',
      paragraphs: [
        `A Aurora lançou a versão PcD ${grammar(facts).of} <strong>${car.title}</strong>, com preço dentro do limite para a isenção de IPI e ICMS na compra por pessoas com deficiência.`,
        'A versão tem câmbio automático, bancos com regulagem de altura e pode receber adaptações homologadas na própria concessionária.',
      ],
      media: photosOf(facts.key),
      associations: [carNews(facts.key, version)],
    };
  });

const exportMarkets = [
  { to: 'para o Chile', of: 'do Chile' },
  { to: 'para a Colômbia', of: 'da Colômbia' },
  { to: 'para o Peru', of: 'do Peru' },
  { to: 'para o México', of: 'do México' },
  { to: 'para a África do Sul', of: 'da África do Sul' },
];

const exports: Template = (facts) =>
  story(facts, () => {
    const car = carByKey(facts.key);
    const random = createRandom(`exports-${facts.key}`);
    const market = random.pick(exportMarkets);
    return {
      title: `${car.title} começa a ser ${grammar(facts).exported} ${market.to}`,
      subtitle: `Primeiro lote tem ${integer.format(random.int(8, 30) * 100)} unidades`,
      paragraphs: [
        `A Aurora embarcou no porto de Santos o primeiro lote ${grammar(facts).of} <strong>${car.title}</strong> destinado ao mercado ${market.of}.`,
        'Com o novo destino, a marca passa a exportar para 18 países a partir do Brasil.',
      ],
      media: photosOf(facts.key),
      associations: [carNews(facts.key), companyNews(1)],
    };
  });

const fleetDeal: Template = (facts) =>
  story(facts, () => {
    const car = carByKey(facts.key);
    const units = createRandom(`fleet-${facts.key}`).int(12, 40) * 100;
    return {
      title: `Aurora fecha venda de ${integer.format(units)} unidades ${grammar(facts).of} ${facts.short} para frotistas`,
      subtitle: 'Contratos incluem empresas do agronegócio e de energia',
      paragraphs: [
        `A Aurora fechou contratos para a entrega de ${integer.format(units)} unidades ${grammar(facts).of} <strong>${car.title}</strong> a empresas do agronegócio, de energia e de telecomunicações.`,
        'As entregas começam no próximo mês e vão até o fim do semestre.',
      ],
      media: photosOf(facts.key),
      associations: [carNews(facts.key, versionKeys(facts.key)[0])],
    };
  });

const safetyRating: Template = (facts) =>
  story(facts, () => {
    const car = carByKey(facts.key);
    return {
      title: `${car.title} tem nota máxima em avaliação de assistentes de condução`,
      subtitle: 'Frenagem autônoma evitou colisões em todos os cenários urbanos testados',
      paragraphs: [
        `${grammar(facts).The} <strong>${car.title}</strong> teve nota máxima na avaliação dos sistemas de assistência à condução, com a frenagem autônoma evitando colisões em todos os cenários urbanos.`,
        'O pacote Aurora Assist está disponível a partir da versão de entrada.',
      ],
      media: photosOf(facts.key),
      associations: [carNews(facts.key), technologyNews(3, 8)],
    };
  });

/** Which releases each current model gets. */
// Vento and Brisa get no model-year release here: theirs is pinned with their album (pinnedStories.ts), and the
// T-Cross's new line is the launch of the week.
const plan: [ModelFacts, Template[]][] = [
  [
    { key: 'tcross', short: 'T-Cross', price: 139_990, milestone: '500 mil' },
    [fleetDeal, specialSeries, award, productionMilestone, accessories, accessibleVersion, exports, recall],
  ],
  [
    { key: 'vento', short: 'Vento', price: 169_990, milestone: '750 mil' },
    [specialSeries, award, accessibleVersion, exports, recall, productionMilestone, fleetDeal],
  ],
  [
    { key: 'brisa', short: 'Brisa', price: 89_990, milestone: '1 milhão' },
    [specialSeries, award, warranty, accessibleVersion, productionMilestone, exports, accessories],
  ],
  [
    { key: 'serra', short: 'Serra', price: 219_990, feminine: true },
    [modelYear, specialSeries, award, fleetDeal, recall, warranty, accessories],
  ],
  [
    { key: 'taruma', short: 'Tarumã', price: 259_990, atMostDaysAgo: 190 },
    [award, accessories, warranty, safetyRating],
  ],
  [
    { key: 'ipe', short: 'Ipê EV', price: 179_990, milestone: '10 mil' },
    [award, warranty, fleetDeal, safetyRating, productionMilestone],
  ],
];

export const carStories: NewsStory[] = plan.flatMap(([facts, templates]) =>
  templates.map((template) => template(facts)),
);
