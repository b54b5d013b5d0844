/** The current range (category 3, "models"). */
import { list, mediaBlock, paragraphs, textBlock } from '../html';
import type { SeedCar } from './types';

export const modelCars: SeedCar[] = [
  {
    key: 'tcross',
    title: 'Aurora T-Cross',
    category: 3,
    look: { shape: 'suv', colour: '#c8102e' },
    highlightPosition: 1,
    showMenu: true,
    subtitle: 'O SUV compacto da Aurora, desenvolvido e produzido em Sorocaba (SP)',
    description: paragraphs(
      'Líder de vendas da marca desde o lançamento, o <strong>Aurora T-Cross</strong> chega à nova linha com visual renovado, faróis full LED de série em todas as versões e a central multimídia Aurora Conecta com tela de 10,1 polegadas.',
      'Sob o capô, o SUV mantém a família de motores TurboFlex, com opções 1.0 de 128 cv e 1.4 de 150 cv, sempre associados ao câmbio automático de seis marchas. O porta-malas de 420 litros segue como referência no segmento.',
    ),
    media: 'tcross-01',
    sideMedia: 'tcross-05',
    sideDescription: paragraphs(
      'Seis airbags, frenagem autônoma de emergência e alerta de ponto cego estão disponíveis em toda a linha, com controle de cruzeiro adaptativo a partir da versão Prestige.',
    ),
    bottomTitle: 'Feito no Brasil para o Brasil',
    bottomMedia: 'tcross-06',
    blocks: [
      textBlock(
        'O T-Cross é produzido no Complexo Industrial de Sorocaba sobre a plataforma modular MQA, com índice de nacionalização superior a 80%.',
      ),
      mediaBlock('tcross-03'),
    ],
    versions: [
      {
        key: 'tcross-urbano',
        title: 'T-Cross Urbano 1.0 TurboFlex',
        subtitle: 'A porta de entrada da linha, com câmbio automático de série',
        description:
          paragraphs(
            'A versão Urbano combina o motor 1.0 TurboFlex de 128 cv (etanol) e 20,4 kgfm de torque ao câmbio automático de seis marchas, com consumo de 12,1 km/l na cidade com gasolina, segundo o Inmetro.',
          ) +
          list(
            'Faróis full LED',
            'Central Aurora Conecta de 10,1 polegadas com espelhamento sem fio',
            'Seis airbags e frenagem autônoma de emergência',
            'Rodas de liga leve de 16 polegadas',
          ),
        media: 'tcross-02',
        blocks: [mediaBlock('tcross-07')],
      },
      {
        key: 'tcross-prestige',
        title: 'T-Cross Prestige 1.4 TurboFlex',
        subtitle: 'Mais potência e conforto para a família',
        description:
          paragraphs(
            'Com o motor 1.4 TurboFlex de 150 cv e 25,5 kgfm, a versão Prestige acelera de 0 a 100 km/h em 8,9 segundos. O acabamento interno ganha revestimento em couro sintético e painel de instrumentos digital de 10,25 polegadas.',
          ) +
          list(
            'Controle de cruzeiro adaptativo',
            'Ar-condicionado digital de duas zonas',
            'Carregador de celular por indução',
            'Rodas de liga leve de 17 polegadas',
          ),
        media: 'tcross-08',
        sideMedia: 'tcross-05',
        sideDescription: paragraphs('Painel digital e central multimídia formam uma única faixa de telas.'),
        blocks: [
          textBlock('Disponível nas cores Vermelho Sunset, Cinza Platina, Branco Cristal e Azul Noturno.'),
        ],
      },
      {
        key: 'tcross-aventura',
        title: 'T-Cross Aventura 1.4 TurboFlex',
        subtitle: 'Visual aventureiro e suspensão elevada em 15 mm',
        description: paragraphs(
          'A Aventura traz protetores de para-choque, rack de teto funcional e pneus de uso misto. A suspensão recalibrada eleva a altura livre do solo para 205 mm, sem prejudicar a estabilidade no asfalto.',
          'O controle de tração ganhou um modo específico para terra e cascalho, selecionável por um botão no console.',
        ),
        media: 'tcross-09',
        blocks: [mediaBlock('tcross-10')],
      },
    ],
  },
  {
    key: 'vento',
    title: 'Aurora Vento',
    category: 3,
    look: { shape: 'sedan', colour: '#1d3557' },
    highlightPosition: 3,
    showMenu: true,
    subtitle: 'O sedã médio que une espaço, economia e tecnologia',
    description: paragraphs(
      'O <strong>Aurora Vento</strong> oferece 2,65 metros de entre-eixos e porta-malas de 510 litros, números que o colocam entre os mais espaçosos da categoria.',
      'A nova linha estreia a assistência de permanência em faixa e o pacote de conectividade com atualizações remotas do sistema multimídia.',
    ),
    media: 'vento-01',
    sideMedia: 'vento-03',
    sideDescription: paragraphs(
      'Coeficiente aerodinâmico de 0,28, o melhor da história da marca para um sedã.',
    ),
    bottomTitle: 'Conforto para viagens longas',
    bottomMedia: 'vento-05',
    blocks: [textBlock('O Vento é exportado para Argentina, Uruguai, Paraguai e Chile.')],
    versions: [
      {
        key: 'vento-conforto',
        title: 'Vento Conforto 1.4 TurboFlex',
        subtitle: 'Equilíbrio entre desempenho e consumo',
        description:
          paragraphs(
            'Motor 1.4 TurboFlex de 150 cv, câmbio automático de seis marchas e pacote completo de segurança.',
          ) +
          list(
            'Faróis full LED',
            'Sensor de estacionamento traseiro com câmera de ré',
            'Ar-condicionado digital',
          ),
        media: 'vento-02',
        blocks: [mediaBlock('vento-04')],
      },
      {
        key: 'vento-gts',
        title: 'Vento GTS 2.0 TurboFlex',
        subtitle: 'A versão esportiva do sedã, com 220 cv',
        description: paragraphs(
          'O Vento GTS usa o motor 2.0 TurboFlex de 220 cv e 35,7 kgfm, câmbio de dupla embreagem com sete marchas e suspensão rebaixada em 15 mm.',
          'Por dentro, bancos esportivos com costuras vermelhas e volante com borboletas para trocas manuais.',
        ),
        media: 'vento-03',
        blocks: [textBlock('De 0 a 100 km/h em 6,8 segundos, com velocidade máxima limitada a 240 km/h.')],
      },
    ],
  },
  {
    key: 'brisa',
    title: 'Aurora Brisa',
    category: 3,
    look: { shape: 'hatch', colour: '#ffb703' },
    showMenu: true,
    subtitle: 'O hatch compacto mais conectado da marca',
    description: paragraphs(
      'O <strong>Aurora Brisa</strong> é o modelo de entrada da Aurora e chega à nova linha com central multimídia de série e seis airbags em todas as versões.',
      'Com 3,98 metros de comprimento, é pensado para o uso urbano, com diâmetro de giro de 10,2 metros e direção elétrica progressiva.',
    ),
    media: 'brisa-01',
    sideMedia: 'brisa-02',
    sideDescription: paragraphs('Consumo de até 14,8 km/l na estrada com gasolina, segundo o Inmetro.'),
    bottomTitle: 'Feito para a cidade',
    bottomMedia: 'brisa-05',
    blocks: [mediaBlock('brisa-03')],
    versions: [
      {
        key: 'brisa-flex',
        title: 'Brisa 1.0 Flex',
        subtitle: 'Motor aspirado de três cilindros e câmbio manual de cinco marchas',
        description:
          paragraphs(
            'A versão de entrada tem motor 1.0 de 84 cv com etanol e câmbio manual de cinco marchas.',
          ) + list('Central multimídia de 8 polegadas', 'Seis airbags', 'Controle de estabilidade'),
        media: 'brisa-02',
        blocks: [textBlock('A garantia de fábrica é de três anos, sem limite de quilometragem.')],
      },
      {
        key: 'brisa-conforto',
        title: 'Brisa Conforto 1.0 TurboFlex',
        subtitle: 'Turbo e câmbio automático para o dia a dia',
        description: paragraphs(
          'Com o motor 1.0 TurboFlex de 116 cv e câmbio automático de seis marchas, a versão Conforto é a mais vendida da linha.',
        ),
        media: 'brisa-04',
        blocks: [mediaBlock('brisa-04')],
      },
      {
        key: 'brisa-sport',
        title: 'Brisa Sport 1.0 TurboFlex',
        subtitle: 'Visual esportivo com teto preto e rodas de 17 polegadas',
        description: paragraphs(
          'A Sport traz para-choques exclusivos, teto pintado em preto, suspensão com calibração mais firme e bancos com abas laterais reforçadas.',
        ),
        media: 'brisa-05',
        blocks: [textBlock('Disponível apenas com câmbio automático de seis marchas.')],
      },
    ],
  },
  {
    key: 'serra',
    title: 'Aurora Serra',
    category: 3,
    look: { shape: 'pickup', colour: '#6c757d' },
    showMenu: true,
    subtitle: 'A picape média para o trabalho pesado e para a estrada',
    description: paragraphs(
      'A <strong>Aurora Serra</strong> tem chassi de longarinas, capacidade de carga de 1.080 kg e reboque de até 3.500 kg.',
      'As versões com motor V6 contam com tração integral permanente e bloqueio do diferencial traseiro.',
    ),
    media: 'serra-01',
    sideMedia: 'serra-03',
    sideDescription: paragraphs('Caçamba de 1.280 litros com protetor e tomada de 12 V.'),
    bottomTitle: 'Força para o agronegócio',
    bottomMedia: 'serra-05',
    blocks: [textBlock('A Serra é produzida na fábrica de Pinhais (PR) desde 2019.'), mediaBlock('serra-04')],
    versions: [
      {
        key: 'serra-cd',
        title: 'Serra Cabine Dupla 2.0 Turbodiesel 4x4',
        subtitle: 'A mais procurada por frotistas e produtores rurais',
        description:
          paragraphs(
            'Motor 2.0 turbodiesel de 190 cv e 47,9 kgfm, câmbio automático de oito marchas e tração 4x4 com reduzida.',
          ) +
          list(
            'Controle de descida',
            'Bloqueio do diferencial traseiro',
            'Central multimídia de 10,1 polegadas',
          ),
        media: 'serra-02',
        blocks: [mediaBlock('serra-06')],
      },
      {
        key: 'serra-v6',
        title: 'Serra Extrema V6 3.0 Turbodiesel',
        subtitle: 'O topo de linha, com 258 cv',
        description: paragraphs(
          'O V6 3.0 turbodiesel entrega 258 cv e 59,1 kgfm. A Serra Extrema acelera de 0 a 100 km/h em 7,6 segundos, marca de referência entre as picapes médias.',
        ),
        media: 'serra-04',
        blocks: [textBlock('Rodas de 20 polegadas, santantônio esportivo e capota marítima de série.')],
      },
    ],
  },
  {
    key: 'taruma',
    title: 'Aurora Tarumã',
    category: 3,
    look: { shape: 'suv', colour: '#264653' },
    showMenu: true,
    subtitle: 'SUV médio de sete lugares',
    description: paragraphs(
      'O <strong>Aurora Tarumã</strong> tem 4,70 metros de comprimento e três fileiras de bancos, com a terceira fileira rebatível no assoalho.',
      'É o primeiro modelo da marca com tração integral sob demanda e o pacote completo de assistentes de condução Aurora Assist.',
    ),
    media: 'taruma-01',
    sideMedia: 'taruma-02',
    sideDescription: paragraphs('Porta-malas de 230 litros com sete lugares e de 850 litros com cinco.'),
    bottomTitle: 'Espaço para toda a família',
    bottomMedia: 'taruma-04',
    blocks: [mediaBlock('taruma-05')],
    versions: [
      {
        key: 'taruma-conforto',
        title: 'Tarumã Conforto 2.0 TurboFlex',
        subtitle: 'Sete lugares e tração dianteira',
        description: paragraphs(
          'O motor 2.0 TurboFlex de 220 cv trabalha com câmbio automático de oito marchas. O pacote Aurora Assist é de série.',
        ),
        media: 'taruma-03',
        blocks: [textBlock('Ar-condicionado de três zonas, com saídas para a terceira fileira.')],
      },
      {
        key: 'taruma-prestige',
        title: 'Tarumã Prestige 2.0 TurboFlex AWD',
        subtitle: 'Tração integral sob demanda e teto solar panorâmico',
        description:
          paragraphs(
            'A versão Prestige soma tração integral, teto solar panorâmico e bancos dianteiros com ventilação.',
          ) +
          list('Câmera 360 graus', 'Som premium com dez alto-falantes', 'Porta-malas com abertura elétrica'),
        media: 'taruma-06',
        blocks: [mediaBlock('taruma-04')],
      },
    ],
  },
  {
    key: 'ipe',
    title: 'Aurora Ipê EV',
    category: 3,
    look: { shape: 'hatch', colour: '#13c4a3' },
    highlightPosition: 2,
    showMenu: true,
    subtitle: 'O primeiro elétrico da Aurora produzido no Brasil',
    description: paragraphs(
      'O <strong>Aurora Ipê EV</strong> é um hatch 100% elétrico montado em Sorocaba com baterias fornecidas por parceiro nacional. A autonomia chega a 440 km no ciclo do Inmetro.',
      'Em carregadores rápidos de corrente contínua, a bateria vai de 10% a 80% em cerca de 30 minutos.',
    ),
    media: 'ipe-01',
    sideMedia: 'ipe-03',
    sideDescription: paragraphs('Wallbox de 7,4 kW incluso na compra, com instalação gratuita nas capitais.'),
    bottomTitle: 'Elétrico, brasileiro e conectado',
    bottomMedia: 'ipe-06',
    blocks: [
      textBlock('A bateria tem garantia de oito anos ou 160 mil quilômetros.'),
      mediaBlock('video-02'),
    ],
    versions: [
      {
        key: 'ipe-standard',
        title: 'Ipê EV Standard 52 kWh',
        subtitle: '150 cv e até 320 km de autonomia',
        description:
          paragraphs(
            'Motor elétrico de 110 kW (150 cv) e 31,6 kgfm de torque instantâneo, com bateria de 52 kWh.',
          ) +
          list('Autonomia de 320 km (Inmetro)', 'Recarga rápida de até 100 kW', 'Bomba de calor de série'),
        media: 'ipe-02',
        blocks: [mediaBlock('ipe-04')],
      },
      {
        key: 'ipe-long-range',
        title: 'Ipê EV Long Range 77 kWh',
        subtitle: '204 cv e até 440 km de autonomia',
        description: paragraphs(
          'A versão Long Range usa bateria de 77 kWh e motor de 150 kW (204 cv). A recarga rápida aceita até 135 kW.',
        ),
        media: 'ipe-05',
        blocks: [textBlock('De 0 a 100 km/h em 7,3 segundos.'), mediaBlock('ipe-07')],
      },
    ],
  },
];
