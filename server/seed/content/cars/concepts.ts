/** Concept cars shown at motor shows (category 2). */
import { list, mediaBlock, paragraphs, textBlock } from '../html';
import type { SeedCar } from './types';

export const conceptCars: SeedCar[] = [
  {
    key: 'boreal',
    title: 'Aurora Boreal Concept',
    category: 2,
    look: { shape: 'coupe', colour: '#f4a259' },
    highlightPosition: 4,
    showMenu: true,
    subtitle: 'O SUV cupê elétrico que antecipa o design da próxima década',
    description: paragraphs(
      'Apresentado no Salão do Automóvel de São Paulo, o <strong>Boreal Concept</strong> é um SUV cupê 100% elétrico com dois motores, tração integral e 340 cv combinados.',
      'O estudo foi desenhado no estúdio de design da Aurora em São Paulo e antecipa a nova assinatura luminosa da marca, com uma faixa contínua de LED entre os faróis.',
    ),
    media: 'boreal-01',
    sideMedia: 'boreal-02',
    sideDescription: paragraphs('Bancos revestidos com fibra de bananeira e painel em madeira certificada.'),
    bottomTitle: 'Um olhar para o futuro',
    bottomMedia: 'boreal-04',
    blocks: [mediaBlock('video-04'), textBlock('O Boreal Concept não tem previsão de produção.')],
    versions: [
      {
        key: 'boreal-gt',
        title: 'Boreal Concept GT',
        subtitle: 'Dois motores e 340 cv',
        description:
          paragraphs('A configuração GT mostra o potencial de desempenho da nova plataforma elétrica.') +
          list('Bateria de 90 kWh', 'Autonomia estimada de 520 km', 'Rodas de 22 polegadas'),
        media: 'boreal-03',
        blocks: [mediaBlock('boreal-02')],
      },
      {
        key: 'boreal-lounge',
        title: 'Boreal Concept Lounge',
        subtitle: 'O interior pensado para a condução autônoma',
        description: paragraphs(
          'Na configuração Lounge, os bancos dianteiros giram 180 graus e o volante se recolhe no painel quando o carro está parado.',
        ),
        media: 'boreal-04',
        blocks: [textBlock('Todos os materiais do habitáculo são reciclados ou de origem renovável.')],
      },
    ],
  },
  {
    key: 'trilha',
    title: 'Aurora Trilha Concept',
    category: 2,
    look: { shape: 'offroad', colour: '#606c38' },
    showMenu: true,
    subtitle: 'Um estudo de off-road híbrido a etanol',
    description: paragraphs(
      'O <strong>Trilha Concept</strong> combina motor 1.4 TurboFlex e dois motores elétricos, um em cada eixo, em um conjunto híbrido que funciona com etanol.',
      'Com 240 mm de altura livre do solo e ângulo de ataque de 32 graus, foi testado em trilhas da Chapada dos Veadeiros (GO).',
    ),
    media: 'trilha-01',
    sideMedia: 'trilha-02',
    sideDescription: paragraphs('Guincho dianteiro, rack de teto e snorkel integrados ao desenho.'),
    bottomTitle: 'Aventura com etanol',
    bottomMedia: 'trilha-03',
    blocks: [
      textBlock('O conjunto híbrido a etanol é desenvolvido no centro técnico da Aurora em Sorocaba.'),
    ],
    versions: [
      {
        key: 'trilha-expedicao',
        title: 'Trilha Concept Expedição',
        subtitle: 'Preparado para longas travessias',
        description: paragraphs(
          'Barraca de teto, tanque auxiliar e geladeira alimentada pela bateria de tração.',
        ),
        media: 'trilha-02',
        blocks: [mediaBlock('trilha-03')],
      },
      {
        key: 'trilha-pampa',
        title: 'Trilha Concept Pampa',
        subtitle: 'A configuração de duas portas e caçamba curta',
        description: paragraphs(
          'Um estudo de picape compacta derivado do Trilha, pensado para o uso no campo.',
        ),
        media: 'trilha-03',
        blocks: [textBlock('Mostrado pela primeira vez na Expointer, em Esteio (RS).')],
      },
    ],
  },
  {
    key: 'lume',
    title: 'Aurora Lume Concept',
    category: 2,
    look: { shape: 'micro', colour: '#8ecae6' },
    // Shown in the concept list but left out of the menu: a study the brand no longer promotes.
    showMenu: false,
    subtitle: 'Microcarro elétrico para as grandes cidades',
    description: paragraphs(
      'Com 2,90 metros de comprimento e dois lugares, o <strong>Lume Concept</strong> foi desenvolvido com estudantes de design de quatro universidades brasileiras.',
      'A bateria removível pode ser recarregada em uma tomada comum de 220 V.',
    ),
    media: 'lume-01',
    sideMedia: 'lume-02',
    sideDescription: paragraphs('Carroceria em plástico reciclado de garrafas PET.'),
    bottomTitle: 'Mobilidade urbana compartilhada',
    bottomMedia: 'lume-03',
    blocks: [mediaBlock('lume-02')],
    versions: [
      {
        key: 'lume-cidade',
        title: 'Lume Concept Cidade',
        subtitle: 'Dois lugares e 150 km de autonomia',
        description: paragraphs('A versão de passageiros foi pensada para serviços de compartilhamento.'),
        media: 'lume-02',
        blocks: [textBlock('Velocidade máxima limitada a 90 km/h.')],
      },
      {
        key: 'lume-entregas',
        title: 'Lume Concept Entregas',
        subtitle: 'Um baú de 900 litros para entregas de última milha',
        description: paragraphs(
          'No lugar do banco do passageiro, um compartimento de carga com acesso lateral.',
        ),
        media: 'lume-03',
        blocks: [mediaBlock('lume-01')],
      },
    ],
  },
];
