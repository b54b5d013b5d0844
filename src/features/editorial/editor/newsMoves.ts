/**
 * What each change of a news item's publication does, said before it is made: the question of its confirmation and
 * the notice after it. One sentence says where the item will (or will no longer) be seen.
 */
export type NewsMove = 'publish' | 'unpublish' | 'schedule';

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
};
