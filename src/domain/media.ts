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
