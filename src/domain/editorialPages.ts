/**
 * The press office's company, technology and e-mobility pages (the editorial area's 'Páginas'): what a page must be
 * to be saved, where a new page may go, and the words the editor shows beside a field and the server answers with.
 * Three levels counting the section's root (page 1): level-1 pages have no parent, level-2 pages have a level-1
 * parent, and nothing goes deeper (the public addresses stop at `/company/{id}/{subId}`).
 *
 * The fields every content page has (spec section 3: a car and a version are content pages too) follow the rules
 * here, `checkPageFields`; editorialCars.ts adds what only a car or a version has.
 */
import { editorialNewsMessages } from './editorialNews';

export const sectionPageLimits = {
  titleMax: 200,
  subtitleMax: 400,
  /** HTML, tags and all, as the news text. */
  descriptionMax: 100_000,
  sideDescriptionMax: 20_000,
  bottomTitleMax: 200,
  /** The order among the page's siblings in the menu and the footer, smallest first. */
  positionMax: 9_999,
  blocksMax: 40,
  blockTextMax: 50_000,
} as const;

/** Each field's name, as the editor labels it, the history lists it and a refusal names it. */
export const sectionPageFieldLabels = {
  title: 'Título',
  subtitle: 'Subtítulo',
  description: 'Texto',
  mediaId: 'Foto principal',
  sideMediaId: 'Foto lateral',
  sideDescription: 'Texto lateral',
  bottomTitle: 'Título final',
  bottomMediaId: 'Foto final',
  position: 'Ordem no menu',
  blocks: 'Blocos',
} as const;

export type SectionPageField = keyof typeof sectionPageFieldLabels;
/** The fields that hold a chosen photo. */
export type SectionPagePhotoField = 'mediaId' | 'sideMediaId' | 'bottomMediaId';
export const sectionPagePhotoFields: readonly SectionPagePhotoField[] = [
  'mediaId',
  'sideMediaId',
  'bottomMediaId',
];

/** A block's name in messages, counted from 1 as the editor shows them. */
export const blockLabel = (index: number) => `Bloco ${index + 1}`;

/** The shorter texts of a text block, for a tablet and a phone ('' when the editor wrote none). */
export const blockTextVariantLabels = {
  textMed: 'versão para tablet',
  textLow: 'versão para celular',
} as const;

export const sectionPageMessages = {
  titleRequired: 'Informe o título da página.',
  titleLong: `O título pode ter até ${sectionPageLimits.titleMax} caracteres.`,
  subtitleLong: `O subtítulo pode ter até ${sectionPageLimits.subtitleMax} caracteres.`,
  descriptionLong: 'O texto ficou longo demais. Divida-o em blocos abaixo da página.',
  sideDescriptionLong: 'O texto lateral ficou longo demais. Passe parte dele para o texto principal.',
  bottomTitleLong: `O título final pode ter até ${sectionPageLimits.bottomTitleMax} caracteres.`,
  positionInvalid: `Informe a ordem no menu: um número inteiro de 0 a ${sectionPageLimits.positionMax}.`,
  tooManyBlocks: `Uma página pode ter até ${sectionPageLimits.blocksMax} blocos.`,
  blockTextRequired: (index: number) => `Escreva o texto do ${blockLabel(index).toLowerCase()} ou remova-o.`,
  blockTextLong: (index: number) =>
    `O texto do ${blockLabel(index).toLowerCase()} ficou longo demais. Divida-o em mais blocos.`,
  blockPhotoRequired: (index: number) => `Escolha a foto do ${blockLabel(index).toLowerCase()} ou remova-o.`,
  blockPhotoUnknown: (index: number) =>
    `A foto do ${blockLabel(index).toLowerCase()} não existe mais ou ainda está sendo preparada. Escolha outra.`,
  photoUnknown: (label: string) =>
    `A foto escolhida em “${label}” não existe mais ou ainda está sendo preparada. Escolha outra.`,
  parentUnknown: 'A página escolhida para receber a nova página não existe mais. Recarregue a lista.',
  parentNotLevelOne:
    'Uma subpágina só pode ficar dentro de uma página de primeiro nível (a seção tem no máximo três níveis).',
  rootUnpublish:
    'A página inicial da seção não pode ser despublicada: é ela que abre a seção no menu e no site.',
  notFound: 'Página não encontrada.',
  /** Two editors saved one page: the second is told, and keeps what they typed. */
  conflict: editorialNewsMessages.conflict,
} as const;

export type SectionPageState = 'draft' | 'published';

export const sectionPageStateLabels: Record<SectionPageState, string> = {
  draft: 'Rascunho',
  published: 'Publicada',
};

/** Where a page sits in its tree: 0 the section's root (page 1), 1 a page of the menu, 2 a page under one. */
export type SectionPageLevel = 0 | 1 | 2;

export const sectionRootPageId = 1;

export function sectionPageLevelOf(page: { id: number; parentId: number | null }): SectionPageLevel {
  if (page.parentId !== null) return 2;
  return page.id === sectionRootPageId ? 0 : 1;
}

/** Whether a page can hold a new page: only a level-1 page (the root's children would make a fourth level). */
export const canHoldSubpages = (page: { id: number; parentId: number | null }) =>
  sectionPageLevelOf(page) === 1;

/** A block below the page as the editor holds it: a text, or a photo not yet chosen (null) or chosen. */
export type SectionPageBlockFields =
  { type: 1; text: string; textMed: string; textLow: string } | { type: 2; mediaId: number | null };

/** The fields of any content page that the rules check (a section page's, a car's, a version's). */
export interface PageFields {
  title: string;
  subtitle: string;
  description: string;
  sideDescription: string;
  bottomTitle: string;
  position: number;
  blocks: readonly SectionPageBlockFields[];
}

export type SectionPageFields = PageFields;

/** A problem of one field; `Field` is the kind of page's own field names (a car has more than a section page). */
export interface PageProblem<Field extends string = SectionPageField> {
  field: Field;
  /** The block (from 0) the problem is in, for `blocks`. */
  block?: number;
  message: string;
}

export type SectionPageProblem = PageProblem<SectionPageField>;

/** The text of an HTML fragment, for telling an empty editor ('<p></p>') from a written one. */
const visibleText = (html: string) =>
  html
    .replace(/<(img|iframe|video|table)\b/gi, ' x ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** The title alone, as 'Nova página' asks for it. */
export function checkSectionPageTitle(title: string): string | null {
  if (!title.trim()) return sectionPageMessages.titleRequired;
  if (title.length > sectionPageLimits.titleMax) return sectionPageMessages.titleLong;
  return null;
}

/**
 * The first problem of a content page's fields, or null when they can be saved. The server's HTML rules
 * (server/content/contentHtml.ts) and that the chosen photos exist are checked by the server only.
 */
export function checkPageFields(fields: PageFields): SectionPageProblem | null {
  const m = sectionPageMessages;
  const limits = sectionPageLimits;
  const title = checkSectionPageTitle(fields.title);
  if (title) return { field: 'title', message: title };
  if (fields.subtitle.length > limits.subtitleMax) return { field: 'subtitle', message: m.subtitleLong };
  if (fields.description.length > limits.descriptionMax)
    return { field: 'description', message: m.descriptionLong };
  if (fields.sideDescription.length > limits.sideDescriptionMax)
    return { field: 'sideDescription', message: m.sideDescriptionLong };
  if (fields.bottomTitle.length > limits.bottomTitleMax)
    return { field: 'bottomTitle', message: m.bottomTitleLong };
  if (!Number.isInteger(fields.position) || fields.position < 0 || fields.position > limits.positionMax)
    return { field: 'position', message: m.positionInvalid };
  if (fields.blocks.length > limits.blocksMax) return { field: 'blocks', message: m.tooManyBlocks };
  for (const [index, block] of fields.blocks.entries()) {
    if (block.type === 2) {
      if (block.mediaId === null)
        return { field: 'blocks', block: index, message: m.blockPhotoRequired(index) };
      continue;
    }
    if (!visibleText(block.text))
      return { field: 'blocks', block: index, message: m.blockTextRequired(index) };
    const longest = Math.max(block.text.length, block.textMed.length, block.textLow.length);
    if (longest > limits.blockTextMax)
      return { field: 'blocks', block: index, message: m.blockTextLong(index) };
  }
  return null;
}

/** The label the server names an HTML field by in a refusal ('… (campo Texto lateral).'). */
const htmlFieldLabels: Partial<Record<SectionPageField, string>> = {
  description: sectionPageFieldLabels.description,
  sideDescription: sectionPageFieldLabels.sideDescription,
};

/** The fields of the rules' own messages (the server checks them again, in case the editor's copy is older). */
const ruleFields = new Map<string, SectionPageField>([
  [sectionPageMessages.titleRequired, 'title'],
  [sectionPageMessages.titleLong, 'title'],
  [sectionPageMessages.subtitleLong, 'subtitle'],
  [sectionPageMessages.descriptionLong, 'description'],
  [sectionPageMessages.sideDescriptionLong, 'sideDescription'],
  [sectionPageMessages.bottomTitleLong, 'bottomTitle'],
  [sectionPageMessages.positionInvalid, 'position'],
  [sectionPageMessages.tooManyBlocks, 'blocks'],
]);

/** A section page has no fields beyond the page fields. */
export const checkSectionPage = checkPageFields;

/**
 * The field a server's refusal is about, so the editor can show it beside that field: the rules' own messages, the
 * HTML rules' naming of the field ('(campo Texto lateral)', '(campo Bloco 2)'), a photo that can't be used named by
 * its slot or its block. Null for a refusal about the page as a whole (or about a field only a car or a version
 * has: editorialCars.ts reads those).
 */
export function fieldOfSectionPageRefusal(message: string): Omit<SectionPageProblem, 'message'> | null {
  const ruleField = ruleFields.get(message);
  if (ruleField) return { field: ruleField };
  for (const [field, label] of Object.entries(htmlFieldLabels))
    if (message.includes(`(campo ${label})`)) return { field: field as SectionPageField };
  for (const field of sectionPagePhotoFields)
    if (message === sectionPageMessages.photoUnknown(sectionPageFieldLabels[field])) return { field };
  const block = /\(campo Bloco (\d+)|do bloco (\d+) /.exec(message);
  if (block) return { field: 'blocks', block: Number(block[1] ?? block[2]) - 1 };
  return null;
}
