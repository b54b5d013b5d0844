/**
 * The words of the events staff area's screens that src/domain/editorialEvents.ts does not hold: headings, labels,
 * buttons. The rules' own messages stay in the domain, where the server reads them too.
 */
export const eventsTexts = {
  newEvent: 'Novo evento',
  newTitle: 'Novo evento',
  editTitle: 'Editar evento',
  caption: 'Eventos da Redação',
  columns: { title: 'Evento', when: 'Quando', state: 'Situação', answers: 'Respostas' },
  answers: (counts: { pending: number; accepted: number; refused: number; unregistered: number }) =>
    [
      `${counts.accepted} aceito${counts.accepted === 1 ? '' : 's'}`,
      `${counts.refused} recusado${counts.refused === 1 ? '' : 's'}`,
      `${counts.pending} pendente${counts.pending === 1 ? '' : 's'}`,
      ...(counts.unregistered ? [`${counts.unregistered} sem cadastro`] : []),
    ].join(', '),
  empty: 'Nenhum evento ainda.',
  fieldsHeading: 'Dados do evento',
  title: 'Título',
  description: 'Descrição',
  location: 'Local',
  start: 'Início (horário de Brasília)',
  end: 'Término (horário de Brasília)',
  blocks: 'Blocos de texto da página do evento',
  blocksHint: 'Aparecem abaixo da descrição, na página de eventos dos convidados.',
  block: (n: number) => `Bloco de texto ${n}`,
  addBlock: 'Adicionar bloco de texto',
  removeBlock: (n: number) => `Remover o bloco de texto ${n}`,
  noBlocks: 'Nenhum bloco de texto.',
  create: 'Criar evento',
  creating: 'Criando...',
  /** Said on the new event's page, which opens with it. */
  created: 'Evento criado. Monte a lista de convidados abaixo.',
  save: 'Salvar',
  saving: 'Salvando...',
  saved: 'Evento salvo.',
  savedMailed:
    'Evento salvo. Os convidados recebem a atualização por e-mail quando muda título, data ou local.',
  whose: 'deste evento',
  state: 'Situação',
  cancelledNote: (note: string) => `Cancelado. Nota enviada aos convidados: ${note}`,
  guests: {
    heading: 'Convidados',
    caption: 'Convidados e suas respostas',
    columns: {
      name: 'Nome',
      email: 'E-mail',
      answer: 'Resposta',
      agenda: 'Pauta ou motivo',
      answeredAt: 'Respondido em',
      actions: 'Ações',
    },
    withdraw: (who: string) => `Retirar convite de ${who}`,
    withdrawShort: 'Retirar convite',
    withdrawTitle: 'Retirar convite',
    /** The question before it: `told` when the person is e-mailed (everyone but a guest who refused). */
    withdrawQuestion: (who: string, told: boolean) =>
      told
        ? `${who} sairá da lista de convidados e receberá um e-mail avisando que o convite foi retirado. Deseja continuar?`
        : `${who} sairá da lista de convidados. Deseja continuar?`,
    withdrawn: (who: string) => `Convite de ${who} retirado.`,
    empty: 'Ninguém foi convidado ainda.',
    invitees: 'Convidados sem cadastro',
    inviteesHint:
      'Receberam um convite para se cadastrar. Ao entrar na Sala de Imprensa com este e-mail, passam à lista acima e recebem o convite.',
    invitedAt: (day: string) => `convidado em ${day}`,
    exportCsv: 'Exportar CSV',
    exporting: 'Exportando...',
    exportFailed: 'Não foi possível exportar a lista. Tente novamente.',
  },
  invite: {
    heading: 'Convidar',
    hint: 'Monte a lista e use "Enviar convites": cada pessoa recebe o convite por e-mail nesse momento.',
    /** The search landmark of the accounts to invite, beside the header's search of the whole site. */
    region: 'Buscar contas para convidar',
    search: 'Buscar contas por nome ou e-mail',
    searchHint: 'Digite ao menos 2 letras.',
    searchButton: 'Buscar',
    searching: 'Buscando...',
    noAccounts: 'Nenhuma conta encontrada.',
    add: (name: string) => `Adicionar ${name}`,
    addShort: 'Adicionar',
    added: 'Na lista',
    emails: 'Colar e-mails',
    emailsHint:
      'Um por linha ou separados por vírgula. Quem ainda não tem conta recebe um convite para se cadastrar.',
    chosen: 'Pessoas escolhidas',
    remove: (name: string) => `Tirar ${name} da lista`,
    removeShort: 'Tirar',
    send: 'Enviar convites',
    sending: 'Enviando...',
    sent: (outcome: { invited: number; askedToRegister: number; alreadyInvited: number }) =>
      [
        `${outcome.invited} convite${outcome.invited === 1 ? ' enviado' : 's enviados'}`,
        ...(outcome.askedToRegister
          ? [`${outcome.askedToRegister} convite${outcome.askedToRegister === 1 ? '' : 's'} para cadastro`]
          : []),
        ...(outcome.alreadyInvited
          ? [`${outcome.alreadyInvited} já estava${outcome.alreadyInvited === 1 ? '' : 'm'} na lista`]
          : []),
      ].join('; ') + '.',
  },
  cancel: {
    heading: 'Cancelar evento',
    note: 'Nota aos convidados',
    noteHint: 'Obrigatória. Vai no e-mail de cancelamento a todos que ainda não recusaram.',
    button: 'Cancelar evento',
    confirm: 'Confirmar o cancelamento',
    keep: 'Voltar',
    ask: 'Os convidados recebem o cancelamento por e-mail e o evento não poderá mais ser alterado. Confirma?',
    dropsUnsaved:
      'As alterações do evento que ainda não foram salvas serão descartadas: o cancelamento vale para o evento como está salvo.',
    done: 'Evento cancelado. Os convidados foram avisados.',
  },
} as const;
