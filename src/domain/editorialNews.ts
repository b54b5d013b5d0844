/**
 * The press office's news (DECISIONS.md "Staff areas beyond the spec", the editorial area /redacao): the rules a
 * news item must meet to be saved, its states (rascunho, agendada, publicada), and Brazil's wall-clock time of a
 * scheduled publication. The editor checks them as the press officer types; the server checks them again on every
 * call and answers with the same words.
 */
import { isValid, parseISO } from 'date-fns';
import { momentOfBrazilLocal, todayInBrazil } from './brazilTime';
import { checkNewsShare, newsShareMessages, type NewsShareField, type NewsShareFields } from './newsSharing';

export const editorialNewsLimits = {
  titleMax: 200,
  subtitleMax: 400,
  /** The text's HTML, tags and all: a long release with its tables stays far below. */
  descriptionMax: 100_000,
  /** What a news item is about (a car, a company, technology or e-mobility page): the filters read these. */
  associationsMax: 20,
  /** The photos and films of one item's set: a launch's press kit is a few dozen at most. */
  photoSetMax: 100,
} as const;

export const editorialNewsMessages = {
  titleRequired: 'Informe o título da notícia.',
  titleLong: `O título pode ter até ${editorialNewsLimits.titleMax} caracteres.`,
  subtitleLong: `O subtítulo pode ter até ${editorialNewsLimits.subtitleMax} caracteres.`,
  descriptionRequired: 'Escreva o texto da notícia.',
  descriptionLong: 'O texto ficou longo demais para uma notícia. Divida-o em mais de uma.',
  newsDateInvalid: 'Informe a data da notícia (dd/mm/aaaa).',
  tooManyAssociations: `Associe a notícia a no máximo ${editorialNewsLimits.associationsMax} assuntos.`,
  associationUnknown: 'Um dos assuntos escolhidos não existe mais. Revise as associações.',
  mediaUnknown: 'A foto principal escolhida não existe mais. Escolha outra.',
  albumUnknown: 'O álbum escolhido não existe mais. Escolha outro.',
  photoSetLong: `Uma notícia pode ter até ${editorialNewsLimits.photoSetMax} fotos e vídeos.`,
  photoSetRepeated: 'Uma foto ou vídeo aparece duas vezes nas fotos da notícia. Remova a repetida.',
  photoSetUnknown: 'Uma das fotos ou vídeos da notícia não existe mais. Remova-a e salve de novo.',
  publishAtInvalid: 'Informe a data e a hora da publicação (horário de Brasília).',
  publishAtPast: 'Escolha uma data e hora futuras para a publicação.',
  /** Two editors saved one item: the second is told, and keeps what they typed. */
  conflict: 'Este conteúdo foi alterado por outra pessoa. Recarregue para ver a versão atual.',
  notFound: 'Notícia não encontrada.',
  /** A write to an item in the trash: only 'Restaurar' acts on it. */
  inTrash: 'Esta notícia está na lixeira. Restaure-a para editar ou publicar.',
  notInTrash: 'Esta notícia não está na lixeira.',
  notScheduled: 'Esta notícia não está agendada.',
} as const;

/**
 * Where a news item stands: a draft, a draft with an embargo the job queue will lift, out, or in the trash (out of
 * every public place and of the desk's other lists until it is restored, as a draft).
 */
export type EditorialState = 'draft' | 'scheduled' | 'published' | 'deleted';

export const editorialStateLabels: Record<EditorialState, string> = {
  draft: 'Rascunho',
  scheduled: 'Agendada',
  published: 'Publicada',
  deleted: 'Na lixeira',
};

export function editorialStateOf(item: {
  published: boolean;
  publishAt: Date | string | null;
  deletedAt?: Date | string | null;
}): EditorialState {
  if (item.deletedAt) return 'deleted';
  if (item.published) return 'published';
  return item.publishAt ? 'scheduled' : 'draft';
}

/** What the press office writes; the server's HTML rules (server/content/contentHtml.ts) apply to `description`. */
export interface EditorialNewsFields extends NewsShareFields {
  title: string;
  subtitle: string;
  description: string;
  /** yyyy-mm-dd: the date the lists show and sort by. */
  newsDate: string;
  associations: unknown[];
  /** The photo set's media ids in its order; left out, the set is not being changed. */
  mediaIds?: readonly number[];
}

export type EditorialNewsField =
  'title' | 'subtitle' | 'description' | 'newsDate' | 'associations' | 'mediaIds' | NewsShareField;

/** The text of an HTML fragment, for telling an empty editor ('<p></p>') from a written one. */
const visibleText = (html: string) =>
  html
    .replace(/<(img|iframe|video|table)\b/gi, ' x ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value));

/** The first problem of a news item's fields, or null when it can be saved. */
export function checkEditorialNews(
  fields: EditorialNewsFields,
): { field: EditorialNewsField; message: string } | null {
  const m = editorialNewsMessages;
  const limits = editorialNewsLimits;
  if (!fields.title.trim()) return { field: 'title', message: m.titleRequired };
  if (fields.title.length > limits.titleMax) return { field: 'title', message: m.titleLong };
  if (fields.subtitle.length > limits.subtitleMax) return { field: 'subtitle', message: m.subtitleLong };
  if (!visibleText(fields.description)) return { field: 'description', message: m.descriptionRequired };
  if (fields.description.length > limits.descriptionMax)
    return { field: 'description', message: m.descriptionLong };
  if (!isIsoDate(fields.newsDate)) return { field: 'newsDate', message: m.newsDateInvalid };
  if (fields.associations.length > limits.associationsMax)
    return { field: 'associations', message: m.tooManyAssociations };
  const set = fields.mediaIds ?? [];
  if (set.length > limits.photoSetMax) return { field: 'mediaIds', message: m.photoSetLong };
  if (new Set(set).size !== set.length) return { field: 'mediaIds', message: m.photoSetRepeated };
  return checkNewsShare(fields);
}

/**
 * The field a refusal of the server is about, from its words (the same the rules above give), or null for one
 * about no field: the editor shows it there, as it shows its own check.
 */
export function fieldOfNewsRefusal(message: string): EditorialNewsField | null {
  return refusalFields.get(message) ?? null;
}

const refusalFields = new Map<string, EditorialNewsField>([
  [editorialNewsMessages.titleRequired, 'title'],
  [editorialNewsMessages.titleLong, 'title'],
  [editorialNewsMessages.subtitleLong, 'subtitle'],
  [editorialNewsMessages.descriptionRequired, 'description'],
  [editorialNewsMessages.descriptionLong, 'description'],
  [editorialNewsMessages.newsDateInvalid, 'newsDate'],
  [editorialNewsMessages.tooManyAssociations, 'associations'],
  [editorialNewsMessages.associationUnknown, 'associations'],
  [editorialNewsMessages.photoSetLong, 'mediaIds'],
  [editorialNewsMessages.photoSetRepeated, 'mediaIds'],
  [editorialNewsMessages.photoSetUnknown, 'mediaIds'],
  [newsShareMessages.slugInvalid, 'slug'],
  [newsShareMessages.slugLong, 'slug'],
  [newsShareMessages.slugReserved, 'slug'],
  [newsShareMessages.slugTaken, 'slug'],
  [newsShareMessages.metaDescriptionLong, 'metaDescription'],
  [newsShareMessages.shareTitleLong, 'shareTitle'],
  [newsShareMessages.shareImageUnknown, 'shareMediaId'],
]);

/**
 * The date a scheduled item is published with (yyyy-mm-dd): Brazil's day at the moment the job publishes it, so an
 * embargo for tomorrow reads tomorrow in the lists, not the day it was written.
 */
export const newsDateOfPublication = (publishAt: Date): string => todayInBrazil(publishAt);

/** The problem of a scheduled publication's moment, or null: Brazil's wall clock, in the future. */
export function checkPublishAt(local: string, now: Date): string | null {
  const moment = momentOfBrazilLocal(local);
  if (!moment) return editorialNewsMessages.publishAtInvalid;
  return moment.getTime() > now.getTime() ? null : editorialNewsMessages.publishAtPast;
}
