/** The company section ('session' on the wire; /company in the app). */
import { list, mediaBlock, paragraphs, textBlock } from '../html';
import type { SeedSectionPage } from './types';

export const companyPages: SeedSectionPage[] = [
  {
    id: 1,
    parentId: null,
    title: 'A Aurora',
    subtitle: 'Há mais de seis décadas fabricando automóveis no Brasil',
    description: paragraphs(
      'A <strong>Aurora Veículos do Brasil</strong> começou a produzir automóveis em Sorocaba (SP) em 1961. Hoje são três unidades industriais, 11 mil empregados diretos e uma rede de 420 concessionárias em todos os estados.',
      'A marca está entre as três maiores montadoras do país e exporta para 18 mercados da América Latina e da África.',
    ),
    media: 'fabrica-01',
    sideMedia: 'sabia-01',
    sideDescription: paragraphs('Mais de 9 milhões de veículos produzidos no Brasil desde 1961.'),
    bottomTitle: 'Nossos números',
    bottomMedia: 'fabrica-07',
    blocks: [
      textBlock(
        '<strong>3</strong> unidades industriais, <strong>11 mil</strong> empregados e <strong>420</strong> concessionárias.',
      ),
      mediaBlock('video-03'),
    ],
  },
  {
    id: 2,
    parentId: null,
    title: 'História',
    subtitle: 'Do Sabiá ao Ipê EV',
    description: paragraphs(
      'A história da Aurora no Brasil acompanha a da indústria automobilística nacional: do primeiro Sabiá, montado com 60% de peças brasileiras, ao primeiro elétrico produzido no país pela marca.',
    ),
    media: 'sabia-02',
    sideMedia: 'jangada-01',
    sideDescription: paragraphs('O acervo histórico da Aurora reúne 74 veículos restaurados.'),
    bottomTitle: 'Linha do tempo',
    bottomMedia: 'guara-02',
    blocks: [
      textBlock(
        '1961: primeiro Sabiá. 1979: Jangada. 1983: linha a álcool. 2019: fábrica de Pinhais. Hoje: Ipê EV.',
      ),
    ],
  },
  {
    id: 3,
    parentId: null,
    title: 'Fábricas',
    subtitle: 'Três unidades industriais em São Paulo e no Paraná',
    description:
      paragraphs(
        'As fábricas da Aurora produzem veículos, motores e componentes para o mercado brasileiro e para exportação.',
      ) +
      list(
        'Complexo Industrial de Sorocaba (SP): T-Cross, Ipê EV, Vento e Brisa',
        'Fábrica de Motores de Jundiaí (SP): motores TurboFlex',
        'Fábrica de Pinhais (PR): Serra e Tarumã',
      ),
    media: 'fabrica-02',
    sideMedia: 'fabrica-04',
    sideDescription: paragraphs('Capacidade instalada de 520 mil veículos por ano.'),
    bottomTitle: 'Produção responsável',
    bottomMedia: 'fabrica-05',
    blocks: [mediaBlock('fabrica-03'), textBlock('Todas as unidades têm certificação ISO 14001.')],
  },
  {
    id: 4,
    parentId: null,
    title: 'Sustentabilidade',
    subtitle: 'Metas para reduzir emissões na produção e no uso dos veículos',
    description: paragraphs(
      'A Aurora se comprometeu a neutralizar as emissões de carbono de suas fábricas até 2030 e a oferecer versões eletrificadas de todos os modelos até 2032.',
      'Desde 2015, o consumo de água por veículo produzido caiu 42%.',
    ),
    media: 'recarga-01',
    sideMedia: 'fabrica-06',
    sideDescription: paragraphs('100% da energia elétrica das fábricas vem de fontes renováveis.'),
    bottomTitle: 'Relatório de sustentabilidade',
    bottomMedia: 'recarga-05',
    blocks: [textBlock('O relatório anual segue o padrão GRI e é auditado por empresa independente.')],
  },
  {
    id: 5,
    parentId: null,
    title: 'Governança',
    subtitle: 'Ética, transparência e integridade',
    description: paragraphs(
      'A Aurora mantém um programa de integridade com canal de denúncias independente, disponível 24 horas em português, inglês e espanhol.',
    ),
    media: 'tcross-06',
    blocks: [textBlock('O Código de Conduta vale para empregados, fornecedores e concessionárias.')],
  },
  // Level 2: history
  {
    id: 6,
    parentId: 2,
    title: 'Os primeiros anos',
    subtitle: 'De 1961 a 1978',
    description: paragraphs(
      'Em 1961 saiu da linha de Sorocaba o primeiro Aurora Sabiá. Em dez anos, a fábrica já produzia 400 carros por dia.',
      'Em 1974 chegou o Guará GT, o primeiro esportivo da marca, que venceu as Mil Milhas Brasileiras em 1976.',
    ),
    media: 'sabia-01',
    sideMedia: 'guara-01',
    sideDescription: paragraphs('O Sabiá 1200 custava o equivalente a 18 salários mínimos.'),
    blocks: [mediaBlock('guara-02')],
  },
  {
    id: 7,
    parentId: 2,
    title: 'Os anos do álcool',
    subtitle: 'De 1979 a 1999',
    description: paragraphs(
      'Com o Proálcool, a Aurora lançou versões a álcool de toda a linha a partir de 1980. Em 1983, nove em cada dez Jangadas saíam da fábrica movidas a álcool.',
    ),
    media: 'jangada-02',
    sideMedia: 'carcara-01',
    sideDescription: paragraphs('A picape Carcará foi lançada em 1982.'),
    blocks: [textBlock('Em 1986, o Sabiá se despediu com a série numerada Última Série.')],
  },
  {
    id: 8,
    parentId: 2,
    title: 'A Aurora no século XXI',
    subtitle: 'Do motor flex ao elétrico',
    description: paragraphs(
      'Em 2003 a Aurora lançou seus primeiros motores flex. Em 2019 inaugurou a fábrica de Pinhais e, em 2024, começou a montar o Ipê EV em Sorocaba.',
    ),
    media: 'ipe-01',
    blocks: [mediaBlock('tcross-01'), textBlock('O T-Cross é o modelo mais vendido da marca desde 2020.')],
  },
  // Level 2: factories
  {
    id: 9,
    parentId: 3,
    title: 'Complexo Industrial de Sorocaba',
    subtitle: 'A primeira fábrica da Aurora no Brasil',
    description:
      paragraphs(
        'Com 1,2 milhão de metros quadrados, o complexo reúne estamparia, funilaria, pintura e montagem final.',
      ) + list('Produção: T-Cross, Ipê EV, Vento e Brisa', '6.800 empregados', '1.450 robôs'),
    media: 'fabrica-01',
    sideMedia: 'fabrica-03',
    sideDescription: paragraphs('Visitas da imprensa podem ser agendadas com a Assessoria de Imprensa.'),
    bottomTitle: 'Linha de montagem',
    bottomMedia: 'fabrica-08',
    blocks: [mediaBlock('video-03'), textBlock('A linha do Ipê EV divide a montagem final com o T-Cross.')],
  },
  {
    id: 10,
    parentId: 3,
    title: 'Fábrica de Motores de Jundiaí',
    subtitle: 'Onde nascem os motores TurboFlex',
    description: paragraphs(
      'A unidade de Jundiaí produz 1.800 motores por dia, das famílias 1.0 e 1.4 TurboFlex, e exporta cabeçotes para a Argentina e o México.',
    ),
    media: 'fabrica-04',
    blocks: [
      textBlock(
        'Inaugurada em 1998, recebeu novos investimentos para a produção dos motores híbridos a etanol.',
      ),
    ],
  },
  {
    id: 11,
    parentId: 3,
    title: 'Fábrica de Pinhais',
    subtitle: 'A unidade paranaense de picapes e SUVs',
    description: paragraphs(
      'Inaugurada em 2019, a fábrica de Pinhais (PR) produz a picape Serra e o SUV Tarumã.',
    ),
    media: 'serra-02',
    sideMedia: 'taruma-02',
    sideDescription: paragraphs('Primeira fábrica da marca com telhado solar, de 18 mil metros quadrados.'),
    blocks: [mediaBlock('serra-04')],
  },
  // Level 2: sustainability
  {
    id: 12,
    parentId: 4,
    title: 'Fábricas carbono neutro',
    subtitle: 'A meta para 2030',
    description: paragraphs(
      'Energia renovável, caldeiras a biomassa e compensação certificada das emissões restantes são os pilares do plano.',
    ),
    media: 'fabrica-06',
    blocks: [textBlock('Pinhais já é carbono neutro desde 2024.')],
  },
  {
    id: 13,
    parentId: 4,
    title: 'Instituto Aurora',
    subtitle: 'Educação profissional nas cidades onde a Aurora está',
    description: paragraphs(
      'O Instituto Aurora mantém cursos gratuitos de mecânica, elétrica automotiva e programação para jovens de Sorocaba, Jundiaí e Pinhais.',
      'Desde 2008, mais de 14 mil alunos se formaram nos cursos do instituto.',
    ),
    media: 'fabrica-05',
    blocks: [textBlock('As inscrições abrem em fevereiro e agosto.'), mediaBlock('fabrica-02')],
  },
  // Level 2: governance
  {
    id: 14,
    parentId: 5,
    title: 'Código de Conduta',
    subtitle: 'As regras que valem para todos',
    description: paragraphs(
      'O Código de Conduta trata de conflito de interesses, relação com o poder público, concorrência leal e proteção de dados pessoais.',
    ),
    media: 'tcross-08',
    blocks: [textBlock('O canal de denúncias garante o anonimato de quem relata.')],
  },
];
