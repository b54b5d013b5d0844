import { publisher, type LegalText } from './types';

/** The newsletter's terms (the original site's "termoNews"). */
export const newsletterTermsText: LegalText = {
  slug: 'termoNews',
  title: 'Termos da Newsletter',
  summary: 'Como funciona a assinatura da newsletter e como cancelá-la.',
  updated: 'Atualizado em 18/03/2019',
  intro: [
    `Ao assinar a newsletter da Sala de Imprensa da ${publisher.shortName}, você concorda com estes termos e com a nossa Política de Privacidade.`,
  ],
  sections: [
    {
      heading: 'O que você recebe',
      paragraphs: [
        'Comunicados de imprensa, convites para lançamentos e novidades sobre carros, tecnologia e mobilidade elétrica da Aurora, em média uma ou duas vezes por semana.',
        'O conteúdo da newsletter tem finalidade informativa e jornalística, e não comercial: não enviamos ofertas de venda.',
      ],
    },
    {
      heading: 'Quem pode assinar',
      paragraphs: ['A assinatura é permitida apenas a maiores de 18 anos.'],
    },
    {
      heading: 'Seus dados',
      paragraphs: [
        'Para a assinatura usamos apenas o seu nome, sobrenome e e-mail, que não são compartilhados com terceiros para fins de publicidade. Eles são tratados conforme a Política de Privacidade, inclusive quanto ao prazo de guarda e ao armazenamento em servidores nos Estados Unidos.',
      ],
    },
    {
      heading: 'Cancelamento',
      paragraphs: [
        `Você pode cancelar a assinatura a qualquer momento pelo link presente no rodapé de cada e-mail ou escrevendo para ${publisher.pressEmail}. O cancelamento vale em até 5 dias úteis.`,
      ],
    },
    {
      heading: 'Atendimento',
      paragraphs: [
        `Dúvidas: ${publisher.pressEmail} ou ${publisher.phone}, de segunda a sexta-feira, das 8h às 18h, exceto feriados.`,
      ],
    },
  ],
};
