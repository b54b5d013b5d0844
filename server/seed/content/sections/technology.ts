/** The technology section (/technology). */
import { list, mediaBlock, paragraphs, textBlock } from '../html';
import type { SeedSectionPage } from './types';

export const technologyPages: SeedSectionPage[] = [
  {
    id: 1,
    parentId: null,
    title: 'Tecnologia Aurora',
    subtitle: 'Engenharia brasileira para motores, segurança e conectividade',
    description: paragraphs(
      'O Centro Técnico da Aurora, em Sorocaba, reúne 1.300 engenheiros e técnicos e é responsável pelo desenvolvimento de motores flex, calibração de suspensões para o piso brasileiro e integração de sistemas eletrônicos.',
      'É um dos três centros de desenvolvimento do grupo no mundo e o único dedicado a biocombustíveis.',
    ),
    media: 'tcross-05',
    sideMedia: 'fabrica-05',
    sideDescription: paragraphs('Mais de 200 patentes registradas no Brasil desde 2010.'),
    bottomTitle: 'Do laboratório para as ruas',
    bottomMedia: 'vento-03',
    blocks: [textBlock('O centro tem câmara climática, pista de testes e laboratório de emissões próprios.')],
  },
  {
    id: 2,
    parentId: null,
    title: 'Motores TurboFlex',
    subtitle: 'Turbo, injeção direta e etanol',
    description:
      paragraphs(
        'A família TurboFlex combina turbocompressor e injeção direta com a flexibilidade de usar etanol, gasolina ou qualquer mistura dos dois.',
      ) + list('1.0 TurboFlex: 116 a 128 cv', '1.4 TurboFlex: 150 cv', '2.0 TurboFlex: 220 cv'),
    media: 'vento-03',
    sideMedia: 'fabrica-04',
    sideDescription: paragraphs('Produzidos na Fábrica de Motores de Jundiaí (SP).'),
    bottomTitle: 'Eficiência com etanol',
    bottomMedia: 'tcross-04',
    blocks: [textBlock('Com etanol, os motores TurboFlex rendem até 8% mais potência do que com gasolina.')],
  },
  {
    id: 3,
    parentId: null,
    title: 'Segurança',
    subtitle: 'Aurora Assist: assistentes de condução em toda a linha',
    description: paragraphs(
      'Todos os modelos atuais da Aurora têm seis airbags e frenagem autônoma de emergência de série. O pacote Aurora Assist soma controle de cruzeiro adaptativo, permanência em faixa e alerta de ponto cego.',
    ),
    media: 'taruma-06',
    sideMedia: 'tcross-09',
    sideDescription: paragraphs('T-Cross, Vento e Tarumã têm cinco estrelas no Latin NCAP.'),
    blocks: [mediaBlock('tcross-02'), textBlock('A Aurora investe 4% do faturamento em segurança veicular.')],
  },
  {
    id: 4,
    parentId: null,
    title: 'Conectividade',
    subtitle: 'O carro conectado ao celular e à concessionária',
    description: paragraphs(
      'A central Aurora Conecta reúne espelhamento sem fio, comandos de voz em português e aplicativo para acompanhar o carro à distância.',
    ),
    media: 'ipe-04',
    sideMedia: 'brisa-03',
    sideDescription: paragraphs('Mais de 300 mil carros conectados rodam hoje no Brasil.'),
    blocks: [textBlock('O serviço é gratuito nos três primeiros anos.')],
  },
  {
    id: 5,
    parentId: null,
    title: 'Plataforma MQA',
    subtitle: 'A base modular dos modelos atuais',
    description: paragraphs(
      'A Plataforma Modular Aurora (MQA) permite produzir carros de tamanhos e propulsões diferentes na mesma linha, do Brisa ao Tarumã, incluindo o elétrico Ipê EV.',
    ),
    media: 'fabrica-03',
    bottomTitle: 'Uma base, muitos carros',
    bottomMedia: 'fabrica-01',
    blocks: [mediaBlock('video-03')],
  },
  // Level 2: engines
  {
    id: 6,
    parentId: 2,
    title: 'Injeção direta flex',
    subtitle: 'Partida a frio sem tanquinho',
    description: paragraphs(
      'A injeção direta a 350 bar e o aquecimento dos bicos dispensam o reservatório auxiliar de gasolina, mesmo nas manhãs frias do Sul.',
    ),
    media: 'tcross-04',
    blocks: [textBlock('Partida garantida com etanol a até –5 °C.')],
  },
  {
    id: 7,
    parentId: 2,
    title: 'Turbo de baixa inércia',
    subtitle: 'Torque máximo a partir de 1.750 rpm',
    description: paragraphs(
      'O turbocompressor com válvula wastegate eletrônica enche rápido e entrega torque máximo em baixa rotação, o que reduz trocas de marcha e consumo na cidade.',
    ),
    media: 'vento-02',
    blocks: [mediaBlock('brisa-04')],
  },
  // Level 2: safety
  {
    id: 8,
    parentId: 3,
    title: 'Frenagem autônoma de emergência',
    subtitle: 'Radar e câmera que enxergam pedestres e ciclistas',
    description: paragraphs(
      'O sistema freia sozinho quando detecta risco de colisão com outro veículo, pedestre ou ciclista, em velocidades de 5 a 85 km/h.',
    ),
    media: 'tcross-07',
    blocks: [
      textBlock('Em testes internos, o sistema evitou 38% das colisões traseiras em baixa velocidade.'),
    ],
  },
  {
    id: 9,
    parentId: 3,
    title: 'Estrutura em aço de ultra-alta resistência',
    subtitle: 'Uma célula de sobrevivência mais leve',
    description: paragraphs(
      'Colunas e soleiras em aço estampado a quente formam uma célula rígida ao redor dos ocupantes, com 30 kg a menos do que a geração anterior.',
    ),
    media: 'fabrica-02',
    blocks: [mediaBlock('fabrica-05')],
  },
  // Level 2: connectivity
  {
    id: 10,
    parentId: 4,
    title: 'Aurora Conecta',
    subtitle: 'O aplicativo do carro',
    description:
      paragraphs(
        'Pelo aplicativo, o motorista trava e destrava as portas, localiza o carro e agenda revisões.',
      ) +
      list(
        'Ligar o ar-condicionado à distância',
        'Alerta de velocidade para motoristas iniciantes',
        'Histórico de viagens',
      ),
    media: 'tcross-05',
    blocks: [textBlock('Disponível para Android e iOS.')],
  },
  {
    id: 11,
    parentId: 4,
    title: 'Atualizações remotas',
    subtitle: 'Software novo sem ir à concessionária',
    description: paragraphs(
      'As centrais multimídia da nova geração recebem atualizações pela rede celular, com novos recursos e correções.',
    ),
    media: 'ipe-04',
    blocks: [mediaBlock('taruma-04')],
  },
  // Level 2: platform
  {
    id: 12,
    parentId: 5,
    title: 'Arquitetura modular',
    subtitle: 'Entre-eixos, bitolas e propulsão variáveis',
    description: paragraphs(
      'A MQA fixa as medidas entre o pedal do acelerador e o eixo dianteiro e deixa livres as demais, o que permite 14 carrocerias diferentes.',
    ),
    media: 'fabrica-08',
    blocks: [textBlock('A versão elétrica da plataforma acomoda baterias de 52 a 90 kWh.')],
  },
];
