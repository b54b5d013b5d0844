/** The search's interface texts beyond the spec's own (src/domain/search.ts holds those). */

/** How long the header waits after the last key before asking for suggestions. */
export const suggestionsDebounceMs = 250;

export const searchLabels = {
  /** The header's search landmark: a staff desk's page has a search of its own beside it. */
  region: 'Busca do site',
  input: 'Pesquisar',
  submit: 'Pesquisar',
  openBox: 'Abrir pesquisa',
  closeBox: 'Fechar pesquisa',
  suggestions: 'Sugestões de pesquisa',
  tabs: 'Resultados por categoria',
  all: 'Todos',
} as const;

export const suggestionsCount = (count: number) => (count === 1 ? '1 sugestão' : `${count} sugestões`);

export const resultsCount = (count: number) => (count === 1 ? '1 resultado' : `${count} resultados`);

export const resultsTitle = (query: string) => `Resultados para “${query}”`;
