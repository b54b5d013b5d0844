/** The press office's contacts page: groups of people. Names are invented; addresses use the brand's domain. */

export interface PortraitLook {
  skin: string;
  hair: string;
  hairStyle: 'short' | 'long' | 'bun' | 'curly' | 'bald';
  shirt: string;
  background: string;
}

export interface SeedContact {
  /** Also names the portrait file. */
  key: string;
  name: string;
  role: string;
  email: string;
  phone?: string;
  languages?: string;
  portrait: PortraitLook;
}

export interface SeedContactGroup {
  title: string;
  people: SeedContact[];
}

const skins = { light: '#f1c7a5', medium: '#d8a47f', tan: '#b9825a', dark: '#7a4b2e', deep: '#5a3620' };
const hair = { black: '#1c1714', brown: '#4a2f1d', blond: '#b58a4c', grey: '#8d8d8d', auburn: '#7a3418' };

export const seedContactGroups: SeedContactGroup[] = [
  {
    title: 'Assessoria de Imprensa',
    people: [
      {
        key: 'mariana-figueiredo',
        name: 'Mariana Figueiredo Lopes',
        role: 'Gerente de Comunicação Corporativa',
        email: 'mariana.lopes@aurora-veiculos.com.br',
        phone: '+55 11 2873-4410',
        languages: 'Português, Inglês, Espanhol',
        portrait: {
          skin: skins.light,
          hair: hair.brown,
          hairStyle: 'long',
          shirt: '#0b2545',
          background: '#8da9c4',
        },
      },
      {
        key: 'rafael-braga',
        name: 'Rafael Nogueira Braga',
        role: 'Coordenador de Relações com a Imprensa',
        email: 'rafael.braga@aurora-veiculos.com.br',
        phone: '+55 11 2873-4415',
        languages: 'Português, Inglês',
        portrait: {
          skin: skins.tan,
          hair: hair.black,
          hairStyle: 'short',
          shirt: '#f4f4f4',
          background: '#13c4a3',
        },
      },
      {
        key: 'camila-antunes',
        name: 'Camila Ribeiro Antunes',
        role: 'Analista de Imprensa',
        email: 'camila.antunes@aurora-veiculos.com.br',
        portrait: {
          skin: skins.dark,
          hair: hair.black,
          hairStyle: 'curly',
          shirt: '#c8102e',
          background: '#f4a259',
        },
      },
    ],
  },
  {
    title: 'Produto',
    people: [
      {
        key: 'thiago-vasconcelos',
        name: 'Thiago Vasconcelos',
        role: 'Especialista de Produto – Automóveis',
        email: 'thiago.vasconcelos@aurora-veiculos.com.br',
        phone: '+55 11 2873-4520',
        portrait: {
          skin: skins.medium,
          hair: hair.brown,
          hairStyle: 'short',
          shirt: '#264653',
          background: '#e9c46a',
        },
      },
      {
        key: 'juliana-prado',
        name: 'Juliana Tavares Prado',
        role: 'Especialista de Produto – SUVs e Picapes',
        email: 'juliana.prado@aurora-veiculos.com.br',
        languages: 'Português, Inglês',
        portrait: {
          skin: skins.light,
          hair: hair.blond,
          hairStyle: 'bun',
          shirt: '#6d597a',
          background: '#b8c0ff',
        },
      },
      {
        key: 'eduardo-sampaio',
        name: 'Eduardo Sampaio',
        role: 'Especialista de Produto – Veículos Elétricos',
        email: 'eduardo.sampaio@aurora-veiculos.com.br',
        phone: '+55 11 2873-4534',
        languages: 'Português, Inglês, Alemão',
        portrait: {
          skin: skins.deep,
          hair: hair.black,
          hairStyle: 'bald',
          shirt: '#13c4a3',
          background: '#0b2545',
        },
      },
    ],
  },
  {
    title: 'Institucional e Sustentabilidade',
    people: [
      {
        key: 'beatriz-quintela',
        name: 'Beatriz Moraes Quintela',
        role: 'Gerente de Sustentabilidade',
        email: 'beatriz.quintela@aurora-veiculos.com.br',
        phone: '+55 11 2873-4601',
        languages: 'Português, Inglês, Espanhol',
        portrait: {
          skin: skins.medium,
          hair: hair.auburn,
          hairStyle: 'long',
          shirt: '#2d6a4f',
          background: '#d8f3dc',
        },
      },
      {
        key: 'lucas-pires',
        name: 'Lucas Andrade Pires',
        role: 'Analista de Comunicação Institucional',
        email: 'lucas.pires@aurora-veiculos.com.br',
        portrait: {
          skin: skins.light,
          hair: hair.black,
          hairStyle: 'short',
          shirt: '#1d3557',
          background: '#a8dadc',
        },
      },
    ],
  },
  {
    title: 'Frota de Imprensa',
    people: [
      {
        key: 'fernando-leite',
        name: 'Fernando Cardoso Leite',
        role: 'Coordenador da Frota de Imprensa',
        email: 'fernando.leite@aurora-veiculos.com.br',
        phone: '+55 11 2873-4702',
        portrait: {
          skin: skins.tan,
          hair: hair.grey,
          hairStyle: 'short',
          shirt: '#3d405b',
          background: '#f2cc8f',
        },
      },
      {
        key: 'patricia-mota',
        name: 'Patrícia Gonçalves Mota',
        role: 'Analista de Frota de Imprensa',
        email: 'patricia.mota@aurora-veiculos.com.br',
        phone: '+55 11 2873-4708',
        languages: 'Português, Espanhol',
        portrait: {
          skin: skins.dark,
          hair: hair.brown,
          hairStyle: 'bun',
          shirt: '#e76f51',
          background: '#264653',
        },
      },
      {
        key: 'diego-salles',
        name: 'Diego Rocha Salles',
        role: 'Assistente de Logística da Frota',
        email: 'diego.salles@aurora-veiculos.com.br',
        portrait: {
          skin: skins.medium,
          hair: hair.black,
          hairStyle: 'curly',
          shirt: '#588157',
          background: '#dad7cd',
        },
      },
    ],
  },
  {
    title: 'Eventos',
    people: [
      {
        key: 'renata-dias',
        name: 'Renata Albuquerque Dias',
        role: 'Gerente de Eventos e Patrocínios',
        email: 'renata.dias@aurora-veiculos.com.br',
        phone: '+55 11 2873-4810',
        languages: 'Português, Inglês, Italiano',
        portrait: {
          skin: skins.light,
          hair: hair.black,
          hairStyle: 'long',
          shirt: '#9d4edd',
          background: '#ffd6ff',
        },
      },
      {
        key: 'gustavo-bastos',
        name: 'Gustavo Henrique Bastos',
        role: 'Produtor de Eventos',
        email: 'gustavo.bastos@aurora-veiculos.com.br',
        portrait: {
          skin: skins.deep,
          hair: hair.black,
          hairStyle: 'short',
          shirt: '#f4a259',
          background: '#3a86ff',
        },
      },
    ],
  },
];

export const portraitKey = (person: SeedContact) => `portrait-${person.key}`;
