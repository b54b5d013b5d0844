import { publisher, type LegalText } from './types';

/** The site's editorial and conduct policies (the original site's "Policies"). */
export const policiesText: LegalText = {
  slug: 'Policies',
  title: 'Políticas da Sala de Imprensa',
  summary: 'Embargos, correções, empréstimo de veículos, eventos e conduta na Sala de Imprensa.',
  updated: 'Atualizado em 18/03/2019',
  intro: [
    `Estas políticas completam os Termos Gerais de Uso e explicam como a ${publisher.shortName} se relaciona com a imprensa pela Sala de Imprensa.`,
  ],
  sections: [
    {
      heading: 'Conteúdo informativo',
      paragraphs: [
        'Todo o conteúdo da Sala de Imprensa tem finalidade informativa e jornalística, e não comercial. Preços e especificações valem na data de cada publicação.',
      ],
    },
    {
      heading: 'Embargos',
      paragraphs: [
        'Materiais enviados sob embargo só podem ser publicados a partir da data e hora indicadas. A quebra de um embargo pode levar à suspensão do acesso à área restrita.',
      ],
    },
    {
      heading: 'Correções',
      paragraphs: [
        'Quando uma informação publicada estiver errada, corrigimos o texto e registramos a correção no fim da notícia. Se você encontrar um erro, avise a assessoria de imprensa.',
      ],
    },
    {
      heading: 'Empréstimo de veículos e eventos',
      paragraphs: [
        'O programa de empréstimo de veículos para avaliação e os convites para eventos são destinados a profissionais de mídia cadastrados, maiores de 18 anos e com CNH válida no caso dos empréstimos. A aprovação de cada pedido fica a critério da Aurora.',
      ],
    },
    {
      heading: 'Conduta',
      paragraphs: [
        'Ao usar a área restrita, mantenha os seus dados de acesso em sigilo e não compartilhe materiais exclusivos com quem não tem acesso a eles.',
      ],
    },
    {
      heading: 'Atendimento',
      paragraphs: [
        `Assessoria de imprensa: ${publisher.pressEmail} ou ${publisher.phone}, de segunda a sexta-feira, das 8h às 18h.`,
      ],
    },
  ],
};
