/** The words of the invitation links' pages (the answers' own words are the site's, in src/domain/events.ts). */
export const invitationPageTexts = {
  lead: 'Convite da assessoria de imprensa da Aurora',
  when: 'Quando',
  where: 'Onde',
  answer: 'Sua resposta',
  agendaLabel: 'Pauta ou motivo (opcional)',
  cannotOpen: 'Não foi possível abrir o convite',
  cannotAnswer: 'Não foi possível registrar a resposta',
  toArea: 'Ver meus eventos na área logada',
  chooseAnswer: 'Escolha Confirmar presença ou Recusar convite.',
} as const;
