/**
 * The HTML the text editor of /redacao writes, in one list: the editor's paste cleaning keeps only these elements and
 * attributes (src/features/editorial/editor/pasteCleaning.ts), and the server's rules keep what they name
 * (server/content/contentHtml.ts). Inline pictures are a `<figure>` of the newsroom's own photo, its caption and, in
 * `<small>`, its credit: `<small>` is HTML's element for an attribution.
 */
export const editorialElements = {
  p: [],
  h2: [],
  h3: [],
  ul: [],
  ol: ['start'],
  li: [],
  strong: [],
  em: [],
  a: ['href'],
  blockquote: [],
  br: [],
  figure: [],
  img: ['src', 'alt'],
  figcaption: [],
  small: [],
} as const satisfies Record<string, readonly string[]>;

export type EditorialElement = keyof typeof editorialElements;

export const isEditorialElement = (name: string): name is EditorialElement =>
  Object.hasOwn(editorialElements, name);

/** Whether the editor writes `attribute` on `element` (both lower case). */
export const isEditorialAttribute = (element: string, attribute: string): boolean =>
  isEditorialElement(element) && (editorialElements[element] as readonly string[]).includes(attribute);

/**
 * Attributes the editor never writes but a stored text may carry on a link (older texts, a link made elsewhere): they
 * are harmless, since the public page decides how a link opens (src/components/content/sanitizeHtml.ts).
 */
export const acceptedLinkAttributes: readonly string[] = ['target', 'rel'];

/**
 * Whether `src` is a file of the newsroom's media: `{mediaBase}/{folder}/{file}`, as the server's media addresses are
 * made (`/media` by default, or a CDN's address). Anything else would show a picture from a site the newsroom does
 * not control (and tell that site who reads the news).
 */
export function isNewsroomMediaAddress(src: string, mediaBase: string): boolean {
  const base = `${mediaBase.replace(/\/$/, '')}/`;
  // Queries, fragments and backslashes never occur in the newsroom's addresses; a crafted one could use them.
  if (!src.startsWith(base) || /[?#\\\s]/.test(src)) return false;
  const segments = src.slice(base.length).split('/');
  if (segments.length !== 2) return false;
  return segments.every((segment) => {
    try {
      const name = decodeURIComponent(segment);
      return name !== '' && name !== '.' && name !== '..' && !name.includes('/');
    } catch {
      return false;
    }
  });
}

export const editorialHtmlMessages = {
  foreignPicture: (field: string) =>
    `As imagens do texto devem ser fotos da redação, escolhidas em 'Imagem' (campo ${field}).`,
};
