/**
 * The words of the contacts and banner editors (/redacao/contatos, /redacao/destaques) that
 * src/domain/editorialLists.ts does not hold: headings, labels, buttons, where the draft stands and the questions
 * before it is published or discarded. The rules' messages stay in the domain,
 * where the server reads them too; a group, a person and a slide are named by their place as the messages name them.
 */
const groupName = (g: number) => `Grupo ${g + 1}`;
const personName = (g: number, p: number) => `${groupName(g)}, pessoa ${p + 1}`;
const slideName = (s: number) => `Destaque ${s + 1}`;

/** 'estes 3 destaques', 'este destaque'. */
const these = (count: number, one: string, many: string) =>
  count === 1 ? `este ${one}` : `estes ${count} ${many}`;

export const listsTexts = {
  save: 'Salvar rascunho',
  saving: 'Salvando...',
  viewOnSite: 'Ver no site',
  publication: {
    label: 'Situação',
    draft: 'Rascunho com alterações não publicadas',
    published: 'Publicado',
    draftSaved: (when: string, who: string) => `Rascunho salvo em ${when} por ${who}.`,
    lastPublished: (when: string, who: string) => `Publicado pela última vez em ${when} por ${who}.`,
    preview: 'Visualizar',
    publish: 'Publicar',
    discard: 'Descartar rascunho',
    publishTitle: 'Publicar?',
    discardTitle: 'Descartar o rascunho?',
  },
  optional: 'Opcional',
  up: 'Subir',
  down: 'Descer',
  remove: 'Remover',
  photoNone: 'Sem foto',
  contacts: {
    title: 'Contatos',
    intro:
      'Os grupos e as pessoas da página de contatos, na ordem em que o site os mostra. O que é salvo fica em rascunho até ser publicado.',
    saved: 'Rascunho salvo. A página de contatos continua mostrando a versão publicada.',
    whose: 'dos contatos',
    published: 'Contatos publicados: a página de contatos já mostra esta versão.',
    discarded: 'Rascunho descartado: o editor mostra os contatos publicados.',
    publishQuestion: (groups: number, people: number) =>
      groups === 0
        ? 'Publicar os contatos: a página de contatos fica sem nenhum contato.'
        : `Publicar os contatos: a página de contatos passa a mostrar ${these(groups, 'grupo', 'grupos')}, com ${people === 1 ? '1 pessoa' : `${people} pessoas`}.`,
    discardQuestion:
      'Descartar o rascunho: o editor volta aos contatos publicados, e as alterações do rascunho se perdem.',
    none: 'Nenhum grupo ainda. O site mostrará a página de contatos vazia.',
    addGroup: 'Adicionar grupo',
    addPerson: 'Adicionar pessoa',
    addPersonTo: (g: number) => `Adicionar pessoa ao ${groupName(g).toLowerCase()}`,
    noPeople: 'Nenhuma pessoa neste grupo ainda.',
    group: groupName,
    person: personName,
    groupTitle: 'Título do grupo',
    name: 'Nome',
    role: 'Cargo',
    email: 'E-mail',
    phone: 'Telefone',
    languages: 'Idiomas',
    languagesHint: 'Opcional. Por exemplo: Português, Inglês, Espanhol.',
    photo: 'Foto',
    photoAlt: (name: string) => (name.trim() ? `Foto de ${name.trim()}` : 'Foto escolhida'),
    moveGroupUp: (g: number) => `Subir o ${groupName(g).toLowerCase()}`,
    moveGroupDown: (g: number) => `Descer o ${groupName(g).toLowerCase()}`,
    removeGroup: (g: number) => `Remover o ${groupName(g).toLowerCase()}`,
    movePersonUp: (g: number, p: number) => `Subir: ${personName(g, p)}`,
    movePersonDown: (g: number, p: number) => `Descer: ${personName(g, p)}`,
    removePerson: (g: number, p: number) => `Remover: ${personName(g, p)}`,
  },
  banner: {
    title: 'Destaques da home',
    intro:
      'Os destaques do topo da home, na ordem do carrossel. Sem nenhum, a home abre direto nas notícias (o carrossel some). O que é salvo fica em rascunho até ser publicado.',
    saved: 'Rascunho salvo. A home continua mostrando a versão publicada.',
    whose: 'dos destaques',
    published: 'Destaques publicados: a home já mostra esta versão.',
    discarded: 'Rascunho descartado: o editor mostra os destaques publicados.',
    publishQuestion: (slides: number) =>
      slides === 0
        ? 'Publicar o banner: a home deixa de mostrar o carrossel de destaques.'
        : `Publicar o banner: a home passa a mostrar ${these(slides, 'destaque', 'destaques')}.`,
    discardQuestion:
      'Descartar o rascunho: o editor volta aos destaques publicados, e as alterações do rascunho se perdem.',
    none: 'Nenhum destaque. A home não mostrará o carrossel.',
    add: 'Adicionar destaque',
    slide: slideName,
    slideTitle: 'Título',
    subtitle: 'Subtítulo',
    photo: 'Foto',
    photoAlt: (s: number) => `Foto do ${slideName(s).toLowerCase()}`,
    video: 'Vídeo: fica como está, ou troque por uma foto.',
    opens: 'Abre',
    opensKinds: { none: 'Nada', car: 'Um carro', news: 'Uma notícia', page: 'Uma página' },
    car: 'Carro',
    news: 'Notícia',
    page: 'Página',
    pick: 'Escolha...',
    draft: (title: string) => `${title} (rascunho: o destaque só aparece quando for publicado)`,
    searchNews: 'Buscar notícia pelo título',
    searchButton: 'Buscar',
    searching: 'Buscando...',
    noNewsFound: 'Nenhuma notícia publicada com essas palavras.',
    moveUp: (s: number) => `Subir o ${slideName(s).toLowerCase()}`,
    moveDown: (s: number) => `Descer o ${slideName(s).toLowerCase()}`,
    removeSlide: (s: number) => `Remover o ${slideName(s).toLowerCase()}`,
  },
} as const;
