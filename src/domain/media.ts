/** Spec section 3: media type is recognised by the file extension. */
export type MediaType = 'image' | 'video' | 'other';

const imageExtensions = new Set(['jpg', 'jpeg', 'png', 'gif']);

export function mediaTypeOf(url: string): MediaType {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  if (imageExtensions.has(extension)) return 'image';
  if (extension === 'mp4') return 'video';
  return 'other';
}

/**
 * The file name of a media link, for the download call `medias_api/download-file/{fileName}`. The spec reads it as
 * the link's sixth segment, which holds only for absolute links; the last path segment is the same file for
 * relative (`/media/images/x.jpg`) and CDN links alike.
 */
export function mediaFileName(link: string): string {
  const path = link.split(/[?#]/, 1)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}
