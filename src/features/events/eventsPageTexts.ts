/**
 * The words of /eventos that src/domain/events.ts leaves to the page (the spec's own words, the confirmations, the
 * status labels and the server's messages are there): states of the list, the dialog's labels, the calendar file.
 */
export const eventsPageTexts = {
  loading: 'Carregando eventos…',
  listFailed: 'Não foi possível carregar os eventos. Tente novamente.',
  retry: 'Tentar novamente',
  actionFailed: 'Não foi possível registrar a resposta. Tente novamente.',
  connectionFailed: 'Sem resposta do servidor. Verifique a conexão e tente novamente.',
  tabsLabel: 'Eventos por período',
  close: 'Fechar',
  /** The dialog's scrolling part, which takes the focus so a keyboard can scroll it. */
  details: (title: string) => `Detalhes do evento ${title}`,
  confirmTitle: 'Confirmação',
  period: 'Data',
  place: 'Local',
  status: 'Situação',
  agendaLabel: 'Pauta ou motivo',
  agendaHint: 'Opcional. Enviado à assessoria de imprensa com a sua resposta.',
  counter: (length: number, max: number) => `${length}/${max} caracteres`,
  yourAnswer: 'Sua resposta',
  yourAgenda: 'Pauta ou motivo enviado',
  calendarFailed: 'Não foi possível baixar o arquivo da agenda. Tente novamente.',
  calendarFileName: (id: number) => `evento-${id}.ics`,
} as const;
