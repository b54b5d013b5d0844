/** What /newsletter says beyond the rules' own messages (src/domain/newsletter.ts). */
export const newsletterTexts = {
  title: 'Newsletter',
  lead: 'Receba por e-mail os lançamentos, notícias e convites da Sala de Imprensa da Aurora Veículos.',
  submit: 'Cadastrar',
  sending: 'Enviando…',
  /** Spec section 8: a network failure on the newsletter call alerts exactly this. */
  networkError: 'Error',
  labels: {
    name: 'Nome',
    lastname: 'Sobrenome',
    email: 'E-mail',
    emailConfirmation: 'Confirme o e-mail',
  },
  termsBefore: 'Li e aceito os ',
  termsLink: 'termos de uso da newsletter',
} as const;
