/**
 * Drafts for trying the preview (`?token=`): a news item and a car version, unpublished, each opened only by its
 * preview token. The tokens are written here and in the README's demo section; they are demo content, not secrets.
 */
import { list, paragraphs, textBlock } from './html';
import type { SeedBlock } from './types';

export const draftNews = {
  previewToken: 'rascunho-noticia-4f9c2a7e',
  title: 'Ipê EV Cross antecipa a versão aventureira do elétrico da Aurora',
  subtitle: 'Rascunho: lançamento previsto para o segundo semestre de 2027',
  description: paragraphs(
    'A Aurora prepara o <strong>Ipê EV Cross</strong>, versão com suspensão elevada e visual aventureiro do hatch elétrico produzido em Sorocaba.',
    'O modelo usa a bateria de 77 kWh da versão Long Range e ganha protetores de carroceria e rodas de 18 polegadas.',
  ),
  /** A photo of the Ipê already in the demo content. */
  media: 'ipe-03',
  /** The car it is about, by title. */
  car: 'Aurora Ipê EV',
  blocks: [
    textBlock('Preços e equipamentos serão divulgados na apresentação oficial.'),
  ] satisfies SeedBlock[],
};

export const draftVersion = {
  previewToken: 'rascunho-versao-8b31d0c5',
  car: 'Aurora Ipê EV',
  title: 'Ipê EV Cross 77 kWh',
  subtitle: 'Rascunho: suspensão elevada e 420 km de autonomia',
  description:
    paragraphs('Bateria de 77 kWh, motor de 150 kW (204 cv) e altura livre do solo de 190 mm.') +
    list('Rodas de 18 polegadas', 'Protetores de para-choque e caixas de roda', 'Rack de teto funcional'),
  media: 'ipe-06',
  block: {
    text: paragraphs('A versão Cross mantém a recarga rápida de até 135 kW da Long Range.'),
    textMed: paragraphs('Recarga rápida de até 135 kW.'),
    textLow: paragraphs('Recarga de 135 kW.'),
  },
};
