/**
 * The press office's cars and their versions (the editorial area's 'Carros'). A car and a version are content pages
 * (spec section 3): their shared fields follow the page rules of editorialPages.ts; here is what only they have, a
 * car's category, menu thumbnail, home highlight and menu flag, and a version's spec sheet PDF, with the words the
 * editor shows beside a field and the server answers with.
 */
import type { CarCategory } from './content';
import { releasePdfPattern } from './editorialMedia';
import {
  checkPageFields,
  checkSectionPageTitle,
  fieldOfSectionPageRefusal,
  sectionPageFieldLabels,
  sectionPageLimits,
  sectionPageMessages,
  sectionPagePhotoFields,
  type PageFields,
  type PageProblem,
  type SectionPagePhotoField,
} from './editorialPages';

/** The categories in the order of the public lists and the menu: models, concepts, classics. */
export const carCategoryOrder: readonly CarCategory[] = [3, 2, 1];

export const carCategoryLabels: Record<CarCategory, string> = {
  1: 'Clássicos',
  2: 'Conceitos',
  3: 'Modelos',
};

export const isCarCategory = (value: unknown): value is CarCategory =>
  carCategoryOrder.includes(value as CarCategory);

export const carLimits = {
  /** The order among the home's highlighted cars, smallest first. */
  highlightPositionMax: sectionPageLimits.positionMax,
} as const;

/** Each field of a car, as the editor labels it, the history lists it and a refusal names it. */
export const carFieldLabels = {
  ...sectionPageFieldLabels,
  categoryCar: 'Categoria',
  thumbMediaId: 'Miniatura',
  isHighlight: 'Destaque na home',
  highlightPosition: 'Ordem no destaque',
  showMenu: 'Aparece no menu',
} as const;

/** Each field of a version. */
export const versionFieldLabels = {
  ...sectionPageFieldLabels,
  pdfFile: 'Ficha técnica (PDF)',
} as const;

export type CarField = keyof typeof carFieldLabels;
export type VersionField = keyof typeof versionFieldLabels;
export type CarPhotoField = SectionPagePhotoField | 'thumbMediaId';
export const carPhotoFields: readonly CarPhotoField[] = [...sectionPagePhotoFields, 'thumbMediaId'];

export const carMessages = {
  categoryUnknown: 'Escolha a categoria do carro: Modelos, Conceitos ou Clássicos.',
  highlightPositionInvalid: `Informe a ordem no destaque: um número inteiro de 0 a ${carLimits.highlightPositionMax}, ou deixe em branco.`,
  carNotFound: 'Carro não encontrado.',
  versionNotFound: 'Versão não encontrada.',
  specSheetUnknown: 'A ficha técnica anexada não foi encontrada. Envie o PDF de novo.',
  /** Two editors saved one car or version: the second is told, and keeps what they typed. */
  conflict: sectionPageMessages.conflict,
} as const;

export type CarState = 'draft' | 'published';

export const carStateLabels: Record<CarState, string> = { draft: 'Rascunho', published: 'Publicado' };
export const versionStateLabels: Record<CarState, string> = { draft: 'Rascunho', published: 'Publicada' };

export interface CarFields extends PageFields {
  categoryCar: number;
  /** Null when the car has no place among the highlighted ones (it goes after those that have one). */
  highlightPosition: number | null;
}

/** 'Novo carro': a title and a category. */
export function checkNewCar(fields: { title: string; categoryCar: number }): PageProblem<CarField> | null {
  const title = checkSectionPageTitle(fields.title);
  if (title) return { field: 'title', message: title };
  if (!isCarCategory(fields.categoryCar))
    return { field: 'categoryCar', message: carMessages.categoryUnknown };
  return null;
}

/**
 * The first problem of a car's fields, or null when it can be saved. That the chosen photos exist is checked by the
 * server only.
 */
export function checkCarFields(fields: CarFields): PageProblem<CarField> | null {
  const page = checkPageFields(fields);
  if (page) return page;
  if (!isCarCategory(fields.categoryCar))
    return { field: 'categoryCar', message: carMessages.categoryUnknown };
  const { highlightPosition } = fields;
  if (
    highlightPosition !== null &&
    (!Number.isInteger(highlightPosition) ||
      highlightPosition < 0 ||
      highlightPosition > carLimits.highlightPositionMax)
  )
    return { field: 'highlightPosition', message: carMessages.highlightPositionInvalid };
  return null;
}

/** A version's own fields need the server (its PDF must be in the store): the page rules are all there is here. */
export const checkVersionFields = (fields: PageFields): PageProblem<VersionField> | null =>
  checkPageFields(fields);

/** Whether a spec sheet's stored path has the shape a registered PDF gets (`documents/<name>.pdf`). */
export const isRegisteredPdfPath = (path: string) => new RegExp(releasePdfPattern).test(path);

const carRuleFields = new Map<string, CarField | VersionField>([
  [carMessages.categoryUnknown, 'categoryCar'],
  [carMessages.highlightPositionInvalid, 'highlightPosition'],
  [carMessages.specSheetUnknown, 'pdfFile'],
  [sectionPageMessages.photoUnknown(carFieldLabels.thumbMediaId), 'thumbMediaId'],
]);

/**
 * The field of a car's or a version's a server's refusal is about, so the editor shows it there: their own rules'
 * messages, then the page fields' (editorialPages.ts). Null for a refusal about the whole.
 */
export function fieldOfCarRefusal(
  message: string,
): Omit<PageProblem<CarField | VersionField>, 'message'> | null {
  const own = carRuleFields.get(message);
  return own ? { field: own } : fieldOfSectionPageRefusal(message);
}
