/**
 * What each change of a news item's state does, said before it is made: the question of its confirmation and the
 * notice after it. One sentence says where the item will (or will no longer) be seen.
 */
export type NewsMove = 'publish' | 'unpublish' | 'schedule' | 'unschedule' | 'trash' | 'untrash';

export const newsMoveTexts: Record<
  NewsMove,
  { title: string; question: (when?: string) => string; done: string }
> = {
  publish: {
    title: 'Publicar agora?',
    question: () => 'Publicar agora: a notícia aparece na home, nas listas, na busca e no RSS.',
    done: 'Notícia publicada.',
  },
  schedule: {
    title: 'Agendar publicação?',
    question: (when) =>
      `Agendar para ${when ?? ''} (horário de Brasília): até lá a notícia fica fora do site, visível só pelo link de pré-visualização; nessa hora ela aparece na home, nas listas, na busca e no RSS.`,
    done: 'Publicação agendada.',
  },
  unpublish: {
    title: 'Despublicar?',
    question: () =>
      'Despublicar: a notícia sai da home, das listas, da busca e do RSS, e o endereço dela deixa de abrir para o público. O link de pré-visualização continua funcionando.',
    done: 'Notícia despublicada.',
  },
  unschedule: {
    title: 'Cancelar agendamento?',
    question: (when) =>
      `Cancelar agendamento: a notícia volta a ser rascunho e não será publicada ${when ? `em ${when} (horário de Brasília)` : 'na data agendada'}. O link de pré-visualização continua funcionando.`,
    done: 'Agendamento cancelado: a notícia voltou a ser rascunho.',
  },
  trash: {
    title: 'Excluir a notícia?',
    question: () =>
      'Excluir a notícia: ela sai do site, das listas, da busca e do RSS e vai para a lixeira, de onde pode ser restaurada. O link de pré-visualização deixa de funcionar.',
    done: 'Notícia enviada para a lixeira.',
  },
  untrash: {
    title: 'Restaurar a notícia?',
    question: () =>
      'Restaurar a notícia: ela sai da lixeira como rascunho, fora do site até ser publicada de novo, com um novo link de pré-visualização.',
    done: 'Notícia restaurada como rascunho.',
  },
};
