/**
 * The smaller and lighter files made beside each JPEG photo rendition, and how they are named. The server writes
 * them (the seed, and the media route for a file it lacks); the app only derives their addresses from the JPEG's,
 * so the API's media shape stays as the spec has it.
 *
 * Beside `x-low.jpg` (1024 px): `x-low.avif`, `x-low.webp`, and the thumbnails `x-low-320.{jpg,avif,webp}` and
 * `x-low-640.{jpg,avif,webp}`, for slots of a few hundred pixels. Beside `x-med.jpg`: `x-med.avif`, `x-med.webp`.
 */

/** Widths of the thumbnails cut from a low rendition: a card's slot (about 200–350 px) at 1x and 2x. */
export const thumbnailWidths = [320, 640] as const;
export type ThumbnailWidth = (typeof thumbnailWidths)[number];

/** The modern formats, best first: a `<picture>` lists them in this order before the JPEG. */
export const modernFormats = ['avif', 'webp'] as const;
export type ModernFormat = (typeof modernFormats)[number];

export const imageMimeTypes: Record<ModernFormat | 'jpg', string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

const jpegName = /^(.*)\.jpe?g$/i;

/** True when the address (or file name) is a JPEG, the only files that get siblings. */
export function hasSiblings(address: string): boolean {
  return jpegName.test(address.split(/[?#]/)[0] ?? '');
}

/**
 * The address of a JPEG's sibling: `…/x-low.jpg` → `…/x-low-320.avif`. Null for an address that is not a JPEG's.
 * A query or fragment (a CDN's signature, say) is kept.
 */
export function siblingAddress(
  address: string,
  { width, format }: { width?: ThumbnailWidth; format: ModernFormat | 'jpg' },
): string | null {
  const cut = address.search(/[?#]/);
  const file = cut === -1 ? address : address.slice(0, cut);
  const rest = cut === -1 ? '' : address.slice(cut);
  const match = jpegName.exec(file);
  if (!match) return null;
  if (!width && format === 'jpg') return address;
  return `${match[1]}${width ? `-${width}` : ''}.${format}${rest}`;
}

export interface SiblingName {
  /** The JPEG it is made from, in the same folder. */
  source: string;
  width: ThumbnailWidth | null;
  format: ModernFormat | 'jpg';
}

/**
 * What a requested file name would be a sibling of: `x-low-320.avif` → `x-low.jpg` at 320 px in AVIF. Null for a
 * name that is no sibling (a plain JPEG, a video, anything else). The source may be `.jpg` or `.jpeg`: the caller
 * tries `sourceCandidates`.
 */
export function parseSiblingName(name: string): SiblingName | null {
  const match = /^(.+?)(?:-(320|640))?\.(avif|webp|jpg)$/i.exec(name);
  if (!match) return null;
  const [, base, width, extension] = match;
  const format = (extension ?? '').toLowerCase() as ModernFormat | 'jpg';
  if (!base || (format === 'jpg' && !width)) return null;
  return { source: `${base}.jpg`, width: width ? (Number(width) as ThumbnailWidth) : null, format };
}

/** The source names a sibling may come from: `x.jpg`, else `x.jpeg` (or the same in capitals). */
export function sourceCandidates(sibling: SiblingName): string[] {
  const base = sibling.source.slice(0, -'.jpg'.length);
  return ['jpg', 'jpeg', 'JPG', 'JPEG'].map((extension) => `${base}.${extension}`);
}

/** Nominal widths of the three photo renditions (spec section 3: ~1024, ~1795 and ~4096 px wide). */
export const renditionWidths = { mediaLow: 1024, mediaMed: 1795, media: 4096 } as const;

export interface PictureSrcSets {
  avif: string;
  webp: string;
  jpeg: string;
}

interface Candidate {
  address: string;
  width: number;
}

/** A space would end the address inside a srcset: escaped. */
const srcSetOf = (candidates: Candidate[]) =>
  candidates.map(({ address, width }) => `${address.replace(/ /g, '%20')} ${width}w`).join(', ');

/**
 * The `srcset` of each format for a photo whose renditions are JPEGs, smallest first: the low rendition's 320 and
 * 640 px thumbnails, the low (1024 w) and medium (1795 w) renditions, and for the JPEG the full one (4096 w). AVIF
 * and WebP stop at the medium: a full one is made only when asked for, and costs seconds the first time. Renditions
 * that are one file (a car's thumbnail) are listed once. Null when the low rendition is no JPEG (a video's poster
 * from elsewhere, a PNG): then only the renditions themselves are offered.
 */
export function pictureSrcSets(image: {
  mediaLow: string;
  mediaMed: string;
  media: string;
}): PictureSrcSets | null {
  if (!image.mediaLow || !hasSiblings(image.mediaLow)) return null;
  const renditions: Candidate[] = [];
  const seen = new Set<string>();
  for (const key of ['mediaLow', 'mediaMed', 'media'] as const) {
    const address = image[key];
    if (!address || seen.has(address) || !hasSiblings(address)) continue;
    seen.add(address);
    renditions.push({ address, width: renditionWidths[key] });
  }
  const thumbnails = (format: ModernFormat | 'jpg') =>
    thumbnailWidths.map((width) => ({
      address: siblingAddress(image.mediaLow, { width, format }) ?? image.mediaLow,
      width,
    }));
  const modern = (format: ModernFormat) => [
    ...thumbnails(format),
    ...renditions
      .filter(({ width }) => width < renditionWidths.media)
      .map(({ address, width }) => ({ address: siblingAddress(address, { format }) ?? address, width })),
  ];
  return {
    avif: srcSetOf(modern('avif')),
    webp: srcSetOf(modern('webp')),
    jpeg: srcSetOf([...thumbnails('jpg'), ...renditions]),
  };
}
