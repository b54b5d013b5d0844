/** What /registry says beyond the rules' own messages (src/domain/profile.ts). */
export const profileTexts = {
  title: 'Cadastro',
  lead: 'Complete seu cadastro para acessar a área restrita da Sala de Imprensa, os eventos e o empréstimo de veículos.',
  submit: 'Enviar cadastro',
  sending: 'Enviando…',
  /** Spec section 8: a call that gets no answer alerts exactly this. */
  networkError: 'Error',
  optional: 'Opcional',
  chooseCountryFirst: 'Escolha o país primeiro',
  chooseStateFirst: 'Escolha o estado primeiro',
  choose: 'Selecione',
  newsletter: 'Quero receber a newsletter da Sala de Imprensa por e-mail',
} as const;

/**
 * Once saved, 'Cadastro enviado com sucesso' stays on screen this long before the user moves on, so it is read
 * (the page it leads to knows nothing of the save).
 */
export const registryTimings = { redirectDelayMs: 1500 } as const;
