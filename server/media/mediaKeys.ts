/**
 * Where a public media file lives in the file store: `media/<folder>/<file>`, the folder and file a media row names
 * (a spec sheet may have no folder). The data folder's store keeps them at `DATA_DIR/media/…`, as always.
 */
import { checkKey } from '../storage/fileStore';

export const mediaPrefix = 'media/';

/** The key of a row's file, or null when the row's names could lead out of the media (a row is data too). */
export function mediaKey(folder: string, file: string): string | null {
  try {
    return checkKey(`${mediaPrefix}${folder ? `${folder}/` : ''}${file}`);
  } catch {
    return null;
  }
}
