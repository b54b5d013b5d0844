/** The home page's banner slides ("destaque"), in order. Exactly one is a video: the banner plays it through. */

export type SeedBannerTarget =
  | { category: 'car'; car: string }
  /** The news item with this exact title (titles are unique in the seed). */
  | { category: 'news'; newsTitle: string }
  | { category: 'session' | 'technology' | 'emobility'; pageId: number };

export interface SeedBanner {
  target: SeedBannerTarget;
  media: string;
  title: string;
  subtitle: string;
}

export const seedBanners: SeedBanner[] = [
  {
    target: { category: 'car', car: 'tcross' },
    media: 'tcross-01',
    title: 'Novo Aurora T-Cross',
    subtitle: 'Visual renovado, faróis full LED e central de 10,1 polegadas',
  },
  {
    target: { category: 'emobility', pageId: 1 },
    media: 'video-02',
    title: 'Aurora Ipê EV',
    subtitle: 'Recarga de 10% a 80% em 30 minutos',
  },
  {
    target: {
      category: 'news',
      newsTitle: 'Novo Aurora T-Cross chega às concessionárias a partir de R$ 139.990',
    },
    media: 'tcross-06',
    title: 'Preços e versões do novo T-Cross',
    subtitle: 'Urbano, Prestige e Aventura, de R$ 139.990 a R$ 179.990',
  },
  {
    target: { category: 'technology', pageId: 2 },
    media: 'vento-03',
    title: 'Motores TurboFlex',
    subtitle: 'Turbo, injeção direta e etanol',
  },
  {
    target: { category: 'session', pageId: 3 },
    media: 'fabrica-02',
    title: 'Nossas fábricas',
    subtitle: 'Três unidades industriais em São Paulo e no Paraná',
  },
];
