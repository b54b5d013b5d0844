/** The words of every Sim/Não confirmation. */
export const confirmTexts = {
  yes: 'Sim',
  no: 'Não',
  close: 'Fechar',
  working: 'Aguarde…',
} as const;
