/**
 * The words of the cars' screens (/redacao/carros) that src/domain/editorialCars.ts does not hold: headings, labels,
 * buttons, hints. The fields' names and the rules' messages stay in the domain, where the server reads them too; the
 * page fields' hints are the section pages' (sectionPagesTexts.ts).
 */
import { carFieldLabels, versionFieldLabels } from '../../../domain/editorialCars';

export const carsTexts = {
  heading: 'Carros',
  desk: {
    category: (label: string) => `Carros em ${label}`,
    empty: 'Nenhum carro nesta categoria.',
    edit: (title: string) => `Editar ${title}`,
    view: (title: string) => `Ver a página de ${title}`,
    versions: (title: string) => `Versões de ${title}`,
    noVersions: 'Nenhuma versão ainda.',
    highlight: 'Destaque na home',
    offMenu: 'Fora do menu',
  },
  newCar: {
    legend: 'Novo carro',
    title: 'Título do novo carro',
    category: 'Categoria',
    create: 'Criar carro',
    created: 'Carro criado. Preencha e publique quando estiver pronto.',
  },
  newVersion: {
    open: 'Nova versão',
    openFor: (car: string) => `Nova versão de ${car}`,
    title: (car: string) => `Título da nova versão de ${car}`,
    create: 'Criar versão',
    cancel: 'Cancelar',
    created: 'Versão criada. Preencha e publique quando estiver pronta.',
  },
  car: {
    title: 'Editar carro',
    view: 'Ver página',
    fields: carFieldLabels,
    saved: 'Carro salvo.',
    published: 'Carro publicado.',
    unpublished: 'Carro despublicado.',
    whose: 'deste carro',
    yes: 'Sim',
    no: 'Não',
    publishQuestion:
      'Publicar agora: o carro aparece no site, nas listas de carros e, se marcado, no menu e no destaque da home.',
    unpublishQuestion:
      'Despublicar: o carro sai do site, das listas, do menu e do destaque, e o endereço dele deixa de abrir para o público. O link de pré-visualização continua funcionando.',
    positionHint: 'Entre os carros da mesma categoria, a menor ordem aparece primeiro no menu e nas listas.',
    thumbHint: 'A foto do carro no menu, nas listas de carros e no destaque da home.',
    highlightHint: 'Os carros em destaque abrem a lista de carros da home, na ordem do destaque.',
    highlightPositionHint: 'Opcional: sem ordem, o carro vem depois dos que têm uma.',
    menuHint: 'Depois de publicado, aparece no menu lateral e no rodapé.',
    versions: 'Versões deste carro',
    noVersions: 'Este carro ainda não tem versões. Crie a primeira na lista de carros.',
    editVersion: (title: string) => `Editar ${title}`,
  },
  version: {
    title: 'Editar versão',
    fields: versionFieldLabels,
    saved: 'Versão salva.',
    published: 'Versão publicada.',
    unpublished: 'Versão despublicada.',
    whose: 'desta versão',
    publishQuestion: 'Publicar agora: a versão aparece na página do carro e no menu.',
    unpublishQuestion:
      'Despublicar: a versão sai da página do carro e do menu, e o endereço dela deixa de abrir para o público. O link de pré-visualização continua funcionando.',
    positionHint: 'Entre as versões do carro, a menor ordem aparece primeiro no menu e na página do carro.',
    of: 'Versão de',
    pdfHint: 'Opcional. Oferecida na página da versão para baixar.',
    notThisCar: 'Esta versão não é deste carro.',
  },
} as const;
