/** The words of the frame every /redacao editor shares: its status line, the leave question, the conflict view. */
export const frameTexts = {
  leave: {
    title: 'Sair sem salvar?',
    question: 'Há alterações que ainda não foram salvas nesta página. Se sair agora, elas serão perdidas.',
  },
  sessionEnded:
    'Sua sessão terminou e nada foi salvo. O que você digitou continua nesta página: entre novamente em outra aba e depois clique em Salvar aqui.',
  status: {
    unsaved: 'Alterações não salvas',
    saving: 'Salvando...',
    savedAt: (time: string) => `Salvo às ${time}`,
    autosaveFailed: (time: string) =>
      `Não foi possível salvar automaticamente às ${time}. Suas alterações continuam na tela.`,
    waitingRules: 'Alterações não salvas: complete os campos obrigatórios para salvar.',
    waitingRecovery:
      'Alterações não salvas: recupere ou descarte as alterações guardadas, no alto da página.',
    keptAside: (time: string) =>
      `Alterações guardadas às ${time}, ainda fora do site. Clique em Salvar para publicá-las.`,
  },
  recovery: {
    found: (time: string, whose: string) =>
      `Você tem alterações ${whose} guardadas às ${time} que ainda não foram salvas.`,
    recover: 'Recuperar as alterações',
    discard: 'Descartar',
  },
  words: { inserted: 'inserido:', deleted: 'removido:' },
  conflict: {
    heading: 'Outra pessoa salvou este conteúdo enquanto você editava',
    savedBy: (who: string, when: string) => `${who} salvou às ${when}.`,
    intro: 'Compare as duas versões e escolha qual fica.',
    field: 'Campo',
    mine: 'Sua versão',
    theirs: 'Versão salva',
    same: 'As duas versões têm o mesmo conteúdo nos campos editáveis.',
    keepMine: 'Manter a minha como nova versão',
    takeTheirs: 'Ficar com a versão salva',
    loading: 'Carregando a versão salva...',
    empty: '(vazio)',
  },
} as const;
