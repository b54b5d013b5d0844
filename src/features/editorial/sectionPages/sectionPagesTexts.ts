/**
 * The words of the section pages' screens (/redacao/paginas) that src/domain/editorialPages.ts does not hold:
 * headings, labels, buttons. The fields' names and the rules' messages stay in the domain, where the server reads
 * them too; the sections' names are the menu's (src/domain/sections.ts).
 */
import { blockLabel, blockTextVariantLabels, sectionPageFieldLabels } from '../../../domain/editorialPages';

export const sectionPagesTexts = {
  heading: 'Páginas',
  sections: 'Seções',
  tree: {
    label: (section: string) => `Páginas de ${section}`,
    root: 'Página inicial da seção',
    empty: 'Esta seção ainda não tem páginas.',
    edit: (title: string) => `Editar ${title}`,
  },
  newPage: {
    legend: 'Nova página',
    title: 'Título da nova página',
    where: 'Onde fica',
    topLevel: 'No primeiro nível do menu da seção',
    under: (title: string) => `Dentro de “${title}”`,
    create: 'Criar página',
    created: 'Página criada. Preencha e publique quando estiver pronta.',
  },
  editor: {
    title: 'Editar página',
    fields: sectionPageFieldLabels,
    optional: 'Opcional',
    positionHint: 'Entre as páginas do mesmo nível, a menor ordem aparece primeiro no menu.',
    sideHint: 'Aparece ao lado da foto lateral.',
    bottomHint: 'Aparece no fim da página, sobre a foto final.',
    state: 'Situação',
    where: 'Onde fica',
    levels: {
      0: 'Página inicial da seção',
      1: 'Primeiro nível do menu',
      2: (parent: string) => `Dentro de “${parent}”`,
    },
    save: 'Salvar',
    saving: 'Salvando...',
    saved: 'Página salva.',
    view: 'Ver página',
    publish: 'Publicar',
    published: 'Página publicada.',
    unpublish: 'Despublicar',
    unpublished: 'Página despublicada.',
    whose: 'desta página',
    publishQuestion: 'Publicar agora: a página aparece no site e no menu da seção.',
    unpublishQuestion:
      'Despublicar: a página sai do site e do menu da seção, e o endereço dela deixa de abrir para o público. O link de pré-visualização continua funcionando.',
    publishTitle: 'Publicar agora?',
    unpublishTitle: 'Despublicar?',
    rootStays: 'A página inicial da seção fica sempre publicada.',
    photoChosenAlt: (label: string) => `${label} escolhida`,
  },
  blocks: {
    legend: 'Blocos abaixo da página',
    hint: 'Textos e fotos mostrados depois do texto principal, nesta ordem.',
    none: 'Nenhum bloco ainda.',
    addText: 'Adicionar bloco de texto',
    addPhoto: 'Adicionar bloco de foto',
    // Each takes the block's index from 0; the names are the ones the server's refusals use.
    text: (index: number) => `${blockLabel(index)}: texto`,
    photo: (index: number) => `${blockLabel(index)}: foto`,
    video: 'Vídeo: fica como está, ou troque por uma foto.',
    shortTexts: 'Versões curtas (tablet e celular)',
    textMed: (index: number) => `${blockLabel(index)}, ${blockTextVariantLabels.textMed}`,
    textLow: (index: number) => `${blockLabel(index)}, ${blockTextVariantLabels.textLow}`,
    shortHint: 'Opcionais: sem elas, o tablet e o celular mostram o texto inteiro.',
    up: 'Subir',
    down: 'Descer',
    remove: 'Remover',
    moveUp: (index: number) => `Subir o ${blockLabel(index).toLowerCase()}`,
    moveDown: (index: number) => `Descer o ${blockLabel(index).toLowerCase()}`,
    removeBlock: (index: number) => `Remover o ${blockLabel(index).toLowerCase()}`,
  },
} as const;
