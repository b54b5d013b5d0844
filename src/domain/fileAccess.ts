/**
 * Who receives a stored file (a photo's rendition, a video, a PDF): everyone once what holds it is published (a news
 * item, the pictures of its text included, an album, a car, a version, a section page; the gallery, a contact, a
 * banner slide are public holders), and before that only whoever the server handed a granted address to: the
 * editorial area's staff, and whoever opened the holder's draft with its valid preview link. A file nothing published holds is answered like a file that isn't
 * there, so nobody learns which drafts have photos by guessing names.
 */

/** 'public' for everyone, 'private' for this request alone, 'refused' as a missing file. */
export type FileAnswer = 'public' | 'private' | 'refused';

export function fileAnswer(file: { published: boolean; granted: boolean }): FileAnswer {
  if (file.published) return 'public';
  return file.granted ? 'private' : 'refused';
}

/**
 * How long a granted address opens its file. An address handed to a draft's previewer or to staff is copied into
 * pages, PDFs and chats: it opens that one file for a day, not for ever.
 */
export const fileGrantLifetimeHours = 24;

/** The query parameter of a granted address: `?acesso={expires}.{signature}`. */
export const fileGrantParam = 'acesso';

/**
 * Caching of a file's answer: a public file as before (by every cache, a week, revalidated); a granted one by no
 * cache, since a shared cache would hand the draft's file to the next visitor; a refusal not at all, so the file
 * shows as soon as its holder is published.
 */
export const fileCacheControl: Record<FileAnswer, string | null> = {
  public: null,
  private: 'private, no-store',
  refused: 'no-store',
};

/**
 * A file's address without the grant it was handed out with (`…/x.jpg?acesso=…` → `…/x.jpg`); any other address as
 * it is. A grant opens a file for a day: an address that is kept (in a news text) keeps the plain address, and the
 * grant is made again for each answer that needs one.
 */
export function withoutFileGrant(address: string): string {
  const match = new RegExp(`^([^?#]*)\\?${fileGrantParam}=[^&#]*$`).exec(address);
  return match ? match[1]! : address;
}
