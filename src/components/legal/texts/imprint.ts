import { publisher, type LegalText } from './types';

/** The general terms of use of the press site (the original site's "imprint"). */
export const imprintText: LegalText = {
  slug: 'imprint',
  title: 'Termos Gerais de Uso',
  summary: 'Quem publica este site, quem pode usá-lo e em que condições.',
  updated: 'Atualizado em 18/03/2019',
  intro: [
    `Estes Termos Gerais de Uso regem o acesso e a utilização da Sala de Imprensa da ${publisher.shortName} (“Aurora Imprensa”). Ao navegar pelo site, cadastrar-se ou baixar qualquer conteúdo, você declara ter lido e aceitado estes termos.`,
  ],
  sections: [
    {
      heading: 'Quem publica este site',
      paragraphs: [
        `${publisher.name}, CNPJ ${publisher.cnpj}, com sede na ${publisher.address}.`,
        `Contato da assessoria de imprensa: ${publisher.pressEmail}, telefone ${publisher.phone}.`,
      ],
    },
    {
      heading: 'Finalidade da Sala de Imprensa',
      paragraphs: [
        'A Sala de Imprensa reúne notícias, fotos, vídeos, fichas técnicas e outros materiais sobre a empresa, seus carros e suas tecnologias, destinados a jornalistas, profissionais de mídia e influenciadores.',
        'Todo o material é disponibilizado exclusivamente para uso informativo e jornalístico, e não para uso comercial. É proibido usar textos, fotos, vídeos ou marcas do site em publicidade, na venda de produtos ou serviços, ou de forma que sugira patrocínio ou endosso da Aurora.',
      ],
    },
    {
      heading: 'Quem pode usar',
      paragraphs: [
        'O site pode ser visitado por qualquer pessoa. O cadastro, a área restrita e o programa de empréstimo de veículos para imprensa são destinados apenas a usuários maiores de 18 anos, e o acesso à área restrita é concedido a critério da Aurora.',
        'Você se compromete a fornecer dados verdadeiros no cadastro e a mantê-los atualizados, e é responsável pelo uso da sua conta.',
      ],
    },
    {
      heading: 'Propriedade intelectual',
      paragraphs: [
        'Os conteúdos, marcas, logotipos e desenhos exibidos no site pertencem à Aurora ou a terceiros que autorizaram seu uso, e são protegidos pela legislação de direitos autorais e de propriedade industrial.',
        'Ao publicar um material, cite a fonte (“Foto: Aurora Veículos do Brasil” ou “Divulgação Aurora”) e não altere o seu sentido.',
      ],
    },
    {
      heading: 'Responsabilidade',
      paragraphs: [
        'As informações técnicas, preços e equipamentos divulgados correspondem à data de cada publicação e podem mudar sem aviso. Confirme dados sensíveis com a assessoria de imprensa antes de publicá-los.',
        'A Aurora não responde por conteúdos de sites de terceiros acessados por links externos.',
      ],
    },
    {
      heading: 'Atendimento',
      paragraphs: [
        `Dúvidas sobre estes termos: ${publisher.pressEmail} ou ${publisher.phone}, de segunda a sexta-feira, das 8h às 18h, exceto feriados.`,
      ],
    },
    {
      heading: 'Alterações e lei aplicável',
      paragraphs: [
        'Estes termos podem ser atualizados a qualquer momento; a data da versão em vigor aparece no topo desta página. Aplica-se a legislação brasileira, e fica eleito o foro da comarca de São Bernardo do Campo (SP).',
      ],
    },
  ],
};
