/**
 * The names of the files a visitor takes away: a saved photo, a zip's entries and folders, a page's PDF. A file on a
 * journalist's disk says what it is ('aurora-t-cross-prestige-em-estudio-grande-4096x2731.jpg'), not what it was
 * called in the store ('photo-tcross-05-full.jpg'). Pure, so the server (attachments, zips) and the app (its
 * downloads, the names it hands the mobile app) agree. A picture is named after the media's own title, which a page
 * that shows it under its own words sends with it (`mediaTitle`).
 */

/** Longest slug kept: the whole name stays far below every file system's 255 bytes, size and pixels included. */
const slugMaxLength = 80;

/** A title in lower case, accents dropped, words joined by hyphens ('T-Cross: Aurora' -> 't-cross-aurora'). */
export function titleSlug(title: string, fallback = 'aurora-imprensa'): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, slugMaxLength)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** A media row's three renditions, as the store keeps them. */
export type Rendition = 'low' | 'med' | 'full';

/** The size a rendition is offered as (spec section 3: Pequena, Média, Grande), as a file name writes it. */
const renditionWords: Record<Rendition, string> = { low: 'pequena', med: 'media', full: 'grande' };

/** A rendition's size label ('1024 x 683 px', a film's 'MP4 · 854 x 480 px'), as the download choices show it. */
export const pixelsLabel = ({ width, height }: { width: number; height: number }, format?: string) =>
  `${format ? `${format} · ` : ''}${width} x ${height} px`;

/** The pixels a size label states ('1795 x 1197 px · 1,2 MB' -> '1795x1197'), or '' when it states none. */
export function pixelsOf(sizeLabel: string): string {
  const match = /(\d+)\s*x\s*(\d+)\s*px/i.exec(sizeLabel);
  return match ? `${match[1]}x${match[2]}` : '';
}

/** The extension of a stored file's name, with its dot, in lower case ('.jpg'); '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot).toLowerCase();
}

export interface NamedRendition {
  /** The media item's title. */
  title: string;
  rendition: Rendition;
  /** The rendition's size label, for its pixels. */
  sizeLabel: string;
  /** The stored file's name, for its extension. */
  storedName: string;
}

/** What a saved photo or video is called: title, size and pixels ('…-grande-4096x2731.jpg'). */
export function mediaDownloadName({ title, rendition, sizeLabel, storedName }: NamedRendition): string {
  const parts = [titleSlug(title, 'midia'), renditionWords[rendition], pixelsOf(sizeLabel)].filter(Boolean);
  return `${parts.join('-')}${extensionOf(storedName)}`;
}

/** What a news item's own PDF is called ('aurora-zenite-chega-ao-brasil-release.pdf'). */
export const releasePdfName = (newsTitle: string) => `${titleSlug(newsTitle, 'release')}-release.pdf`;

/** What a version's spec sheet is called ('t-cross-highline-ficha-tecnica.pdf'). */
export const specSheetName = (versionTitle: string, storedName: string) =>
  `${titleSlug(versionTitle, 'ficha')}-ficha-tecnica${extensionOf(storedName) || '.pdf'}`;

/** What a news item's or an album's set is saved as, in one zip ('aurora-zenite-chega-ao-brasil.zip'). */
export const setZipName = (setTitle: string) => `${titleSlug(setTitle)}.zip`;
