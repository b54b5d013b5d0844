import { publisher, type LegalText } from './types';

/** The terms a visitor accepts before downloading media (the original site's "termoDownload"). */
export const downloadTermsText: LegalText = {
  slug: 'termoDownload',
  title: 'Termos de Uso para Download',
  summary: 'As condições para baixar e publicar fotos, vídeos e documentos da Sala de Imprensa.',
  updated: 'Atualizado em 18/03/2019',
  intro: [
    `Fotos, vídeos, fichas técnicas e demais arquivos da Sala de Imprensa da ${publisher.shortName} podem ser baixados gratuitamente nas condições abaixo. Leia-as e confirme o aceite no fim da página; depois disso os downloads deste navegador não pedirão o aceite de novo.`,
  ],
  sections: [
    {
      heading: 'Uso permitido',
      paragraphs: [
        'Os arquivos são cedidos apenas para uso informativo e jornalístico, e não para uso comercial: reportagens, notas, avaliações, programas de rádio e TV, sites, blogs e redes sociais de veículos de mídia e de influenciadores.',
      ],
    },
    {
      heading: 'Uso proibido',
      paragraphs: ['Não é permitido:'],
      list: [
        'usar os arquivos em publicidade, em anúncios de venda de veículos, peças ou serviços, ou em qualquer material comercial;',
        'alterar as imagens de forma que mude o seu sentido ou apresente o produto de maneira diferente da real (retoques de cor e recortes editoriais são permitidos);',
        'revender, sublicenciar ou distribuir os arquivos em bancos de imagens;',
        'associar as marcas da Aurora a conteúdos ilegais, ofensivos ou político-partidários.',
      ],
    },
    {
      heading: 'Créditos',
      paragraphs: [
        'Ao publicar, cite a fonte: “Foto: Aurora Veículos do Brasil” ou “Divulgação Aurora”. Veículos e equipamentos mostrados podem ser de outros mercados ou versões de pré-série.',
      ],
    },
    {
      heading: 'Responsabilidade',
      paragraphs: [
        'O uso em desacordo com estes termos pode levar ao bloqueio do acesso à Sala de Imprensa e à responsabilização nos termos da Lei de Direitos Autorais (Lei nº 9.610/1998).',
        'Os downloads pedidos pela lista de Favoritos chegam por e-mail; o endereço informado é tratado conforme a Política de Privacidade.',
      ],
    },
    {
      heading: 'Atendimento',
      paragraphs: [
        `Para usos não previstos aqui, peça autorização à assessoria de imprensa: ${publisher.pressEmail}, de segunda a sexta-feira, das 8h às 18h.`,
      ],
    },
  ],
};
