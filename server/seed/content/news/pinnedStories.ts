/**
 * News pinned to a day: the releases that come with an album (they share its day) and the week's latest news, so
 * the home page always opens on fresh items.
 */
import { seedAlbums } from '../gallery';
import { mediaBlock, textBlock } from '../html';
import { carNews, companyNews, emobilityNews, technologyNews, type NewsStory } from './types';

function albumDay(key: string): number {
  const album = seedAlbums.find((candidate) => candidate.key === key);
  if (!album) throw new Error(`Unknown seed album '${key}'`);
  return album.daysAgo;
}

export const pinnedStories: NewsStory[] = [
  {
    daysAgo: 1,
    write: () => ({
      title: 'Aurora abre terceiro turno em Sorocaba para atender à demanda do novo T-Cross',
      subtitle: 'Serão contratados 650 empregados até o fim do trimestre',
      paragraphs: [
        'A Aurora vai abrir um terceiro turno de produção no Complexo Industrial de Sorocaba (SP) para atender à demanda do novo T-Cross, que já soma mais de 9 mil pedidos desde a pré-venda.',
        'Serão contratados 650 empregados, entre operadores de produção e técnicos de manutenção. As inscrições são feitas pelo site de carreiras da empresa.',
        'Com o novo turno, a capacidade de produção do T-Cross passa de 680 para 950 unidades por dia.',
      ],
      media: 'fabrica-01',
      associations: [companyNews(3, 9), carNews('tcross')],
    }),
  },
  {
    daysAgo: albumDay('tcross-lancamento'),
    write: () => ({
      title: 'Novo Aurora T-Cross chega às concessionárias a partir de R$ 139.990',
      subtitle:
        'SUV compacto ganha visual renovado, faróis full LED e central multimídia de 10,1 polegadas em toda a linha',
      paragraphs: [
        'A Aurora apresentou nesta semana a nova linha do <strong>Aurora T-Cross</strong>, SUV compacto produzido em Sorocaba (SP). O modelo chega às concessionárias em três versões, Urbano, Prestige e Aventura, com preços de R$ 139.990 a R$ 179.990.',
        'Por fora, o T-Cross ganhou para-choques redesenhados, uma faixa de LED entre os faróis e novas rodas. Por dentro, o painel passou a ter duas telas integradas e materiais macios ao toque na parte superior.',
        'Os motores 1.0 TurboFlex de 128 cv e 1.4 TurboFlex de 150 cv foram mantidos, sempre com câmbio automático de seis marchas. O pacote de segurança inclui seis airbags e frenagem autônoma de emergência de série.',
        'As fotos e o vídeo oficiais do lançamento estão disponíveis no álbum da galeria de mídia.',
      ],
      media: 'tcross-01',
      album: 'tcross-lancamento',
      associations: [carNews('tcross', 'tcross-prestige')],
      blocks: [mediaBlock('video-01'), textBlock('Preços sugeridos para todo o Brasil, com pintura sólida.')],
    }),
  },
  {
    daysAgo: 3,
    write: () => ({
      title: 'Aurora Ipê EV recebe nota A no Programa Brasileiro de Etiquetagem Veicular',
      subtitle: 'Hatch elétrico é o mais eficiente da categoria segundo o Inmetro',
      paragraphs: [
        'O <strong>Aurora Ipê EV</strong> recebeu a nota A no Programa Brasileiro de Etiquetagem Veicular (PBEV), do Inmetro, com consumo equivalente a 0,41 MJ/km na versão Long Range.',
        'A autonomia homologada é de 440 km na versão Long Range e de 320 km na Standard, ambas no ciclo combinado.',
      ],
      media: ['ipe-01', 'ipe-05'],
      associations: [carNews('ipe', 'ipe-long-range'), emobilityNews(1)],
    }),
  },
  {
    daysAgo: 5,
    write: () => ({
      title: 'Instituto Aurora abre inscrições para cursos gratuitos de mecânica e programação',
      subtitle: 'São 1.200 vagas em Sorocaba, Jundiaí e Pinhais',
      paragraphs: [
        'O Instituto Aurora abriu as inscrições para a nova turma de seus cursos gratuitos de mecânica automotiva, elétrica de veículos e programação. São 1.200 vagas para jovens de 16 a 24 anos.',
        'As aulas começam no próximo mês e acontecem no contraturno escolar. Os melhores alunos de cada turma são convidados para o programa de aprendizes da Aurora.',
        'As inscrições vão até o dia 30 e são feitas pelo site do instituto.',
      ],
      media: ['fabrica-05', 'fabrica-02'],
      associations: [companyNews(4, 13)],
    }),
  },
  {
    daysAgo: 6,
    write: () => ({
      title: 'Aurora Conecta recebe atualização remota com novos comandos de voz',
      subtitle: 'Motoristas podem pedir rotas até eletropostos e ajustar o ar-condicionado falando',
      paragraphs: [
        'A central multimídia Aurora Conecta começou a receber, pela rede celular, uma atualização que amplia os comandos de voz em português, inclusive com sotaques regionais.',
        'A atualização chega a 120 mil carros das linhas T-Cross, Vento, Tarumã e Ipê EV ao longo das próximas quatro semanas, sem necessidade de ir à concessionária.',
      ],
      media: ['tcross-05', 'ipe-04'],
      associations: [technologyNews(4, 11)],
    }),
  },
  {
    daysAgo: albumDay('ipe-avaliacao'),
    write: () => ({
      title: 'Jornalistas avaliam o Aurora Ipê EV entre São Paulo e Santos',
      subtitle: 'Percurso de 160 km pela Serra do Mar teve consumo médio de 13,8 kWh/100 km',
      paragraphs: [
        'Um grupo de 40 jornalistas avaliou o <strong>Aurora Ipê EV</strong> em um percurso entre a capital paulista e Santos, com descida pela Rodovia dos Imigrantes e volta pela Anchieta.',
        'Na descida da serra, a frenagem regenerativa devolveu à bateria energia suficiente para cerca de 25 km. O consumo médio do grupo foi de 13,8 kWh a cada 100 km.',
        'As fotos da avaliação estão no álbum da galeria de mídia.',
      ],
      media: 'ipe-02',
      album: 'ipe-avaliacao',
      associations: [carNews('ipe'), emobilityNews(2)],
      blocks: [mediaBlock('ipe-07')],
    }),
  },
  {
    daysAgo: albumDay('recarga'),
    write: () => ({
      title: 'Rede de eletropostos Aurora chega a 180 pontos de recarga',
      subtitle: 'Carregadores rápidos cobrem as principais rodovias do Sudeste e do Sul',
      paragraphs: [
        'A rede de eletropostos da Aurora chegou a 180 pontos de recarga, instalados em concessionárias, shoppings e postos de rodovias.',
        'Os carregadores rápidos, de até 150 kW, estão a cada 120 km nas rodovias Presidente Dutra, Bandeirantes, Régis Bittencourt e Fernão Dias.',
        'Até o fim do próximo ano, a meta é chegar a 400 pontos, com a expansão para o Nordeste.',
      ],
      media: 'recarga-02',
      album: 'recarga',
      associations: [emobilityNews(2, 6)],
    }),
  },
  {
    daysAgo: albumDay('linha-2027'),
    write: (day) => ({
      title: `Aurora Vento e Aurora Brisa chegam à linha ${day.year + 1} com mais equipamentos`,
      subtitle:
        'Sedã ganha assistente de permanência em faixa; hatch passa a ter seis airbags em todas as versões',
      paragraphs: [
        `A Aurora apresentou a linha ${day.year + 1} do sedã <strong>Vento</strong> e do hatch <strong>Brisa</strong>, ambos produzidos em Sorocaba (SP).`,
        'O Vento ganhou assistente de permanência em faixa e alerta de ponto cego a partir da versão Conforto. O Brisa passa a ter seis airbags e central multimídia em todas as versões.',
        'Os preços partem de R$ 169.990 para o Vento e de R$ 89.990 para o Brisa.',
      ],
      media: 'vento-01',
      album: 'linha-2027',
      associations: [carNews('vento'), carNews('brisa')],
    }),
  },
  {
    daysAgo: albumDay('fabrica-sorocaba'),
    write: () => ({
      title: 'Aurora anuncia investimento de R$ 2,3 bilhões no Complexo Industrial de Sorocaba',
      subtitle: 'Recursos serão aplicados em novos produtos e na produção de veículos eletrificados',
      paragraphs: [
        'A Aurora vai investir R$ 2,3 bilhões no Complexo Industrial de Sorocaba (SP) até 2029. Os recursos serão destinados ao desenvolvimento de dois novos modelos e à ampliação da linha de veículos eletrificados.',
        'A área de pintura será modernizada, com redução de 30% no consumo de energia, e a montagem de baterias terá sua capacidade dobrada.',
        'O anúncio foi feito durante visita de jornalistas à fábrica. As fotos e o vídeo da linha de montagem estão no álbum da galeria de mídia.',
      ],
      media: 'fabrica-01',
      album: 'fabrica-sorocaba',
      associations: [companyNews(3, 9)],
      blocks: [mediaBlock('video-03')],
    }),
  },
  {
    daysAgo: albumDay('serra-agro'),
    write: () => ({
      title: 'Aurora Serra percorre 5 mil quilômetros na Rota do Agro',
      subtitle: 'Expedição passou por fazendas de Mato Grosso, Goiás e Mato Grosso do Sul',
      paragraphs: [
        'Três unidades da picape <strong>Aurora Serra</strong> percorreram 5 mil quilômetros por estradas de terra e rodovias do Centro-Oeste, em uma expedição com produtores rurais e jornalistas.',
        'O percurso incluiu trechos da BR-163 e estradas vicinais de Sorriso, Lucas do Rio Verde e Rio Verde. As picapes rodaram carregadas com até 1.000 kg de carga.',
      ],
      media: 'serra-02',
      album: 'serra-agro',
      associations: [carNews('serra', 'serra-cd')],
    }),
  },
  {
    daysAgo: albumDay('taruma-apresentacao'),
    write: () => ({
      title: 'Aurora Tarumã, SUV de sete lugares, é apresentado à imprensa em Gramado',
      subtitle: 'Modelo produzido em Pinhais (PR) chega em duas versões, com tração dianteira ou integral',
      paragraphs: [
        'A Aurora apresentou à imprensa o <strong>Tarumã</strong>, seu primeiro SUV de sete lugares produzido no Brasil, em um roteiro pela Serra Gaúcha.',
        'O modelo tem motor 2.0 TurboFlex de 220 cv, câmbio automático de oito marchas e tração integral sob demanda na versão Prestige.',
        'Os preços partem de R$ 259.990. As fotos oficiais estão no álbum da galeria de mídia.',
      ],
      media: 'taruma-01',
      album: 'taruma-apresentacao',
      associations: [carNews('taruma'), companyNews(3, 11)],
    }),
  },
  {
    daysAgo: albumDay('conceitos-salao'),
    write: () => ({
      title: 'Aurora leva três carros-conceito ao Salão do Automóvel de São Paulo',
      subtitle: 'Boreal, Trilha e Lume mostram os caminhos da marca para a eletrificação',
      paragraphs: [
        'O estande da Aurora no Salão do Automóvel de São Paulo tem como destaque três carros-conceito: o SUV cupê elétrico <strong>Boreal</strong>, o off-road híbrido a etanol <strong>Trilha</strong> e o microcarro urbano <strong>Lume</strong>.',
        'Os três foram desenvolvidos no estúdio de design e no Centro Técnico da Aurora, em São Paulo e Sorocaba.',
        'O estande tem ainda a linha completa de modelos atuais e um Sabiá 1200 de 1961 do acervo histórico.',
      ],
      media: 'boreal-01',
      album: 'conceitos-salao',
      associations: [carNews('boreal'), companyNews(1)],
      blocks: [mediaBlock('video-04')],
    }),
  },
  {
    daysAgo: albumDay('conceitos-salao') + 1,
    write: () => ({
      title: 'Boreal Concept antecipa o design dos próximos elétricos da Aurora',
      subtitle: 'SUV cupê tem dois motores, 340 cv e autonomia estimada de 520 km',
      paragraphs: [
        'A Aurora revelou na véspera do Salão do Automóvel o <strong>Boreal Concept</strong>, um SUV cupê 100% elétrico que antecipa a nova assinatura luminosa da marca.',
        'O conceito tem dois motores elétricos, tração integral, 340 cv e bateria de 90 kWh. O interior usa materiais reciclados e de origem renovável, como fibra de bananeira.',
      ],
      media: ['boreal-02', 'boreal-03'],
      associations: [carNews('boreal', 'boreal-gt')],
    }),
  },
  {
    daysAgo: albumDay('acervo-historico'),
    write: () => ({
      title: 'Aurora abre seu acervo histórico à visitação em Sorocaba',
      subtitle: 'Espaço reúne 74 veículos restaurados, do primeiro Sabiá ao Guará GT',
      paragraphs: [
        'A Aurora abriu ao público o seu acervo histórico, em um galpão restaurado ao lado do Complexo Industrial de Sorocaba (SP).',
        'Entre os 74 veículos expostos estão o terceiro Sabiá 1200 produzido, em 1961, um Guará GT vencedor das Mil Milhas Brasileiras e a última Jangada fabricada.',
        'As visitas são gratuitas, às sextas-feiras e aos sábados, com agendamento pelo site. As fotos estão no álbum da galeria de mídia.',
      ],
      media: 'sabia-01',
      album: 'acervo-historico',
      associations: [carNews('sabia', 'sabia-1200'), companyNews(2, 6)],
    }),
  },
];
