import { publisher, type LegalText } from './types';

/** The cookie policy; the cookie notice links here. */
export const cookiesText: LegalText = {
  slug: 'Cookies',
  title: 'Política de Cookies',
  summary: 'Quais cookies e dados do navegador o site usa, e como aceitar ou recusar os de análise.',
  updated: 'Última atualização: 16/05/2019',
  intro: [
    'Cookies são pequenos arquivos gravados no seu navegador. A Sala de Imprensa usa cookies e o armazenamento local do navegador para funcionar e, só com o seu consentimento, para medir a audiência.',
  ],
  sections: [
    {
      heading: 'Cookies necessários',
      paragraphs: [
        'Guardam a sua sessão de acesso, a sua resposta ao aviso de cookies, a lista de Favoritos e o aceite dos termos de download. Sem eles o site não funciona corretamente, por isso não dependem de consentimento.',
      ],
    },
    {
      heading: 'Cookies de análise',
      paragraphs: [
        'Com o seu aceite, usamos o Google Analytics para contar visitas e downloads e melhorar o site. Se você recusar, esses cookies não são gravados e nenhum dado é enviado ao serviço de análise.',
        'Os dados de identificação digital coletados (endereço IP, dispositivo, páginas visitadas) são guardados por 6 meses e ficam em servidores nos Estados Unidos, como descreve a Política de Privacidade.',
      ],
    },
    {
      heading: 'Como mudar a sua escolha',
      paragraphs: [
        'Você pode apagar os cookies e os dados do site nas configurações do navegador; o aviso de cookies volta a aparecer na próxima visita, e você pode escolher de novo.',
      ],
    },
    {
      heading: 'Atendimento',
      paragraphs: [
        `Dúvidas: ${publisher.privacyEmail}, de segunda a sexta-feira, das 8h às 18h, e aos sábados, das 8h às 14h.`,
      ],
    },
  ],
};
