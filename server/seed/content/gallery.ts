/**
 * The media gallery: albums ("buckets") of photos and videos. Every photo of the seed is defined here, even those
 * used only by car and section pages, so the list of files to make follows from this file alone.
 */
import type { SceneType } from '../images/scenes';

export interface SeedPhoto {
  kind: 'photo';
  key: string;
  title: string;
  scene: SceneType;
  /** Key of the car in the picture, if any. */
  car?: string;
}

export interface SeedVideoRef {
  kind: 'video';
  key: string;
}

export interface SeedAlbum {
  key: string;
  title: string;
  description: string;
  /** Publication day, counted back from the seed's `now`; the album's news shares it. */
  daysAgo: number;
  /** First item unless said otherwise. */
  cover?: string;
  items: (SeedPhoto | SeedVideoRef)[];
}

/** The committed videos (server/seed/assets, made by scripts/make-seed-videos.sh). */
export interface SeedVideo {
  key: string;
  title: string;
}

export const seedVideos: SeedVideo[] = [
  { key: 'video-01', title: 'Filme de lançamento do novo Aurora T-Cross' },
  { key: 'video-02', title: 'Aurora Ipê EV: recarga de 10% a 80% em 30 minutos' },
  { key: 'video-03', title: 'Linha de montagem da plataforma MQA em Sorocaba' },
  { key: 'video-04', title: 'Aurora Boreal Concept no Salão do Automóvel' },
];

const photo = (key: string, title: string, scene: SceneType, car?: string): SeedPhoto =>
  car ? { kind: 'photo', key, title, scene, car } : { kind: 'photo', key, title, scene };
const video = (key: string): SeedVideoRef => ({ kind: 'video', key });

export const seedAlbums: SeedAlbum[] = [
  {
    key: 'tcross-lancamento',
    title: 'Lançamento do novo Aurora T-Cross',
    description: 'Fotos oficiais da nova linha do SUV compacto, apresentada à imprensa em São Paulo.',
    daysAgo: 2,
    items: [
      photo('tcross-01', 'Aurora T-Cross Prestige 1.4 TurboFlex em estúdio', 'studio', 'tcross'),
      video('video-01'),
      photo('tcross-02', 'Aurora T-Cross Urbano na Rodovia dos Bandeirantes', 'road', 'tcross'),
      photo('tcross-03', 'Aurora T-Cross na Avenida Paulista, à noite', 'city', 'tcross'),
      photo('tcross-04', 'Detalhe dos faróis full LED do Aurora T-Cross', 'detail', 'tcross'),
      photo('tcross-05', 'Interior do Aurora T-Cross com a central Aurora Conecta', 'interior', 'tcross'),
      photo('tcross-06', 'Apresentação do Aurora T-Cross à imprensa', 'stage', 'tcross'),
      photo('tcross-07', 'Aurora T-Cross Urbano em estrada da Serra da Mantiqueira', 'road', 'tcross'),
      photo('tcross-08', 'Aurora T-Cross Prestige em estúdio, vista lateral', 'studio', 'tcross'),
      photo('tcross-09', 'Aurora T-Cross Aventura, detalhe das rodas', 'detail', 'tcross'),
      photo('tcross-10', 'Aurora T-Cross Aventura no centro de Campinas', 'city', 'tcross'),
    ],
  },
  {
    key: 'ipe-avaliacao',
    title: 'Aurora Ipê EV: avaliação para a imprensa',
    description: 'Test-drive do hatch elétrico entre São Paulo e Santos, com paradas para recarga.',
    daysAgo: 16,
    items: [
      photo('ipe-01', 'Aurora Ipê EV Long Range em estúdio', 'studio', 'ipe'),
      video('video-02'),
      photo('ipe-02', 'Aurora Ipê EV Standard na Rodovia dos Imigrantes', 'road', 'ipe'),
      photo('ipe-03', 'Aurora Ipê EV em recarga rápida', 'charging', 'ipe'),
      photo('ipe-04', 'Painel digital do Aurora Ipê EV', 'interior', 'ipe'),
      photo('ipe-05', 'Aurora Ipê EV Long Range no centro de Santos', 'city', 'ipe'),
      photo('ipe-06', 'Detalhe da tampa de recarga do Aurora Ipê EV', 'detail', 'ipe'),
      photo('ipe-07', 'Aurora Ipê EV na orla de Santos', 'road', 'ipe'),
      photo('ipe-08', 'Aurora Ipê EV em estúdio, vista traseira', 'studio', 'ipe'),
    ],
  },
  {
    key: 'recarga',
    title: 'Mobilidade elétrica: rede de recarga Aurora',
    description: 'Eletropostos da rede Aurora em concessionárias e rodovias do Sudeste.',
    daysAgo: 30,
    items: [
      photo('recarga-01', 'Eletroposto Aurora em concessionária de São Paulo', 'charging', 'ipe'),
      photo('recarga-02', 'Carregador rápido na Rodovia Presidente Dutra', 'charging', 'ipe'),
      photo('recarga-03', 'Wallbox residencial Aurora de 7,4 kW', 'charging', 'ipe'),
      photo('recarga-04', 'Recarga do Aurora Ipê EV em Campinas', 'charging', 'ipe'),
      photo('recarga-05', 'Eletroposto Aurora em shopping de Belo Horizonte', 'charging', 'ipe'),
      photo('recarga-06', 'Aurora Ipê EV em recarga noturna', 'charging', 'ipe'),
    ],
  },
  {
    key: 'linha-2027',
    title: 'Nova linha: Aurora Vento e Aurora Brisa',
    description: 'Sedã e hatch ganham novos equipamentos e acabamentos.',
    daysAgo: 45,
    items: [
      photo('vento-01', 'Aurora Vento GTS 2.0 TurboFlex em estúdio', 'studio', 'vento'),
      photo('brisa-01', 'Aurora Brisa Sport em estúdio', 'studio', 'brisa'),
      photo('vento-02', 'Aurora Vento Conforto na Rodovia Castello Branco', 'road', 'vento'),
      photo('brisa-02', 'Aurora Brisa 1.0 Flex no centro de Curitiba', 'city', 'brisa'),
      photo('vento-03', 'Aurora Vento GTS, detalhe da grade dianteira', 'detail', 'vento'),
      photo('brisa-03', 'Interior do Aurora Brisa Conforto', 'interior', 'brisa'),
      photo('vento-04', 'Interior do Aurora Vento Conforto', 'interior', 'vento'),
      photo('brisa-04', 'Aurora Brisa Conforto em estrada do interior paulista', 'road', 'brisa'),
      photo('vento-05', 'Aurora Vento GTS no Rio de Janeiro, à noite', 'city', 'vento'),
      photo('brisa-05', 'Aurora Brisa Sport, detalhe das rodas de 17 polegadas', 'detail', 'brisa'),
    ],
  },
  {
    key: 'fabrica-sorocaba',
    title: 'Complexo Industrial de Sorocaba',
    description: 'A fábrica onde nascem o T-Cross, o Ipê EV e o Vento.',
    daysAgo: 80,
    items: [
      photo('fabrica-01', 'Linha de montagem final em Sorocaba', 'factory', 'tcross'),
      video('video-03'),
      photo('fabrica-02', 'Robôs de solda da carroceria do Aurora T-Cross', 'factory', 'tcross'),
      photo('fabrica-03', 'Montagem do Aurora Ipê EV', 'factory', 'ipe'),
      photo('fabrica-04', 'Área de pintura do Complexo Industrial de Sorocaba', 'factory', 'vento'),
      photo('fabrica-05', 'Inspeção de qualidade do Aurora Vento', 'factory', 'vento'),
      photo('fabrica-06', 'Montagem da bateria do Aurora Ipê EV', 'factory', 'ipe'),
      photo('fabrica-07', 'Pátio de expedição de Sorocaba', 'road', 'tcross'),
      photo('fabrica-08', 'Aurora T-Cross na pista de testes da fábrica', 'road', 'tcross'),
    ],
  },
  {
    key: 'serra-agro',
    title: 'Aurora Serra na Rota do Agro',
    description: 'A picape média em fazendas e estradas de terra do Mato Grosso.',
    daysAgo: 120,
    items: [
      photo('serra-01', 'Aurora Serra Extrema V6 em estúdio', 'studio', 'serra'),
      photo('serra-02', 'Aurora Serra Cabine Dupla em estrada de terra em Sorriso (MT)', 'road', 'serra'),
      photo('serra-03', 'Aurora Serra, detalhe da caçamba', 'detail', 'serra'),
      photo('serra-04', 'Aurora Serra Extrema V6 na BR-163', 'road', 'serra'),
      photo('serra-05', 'Aurora Serra em Cuiabá, ao entardecer', 'city', 'serra'),
      photo('serra-06', 'Interior da Aurora Serra Cabine Dupla', 'interior', 'serra'),
    ],
  },
  {
    key: 'taruma-apresentacao',
    title: 'Aurora Tarumã: apresentação à imprensa',
    description: 'O SUV de sete lugares em Gramado (RS).',
    daysAgo: 200,
    items: [
      photo('taruma-01', 'Aurora Tarumã Prestige em estúdio', 'studio', 'taruma'),
      photo('taruma-02', 'Aurora Tarumã na Serra Gaúcha', 'road', 'taruma'),
      photo('taruma-03', 'Aurora Tarumã Conforto em Gramado', 'city', 'taruma'),
      photo('taruma-04', 'Terceira fileira de bancos do Aurora Tarumã', 'interior', 'taruma'),
      photo('taruma-05', 'Aurora Tarumã, detalhe da lanterna traseira', 'detail', 'taruma'),
      photo('taruma-06', 'Aurora Tarumã Prestige AWD em estrada de serra', 'road', 'taruma'),
    ],
  },
  {
    key: 'conceitos-salao',
    title: 'Conceitos Aurora no Salão do Automóvel',
    description: 'Boreal, Trilha e Lume no estande da Aurora em São Paulo.',
    daysAgo: 380,
    cover: 'boreal-01',
    items: [
      photo('boreal-01', 'Aurora Boreal Concept no estande do Salão do Automóvel', 'stage', 'boreal'),
      video('video-04'),
      photo('boreal-02', 'Aurora Boreal Concept em estúdio', 'studio', 'boreal'),
      photo('boreal-03', 'Aurora Boreal Concept, detalhe da assinatura luminosa', 'detail', 'boreal'),
      photo('boreal-04', 'Interior do Aurora Boreal Concept', 'interior', 'boreal'),
      photo('trilha-01', 'Aurora Trilha Concept no Salão do Automóvel', 'stage', 'trilha'),
      photo('trilha-02', 'Aurora Trilha Concept na Chapada dos Veadeiros (GO)', 'road', 'trilha'),
      photo('trilha-03', 'Aurora Trilha Concept em estúdio', 'studio', 'trilha'),
      photo('lume-01', 'Aurora Lume Concept no Salão do Automóvel', 'stage', 'lume'),
      photo('lume-02', 'Aurora Lume Concept em São Paulo', 'city', 'lume'),
      photo('lume-03', 'Aurora Lume Concept em estúdio', 'studio', 'lume'),
    ],
  },
  {
    key: 'acervo-historico',
    title: 'Acervo histórico: clássicos Aurora',
    description: 'Fotos de época dos modelos que marcaram a história da Aurora no Brasil.',
    daysAgo: 640,
    items: [
      photo('sabia-01', 'Aurora Sabiá 1200 de 1961 diante da fábrica de Sorocaba', 'heritage', 'sabia'),
      photo('sabia-02', 'Aurora Sabiá 1500 de 1975', 'heritage', 'sabia'),
      photo('sabia-03', 'Aurora Sabiá Última Série, de 1986', 'studio', 'sabia'),
      photo('guara-01', 'Aurora Guará GT 1.8 de 1974', 'heritage', 'guara'),
      photo('guara-02', 'Aurora Guará GT nas Mil Milhas Brasileiras', 'heritage', 'guara'),
      photo('guara-03', 'Aurora Guará GTS 2.0 de 1980, restaurado', 'studio', 'guara'),
      photo('jangada-01', 'Aurora Jangada L de 1979', 'heritage', 'jangada'),
      photo('jangada-02', 'Aurora Jangada GL a álcool de 1983', 'heritage', 'jangada'),
      photo('carcara-01', 'Aurora Carcará Cabine Simples de 1982', 'heritage', 'carcara'),
      photo('carcara-02', 'Aurora Carcará Cabine Estendida de 1990, restaurada', 'studio', 'carcara'),
    ],
  },
];

export const seedPhotos: SeedPhoto[] = seedAlbums.flatMap((album) =>
  album.items.filter((item): item is SeedPhoto => item.kind === 'photo'),
);
