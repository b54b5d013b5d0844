import { publisher, type LegalText } from './types';

/** The privacy policy (LGPD, Lei nº 13.709/2018). */
export const privacyPolicyText: LegalText = {
  slug: 'privacypolicy',
  title: 'Política de Privacidade',
  summary: 'Quais dados pessoais tratamos, por quanto tempo, onde ficam e quais são os seus direitos.',
  updated: 'Última atualização: 16/05/2019',
  intro: [
    `Esta Política de Privacidade explica como a ${publisher.name} trata os dados pessoais de quem usa a Sala de Imprensa, nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).`,
  ],
  sections: [
    {
      heading: 'Dados que coletamos',
      paragraphs: ['Tratamos apenas os dados necessários para cada serviço:'],
      list: [
        'Dados de cadastro: nome, e-mail, RG, CPF, endereço, telefones, veículo de mídia em que você atua e, no programa de empréstimo de veículos, os dados da CNH.',
        'Dados da newsletter: nome, sobrenome e e-mail.',
        'Dados de identificação digital: endereço IP, identificador do dispositivo, data e hora de acesso e páginas visitadas.',
      ],
    },
    {
      heading: 'Para que usamos os seus dados',
      paragraphs: [
        'Usamos os dados para manter a sua conta, liberar o acesso à área restrita, enviar a newsletter e os links de download que você pedir, organizar empréstimos de veículos e convites para eventos, cumprir obrigações legais e garantir a segurança do site.',
        'Não vendemos dados pessoais e não os usamos para publicidade de terceiros.',
      ],
    },
    {
      heading: 'Quem pode usar',
      paragraphs: [
        'O cadastro é permitido apenas a maiores de 18 anos. Não coletamos intencionalmente dados de menores de idade; se isso acontecer, os dados serão apagados.',
      ],
    },
    {
      heading: 'Por quanto tempo guardamos os dados',
      paragraphs: ['Guardamos os dados apenas pelo tempo necessário:'],
      list: [
        'Dados de cadastro: por 5 anos após o término da relação com você (por exemplo, após o cancelamento da conta).',
        'Dados de identificação digital: por 6 meses, como exige o Marco Civil da Internet.',
      ],
    },
    {
      heading: 'Onde os dados ficam armazenados',
      paragraphs: [
        'Os dados são armazenados em servidores localizados nos Estados Unidos, operados por prestadores de serviço contratados pela Aurora. Essa transferência internacional segue o artigo 33 da LGPD, com cláusulas contratuais que garantem um nível de proteção equivalente ao brasileiro.',
      ],
    },
    {
      heading: 'Com quem compartilhamos',
      paragraphs: [
        'Compartilhamos dados apenas com prestadores que nos ajudam a operar o site (hospedagem, envio de e-mails, identidade de acesso do grupo), com seguradoras e locadoras no programa de empréstimo de veículos, e com autoridades quando a lei exigir.',
      ],
    },
    {
      heading: 'Seus direitos',
      paragraphs: [
        'Você pode pedir a confirmação do tratamento, o acesso, a correção, a portabilidade ou a exclusão dos seus dados, e revogar um consentimento dado (por exemplo, o da newsletter ou o dos cookies de análise).',
        `Para exercer esses direitos, escreva para o nosso encarregado de dados: ${publisher.privacyEmail}.`,
      ],
    },
    {
      heading: 'Atendimento',
      paragraphs: [
        `Central de privacidade: ${publisher.phone}, de segunda a sexta-feira, das 8h às 18h, e aos sábados, das 8h às 14h, exceto feriados.`,
      ],
    },
    {
      heading: 'Alterações desta política',
      paragraphs: [
        'Esta política pode ser atualizada; a data da última atualização aparece no topo desta página. Mudanças relevantes serão avisadas no site ou por e-mail.',
      ],
    },
  ],
};
