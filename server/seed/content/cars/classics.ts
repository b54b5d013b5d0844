/** The heritage collection (category 1, "classics"). */
import { mediaBlock, paragraphs, textBlock } from '../html';
import type { SeedCar } from './types';

export const classicCars: SeedCar[] = [
  {
    key: 'sabia',
    title: 'Aurora Sabiá',
    category: 1,
    look: { shape: 'classic', colour: '#9bc1bc' },
    showMenu: true,
    subtitle: 'O primeiro carro da Aurora, produzido de 1961 a 1986',
    description: paragraphs(
      'O <strong>Sabiá</strong> foi o primeiro automóvel fabricado pela Aurora no Brasil. Com motor traseiro refrigerado a ar e suspensão robusta, tornou-se o carro das famílias brasileiras por mais de duas décadas.',
      'Foram produzidas 2,1 milhões de unidades em Sorocaba, com exportações para 14 países.',
    ),
    media: 'sabia-01',
    sideMedia: 'sabia-02',
    sideDescription: paragraphs(
      'Um Sabiá 1200 de 1961, o terceiro a sair da linha de montagem, faz parte do acervo da marca.',
    ),
    bottomTitle: 'Um ícone das estradas brasileiras',
    bottomMedia: 'sabia-03',
    blocks: [textBlock('O nome homenageia o sabiá-laranjeira, ave símbolo do Brasil.')],
    versions: [
      {
        key: 'sabia-1200',
        title: 'Sabiá 1200 (1961)',
        subtitle: 'O início de tudo',
        description: paragraphs(
          'Motor de 1.192 cm³ e 36 cv, câmbio de quatro marchas e velocidade máxima de 110 km/h.',
        ),
        media: 'sabia-01',
        blocks: [mediaBlock('sabia-02')],
      },
      {
        key: 'sabia-1500',
        title: 'Sabiá 1500 (1975)',
        subtitle: 'Mais potência e freios a disco na dianteira',
        description: paragraphs(
          'O motor cresceu para 1.493 cm³ e 52 cv, e os freios dianteiros passaram a ser a disco.',
        ),
        media: 'sabia-02',
        blocks: [textBlock('Foi a versão mais vendida do Sabiá.')],
      },
      {
        key: 'sabia-ultima-serie',
        title: 'Sabiá Última Série (1986)',
        subtitle: 'A despedida, numerada e limitada a 1.986 unidades',
        description: paragraphs(
          'Pintura exclusiva Verde Sabiá, bancos em veludo e placa numerada no painel.',
        ),
        media: 'sabia-03',
        blocks: [mediaBlock('sabia-03')],
      },
    ],
  },
  {
    key: 'guara',
    title: 'Aurora Guará GT',
    category: 1,
    look: { shape: 'coupe', colour: '#e63946' },
    showMenu: true,
    subtitle: 'O esportivo brasileiro dos anos 1970, produzido de 1974 a 1982',
    description: paragraphs(
      'Cupê de dois lugares com carroceria em fibra de vidro, o <strong>Guará GT</strong> nasceu da parceria entre a Aurora e uma pequena fabricante de São Paulo.',
      'Venceu a categoria Turismo das Mil Milhas Brasileiras em 1976 e 1977.',
    ),
    media: 'guara-01',
    sideMedia: 'guara-02',
    sideDescription: paragraphs('Apenas 6.400 unidades foram produzidas.'),
    bottomTitle: 'Nas pistas e nas ruas',
    bottomMedia: 'guara-03',
    blocks: [mediaBlock('guara-02')],
    versions: [
      {
        key: 'guara-18',
        title: 'Guará GT 1.8 (1974)',
        subtitle: 'O lançamento',
        description: paragraphs(
          'Motor 1.8 de dupla carburação com 90 cv e câmbio de cinco marchas, raro na época.',
        ),
        media: 'guara-01',
        blocks: [textBlock('Pesava apenas 890 kg.')],
      },
      {
        key: 'guara-gts',
        title: 'Guará GTS 2.0 (1980)',
        subtitle: 'A evolução a álcool',
        description: paragraphs('Em 1980 o Guará ganhou motor 2.0 movido a álcool, com 112 cv.'),
        media: 'guara-03',
        blocks: [mediaBlock('guara-03')],
      },
    ],
  },
  {
    key: 'jangada',
    title: 'Aurora Jangada',
    category: 1,
    look: { shape: 'wagon', colour: '#a8763e' },
    showMenu: true,
    subtitle: 'A perua das viagens de férias, produzida de 1979 a 1994',
    description: paragraphs(
      'A <strong>Jangada</strong> foi a primeira perua da Aurora e uma das primeiras do país com versão movida a álcool, lançada em 1980.',
      'O porta-malas de 520 litros levava a bagagem de toda a família nas viagens ao litoral.',
    ),
    media: 'jangada-01',
    sideMedia: 'jangada-02',
    sideDescription: paragraphs('Foram 780 mil unidades ao longo de 15 anos.'),
    bottomTitle: 'Férias em família',
    bottomMedia: 'jangada-02',
    blocks: [textBlock('A versão GL trazia bagageiro de teto cromado de série.')],
    versions: [
      {
        key: 'jangada-l',
        title: 'Jangada L (1979)',
        subtitle: 'A versão de lançamento',
        description: paragraphs('Motor 1.6 a gasolina de 65 cv e câmbio de quatro marchas.'),
        media: 'jangada-01',
        blocks: [mediaBlock('jangada-02')],
      },
      {
        key: 'jangada-gl',
        title: 'Jangada GL a álcool (1983)',
        subtitle: 'O auge do Proálcool',
        description: paragraphs(
          'Motor 1.6 a álcool de 72 cv; em 1983, nove em cada dez Jangadas vendidas eram a álcool.',
        ),
        media: 'jangada-02',
        blocks: [textBlock('Tinha partida a frio com reservatório de gasolina sob o capô.')],
      },
    ],
  },
  {
    key: 'carcara',
    title: 'Aurora Carcará',
    category: 1,
    look: { shape: 'pickup', colour: '#e9ecef' },
    // Kept in the classics list but not in the menu, which would otherwise grow past what fits on a phone.
    showMenu: false,
    subtitle: 'A picape compacta derivada do Sabiá, produzida de 1982 a 1997',
    description: paragraphs(
      'A <strong>Carcará</strong> levou a mecânica simples do Sabiá para o trabalho no campo e nas cidades, com capacidade de carga de 600 kg.',
      'Foi a picape compacta mais vendida do país em 1988.',
    ),
    media: 'carcara-01',
    sideMedia: 'carcara-02',
    sideDescription: paragraphs(
      'A versão Cabine Estendida, de 1990, tinha espaço para bagagem atrás dos bancos.',
    ),
    bottomTitle: 'Parceira do trabalho',
    bottomMedia: 'carcara-02',
    blocks: [mediaBlock('carcara-01')],
    versions: [
      {
        key: 'carcara-cs',
        title: 'Carcará Cabine Simples (1982)',
        subtitle: 'Robustez para o trabalho',
        description: paragraphs('Motor 1.6 a álcool de 72 cv e caçamba de 1.000 litros.'),
        media: 'carcara-01',
        blocks: [textBlock('Suspensão traseira com feixe de molas reforçado.')],
      },
      {
        key: 'carcara-ce',
        title: 'Carcará Cabine Estendida (1990)',
        subtitle: 'Mais espaço na cabine',
        description: paragraphs('A cabine ganhou 20 cm e passou a acomodar objetos atrás dos bancos.'),
        media: 'carcara-02',
        blocks: [mediaBlock('carcara-02')],
      },
    ],
  },
];
