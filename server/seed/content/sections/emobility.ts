/** The electric mobility section (/mobilidade-eletrica). */
import { list, mediaBlock, paragraphs, textBlock } from '../html';
import type { SeedSectionPage } from './types';

export const emobilityPages: SeedSectionPage[] = [
  {
    id: 1,
    parentId: null,
    title: 'Mobilidade Elétrica',
    subtitle: 'Elétricos e híbridos a etanol para o Brasil',
    description: paragraphs(
      'A estratégia de eletrificação da Aurora no Brasil tem dois caminhos: carros 100% elétricos, como o Ipê EV, e híbridos que usam etanol, combustível renovável que o país já produz em larga escala.',
      'Até 2032, todos os modelos da marca terão ao menos uma versão eletrificada.',
    ),
    media: 'ipe-03',
    sideMedia: 'recarga-03',
    sideDescription: paragraphs('Mais de 12 mil Ipê EV já circulam no país.'),
    bottomTitle: 'Recarga onde você estiver',
    bottomMedia: 'recarga-02',
    blocks: [mediaBlock('video-02'), textBlock('Investimento de R$ 4,2 bilhões em eletrificação até 2030.')],
  },
  {
    id: 2,
    parentId: null,
    title: 'Recarga',
    subtitle: 'Em casa, no trabalho e na estrada',
    description:
      paragraphs('A Aurora oferece soluções de recarga para cada momento do dia.') +
      list(
        'Wallbox residencial de 7,4 kW',
        'Eletropostos em 180 concessionárias',
        'Carregadores rápidos em rodovias do Sudeste e do Sul',
      ),
    media: 'recarga-01',
    sideMedia: 'recarga-04',
    sideDescription: paragraphs('O aplicativo Aurora Conecta mostra os eletropostos livres em tempo real.'),
    blocks: [textBlock('Clientes do Ipê EV têm recarga gratuita na rede Aurora durante o primeiro ano.')],
  },
  {
    id: 3,
    parentId: null,
    title: 'Baterias',
    subtitle: 'Garantia, durabilidade e reciclagem',
    description: paragraphs(
      'As baterias do Ipê EV usam química de lítio-ferro-fosfato (LFP), mais durável e sem cobalto. São montadas em Sorocaba com células de fornecedor nacional.',
    ),
    media: 'fabrica-06',
    sideMedia: 'ipe-06',
    sideDescription: paragraphs('Garantia de oito anos ou 160 mil quilômetros.'),
    blocks: [mediaBlock('fabrica-03')],
  },
  {
    id: 4,
    parentId: null,
    title: 'Híbridos a etanol',
    subtitle: 'A eletrificação com combustível brasileiro',
    description: paragraphs(
      'Os híbridos flex da Aurora combinam um motor TurboFlex a um motor elétrico. Com etanol, as emissões de CO₂ do poço à roda ficam próximas às de um elétrico abastecido pela matriz brasileira.',
    ),
    media: 'trilha-02',
    sideMedia: 'trilha-01',
    sideDescription: paragraphs('O primeiro híbrido flex da marca chega às concessionárias no próximo ano.'),
    blocks: [textBlock('O desenvolvimento é feito no Centro Técnico de Sorocaba.')],
  },
  // Level 2: charging
  {
    id: 5,
    parentId: 2,
    title: 'Wallbox residencial',
    subtitle: 'Recarga completa durante a noite',
    description: paragraphs(
      'O wallbox de 7,4 kW recarrega a bateria de 52 kWh do Ipê EV em cerca de oito horas. A instalação é feita por empresa credenciada.',
    ),
    media: 'recarga-03',
    blocks: [textBlock('Instalação gratuita nas capitais para quem compra o Ipê EV.')],
  },
  {
    id: 6,
    parentId: 2,
    title: 'Rede de eletropostos Aurora',
    subtitle: '180 pontos de recarga e crescendo',
    description: paragraphs(
      'A rede Aurora tem carregadores rápidos de até 150 kW a cada 120 km nas rodovias Dutra, Bandeirantes, Régis Bittencourt e Fernão Dias.',
    ),
    media: 'recarga-02',
    sideMedia: 'recarga-05',
    sideDescription: paragraphs('Pagamento pelo aplicativo ou por cartão de crédito.'),
    blocks: [mediaBlock('recarga-06')],
  },
  // Level 2: batteries
  {
    id: 7,
    parentId: 3,
    title: 'Garantia e segunda vida',
    subtitle: 'Baterias que continuam úteis fora do carro',
    description: paragraphs(
      'Quando perdem capacidade para o uso no carro, as baterias viram armazenamento de energia solar nas concessionárias da rede.',
    ),
    media: 'recarga-05',
    blocks: [textBlock('Cada bateria de segunda vida armazena a energia de 40 painéis solares.')],
  },
  {
    id: 8,
    parentId: 3,
    title: 'Reciclagem de baterias',
    subtitle: '95% dos materiais recuperados',
    description: paragraphs(
      'Em parceria com uma recicladora de Minas Gerais, a Aurora recupera lítio, ferro, cobre e alumínio das baterias ao fim da vida útil.',
    ),
    media: 'fabrica-06',
    blocks: [mediaBlock('recarga-04')],
  },
  // Level 2: ethanol hybrids
  {
    id: 9,
    parentId: 4,
    title: 'Híbrido flex',
    subtitle: 'Motor 1.4 TurboFlex e motor elétrico de 60 kW',
    description: paragraphs(
      'No híbrido flex, o motor elétrico move o carro sozinho em baixas velocidades e ajuda o motor a combustão nas acelerações.',
    ),
    media: 'trilha-03',
    blocks: [textBlock('Consumo estimado de 19 km/l na cidade com gasolina.')],
  },
  {
    id: 10,
    parentId: 4,
    title: 'Célula de combustível a etanol',
    subtitle: 'Eletricidade a bordo a partir do etanol',
    description: paragraphs(
      'Em parceria com universidades paulistas, a Aurora testa uma célula que extrai hidrogênio do etanol para gerar eletricidade a bordo.',
    ),
    media: 'lume-01',
    blocks: [mediaBlock('boreal-04')],
  },
];
