/**
 * How a news item shows outside its page: its address (`/news/{id}/{slug}`), the description search engines show,
 * and the card a link pasted in WhatsApp, LinkedIn or X draws (picture, title, description, site). Each is optional:
 * left empty it follows what the item already says, so a release goes out complete without the press office typing
 * anything twice. The editor checks them as they are typed, the server on every save with the same words, and the
 * page head and the editor's card preview take their defaults from here, so the preview shows what a network will.
 */
import { titleSlug } from './fileNames';
import { clippedText, firstSentence, textOfHtml } from './htmlText';

export const newsShareLimits = {
  slugMax: 80,
  metaDescriptionMax: 160,
  shareTitleMax: 90,
} as const;

export const newsShareMessages = {
  slugInvalid:
    'Use no endereço só letras minúsculas sem acento, números e hífens (sem hífen no início, no fim ou dois seguidos).',
  slugLong: `O endereço pode ter até ${newsShareLimits.slugMax} caracteres.`,
  slugReserved: 'Este endereço é usado pelo próprio site. Escolha outro.',
  slugTaken: 'Este endereço já é usado por outra notícia. Escolha outro.',
  metaDescriptionLong: `A descrição para buscadores pode ter até ${newsShareLimits.metaDescriptionMax} caracteres.`,
  shareTitleLong: `O título para compartilhamento pode ter até ${newsShareLimits.shareTitleMax} caracteres.`,
  shareImageUnknown: 'A imagem de compartilhamento precisa ser uma foto do acervo da redação. Escolha outra.',
} as const;

/** The fields' names wherever the press office reads them: the editor, a comparison, the change history. */
export const newsShareFieldLabels = {
  slug: 'Endereço (slug)',
  metaDescription: 'Descrição para buscadores',
  shareTitle: 'Título para compartilhamento',
  shareMediaId: 'Imagem de compartilhamento',
} as const;

export type NewsShareField = keyof typeof newsShareFieldLabels;

export interface NewsShareFields {
  slug?: string;
  metaDescription?: string;
  shareTitle?: string;
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The words after `/news/{id}/` that already name another page of the item: its print variant. */
const reservedSlugs: ReadonlySet<string> = new Set(['pdf']);

/** The first problem of the share fields, or null. An empty field is no problem: it takes its default. */
export function checkNewsShare(fields: NewsShareFields): { field: NewsShareField; message: string } | null {
  const m = newsShareMessages;
  const { slug = '', metaDescription = '', shareTitle = '' } = fields;
  if (slug) {
    if (slug.length > newsShareLimits.slugMax) return { field: 'slug', message: m.slugLong };
    if (!slugPattern.test(slug)) return { field: 'slug', message: m.slugInvalid };
    if (reservedSlugs.has(slug)) return { field: 'slug', message: m.slugReserved };
  }
  if (metaDescription.length > newsShareLimits.metaDescriptionMax)
    return { field: 'metaDescription', message: m.metaDescriptionLong };
  if (shareTitle.length > newsShareLimits.shareTitleMax)
    return { field: 'shareTitle', message: m.shareTitleLong };
  return null;
}

/**
 * The slug a title makes ('Aurora Volt: pré-venda' -> 'aurora-volt-pre-venda'), or '' when it makes none (a title of
 * symbols only) or one that names another page.
 */
export function slugOfTitle(title: string): string {
  const slug = titleSlug(title, '').slice(0, newsShareLimits.slugMax).replace(/-+$/, '');
  return reservedSlugs.has(slug) ? '' : slug;
}

/** What an item's share fields come to once the empty ones take their defaults. */
export interface NewsShareView {
  /** '' when the item has none: its address is then `/news/{id}`. */
  slug: string;
  shareTitle: string;
  metaDescription: string;
}

export interface NewsShareSource extends NewsShareFields {
  title: string;
  subtitle: string;
  /** The text's HTML. */
  description: string;
}

/** The description a search engine shows when none was typed: the subtitle, else the text's first sentence. */
export const defaultMetaDescription = (subtitle: string, descriptionHtml: string): string =>
  clippedText(
    subtitle.trim().replace(/\s+/g, ' ') || firstSentence(textOfHtml(descriptionHtml, 100_000)),
    newsShareLimits.metaDescriptionMax,
  );

/** The slug of an item's address: the one typed, else its title's ('' when neither makes one). */
export const newsSlugOf = (item: { slug?: string; title: string }): string =>
  item.slug?.trim() || slugOfTitle(item.title);

export function newsShareView(item: NewsShareSource): NewsShareView {
  return {
    slug: newsSlugOf(item),
    shareTitle: item.shareTitle?.trim() || item.title.trim(),
    metaDescription:
      item.metaDescription?.trim().replace(/\s+/g, ' ') ||
      defaultMetaDescription(item.subtitle, item.description),
  };
}
