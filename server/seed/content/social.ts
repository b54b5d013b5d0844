/**
 * The social block: the press office's latest posts on X and videos on YouTube, as the feeds would give them.
 * Links have the real services' shapes; the ids are invented (seeded) and lead nowhere.
 */
import { createRandom } from '../random';

export interface SeedSocialItem {
  network: 'twitter' | 'youtube';
  title: string;
  link: string;
  content: string;
  /** Hours before the seed's `now`. */
  hoursAgo: number;
}

const tweets: [hoursAgo: number, content: string][] = [
  [
    3,
    'Novo Aurora T-Cross já está nas concessionárias, a partir de R$ 139.990. Fotos e vídeo oficiais na nossa sala de imprensa. #AuroraTCross',
  ],
  [20, 'Terceiro turno em Sorocaba: vamos contratar 650 pessoas para atender à demanda do novo T-Cross.'],
  [
    46,
    'Jornalistas, a frota de imprensa do novo T-Cross já pode ser agendada pela área logada da sala de imprensa.',
  ],
  [70, 'O Ipê EV recebeu nota A no Programa Brasileiro de Etiquetagem Veicular do Inmetro. ⚡'],
  [
    118,
    'Inscrições abertas: 1.200 vagas em cursos gratuitos do Instituto Aurora em Sorocaba, Jundiaí e Pinhais.',
  ],
  [140, 'Atualização remota da central Aurora Conecta traz novos comandos de voz em português.'],
  [190, 'Ao vivo às 10h: coletiva de lançamento do novo Aurora T-Cross. Link no perfil.'],
  [260, 'Resultado de vendas do mês já disponível na sala de imprensa.'],
  [390, 'Visitamos a linha de montagem do Ipê EV em Sorocaba. Fotos no álbum da galeria de mídia.'],
];

const videos: [hoursAgo: number, title: string, content: string][] = [
  [
    30,
    'Novo Aurora T-Cross | Filme de lançamento',
    'Conheça o novo Aurora T-Cross, o SUV compacto feito em Sorocaba.',
  ],
  [
    380,
    'Aurora Ipê EV | Recarga de 10% a 80% em 30 minutos',
    'Acompanhe uma recarga rápida do Ipê EV na rede Aurora.',
  ],
  [1900, 'Por dentro da fábrica de Sorocaba', 'Um passeio pela linha de montagem da plataforma MQA.'],
];

const youtubeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function seedSocialItems(): SeedSocialItem[] {
  const random = createRandom('social-feed');
  // X status ids are 19-digit numbers; the first digit is never 0.
  const statusId = () => `1${Array.from({ length: 18 }, () => random.int(0, 9)).join('')}`;
  const videoId = () => Array.from({ length: 11 }, () => random.pick([...youtubeAlphabet])).join('');
  return [
    ...tweets.map(([hoursAgo, content]) => ({
      network: 'twitter' as const,
      title: '',
      link: `https://x.com/aurora_imprensa/status/${statusId()}`,
      content,
      hoursAgo,
    })),
    ...videos.map(([hoursAgo, title, content]) => ({
      network: 'youtube' as const,
      title,
      link: `https://www.youtube.com/watch?v=${videoId()}`,
      content,
      hoursAgo,
    })),
  ];
}
