/** The words of the embedded provider's pages that its routes use too. */
export const pageTexts = {
  signInTitle: 'Entrar na Sala de Imprensa',
  wrongCredentials: 'E-mail ou senha incorretos.',
  missingCredentials: 'Preencha o e-mail e a senha.',
  tooManyAttempts: 'Muitas tentativas de entrada. Aguarde um minuto e tente novamente.',
  signingOut: 'Saindo da Sala de Imprensa…',
  signedOut: 'Você saiu da Sala de Imprensa.',
} as const;
