/** News about the concept cars (after their motor show) and the classics of the heritage collection. */
import { seedAlbums } from '../gallery';
import { carNews, companyNews, emobilityNews, type NewsStory } from './types';

const showDay = seedAlbums.find((album) => album.key === 'conceitos-salao')?.daysAgo ?? 380;
/** Concepts are news only once shown. */
const afterShow = (write: NewsStory['write']): NewsStory => ({ atMostDaysAgo: showDay - 2, write });

export const conceptStories: NewsStory[] = [
  afterShow(() => ({
    title: 'Boreal Concept vence prêmio internacional de design',
    subtitle: 'Júri destacou o uso de materiais renováveis no interior',
    paragraphs: [
      'O <strong>Aurora Boreal Concept</strong> venceu a categoria carro-conceito de um prêmio internacional de design, disputado por 60 estudos de 14 países.',
      'O júri destacou o interior, com bancos revestidos de fibra de bananeira e painel em madeira certificada.',
    ],
    media: ['boreal-02', 'boreal-04'],
    associations: [carNews('boreal', 'boreal-lounge')],
  })),
  afterShow(() => ({
    title: 'Boreal Concept é exibido no Museu do Amanhã, no Rio de Janeiro',
    subtitle: 'Exposição sobre o futuro da mobilidade fica em cartaz por três meses',
    paragraphs: [
      'O <strong>Boreal Concept</strong> é uma das atrações da exposição sobre o futuro da mobilidade no Museu do Amanhã, no Rio de Janeiro.',
      'A mostra fica em cartaz por três meses, com entrada gratuita às terças-feiras.',
    ],
    media: ['boreal-01', 'boreal-03'],
    associations: [carNews('boreal')],
  })),
  afterShow(() => ({
    title: 'Trilha Concept enfrenta as trilhas da Chapada dos Veadeiros',
    subtitle: 'Off-road híbrido a etanol rodou 600 km em terrenos de cerrado',
    paragraphs: [
      'O <strong>Aurora Trilha Concept</strong> percorreu 600 km de trilhas na Chapada dos Veadeiros (GO), em testes de durabilidade do conjunto híbrido a etanol.',
      'Nos trechos mais lentos, o carro rodou apenas com os motores elétricos, em silêncio.',
    ],
    media: ['trilha-02', 'trilha-03'],
    associations: [carNews('trilha', 'trilha-expedicao'), emobilityNews(4, 9)],
  })),
  afterShow(() => ({
    title: 'Trilha Concept Pampa é apresentado na Expointer',
    subtitle: 'Estudo de picape compacta foi mostrado a produtores gaúchos',
    paragraphs: [
      'A Aurora levou à Expointer, em Esteio (RS), o <strong>Trilha Concept Pampa</strong>, um estudo de picape compacta derivado do Trilha.',
      'A marca vai usar a reação do público para decidir sobre uma versão de produção.',
    ],
    media: ['trilha-01', 'trilha-03'],
    associations: [carNews('trilha', 'trilha-pampa')],
  })),
  afterShow(() => ({
    title: 'Lume Concept será testado em serviço de entregas em São Paulo',
    subtitle: 'Três unidades do microcarro elétrico vão rodar com uma empresa de logística',
    paragraphs: [
      'Três unidades do <strong>Aurora Lume Concept</strong>, na configuração Entregas, vão rodar por seis meses com uma empresa de logística no centro de São Paulo.',
      'O teste vai medir consumo, custo de manutenção e a aceitação dos entregadores.',
    ],
    media: ['lume-02', 'lume-03'],
    associations: [carNews('lume', 'lume-entregas'), emobilityNews(1)],
  })),
  afterShow(() => ({
    title: 'Estudantes de design apresentam evolução do Lume Concept',
    subtitle: 'Projeto reúne alunos de quatro universidades brasileiras',
    paragraphs: [
      'Alunos de design de quatro universidades apresentaram a evolução do <strong>Lume Concept</strong>, com uma nova cabine de dois lugares e bateria removível.',
      'O projeto faz parte do programa de inovação aberta da Aurora.',
    ],
    media: ['lume-01', 'lume-02'],
    associations: [carNews('lume', 'lume-cidade')],
  })),
];

export const classicStories: NewsStory[] = [
  {
    write: (day) => ({
      title: `Aurora Sabiá completa ${day.year - 1961} anos`,
      subtitle: 'Primeiro carro da marca no Brasil teve 2,1 milhões de unidades produzidas',
      paragraphs: [
        `Há ${day.year - 1961} anos saía da linha de montagem de Sorocaba o primeiro <strong>Aurora Sabiá</strong>. Até 1986, foram produzidas 2,1 milhões de unidades.`,
        'Para comemorar, a Aurora organiza um encontro de proprietários no acervo histórico da marca.',
      ],
      media: ['sabia-01', 'sabia-02'],
      associations: [carNews('sabia'), companyNews(2, 6)],
    }),
  },
  {
    write: () => ({
      title: 'Encontro Nacional do Sabiá reúne 600 carros em Holambra',
      subtitle: 'Proprietários vieram de 15 estados',
      paragraphs: [
        'O Encontro Nacional do Sabiá reuniu 600 carros em Holambra (SP), com proprietários de 15 estados.',
        'A Aurora levou ao evento o Sabiá Última Série número 1, de 1986, do seu acervo histórico.',
      ],
      media: ['sabia-02', 'sabia-03'],
      associations: [carNews('sabia', 'sabia-ultima-serie')],
    }),
  },
  {
    write: () => ({
      title: 'Guará GT restaurado volta às pistas em corrida de clássicos',
      subtitle: 'Carro venceu as Mil Milhas Brasileiras em 1976',
      paragraphs: [
        'O <strong>Aurora Guará GT</strong> que venceu a categoria Turismo das Mil Milhas Brasileiras de 1976 voltou às pistas, em uma corrida de carros clássicos em Interlagos.',
        'O carro foi restaurado em dois anos pela equipe do acervo histórico da Aurora.',
      ],
      media: ['guara-02', 'guara-03'],
      associations: [carNews('guara', 'guara-18')],
    }),
  },
  {
    write: () => ({
      title: 'Guará GTS ganha réplica em escala 1:18',
      subtitle: 'Miniatura oficial é vendida na loja do acervo histórico',
      paragraphs: [
        'O <strong>Guará GTS 2.0</strong> de 1980 ganhou uma réplica oficial em escala 1:18, com portas e capô que se abrem.',
        'A miniatura é vendida na loja do acervo histórico e no site da Aurora.',
      ],
      media: ['guara-01', 'guara-03'],
      associations: [carNews('guara', 'guara-gts')],
    }),
  },
  {
    write: () => ({
      title: 'Exposição conta a história da Jangada e das viagens de férias dos anos 1980',
      subtitle: 'Mostra reúne fotos enviadas por proprietários',
      paragraphs: [
        'Uma exposição no acervo histórico da Aurora conta a história da <strong>Jangada</strong>, a perua que levou famílias brasileiras ao litoral nos anos 1980.',
        'A mostra reúne 300 fotos enviadas por proprietários e uma Jangada GL a álcool de 1983 totalmente original.',
      ],
      media: ['jangada-01', 'jangada-02'],
      associations: [carNews('jangada', 'jangada-gl'), companyNews(2, 7)],
    }),
  },
  {
    write: () => ({
      title: 'Carcará de 1982 com 900 mil quilômetros é doada ao acervo da Aurora',
      subtitle: 'Picape trabalhou 40 anos em uma fazenda de café no sul de Minas',
      paragraphs: [
        'Uma <strong>Aurora Carcará</strong> de 1982, com 900 mil quilômetros rodados, foi doada ao acervo histórico da marca por uma família de cafeicultores do sul de Minas Gerais.',
        'A picape trabalhou por 40 anos na fazenda e mantém o motor original.',
      ],
      media: ['carcara-01', 'carcara-02'],
      associations: [carNews('carcara', 'carcara-cs')],
    }),
  },
];
