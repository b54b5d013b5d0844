/** Company, technology and e-mobility releases that may fall on any day of the two years. */
import { carNews, companyNews, emobilityNews, technologyNews, type NewsStory } from './types';

const story = (write: NewsStory['write'], atMostDaysAgo?: number): NewsStory =>
  atMostDaysAgo ? { write, atMostDaysAgo } : { write };

const factoryPhotos = ['fabrica-01', 'fabrica-02', 'fabrica-04', 'fabrica-05', 'fabrica-07', 'fabrica-08'];

export const companyStories: NewsStory[] = [
  story(() => ({
    title: 'Fábrica de Pinhais recebe certificação de carbono neutro',
    subtitle: 'Unidade paranaense é a primeira da Aurora a neutralizar as emissões da produção',
    paragraphs: [
      'A fábrica da Aurora em Pinhais (PR) recebeu a certificação de carbono neutro, concedida após auditoria independente das emissões do último ano.',
      'A unidade usa energia 100% renovável, com telhado solar próprio, e compensa as emissões restantes com projetos de reflorestamento no Paraná.',
    ],
    media: ['serra-02', 'taruma-02'],
    associations: [companyNews(4, 12), companyNews(3, 11)],
  })),
  story(() => ({
    title: 'Aurora abre 350 vagas para os programas de estágio e trainee',
    subtitle: 'Inscrições vão até o fim do mês para as áreas de engenharia, finanças e marketing',
    paragraphs: [
      'A Aurora abriu as inscrições para seus programas de estágio e trainee. São 350 vagas, com atuação em Sorocaba, Jundiaí, Pinhais e São Paulo.',
      'Metade das vagas é reservada para mulheres e pessoas negras, como parte do programa de diversidade da empresa.',
    ],
    media: factoryPhotos,
    associations: [companyNews(1)],
  })),
  story(() => ({
    title: 'Relatório de Sustentabilidade mostra queda de 42% no consumo de água por veículo',
    subtitle: 'Aurora também reduziu em 35% as emissões de CO₂ das fábricas desde 2015',
    paragraphs: [
      'A Aurora publicou seu Relatório de Sustentabilidade anual, elaborado no padrão GRI e auditado por empresa independente.',
      'O consumo de água por veículo produzido caiu 42% desde 2015, e as emissões de CO₂ das fábricas recuaram 35% no mesmo período.',
      'O relatório completo está disponível no site institucional da marca.',
    ],
    media: ['recarga-01', 'fabrica-06'],
    associations: [companyNews(4)],
  })),
  story(() => ({
    title: 'Fábrica de Motores de Jundiaí produz o motor TurboFlex de número 3 milhões',
    subtitle: 'Unidade fabrica 1.800 motores por dia das famílias 1.0 e 1.4',
    paragraphs: [
      'A Fábrica de Motores de Jundiaí (SP) produziu o motor TurboFlex de número 3 milhões. A unidade fabrica as famílias 1.0 e 1.4, usadas em toda a linha de automóveis da marca.',
      'O motor comemorativo, um 1.4 TurboFlex, foi destinado a um T-Cross Prestige que será sorteado entre os empregados.',
    ],
    media: ['fabrica-04', 'fabrica-02'],
    associations: [companyNews(3, 10), technologyNews(2)],
  })),
  story(() => ({
    title: 'Aurora e sindicato fecham acordo de participação nos lucros em Sorocaba',
    subtitle: 'Acordo vale para os dois próximos anos',
    paragraphs: [
      'A Aurora e o sindicato dos metalúrgicos da região fecharam o acordo de participação nos lucros e resultados para os empregados do Complexo Industrial de Sorocaba.',
      'O acordo foi aprovado em assembleia e vale para os próximos dois anos.',
    ],
    media: factoryPhotos,
    associations: [companyNews(3, 9)],
  })),
  story(() => ({
    title: 'Aurora está entre as melhores empresas para trabalhar no setor automotivo',
    subtitle: 'Pesquisa ouviu 9 mil empregados da montadora',
    paragraphs: [
      'A Aurora foi reconhecida como uma das melhores empresas para trabalhar no setor automotivo brasileiro, segundo pesquisa de clima organizacional com 9 mil empregados.',
      'Os pontos mais bem avaliados foram segurança no trabalho, oportunidades de formação e o programa de trabalho híbrido para as áreas administrativas.',
    ],
    media: factoryPhotos,
    associations: [companyNews(1)],
  })),
  story(() => ({
    title: 'Aurora reforça programa de integridade com novo canal de denúncias',
    subtitle: 'Canal independente funciona 24 horas, em três idiomas',
    paragraphs: [
      'A Aurora lançou um novo canal de denúncias, operado por empresa independente, que funciona 24 horas por dia em português, inglês e espanhol.',
      'O canal pode ser usado por empregados, fornecedores, concessionárias e clientes, com garantia de anonimato.',
    ],
    media: ['tcross-06', 'tcross-08'],
    associations: [companyNews(5, 14)],
  })),
  story(() => ({
    title: 'Aurora inaugura telhado solar de 18 mil metros quadrados em Pinhais',
    subtitle: 'Sistema gera 30% da energia consumida pela fábrica',
    paragraphs: [
      'A fábrica de Pinhais (PR) inaugurou um telhado solar com 9.600 painéis, que geram cerca de 30% da energia consumida pela unidade.',
      'O restante vem de contratos de energia eólica no Nordeste.',
    ],
    media: ['serra-05', 'taruma-03'],
    associations: [companyNews(3, 11), companyNews(4, 12)],
  })),
  story((day) => ({
    title: `Aurora comemora ${day.year - 1961} anos de produção no Brasil`,
    subtitle: 'Exposição em São Paulo reúne modelos de todas as décadas',
    paragraphs: [
      `A Aurora comemora ${day.year - 1961} anos do início de sua produção no Brasil com uma exposição gratuita em São Paulo, que reúne modelos de todas as décadas, do Sabiá ao Ipê EV.`,
      'Desde 1961, a marca produziu mais de 9 milhões de veículos no país.',
    ],
    media: ['sabia-02', 'jangada-01', 'guara-01'],
    associations: [companyNews(2), carNews('sabia')],
  })),
  story(() => ({
    title: 'Aurora amplia rede de concessionárias no Nordeste',
    subtitle: 'São 22 novas lojas em sete estados',
    paragraphs: [
      'A Aurora inaugurou 22 concessionárias no Nordeste ao longo do ano, em sete estados. A rede da marca chegou a 420 lojas em todo o país.',
      'As novas concessionárias seguem o padrão de atendimento digital da marca, com test-drive agendado pelo aplicativo.',
    ],
    media: ['tcross-03', 'brisa-02', 'vento-05'],
    associations: [companyNews(1)],
  })),
  story(() => ({
    title: 'Aurora apresenta plano de investimentos de R$ 7 bilhões até 2030',
    subtitle: 'Recursos serão aplicados em oito lançamentos e na eletrificação da linha',
    paragraphs: [
      'A Aurora apresentou seu plano de investimentos para o Brasil, de R$ 7 bilhões até 2030. O plano inclui oito lançamentos e versões eletrificadas de todos os modelos.',
      'Parte dos recursos será aplicada no desenvolvimento de híbridos a etanol no Centro Técnico de Sorocaba.',
    ],
    media: factoryPhotos,
    associations: [companyNews(1), emobilityNews(4)],
  })),
  story(() => ({
    title: 'Aurora premia seus melhores fornecedores do ano',
    subtitle: 'Vinte empresas foram reconhecidas por qualidade, inovação e sustentabilidade',
    paragraphs: [
      'A Aurora reconheceu 20 fornecedores em sua premiação anual, nas categorias qualidade, inovação, logística e sustentabilidade.',
      'Dezoito das empresas premiadas são brasileiras, e metade tem fábricas no interior de São Paulo.',
    ],
    media: factoryPhotos,
    associations: [companyNews(3)],
  })),
  story(() => ({
    title: 'Aurora concede férias coletivas na fábrica de Pinhais',
    subtitle: 'Parada de dez dias será usada para manutenção da linha',
    paragraphs: [
      'Os empregados da produção da fábrica de Pinhais (PR) entram em férias coletivas de dez dias. A parada será aproveitada para a manutenção programada da linha de montagem.',
      'A produção da Serra e do Tarumã será retomada normalmente após o período.',
    ],
    media: ['serra-01', 'taruma-06'],
    associations: [companyNews(3, 11)],
  })),
  story(() => ({
    title: 'Aurora é a nova patrocinadora do Circuito Brasileiro de Vôlei de Praia',
    subtitle: 'Acordo de três anos inclui a frota oficial das etapas',
    paragraphs: [
      'A Aurora passa a patrocinar o Circuito Brasileiro de Vôlei de Praia pelos próximos três anos. A marca vai fornecer a frota oficial das etapas, com unidades do T-Cross e do Ipê EV.',
      'A primeira etapa com a marca acontece em João Pessoa (PB).',
    ],
    media: ['tcross-07', 'ipe-07'],
    associations: [companyNews(1), carNews('tcross')],
  })),
  story(() => ({
    title: 'Aurora doa 40 veículos para a Defesa Civil do Rio Grande do Sul',
    subtitle: 'Picapes Serra serão usadas no atendimento a áreas atingidas por enchentes',
    paragraphs: [
      'A Aurora doou 40 picapes Serra Cabine Dupla 4x4 à Defesa Civil do Rio Grande do Sul, para o atendimento às áreas atingidas pelas enchentes.',
      'Os empregados da marca também arrecadaram 12 toneladas de alimentos e produtos de higiene.',
    ],
    media: ['serra-02', 'serra-04'],
    associations: [companyNews(4, 13), carNews('serra', 'serra-cd')],
  })),
  story(() => ({
    title: 'Aurora anuncia nova estrutura da diretoria comercial',
    subtitle: 'Vendas diretas e pós-venda passam a ter diretorias próprias',
    paragraphs: [
      'A Aurora reorganizou sua área comercial, que passa a ter diretorias próprias para vendas no varejo, vendas diretas a frotistas e pós-venda.',
      'A mudança busca acelerar o atendimento às locadoras, que respondem por cerca de um terço das vendas da marca.',
    ],
    media: ['tcross-06', 'fabrica-07'],
    associations: [companyNews(5)],
  })),
];

export const technologyStories: NewsStory[] = [
  story(() => ({
    title: 'Motor 1.0 TurboFlex ganha nova calibração e fica até 6% mais econômico',
    subtitle: 'Mudança vale para Brisa e T-Cross a partir da próxima remessa às concessionárias',
    paragraphs: [
      'O motor 1.0 TurboFlex passou por uma nova calibração da injeção e do turbocompressor, que reduziu o consumo em até 6% no ciclo urbano.',
      'A potência e o torque foram mantidos. A mudança vale para o Brisa e para o T-Cross.',
    ],
    media: ['brisa-04', 'vento-03'],
    associations: [technologyNews(2, 7), carNews('brisa', 'brisa-conforto')],
  })),
  story(() => ({
    title: 'Aurora elimina o tanquinho de partida a frio com nova injeção direta flex',
    subtitle: 'Bicos aquecidos garantem partida com etanol até –5 °C',
    paragraphs: [
      'A nova geração dos motores TurboFlex dispensa o reservatório auxiliar de gasolina para a partida a frio. Os bicos injetores aquecidos garantem a partida com etanol em temperaturas de até –5 °C.',
      'A tecnologia foi desenvolvida no Centro Técnico da Aurora, em Sorocaba, e testada em Urupema (SC).',
    ],
    media: ['tcross-04', 'vento-03'],
    associations: [technologyNews(2, 6)],
  })),
  story(() => ({
    title: 'Frenagem autônoma de emergência passa a ser de série em toda a linha Aurora',
    subtitle: 'Sistema detecta veículos, pedestres e ciclistas',
    paragraphs: [
      'Todos os modelos da Aurora produzidos no Brasil passam a ter frenagem autônoma de emergência de série, inclusive as versões de entrada.',
      'O sistema usa radar e câmera para detectar veículos, pedestres e ciclistas e funciona entre 5 e 85 km/h.',
    ],
    media: ['tcross-07', 'brisa-04'],
    associations: [technologyNews(3, 8)],
  })),
  story(
    () => ({
      title: 'Aurora Tarumã recebe cinco estrelas no Latin NCAP',
      subtitle: 'SUV de sete lugares teve 92% de pontuação na proteção de adultos',
      paragraphs: [
        'O <strong>Aurora Tarumã</strong> recebeu a nota máxima, de cinco estrelas, nos testes de colisão do Latin NCAP.',
        'O SUV teve 92% de pontuação na proteção de ocupantes adultos e 88% na proteção de crianças.',
      ],
      media: ['taruma-01', 'taruma-06'],
      associations: [technologyNews(3, 9), carNews('taruma')],
    }),
    190,
  ),
  story(() => ({
    title: 'Centro Técnico da Aurora inaugura câmara climática de –30 °C a 55 °C',
    subtitle: 'Laboratório simula as condições de todas as regiões do país',
    paragraphs: [
      'O Centro Técnico da Aurora, em Sorocaba, inaugurou uma câmara climática capaz de simular temperaturas de –30 °C a 55 °C e umidade de até 95%.',
      'A câmara permite testar um carro inteiro, com motor funcionando, sob sol artificial e chuva.',
    ],
    media: ['fabrica-05', 'fabrica-03'],
    associations: [technologyNews(1)],
  })),
  story(() => ({
    title: 'Aplicativo Aurora Conecta passa de 300 mil usuários',
    subtitle: 'Função mais usada é a partida remota do ar-condicionado',
    paragraphs: [
      'O aplicativo Aurora Conecta chegou a 300 mil usuários ativos. A função mais usada é o acionamento remoto do ar-condicionado, seguida da localização do carro.',
      'O aplicativo está disponível para Android e iOS e é gratuito nos três primeiros anos.',
    ],
    media: ['tcross-05', 'brisa-03'],
    associations: [technologyNews(4, 10)],
  })),
  story(() => ({
    title: 'Aurora detalha a Plataforma MQA, base dos próximos lançamentos',
    subtitle: 'Arquitetura permite produzir elétricos e flex na mesma linha',
    paragraphs: [
      'A Aurora apresentou a jornalistas os detalhes da Plataforma Modular Aurora (MQA), base de todos os modelos atuais e dos próximos lançamentos.',
      'A versão elétrica da plataforma acomoda baterias de 52 a 90 kWh no assoalho, sem mudanças na linha de montagem.',
    ],
    media: ['fabrica-03', 'fabrica-08'],
    associations: [technologyNews(5, 12)],
  })),
  story(() => ({
    title: 'Aurora registra sua 200ª patente no Brasil',
    subtitle: 'Invenção reduz o tempo de aquecimento do motor com etanol',
    paragraphs: [
      'O Centro Técnico da Aurora registrou sua 200ª patente no Instituto Nacional da Propriedade Industrial (INPI): um sistema que reduz o tempo de aquecimento do motor quando abastecido com etanol.',
      'Mais da metade das patentes da marca no país está ligada aos biocombustíveis.',
    ],
    media: ['vento-03', 'tcross-04'],
    associations: [technologyNews(1), technologyNews(2)],
  })),
  story(() => ({
    title: 'Estrutura do T-Cross usa 30% de aço de ultra-alta resistência',
    subtitle: 'Carroceria ficou mais rígida e 30 kg mais leve',
    paragraphs: [
      'A carroceria do <strong>Aurora T-Cross</strong> usa 30% de aço de ultra-alta resistência, estampado a quente em Sorocaba.',
      'O resultado é uma estrutura 20% mais rígida e 30 kg mais leve do que a da geração anterior.',
    ],
    media: ['fabrica-02', 'tcross-08'],
    associations: [technologyNews(3, 9), carNews('tcross')],
  })),
  story(() => ({
    title: 'Aurora T-Cross conquista cinco estrelas no Latin NCAP',
    subtitle: 'SUV compacto é aprovado com nota máxima nos novos protocolos',
    paragraphs: [
      'O <strong>Aurora T-Cross</strong> recebeu cinco estrelas nos testes do Latin NCAP, já pelos protocolos mais exigentes, que incluem a avaliação de assistentes de condução.',
      'O SUV tem seis airbags e frenagem autônoma de emergência de série em todas as versões.',
    ],
    media: ['tcross-01', 'tcross-08'],
    associations: [technologyNews(3), carNews('tcross')],
  })),
];

const chargingPhotos = ['recarga-01', 'recarga-02', 'recarga-03', 'recarga-04', 'recarga-05', 'recarga-06'];

export const emobilityStories: NewsStory[] = [
  story(() => ({
    title: 'Aurora Ipê EV ultrapassa 12 mil unidades vendidas no Brasil',
    subtitle: 'Elétrico é o segundo mais vendido do país no acumulado do ano',
    paragraphs: [
      'O <strong>Aurora Ipê EV</strong> ultrapassou a marca de 12 mil unidades vendidas no Brasil desde o lançamento.',
      'Segundo a Aurora, 40% dos compradores trocaram um carro a combustão da própria marca pelo elétrico.',
    ],
    media: ['ipe-01', 'ipe-05', 'ipe-08'],
    associations: [carNews('ipe'), emobilityNews(1)],
  })),
  story(() => ({
    title: 'Wallbox residencial Aurora pode ser parcelado em 12 vezes sem juros',
    subtitle: 'Carregador de 7,4 kW recarrega o Ipê EV durante a noite',
    paragraphs: [
      'O wallbox residencial da Aurora, de 7,4 kW, pode ser comprado em 12 parcelas sem juros nas concessionárias da marca, com instalação por empresa credenciada.',
      'O carregador recarrega a bateria de 52 kWh do Ipê EV em cerca de oito horas.',
    ],
    media: ['recarga-03', 'recarga-06'],
    associations: [emobilityNews(2, 5)],
  })),
  story(() => ({
    title: 'Aurora instala carregadores rápidos ao longo da Rodovia Presidente Dutra',
    subtitle: 'São oito pontos de até 150 kW entre São Paulo e Rio de Janeiro',
    paragraphs: [
      'A Aurora instalou oito carregadores rápidos, de até 150 kW, ao longo da Rodovia Presidente Dutra, entre São Paulo e Rio de Janeiro.',
      'Com eles, é possível fazer a viagem entre as duas capitais com uma única parada de 20 minutos no Ipê EV Long Range.',
    ],
    media: chargingPhotos,
    associations: [emobilityNews(2, 6)],
  })),
  story(() => ({
    title: 'Baterias de segunda vida armazenam energia solar em concessionárias Aurora',
    subtitle: 'Projeto-piloto começa em dez lojas de São Paulo',
    paragraphs: [
      'Baterias de veículos elétricos que perderam parte da capacidade passam a armazenar energia solar em dez concessionárias Aurora de São Paulo.',
      'A energia armazenada abastece os eletropostos das lojas à noite.',
    ],
    media: chargingPhotos,
    associations: [emobilityNews(3, 7)],
  })),
  story(() => ({
    title: 'Aurora firma parceria para reciclar baterias em Minas Gerais',
    subtitle: 'Processo recupera 95% dos materiais',
    paragraphs: [
      'A Aurora firmou parceria com uma recicladora de Minas Gerais para reciclar as baterias de seus veículos elétricos ao fim da vida útil.',
      'O processo recupera 95% dos materiais, entre eles lítio, ferro, cobre e alumínio.',
    ],
    media: ['fabrica-06', 'recarga-05'],
    associations: [emobilityNews(3, 8)],
  })),
  story(() => ({
    title: 'Aurora confirma seu primeiro híbrido flex para o próximo ano',
    subtitle: 'Sistema combina motor 1.4 TurboFlex e motor elétrico de 60 kW',
    paragraphs: [
      'A Aurora confirmou que lança no próximo ano seu primeiro híbrido flex, com motor 1.4 TurboFlex e um motor elétrico de 60 kW.',
      'O sistema foi desenvolvido no Centro Técnico de Sorocaba e será produzido no Brasil.',
    ],
    media: ['trilha-02', 'trilha-03'],
    associations: [emobilityNews(4, 9)],
  })),
  story(() => ({
    title: 'Célula de combustível a etanol começa a ser testada em frota',
    subtitle: 'Cinco protótipos rodam em São Paulo com universidades parceiras',
    paragraphs: [
      'Cinco protótipos com célula de combustível a etanol começaram a rodar em São Paulo, em um programa de testes com universidades paulistas.',
      'A célula extrai hidrogênio do etanol para gerar eletricidade a bordo, sem a necessidade de um tanque de hidrogênio.',
    ],
    media: ['lume-01', 'boreal-04'],
    associations: [emobilityNews(4, 10)],
  })),
  story(() => ({
    title: 'Aurora Ipê EV ganha versão Long Range, com 440 km de autonomia',
    subtitle: 'Bateria de 77 kWh e motor de 204 cv',
    paragraphs: [
      'O <strong>Aurora Ipê EV</strong> ganhou a versão Long Range, com bateria de 77 kWh e autonomia de 440 km no ciclo do Inmetro.',
      'O motor elétrico tem 204 cv, e a recarga rápida aceita até 135 kW.',
    ],
    media: ['ipe-05', 'ipe-08'],
    associations: [carNews('ipe', 'ipe-long-range'), emobilityNews(3)],
  })),
  story(() => ({
    title: 'Clientes do Ipê EV terão um ano de recarga gratuita na rede Aurora',
    subtitle: 'Benefício vale para compras feitas até o fim do trimestre',
    paragraphs: [
      'Quem comprar um <strong>Aurora Ipê EV</strong> até o fim do trimestre terá um ano de recarga gratuita nos 180 eletropostos da rede Aurora.',
      'O benefício é ativado pelo aplicativo Aurora Conecta.',
    ],
    media: chargingPhotos,
    associations: [emobilityNews(2), carNews('ipe')],
  })),
  story(() => ({
    title: 'Estudo da Aurora compara emissões de elétricos e de híbridos a etanol',
    subtitle: 'Com etanol, híbrido emite 20% menos CO₂ que um elétrico europeu, do poço à roda',
    paragraphs: [
      'Um estudo do Centro Técnico da Aurora comparou as emissões de CO₂ de carros elétricos e híbridos a etanol, considerando todo o ciclo, do poço à roda.',
      'No Brasil, com matriz elétrica limpa e etanol de cana, as duas tecnologias têm emissões próximas, e bem menores que as de um carro a gasolina.',
    ],
    media: ['trilha-01', 'recarga-04'],
    associations: [emobilityNews(4)],
  })),
];
